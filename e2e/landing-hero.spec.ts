/**
 * Issue 28 item 12: the landing hero's right half is not empty at desktop width (a preview of a
 * goal card from the landing page's sample), and nothing in the hero overflows on a phone.
 */
import { expect, test } from "@playwright/test";

test("at 1280 px the hero's right half shows a goal card preview", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const hero = page.getByRole("region", { name: /Free goal tracking/ });
  await expect(hero).toBeVisible();
  const heroBox = (await hero.boundingBox())!;
  const middle = heroBox.x + heroBox.width / 2;
  // Every visible element with a box of its own that starts in the hero's right half.
  const rightHalf = await hero.evaluate((section, mid) => {
    return [...section.querySelectorAll("*")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.left >= mid && r.width > 40 && r.height > 40 && s.visibility !== "hidden" && Number(s.opacity) > 0;
      })
      .map((el) => (el.textContent ?? "").trim());
  }, middle);
  expect(rightHalf.join(" ")).toContain("Run a 5k without stopping");
  const preview = hero.getByRole("figure", { name: "A goal as it looks on your dashboard" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("img", { name: /^Progress: \d+%$/ })).toBeVisible();
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x).toBeGreaterThanOrEqual(middle);
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(heroBox.x + heroBox.width + 1);
  expect(previewBox.y + previewBox.height).toBeLessThanOrEqual(heroBox.y + heroBox.height + 1);
});

test("at 375 px nothing in the hero overflows the page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const hero = page.getByRole("region", { name: /Free goal tracking/ });
  await expect(hero).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const overflowing = await hero.evaluate(
    (section) => [...section.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).length,
  );
  expect(overflowing).toBe(0);
});
