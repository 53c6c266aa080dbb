/**
 * Issue 30, "My order": a sort beside the spec's four (Recent stays the default). Move up and
 * Move down are buttons (keyboard and screen reader alike), announced, saved at once and kept
 * across a reload and on another device; a failed save rolls back. Demo mode moves locally,
 * with no server call.
 */
import { expect, test, type Page } from "@playwright/test";
import { createGoal, createUser, recordApiRequests, requestGate, signIn } from "./fixtures.js";

const cardTitles = (page: Page) => page.locator("[data-goal-card] h3").allTextContents();

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
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user);
  await second.goto("/dashboard");
  await second.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(second)).toEqual([a.title, c.title, b.title]);
  await other.close();

  // Shown at once, before the server answers; a save that fails puts the cards back where they were.
  const gate = requestGate();
  await page.route("**/api/goals/order", async (route) => {
    await gate.passed;
    await route.fulfill({ status: 500, json: { error: "Internal error" } });
  });
  await page.getByRole("button", { name: `Move ${a.title} down` }).click();
  await expect.poll(() => cardTitles(page)).toEqual([c.title, a.title, b.title]);
  // The list is not asked for again meanwhile: what follows is the rollback's own doing.
  const listGate = requestGate();
  await page.route(/\/api\/goals(\?|$)/, async (route) => {
    if (route.request().method() === "GET") await listGate.passed;
    await route.continue();
  });
  gate.open();
  await expect(page.getByText("Could not save the new order: Internal error").first()).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([a.title, c.title, b.title]);
  listGate.open();
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
