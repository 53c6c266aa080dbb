/**
 * A public goal's "Started" is the earlier of its creation and its first check-in (issue 28,
 * item 9): check-ins backdated or imported from before the goal was created move it back.
 */
import { expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, publishGoal } from "./fixtures.js";

test.use({ timezoneId: "UTC" });

const longAgo = (days: number) => {
  const d = new Date();
  d.setUTCHours(9, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shown = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

test("a goal with backdated check-ins says it started on the first of them", async ({ page, request }) => {
  const user = await createUser(request, "start");
  const goal = await createGoal(request, user, { title: "Walk daily", timeframe: "daily" });
  const first = longAgo(40);
  await addEntry(request, user, { goal_id: goal.id, note: "imported", progress: 10, created_at: first.toISOString() });
  await addEntry(request, user, { goal_id: goal.id, note: "later", progress: 20, created_at: longAgo(3).toISOString() });
  await publishGoal(request, user, goal.id, "walk-daily");
  await page.goto(`/${user.username}/walk-daily`);
  await expect(page.getByRole("heading", { level: 1, name: "Walk daily" })).toBeVisible();
  await expect(page.getByText(`· Started ${shown(first)}`)).toBeVisible();
  const stats = page.getByRole("region", { name: "Goal Stats" });
  await expect(stats.getByRole("definition").nth(1)).toHaveText(shown(first));
});

test("with more check-ins than the page is first sent, Started is still the backdated first one", async ({ page, request }) => {
  const user = await createUser(request, "start");
  const goal = await createGoal(request, user, { title: "Swim daily", timeframe: "daily" });
  const first = longAgo(50);
  await addEntry(request, user, { goal_id: goal.id, note: "imported", progress: 5, created_at: first.toISOString() });
  for (let i = 6; i >= 1; i--) {
    await addEntry(request, user, { goal_id: goal.id, note: `day ${i}`, progress: 10 + i, created_at: longAgo(i).toISOString() });
  }
  await publishGoal(request, user, goal.id, "swim-daily");
  await page.goto(`/${user.username}/swim-daily`);
  await expect(page.getByRole("heading", { level: 1, name: "Swim daily" })).toBeVisible();
  await expect(page.getByText(`· Started ${shown(first)}`)).toBeVisible();
  const stats = page.getByRole("region", { name: "Goal Stats" });
  await expect(stats.getByRole("definition").nth(1)).toHaveText(shown(first));
});

test("a goal whose check-ins all came after its creation started when it was created", async ({ page, request }) => {
  const user = await createUser(request, "start");
  const goal = await createGoal(request, user, { title: "Read daily", timeframe: "daily" });
  await addEntry(request, user, { goal_id: goal.id, note: "now", progress: 10 });
  await publishGoal(request, user, goal.id, "read-daily");
  await page.goto(`/${user.username}/read-daily`);
  await expect(page.getByText(`· Started ${shown(new Date(goal.created_at as string))}`)).toBeVisible();
});
