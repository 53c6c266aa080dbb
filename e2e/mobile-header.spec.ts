/**
 * Issue 15 item 9, at 375 px: the signed-in header is one row with a Menu button, the Coach
 * button does not cover the first card's progress ring, toasts do not sit on the Coach button,
 * and the journal has the dashboard's header. Measured with bounding boxes.
 */
import { type Page, expect, test } from "@playwright/test";
import { box, intersects } from "./geometry.js";
import { createGoal, createUser, signIn } from "./fixtures.js";

test.use({ viewport: { width: 375, height: 800 } });

async function expectOneRowHeader(page: Page) {
  const header = page.getByRole("banner");
  const menu = header.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  expect((await box(header)).height).toBeLessThanOrEqual(64);
  await expect(header.getByRole("link", { name: "Explore" })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(header.getByRole("link", { name: "Explore" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(header.getByRole("link", { name: "Explore" })).toBeHidden();
}

test("dashboard: one-row header, Coach clear of the first ring, toasts clear of Coach", async ({ page, request }) => {
  const user = await createUser(request, "mob");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: goal.title });
  await expect(card).toBeVisible();
  await expectOneRowHeader(page);

  const coach = page.getByRole("button", { name: "Coach", exact: true });
  await expect(coach).toBeVisible();
  const ring = card.getByRole("img", { name: /^Overall progress/ });
  await ring.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(intersects(await box(coach), await box(ring)), "the Coach button covers the first card's ring").toBe(false);

  await card.getByRole("button", { name: "+10%", exact: true }).click();
  const toast = page.getByText("+10% logged", { exact: true }).first();
  await expect(toast).toBeVisible();
  expect(intersects(await box(toast), await box(coach)), "the toast sits on the Coach button").toBe(false);
});

test("journal: the dashboard's header, one row with a Menu", async ({ page, request }) => {
  const user = await createUser(request, "mob");
  const goal = await createGoal(request, user);
  await signIn(page, user);
  await page.goto(`/journal?goal_id=${goal.id}`);
  await expect(page.getByRole("heading", { level: 1, name: goal.title })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "ProgressVault" })).toBeVisible();
  await expectOneRowHeader(page);
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
