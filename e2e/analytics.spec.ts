import fs from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { type SeededUser, addEntry, createGoal, createUser, expectAccessible, recordApiRequests, signIn } from "./fixtures.js";

// Analytics counts local days; pin the browser to UTC so the seeded days below are its days.
test.use({ timezoneId: "UTC", permissions: ["clipboard-read", "clipboard-write"] });

const DAY_MS = 86_400_000;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Today's UTC midnight; T-k below means "k days before today". */
function todayUtc(): number {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
const at = (daysAgo: number, hour: number) => new Date(todayUtc() - daysAgo * DAY_MS + hour * 3_600_000).toISOString();
/** Monday-first weekday index of T-k. */
const weekdayOf = (daysAgo: number) => (new Date(todayUtc() - daysAgo * DAY_MS).getUTCDay() + 6) % 7;

/**
 * The data set (all entries back-dated, none today, so no figure depends on the hour of the run):
 *   A "Daily run"      daily   T-10 20% 09:00, T-5 40% 09:00, T-2 60% 18:00, T-1 80% 09:00
 *   B "Weekly reading" weekly  T-20 10% 09:00, T-16 35% 09:00
 *   C "Monthly savings" monthly T-3 100% 18:00
 *   D "Fresh start"    weekly  no entries (created today)
 */
async function seed(request: Parameters<typeof createUser>[0], user: SeededUser) {
  const a = await createGoal(request, user, { title: "Daily run", timeframe: "daily", category: "health" });
  const b = await createGoal(request, user, { title: "Weekly reading", timeframe: "weekly", category: "study" });
  const c = await createGoal(request, user, { title: "Monthly savings", timeframe: "monthly", category: "finance" });
  const d = await createGoal(request, user, { title: "Fresh start", timeframe: "weekly", category: "general" });
  const log = (goal_id: string, progress: number, daysAgo: number, hour: number) =>
    addEntry(request, user, { goal_id, note: `${progress}%`, progress, created_at: at(daysAgo, hour) });
  await log(a.id, 20, 10, 9);
  await log(a.id, 40, 5, 9);
  await log(a.id, 60, 2, 18);
  await log(a.id, 80, 1, 9);
  await log(b.id, 10, 20, 9);
  await log(b.id, 35, 16, 9);
  await log(c.id, 100, 3, 18);
  return { a, b, c, d };
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: "Analytics", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Analytics" });
  await expect(panel).toBeVisible();
  return panel;
}

test("the analytics panel shows the hand-computed figures of a seeded data set", async ({ page, request }) => {
  test.slow(); // many assertions on a busy shared machine
  const user = await createUser(request, "an");
  await seed(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Daily run").first()).toBeVisible();
  const panel = await openPanel(page);
  await expect(panel).toBeFocused(); // focus moves into the panel
  const tile = (name: string) => panel.getByRole("group", { name, exact: true });

  await expect(tile("Goals (filtered)")).toContainText("4"); // A, B, C, D
  // Overall progress A 80, B 35, C 100, D 0 → 215 / 4 = 53.75 → 54.
  await expect(tile("Average progress")).toContainText("54%");
  // Spark T-6..T, all four goals (C and D count as 0 before they began: issue 28 item 4):
  // T-6 (20+35+0+0)/4=14 … T (80+35+100+0)/4=54; delta 54 − 14 = +40.
  await expect(tile("Average progress")).toContainText("+40 pts over 7 days");
  // Pace A (80−20)/9 days = 6.67, B (35−10)/4 days = 6.25; C has one entry; median 6.46.
  await expect(tile("Momentum")).toContainText("6.46% / day");
  // ETA A 20/6.67 = 3 days, B 65/6.25 = 10.4 days; median 6.7 → 7 days from today.
  const forecast = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(todayUtc() + 7 * DAY_MS),
  );
  await expect(tile("Forecast")).toContainText(forecast);
  // Gaps between entry days: A 5, 3, 1 → 3; B 4 → 4; median of 3 and 4 = 3.5.
  await expect(tile("Cadence (median)")).toContainText("3.5 days");
  // Days T-6..T with an entry: T-5, T-3, T-2, T-1.
  await expect(tile("Active days (7d)")).toContainText("4 / 7");
  // A: 3 entry days after T-10 of 10 expected = 30%; B: 0 of 2 in 14 days = 0%;
  // C (3 days old): 0 of 1 after T-3 = 0%; D too young. Mean (30 + 0 + 0) / 3 = 10%.
  await expect(tile("Adherence (last 14 days)")).toContainText("10%");
  await expect(tile("Adherence (last 14 days)")).toContainText("Daily 30% · Weekly 0% · Monthly 0%");
  // One of four goals at 100%.
  await expect(tile("Weekly completion")).toContainText("25%");
  await expect(tile("Completed")).toContainText("1"); // C
  await expect(tile("Nearing")).toContainText("1"); // A at 80
  await expect(tile("Stalled")).toContainText("1"); // B, idle 16 days
  // Entries fall on T-20 ≡ T-6, T-16 ≡ T-2, T-10 ≡ T-3 (mod 7), T-5, T-3, T-2, T-1: the weekdays of
  // T-2 and T-3 have 2 each; T and T-4 have none. Ties go to the earlier weekday (Monday first).
  await expect(tile("Strongest day")).toContainText(WEEKDAYS[Math.min(weekdayOf(2), weekdayOf(3))] ?? "");
  await expect(tile("Weakest day")).toContainText(WEEKDAYS[Math.min(weekdayOf(0), weekdayOf(4))] ?? "");
  // B: under 50%, idle over 7 days, 20 days old. D is idle 0 days.
  const attention = panel.getByRole("region", { name: "Need attention" });
  await expect(attention.getByRole("listitem")).toHaveText(["Weekly reading35%"]);
  // Buckets 0-19: D; 20-39: B; 80-100: A and C.
  const distribution = panel.getByRole("table", { name: "Distribution" });
  await expect(distribution.getByRole("row")).toHaveText(["ProgressGoals", "0-19%1", "20-39%1", "40-59%0", "60-79%0", "80-100%2"]);
  // The 7 spark points over the four goals, T-6 … T: 14, 19 (40+35)/4, 19, 44 (40+35+100)/4, 49, 54, 54.
  const spark = panel.getByRole("table", { name: "Progress, last 7 days" });
  await expect(spark.getByRole("cell")).toHaveText(["14%", "19%", "19%", "44%", "49%", "54%", "54%"]);
  // Five entries at 09:00 and two at 18:00.
  const hours = panel.getByRole("table", { name: "Activity by hour (last 90 days)" });
  await expect(hours.getByRole("row", { name: "09:00" })).toHaveText("09:005");
  await expect(hours.getByRole("row", { name: "18:00" })).toHaveText("18:002");
  await expect(panel.getByRole("img", { name: /^Activity by weekday \(last 90 days\)/ })).toBeVisible();

  // Expanded view: top goals by progress.
  await expect(panel.getByRole("region", { name: "Top goals" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Expand" }).click();
  const top = panel.getByRole("region", { name: "Top goals" });
  await expect(top.getByRole("listitem")).toHaveCount(4);
  await expect(top.getByRole("listitem").nth(0)).toContainText("Monthly savings");
  await expect(top.getByRole("listitem").nth(1)).toContainText("Daily run");
  await expect(top.getByRole("listitem").nth(2)).toContainText("Weekly reading");
  await expect(top.getByRole("listitem").nth(3)).toContainText("Fresh start");
  await panel.getByRole("button", { name: "Collapse" }).click();
  await expect(panel.getByRole("region", { name: "Top goals" })).toHaveCount(0);

  // Copy JSON: the same core summary.
  await panel.getByRole("button", { name: "Copy JSON" }).click();
  await expect(page.getByText("Analytics JSON copied")).toBeVisible();
  const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(json).toMatchObject({ count: 4, avgProgress: 54, sparkDelta: 40, medianPace: 6.46, etaDaysMedian: 7, activeDays7: 4 });
  expect(json.spark).toEqual([14, 19, 19, 44, 49, 54, 54]);
  expect(json.distribution).toEqual([1, 1, 0, 0, 2]);

  await panel.getByRole("button", { name: "Copy text" }).click();
  await expect(page.getByText("Summary copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Average progress: 54% (+40 pts over 7 days)");
  await panel.getByRole("button", { name: "Copy full analytics" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("Need attention:\n  - Weekly reading (35%)");

  // Escape closes and hands focus back to the Analytics button.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Analytics", exact: true })).toBeFocused();
});

test("Download CSV gives progressvault-analytics.csv with the spec's columns", async ({ page, request }) => {
  const user = await createUser(request, "ac");
  const { a } = await seed(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Daily run").first()).toBeVisible();
  const panel = await openPanel(page);
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("progressvault-analytics.csv");
  await expect(page.getByText("CSV downloaded")).toBeVisible();
  const text = fs.readFileSync((await download.path()) ?? "", "utf8");
  expect(text.split("\r\n")[0]).toBe("goal_id,title,category,timeframe,progress_period,progress_overall,streak,public,last_update");
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(4);
  const run = rows.find((r) => r.title === "Daily run");
  expect(run).toEqual({
    goal_id: a.id,
    title: "Daily run",
    category: "health",
    timeframe: "daily",
    progress_period: "80",
    progress_overall: "80",
    streak: "0", // the last entry was yesterday, none today
    public: "no",
    last_update: at(1, 9),
  });
  expect(rows.find((r) => r.title === "Fresh start")).toMatchObject({ progress_overall: "0", last_update: "" });
});

test("the side panel opens analytics; the panel is accessible; Close closes it", async ({ page, request }) => {
  const user = await createUser(request, "ay");
  await seed(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Daily run").first()).toBeVisible();
  await page.getByRole("button", { name: "Open analytics" }).click();
  const panel = page.getByRole("dialog", { name: "Analytics" });
  await expect(panel.getByRole("group", { name: "Goals (filtered)" })).toContainText("4");
  // Tab stays inside the open panel.
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Expand" }).click();
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
});

test("the panel reads the dashboard's filtered goals", async ({ page, request }) => {
  const user = await createUser(request, "af");
  await seed(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Daily run").first()).toBeVisible();
  await page.getByLabel("Search goals").fill("Daily run");
  await expect(page.getByText(/Showing 1 result/)).toBeVisible();
  const panel = await openPanel(page);
  await expect(panel.getByRole("group", { name: "Goals (filtered)" })).toContainText("1");
  await expect(panel.getByRole("group", { name: "Average progress" })).toContainText("80%");
});

test("in demo mode the panel works on the sample goals without any server call", async ({ page }) => {
  const calls = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  const panel = await openPanel(page);
  await expect(panel.getByText("Demo data")).toBeVisible();
  await expect(panel.getByRole("group", { name: "Goals (filtered)" })).toContainText("3");
  expect(calls).toEqual([]);
});
