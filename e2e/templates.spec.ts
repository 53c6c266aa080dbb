import { type Page, expect, test } from "@playwright/test";
import { createUser, expectAccessible, useTheme } from "./fixtures.js";

const FIRST_ID = "tmpl-general-morning-plan";
const FIRST_TITLE = "Plan your day in 5 minutes each morning";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test("search filters by a word of a description and shows an empty state", async ({ page }) => {
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Goal templates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(cards(page)).toHaveCount(49);

  const box = page.getByRole("searchbox", { name: "Search templates" });
  const width = (await box.boundingBox())?.width ?? Infinity;
  expect(width).toBeLessThanOrEqual(520);

  await box.fill("  BEFORE OPENING email ");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(FIRST_TITLE);
  await expect(cards(page).first()).toContainText("General");
  await expect(cards(page).first()).toContainText("Daily");

  await box.fill("qqzzx nonsense");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No templates match your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards(page)).toHaveCount(49);
});

test("Use this template while signed out goes to login and returns to the dashboard prefill", async ({ page, request }) => {
  const user = await createUser(request, "tp");
  await page.goto("/templates");
  await page.getByRole("article", { name: FIRST_TITLE }).getByRole("link", { name: "Use this template" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fdashboard%3Ftemplate%3D${FIRST_ID}$`));
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user.username);
  await main.getByLabel("Password").fill(user.password);
  const landed = page.waitForURL((u) => u.pathname === "/dashboard" && u.searchParams.get("template") === FIRST_ID);
  await main.getByRole("button", { name: "Log in" }).click();
  await landed;
});

test("Use this template while signed in goes straight to the dashboard prefill", async ({ page, request }) => {
  const user = await createUser(request, "tq");
  await page.goto("/templates");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("username", u);
    },
    [user.token, user.username] as const,
  );
  const landed = page.waitForURL((u) => u.pathname === "/dashboard" && u.searchParams.get("template") === FIRST_ID);
  await page.getByRole("article", { name: FIRST_TITLE }).getByRole("link", { name: "Use this template" }).click();
  await landed;
});

for (const theme of ["light", "dark"] as const) {
  test(`templates has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.goto("/templates");
    await useTheme(page, theme);
    await expect(cards(page)).toHaveCount(49);
    await expectAccessible(page);
  });
}
