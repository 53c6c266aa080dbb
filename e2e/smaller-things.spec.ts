/**
 * Issue 28, item 12's smaller things: a toast never sits on the Quick add field at 375 px;
 * Share opened on one card leaves no blank gap in the card beside it; advanced search lists
 * one health category. (The skip link is in one-header.spec.ts.)
 */
import { expect, test } from "@playwright/test";
import { box, intersects } from "./geometry.js";
import { createGoal, createUser, signIn } from "./fixtures.js";

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a toast leaves the Quick add field clear at ${viewport.width} px`, async ({ page, request }) => {
    // Half the height: what a phone's keyboard leaves visible.
    await page.setViewportSize({ width: viewport.width, height: Math.round(viewport.height / 2) });
    const user = await createUser(request, "toast");
    for (let i = 0; i < 6; i += 1) await createGoal(request, user, { title: `Goal ${i}` });
    await signIn(page, user);
    await page.goto("/dashboard");
    await expect(page.getByRole("article").first()).toBeVisible();
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    await header.getByRole("button", { name: "Quick Add" }).click();
    const field = page.getByRole("textbox", { name: /quick add|goal title/i }).first();
    await expect(field).toBeFocused();
    // A phone's keyboard keeps the field just above itself, at the foot of what is visible: the
    // page is scrolled so (the page's own end allowing) the field sits at the bottom.
    await page.evaluate(() => {
      const input = document.activeElement as HTMLElement;
      window.scrollBy(0, input.getBoundingClientRect().bottom - window.innerHeight + 8);
    });
    await field.fill("Walk 20 minutes");
    await field.press("Enter");
    const toast = page
      .getByRole("status")
      .getByText(/created/i)
      .first();
    await expect(toast).toBeVisible();
    await expect(field).toBeFocused();
    expect(intersects(await box(toast), await box(field)), "the toast covers the Quick add field").toBe(false);
  });
}

test("Share opened on one card leaves no blank gap in the card beside it", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await createUser(request, "share");
  await createGoal(request, user, { title: "Left card" });
  await createGoal(request, user, { title: "Right card" });
  await signIn(page, user);
  await page.goto("/dashboard");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  const [a, b] = [cards.nth(0), cards.nth(1)];
  expect(Math.abs((await box(a)).y - (await box(b)).y), "side by side").toBeLessThan(2);
  await a.getByRole("button", { name: "Share" }).click();
  await expect(a.getByRole("button", { name: "Share" })).toHaveAttribute("aria-expanded", "true");
  await expect.poll(async () => (await box(a)).height).toBeGreaterThan((await box(b)).height + 40);
  // The neighbour ends where its own content ends (its padding below), not at the open card's foot.
  const gap = await b.evaluate((card) => {
    const bottom = Math.max(...Array.from(card.children, (c) => c.getBoundingClientRect().bottom));
    return card.getBoundingClientRect().bottom - bottom;
  });
  expect(gap).toBeLessThanOrEqual(20);
});

test("advanced search lists one health category: the spec's Fitness (health goals)", async ({ page }) => {
  await page.goto("/advanced-search");
  const select = page.getByRole("combobox", { name: "Category" });
  await expect(select.locator('option[value="fitness"]')).toHaveCount(1);
  const options = await select.locator("option").allTextContents();
  expect(options.filter((o) => /health|fitness/i.test(o))).toEqual(["Fitness (health goals)"]);
  // The spec's categories all stay (§9: all, fitness, learning, career, habit).
  for (const value of ["all", "fitness", "learning", "career", "habit"])
    await expect(select.locator(`option[value="${value}"]`)).toHaveCount(1);
});
