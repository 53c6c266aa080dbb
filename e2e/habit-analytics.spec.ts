/**
 * The analytics panel's Habits section (issue 29) at 375 px: each habit's periods met and an
 * amount goal's total, the CSV download, no side scroll in light and dark; and demo mode, where a
 * habit made and marked done locally shows in the section with no server request.
 */
import fs from "node:fs";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { type SeededUser, createUser, expectAccessible, recordApiRequests, settle, signIn, useTheme } from "./fixtures.js";

// The section counts local days; pin the browser to UTC so the seeded days are its days.
test.use({ timezoneId: "UTC", viewport: { width: 375, height: 800 } });

const DAY_MS = 86_400_000;
const todayUtc = () => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};
const at = (daysAgo: number) => new Date(todayUtc() - daysAgo * DAY_MS + 9 * 3_600_000).toISOString();

async function createHabit(request: APIRequestContext, user: SeededUser, fields: Record<string, unknown>) {
  const res = await request.post("/api/goals", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { category: "health", timeframe: "daily", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function log(request: APIRequestContext, user: SeededUser, body: Record<string, unknown>) {
  const res = await request.post("/api/journal", { headers: { authorization: `Bearer ${user.token}` }, data: { note: "done", ...body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function habitsSection(page: Page) {
  // At 375 px the header's Analytics sits in its menu.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Analytics", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Analytics" });
  const section = panel.getByRole("region", { name: "Habits" });
  await expect(section).toBeVisible();
  return section;
}

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

for (const theme of ["light", "dark"] as const) {
  test(`the Habits section shows periods met and amount totals, downloads its CSV, fits 375 px (${theme})`, async ({ page, request }) => {
    test.slow(); // an axe scan on a busy shared machine
    const user = await createUser(request, "habitan");
    const gym = await createHabit(request, user, { title: "Stretch", kind: "check" });
    const run = await createHabit(request, user, { title: "Run", kind: "amount", target: 5, unit: "km" });
    // Stretch: done on T-2 and T-1 (its first two days), today still open. Run: 3 km on T-2 (its first
    // day, not met, not a fall), 6 km on T-1 (met), today open.
    await log(request, user, { goal_id: gym.id, created_at: at(2) });
    await log(request, user, { goal_id: gym.id, created_at: at(1) });
    await log(request, user, { goal_id: run.id, amount: 3, created_at: at(2) });
    await log(request, user, { goal_id: run.id, amount: 6, created_at: at(1) });
    await signIn(page, user);
    await page.goto("/dashboard");
    await useTheme(page, theme);
    const seen = recordApiRequests(page, { withQuery: true });
    const section = await habitsSection(page);
    await expect(section.getByRole("listitem", { name: "Stretch" })).toContainText("2 of 2 periods met · best streak 2 days");
    await expect(section.getByRole("listitem", { name: "Run" })).toContainText("1 of 1 periods met · best streak 1 day · total 9 km");
    expect(seen.filter((r) => r.startsWith("GET /api/analytics/habits?"))).toHaveLength(1);
    await noSideScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download habits CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("progressvault-habits.csv");
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("goal_id,title,kind,unit,period_start,period_end,value,target,met,paused,due");
    expect(csv).toContain(`${run.id},Run,amount,km,${at(1).slice(0, 10)},${at(1).slice(0, 10)},6,5,yes,no,yes`);
    await expectAccessible(page);
  });
}

test("demo mode: a habit made and marked done locally shows in the Habits section, with no server request", async ({ page }) => {
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  const form = page.getByRole("region", { name: "Create goal with details" });
  await form.getByLabel("Title").fill("Floss");
  await form.getByLabel("Timeframe").selectOption("daily");
  await form.getByLabel("What you track").selectOption({ label: "Done or not" });
  await form.getByRole("button", { name: "Create goal" }).click();
  const card = page.getByRole("article", { name: "Floss" });
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card).toContainText("1 of 1 today");
  const section = await habitsSection(page);
  await expect(section.getByRole("listitem", { name: "Floss" })).toContainText("1 of 1 periods met · best streak 1 day");
  await noSideScroll(page);
  await settle(page);
  expect(seen).toEqual([]);
});
