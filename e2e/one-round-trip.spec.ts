/**
 * Issue 33 item 1 (decision 044): a card's +10 % costs one round trip. The answer of
 * POST /api/journal carries the goal as the list would now show it, so the card, its strip and
 * the stats row move from that answer; no GET /api/goals (or any other /api request) follows.
 */
import { type Page, expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, recordApiRequests, signIn, goalCard, noonDaysAgo } from "./fixtures.js";

const totalStreak = (page: Page, days: string) => page.getByText("Total streak").locator("..").getByText(days, { exact: true });

test("+10% sends exactly one request, and the card, strip and stats row follow its answer", async ({ page, request }) => {
  const user = await createUser(request, "trip");
  const goal = await createGoal(request, user, { title: "Walk daily" });
  // Yesterday's check-in: today's +10 % makes the streak 2 days, a figure only the server's facts carry.
  await addEntry(request, user, { goal_id: goal.id, note: "yesterday", progress: 20, created_at: noonDaysAgo(1) });
  await signIn(page, user);
  await page.goto("/dashboard");
  const walk = goalCard(page, "Walk daily");
  await expect(walk.getByRole("img", { name: "Overall progress 20%" })).toBeVisible();
  // No check-in today yet: the streak is not alive (spec §2).
  await expect(totalStreak(page, "0 days")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const seen = recordApiRequests(page);
  await walk.getByRole("button", { name: "+10%", exact: true }).click();
  await expect(page.getByText("+10% logged", { exact: true }).first()).toBeVisible();
  await expect(walk.getByRole("img", { name: "Overall progress 30%" })).toBeVisible();
  await expect(walk.getByRole("img", { name: /^Check-in calendar of Walk daily: 2 days with check-ins/ })).toBeVisible();
  await expect(totalStreak(page, "2 days")).toBeVisible();
  // Anything the check-in set off has been sent by now (no fixed sleep: the network goes quiet).
  await page.waitForLoadState("networkidle");
  await expect(totalStreak(page, "2 days")).toBeVisible();

  expect(seen).toEqual(["POST /api/journal"]);
});
