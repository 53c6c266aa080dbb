/**
 * Bounded answers in the browser (issue 16 item 2, decision 020): cards show the whole
 * journal's figures from a window, the journal page loads older entries as you scroll, and a
 * public goal loads the rest of its journal with "Show all N updates".
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, publishGoal, signIn, uniqueName, type SeededUser, daysAgoAt9 } from "./fixtures.js";

// Days are UTC days for the browser too, so the seeded days below are its days.
test.use({ timezoneId: "UTC" });

/** 09:00 UTC `days` days ago (today's 09:00 may still be ahead: then one minute ago). */

async function dailyGoal(request: APIRequestContext, user: SeededUser, days: number, title = uniqueName("Daily ")) {
  const goal = await createGoal(request, user, { title, timeframe: "daily" });
  for (let k = days - 1; k >= 0; k -= 1) {
    await addEntry(request, user, { goal_id: goal.id, note: `entry ${k}`, progress: Math.min(100, days - k), created_at: daysAgoAt9(k) });
  }
  return goal;
}

test("a card shows a streak longer than the journal it was sent", async ({ page, request }) => {
  const user = await createUser(request, "window");
  const goal = await dailyGoal(request, user, 12);
  await signIn(page, user);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/goals" && r.request().method() === "GET");
  await page.goto("/dashboard");
  const goals = (await (await answer).json()) as { id: string; journal: unknown[]; facts: { streak: number } }[];
  const sent = goals.find((g) => g.id === goal.id)!;
  expect(sent.journal).toHaveLength(5);
  expect(sent.facts.streak).toBe(12);
  const card = page.getByRole("article", { name: goal.title });
  await expect(card.getByText("Streak: 12 days")).toBeVisible();
  await expect(card.getByLabel("Overall progress 12%")).toBeVisible();
  await expect(card).toContainText("entry 0");
});

test("the journal page loads older entries as you scroll down", async ({ page, request }) => {
  test.setTimeout(60_000);
  const user = await createUser(request, "older");
  const goal = await dailyGoal(request, user, 60);
  await signIn(page, user);
  const pages: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/journal" && req.method() === "GET") pages.push(url.search);
  });
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByText("entry 0", { exact: true })).toBeVisible();
  await expect(page.getByText("entry 48", { exact: true })).toBeAttached();
  // The first page holds entries 0..49; day 49 may lack its earlier entries, so it waits.
  await expect(page.getByText("entry 49", { exact: true })).toHaveCount(0);
  await expect(page.getByText("entry 59", { exact: true })).toHaveCount(0);
  expect(pages).toHaveLength(1);
  expect(new URLSearchParams(pages[0]).get("limit")).toBe("50");

  await page.getByRole("button", { name: "Load older entries" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("entry 59", { exact: true })).toBeAttached();
  await expect(page.getByText("entry 49", { exact: true })).toBeAttached();
  await expect(page.getByRole("button", { name: /Load older entries/ })).toHaveCount(0);
  expect(pages).toHaveLength(2);
  expect(new URLSearchParams(pages[1]).get("cursor")).toBeTruthy();
  // Each day's change is the whole journal's: +1% a day, the first day from nothing.
  const days = page.getByRole("region", { name: "Entries" }).getByRole("region");
  await expect(days).toHaveCount(60);
  await expect(days.last()).toContainText("entry 59");
  await expect(days.last()).toContainText("+1%");
  await expect(days.nth(49)).toContainText("entry 49");
  await expect(days.nth(49)).toContainText("+1%");
});

test("a public goal sends its latest 5 updates and loads all of them with Show all N updates", async ({ page, request }) => {
  const owner = await createUser(request, "showall");
  const goal = await dailyGoal(request, owner, 8);
  const slug = uniqueName("all-");
  await publishGoal(request, owner, goal.id, slug);
  const first = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/goals/public/") && !r.url().includes("journal=all"));
  await page.goto(`/${owner.username}/${slug}`);
  expect(((await (await first).json()) as { journal: unknown[] }).journal).toHaveLength(5);
  const journey = page.getByRole("region", { name: "Progress Journey" });
  await expect(journey.getByRole("listitem")).toHaveCount(5);
  const stats = page.getByRole("region", { name: "Goal Stats" });
  await expect(stats.getByRole("definition").nth(2)).toHaveText("8");
  const rest = page.waitForRequest((r) => r.url().includes("journal=all"));
  await journey.getByRole("button", { name: "Show all 8 updates" }).click();
  await rest;
  await expect(journey.getByRole("listitem")).toHaveCount(8);
  await expect(journey.getByRole("listitem").last()).toContainText("entry 7");
});

test("analytics says what each pace figure is computed from, and never forecasts beside a falling Momentum", async ({ page, request }) => {
  const user = await createUser(request, "momentum");
  const seed = async (title: string, from: number, to: number) => {
    const goal = await createGoal(request, user, { title, timeframe: "daily" });
    await addEntry(request, user, { goal_id: goal.id, note: "start", progress: from, created_at: daysAgoAt9(10) });
    await addEntry(request, user, { goal_id: goal.id, note: "now", progress: to, created_at: daysAgoAt9(0) });
  };
  // Paces −1, −1 and +2 % a day: the median goal is falling, one goal is rising, the mean goal
  // is flat and so is the average over the last 7 days (37 then 37): no figure says "rising".
  await seed("Falling one", 50, 40);
  await seed("Falling two", 50, 40);
  await seed("Rising", 10, 30);
  await signIn(page, user);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Analytics", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Analytics" });
  const tile = (name: string) => panel.getByRole("group", { name, exact: true });
  await expect(tile("Momentum")).toContainText("-1% / day");
  await expect(tile("Momentum")).toContainText("median goal, first to last check-in");
  await expect(tile("Forecast")).toContainText("n/a");
  await expect(tile("Forecast")).toContainText("none while Momentum is not rising");
  await expect(tile("Average progress")).toContainText("0 pts over 7 days, trend of the average");
});
