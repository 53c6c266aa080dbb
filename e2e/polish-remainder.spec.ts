/**
 * What remained of issue 15: no two analytics figures disagree in sign (item 5), a goal whose
 * removal the server has not confirmed stays pending across a reload (item 7), and the demo's
 * sample public page answers 200 (item 3).
 */
import { expect, test } from "@playwright/test";
import { addEntry, createGoal, createUser, signIn, daysAgoAt9 } from "./fixtures.js";

/** 09:00 UTC `days` days ago (today's 09:00 may still be ahead: then one minute ago). */

test.describe("analytics in UTC", () => {
  // Analytics counts local days; the browser in UTC makes the seeded days its days.
  test.use({ timezoneId: "UTC" });
  test("analytics reads Mixed, never two opposite signs, when the average rises while the median goal falls (375 px)", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const user = await createUser(request, "mixed");
    const seed = async (title: string, points: [number, number][]) => {
      const goal = await createGoal(request, user, { title, timeframe: "daily" });
      for (const [days, progress] of points)
        await addEntry(request, user, { goal_id: goal.id, note: `${progress}`, progress, created_at: daysAgoAt9(days) });
    };
    // Two goals lost 10 points a month ago (−0.33 % a day: the median goal); one rose from 0 to 90
    // this week, so the 7-day trend of the average rises.
    await seed("Falling one", [
      [40, 50],
      [10, 40],
    ]);
    await seed("Falling two", [
      [40, 50],
      [10, 40],
    ]);
    await seed("Sprint", [
      [4, 0],
      [0, 90],
    ]);
    await signIn(page, user);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Menu" }).click(); // the header's menu below 640 px
    await page.getByRole("button", { name: "Analytics", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Analytics" });
    const tile = (name: string) => panel.getByRole("group", { name, exact: true });
    await expect(tile("Momentum")).toContainText("Mixed");
    await expect(tile("Momentum")).toContainText("median goal, first to last check-in");
    await expect(tile("Average progress")).toContainText("Mixed over 7 days, trend of the average");
    await expect(tile("Forecast")).toContainText("n/a");
    await expect(tile("Forecast")).toContainText("none while goals move in different directions");
    await expect(panel.getByRole("note")).toContainText("some goals rise while others fall");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("a removal the server has not confirmed stays pending after a reload, and Retry removes the goal on the server", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "rmr");
  const keep = await createGoal(request, user);
  const goal = await createGoal(request, user);
  await signIn(page, user);
  let failDeletes = true;
  await page.route("**/api/goals/**", (route) =>
    route.request().method() === "DELETE" && failDeletes ? route.abort("connectionreset") : route.continue(),
  );
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  page.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Could not reach server. Goal removed locally.").first()).toBeVisible();
  const pending = page.getByRole("list", { name: "Pending removal" }).getByRole("listitem").filter({ hasText: goal.title });
  await expect(pending).toContainText("pending removal");

  // The list the server sends after the reload still holds the goal: it stays out, pending.
  await page.reload();
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  await expect(pending).toContainText("pending removal");
  await expect(card).toHaveCount(0);

  failDeletes = false;
  await pending.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Goal deleted successfully").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(((await res.json()) as { id: string }[]).map((g) => g.id)).toEqual([keep.id]);
  await page.reload();
  await expect(page.getByRole("article", { name: keep.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
});

test("Cancel on a pending removal keeps the goal, after a reload too", async ({ page, request }) => {
  const user = await createUser(request, "rmc");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.route("**/api/goals/**", (route) =>
    route.request().method() === "DELETE" ? route.abort("connectionreset") : route.continue(),
  );
  await page.goto("/dashboard");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("article", { name: goal.title }).getByRole("button", { name: "Delete" }).click();
  await page.reload();
  await page.getByRole("button", { name: `Cancel removal of ${goal.title}` }).click();
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: goal.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending removal" })).toHaveCount(0);
});

test("the demo's sample public page answers 200, as the page itself works", async ({ page }) => {
  const res = await page.goto("/demo/run-a-5k?demo=1");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Run a 5K without stopping" })).toBeVisible();
  const missing = await page.goto("/demo/no-such-sample?demo=1");
  expect(missing?.status()).toBe(404);
});
