/**
 * Helpers of the "My order" browser tests (issue 30): the cards' titles in the order shown, the order
 * seen on another device, and a failed save rolled back (manual-order.spec.ts, manual-order-drag.spec.ts).
 */
import { type Browser, type Page, expect } from "@playwright/test";
import { type SeededUser, requestGate, signIn } from "./fixtures.js";

/** The dashboard cards' titles, in the order shown. */
export const cardTitles = (page: Page) => page.locator("[data-goal-card] h3").allTextContents();

/** Opens the dashboard sorted by "My order" and waits for `expected`. */
export async function showMyOrder(page: Page, expected: string[]): Promise<void> {
  await page.goto("/dashboard");
  await page.getByLabel("Sort").selectOption("manual");
  await expect.poll(() => cardTitles(page)).toEqual(expected);
}

/** Another device signed in to the same account sees `expected`. */
export async function seenElsewhere(browser: Browser, user: SeededUser, expected: string[], options = {}): Promise<void> {
  const other = await browser.newContext(options);
  const second = await other.newPage();
  await signIn(second, user);
  await showMyOrder(second, expected);
  await other.close();
}

/**
 * A save of the order that fails: `move` shows `moved` at once, before the server answers, and the
 * failure puts back `before` with a message. The list is held back meanwhile, so what puts it back is
 * the rollback's own doing, not a refetch.
 */
export async function failedSaveRollsBack(page: Page, move: () => Promise<void>, moved: string[], before: string[]): Promise<void> {
  const gate = requestGate();
  await page.route("**/api/goals/order", async (route) => {
    await gate.passed;
    await route.fulfill({ status: 500, json: { error: "Internal error" } });
  });
  await move();
  await expect.poll(() => cardTitles(page)).toEqual(moved);
  const listGate = requestGate();
  await page.route(/\/api\/goals(\?|$)/, async (route) => {
    if (route.request().method() === "GET") await listGate.passed;
    await route.continue();
  });
  gate.open();
  await expect(page.getByText("Could not save the new order: Internal error").first()).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(before);
  listGate.open();
}
