/**
 * Issue 30, "My order": a sort beside the spec's four (Recent stays the default). Move up and
 * Move down are buttons (keyboard and screen reader alike), announced, saved at once and kept
 * across a reload and on another device; a failed save rolls back. Demo mode moves locally,
 * with no server call.
 */
import { expect, test } from "@playwright/test";
import { createGoal, createUser, recordApiRequests, signIn } from "./fixtures.js";
import { cardTitles, failedSaveRollsBack, seenElsewhere } from "./my-order.js";

test("moves goals in My order by keyboard, saved at once and kept on another device; a failed save rolls back", async ({
  page,
  request,
  browser,
}) => {
  const user = await createUser(request, "order");
  const a = await createGoal(request, user, { title: "Order A" });
  const b = await createGoal(request, user, { title: "Order B" });
  const c = await createGoal(request, user, { title: "Order C" });
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByLabel("Sort")).toHaveValue("recent");
  await expect.poll(() => cardTitles(page)).toEqual([c.title, b.title, a.title]);
  await expect(page.getByRole("button", { name: /^Move .* up$/ })).toHaveCount(0);

  await page.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(page)).toEqual([a.title, b.title, c.title]);
  await expect(page.getByRole("button", { name: `Move ${a.title} up` })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Move ${c.title} down` })).toBeDisabled();

  // Keyboard: focus the button and press Enter.
  await page.getByRole("button", { name: `Move ${c.title} up` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Moved "${c.title}" up: 2 of 3`)).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([a.title, c.title, b.title]);

  // Kept across a reload, and on another device (a fresh browser context).
  await page.reload();
  await page.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(page)).toEqual([a.title, c.title, b.title]);
  await seenElsewhere(browser, user, [a.title, c.title, b.title]);

  // Shown at once, before the server answers; a save that fails puts the cards back where they were.
  await failedSaveRollsBack(
    page,
    () => page.getByRole("button", { name: `Move ${a.title} down` }).click(),
    [c.title, a.title, b.title],
    [a.title, c.title, b.title],
  );
});

test("demo mode moves goals in My order locally, with no server call", async ({ page }) => {
  const api = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await page.getByLabel("Sort").selectOption("manual");
  const before = await cardTitles(page);
  expect(before.length).toBeGreaterThan(1);
  await page.getByRole("button", { name: `Move ${before[1]} up` }).click();
  await expect(page.getByText(`Moved "${before[1]}" up: 1 of`)).toBeVisible();
  await expect.poll(async () => (await cardTitles(page)).slice(0, 2)).toEqual([before[1], before[0]]);
  expect(api).toEqual([]);
});
