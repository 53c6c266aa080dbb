/**
 * Groups in the lists that only read them (issue 30 item 4) at 375 px: Today's due goals under
 * their groups' headings (the groups' order, No group last) and the analytics panel's Group
 * select narrowing its figures; nothing overflows sideways.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  type SeededUser,
  afterFrames,
  authHeaders,
  createUser,
  noSideScroll,
  recordApiRequests,
  requestGate,
  settle,
  signIn,
  uniqueName,
} from "./fixtures.js";

async function post(request: APIRequestContext, user: SeededUser, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { headers: authHeaders(user), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test.use({ viewport: { width: 375, height: 800 } });

test("Today sections due goals by group and the analytics Group select narrows the panel, at 375 px", async ({ page, request }) => {
  const user = await createUser(request, "tg");
  const work = await post(request, user, "/api/groups", { name: "Work" });
  const health = await post(request, user, "/api/groups", { name: "Health and a rather long group name" });
  await request.patch(`/api/groups/${health.id}`, { headers: authHeaders(user), data: { position: 0 } });
  const goal = async (title: string, groupId: string | null) => {
    const g = await post(request, user, "/api/goals", { title, category: "health", timeframe: "daily" });
    if (groupId) await request.patch(`/api/goals/${g.id}`, { headers: authHeaders(user), data: { group_id: groupId } });
  };
  const ship = uniqueName("Ship ");
  await goal(ship, work.id);
  await goal("Run", health.id);
  await goal("Stretch", health.id);
  await goal("Loose end", null);

  await signIn(page, user);
  await page.goto("/today");
  const due = page.getByRole("region", { name: /^Due today/ });
  await expect(due.getByRole("article")).toHaveCount(4);
  await expect(due.getByRole("heading", { level: 3 })).toHaveText([
    // Inside a section, Today's own order (newest first).
    "Health and a rather long group name (2)",
    "Stretch",
    "Run",
    "Work (1)",
    ship,
    "No group (1)",
    "Loose end",
  ]);
  await expect(page.getByRole("region", { name: "Work (1)" }).getByRole("article", { name: ship })).toBeVisible();
  await noSideScroll(page);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open analytics" }).click();
  const panel = page.getByRole("dialog", { name: "Analytics" });
  await expect(panel.getByText("4 goals in the current filter")).toBeVisible();
  const select = panel.getByLabel("Group");
  await expect(select.locator("option")).toHaveText(["All goals", "Health and a rather long group name", "Work", "No group"]);
  await select.selectOption({ label: "Health and a rather long group name" });
  await expect(panel.getByText("2 goals in the current filter")).toBeVisible();
  await expect(panel.getByRole("group", { name: "Goals (filtered)" })).toContainText("2");
  await select.selectOption({ label: "No group" });
  await expect(panel.getByText("1 goal in the current filter")).toBeVisible();
  await noSideScroll(page);
  const box = await select.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});

test("demo mode: Today shows no group headings without groups, and asks the server for none", async ({ page }) => {
  const seen = recordApiRequests(page);
  await page.goto("/today?demo=1");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Due today/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^No group/ })).toHaveCount(0);
  await noSideScroll(page);
  await settle(page);
  expect(seen).toEqual([]);
});

test("Today asks for groups only when a goal is in one, and draws its due list once, with the sections", async ({ page, request }) => {
  const user = await createUser(request, "tg");
  await post(request, user, "/api/goals", { title: "Loose", category: "health", timeframe: "daily" });
  const seen = recordApiRequests(page);
  await signIn(page, user);
  await page.goto("/today");
  const due = page.getByRole("region", { name: /^Due today/ });
  await expect(due.getByRole("article", { name: "Loose" })).toBeVisible();
  await settle(page);
  expect(seen.filter((r) => r === "GET /api/groups")).toEqual([]);

  // With a goal in a group, the groups are on their way while the goals are in: nothing is drawn
  // without its section (a MutationObserver sees every state the list passes through).
  const work = await post(request, user, "/api/groups", { name: "Work" });
  await request.patch(
    `/api/goals/${(await post(request, user, "/api/goals", { title: "Ship", category: "career", timeframe: "daily" })).id}`,
    {
      headers: authHeaders(user),
      data: { group_id: work.id },
    },
  );
  const gate = requestGate();
  await page.route("**/api/groups", async (route) => {
    await gate.passed;
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const list = document.querySelector("[aria-labelledby=today-due]");
      if (list?.querySelector("article") && !list.querySelector("section")) (window as { drawnUngrouped?: boolean }).drawnUngrouped = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const goalsIn = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/goals");
  await page.reload();
  await goalsIn;
  await afterFrames(page);
  gate.open();
  await expect(due.getByRole("heading", { level: 3 })).toHaveText(["Work (1)", "Ship", "No group (1)", "Loose"]);
  expect(await page.evaluate(() => (window as { drawnUngrouped?: boolean }).drawnUngrouped ?? false)).toBe(false);
});
