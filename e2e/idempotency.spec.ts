/**
 * Repeated writes from the browser (issue 19): a create whose answer is lost is repeated by the
 * app with the same Idempotency-Key and lands once; a double-submitted form creates one goal.
 * Checked on the server, not on the screen.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, requestGate, signIn, uniqueName, goalCard } from "./fixtures.js";

test("a check-in whose answer is lost is sent again with its key and stored once", async ({ page, request }) => {
  const user = await createUser(request, "idem");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  const keys: string[] = [];
  let dropped = false;
  await page.route(/\/api\/journal(\?.*)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (dropped) return route.continue();
    // The server gets the check-in and stores it; the phone never hears back.
    dropped = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.goto("/dashboard");
  await goalCard(page, goal.title).getByRole("button", { name: "Log +10% progress" }).click();
  await expect(page.getByText("+10% logged", { exact: true }).first()).toBeVisible({ timeout: 15_000 });

  expect(keys.length).toBe(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const journal = await request.get(`/api/journal?goal_id=${goal.id}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await journal.json()) as unknown[]).length).toBe(1);
});

test("a double-submitted create form makes one goal", async ({ page, request }) => {
  const user = await createUser(request, "idem");
  await signIn(page, user);
  const keys: string[] = [];
  // A slow network keeps the first one open: both are held until both have been seen.
  const bothSeen = requestGate();
  await page.route("**/api/goals", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 2) bothSeen.open();
    await bothSeen.passed;
    return route.continue();
  });
  await page.goto("/dashboard");
  const title = uniqueName("Twice ");
  const form = page.getByRole("region", { name: "Create goal with details" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("health");
  await form.getByLabel("Timeframe").selectOption("monthly");
  // Two submits in one task, before React can disable the button (a fast double click, a
  // double-tap, Enter held down): both reach the network, with one key.
  await form.getByLabel("Title").evaluate((input) => {
    const f = (input as HTMLInputElement).form!;
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect.poll(() => keys.length).toBe(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(goalCard(page, title)).toHaveCount(1);

  const goals = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  const titles = ((await goals.json()) as { title: string }[]).map((g) => g.title);
  expect(titles.filter((t) => t === title)).toHaveLength(1);
  await page.reload();
  await expect(goalCard(page, title)).toHaveCount(1);
});
