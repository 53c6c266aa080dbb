import { expect, test } from "@playwright/test";
import { createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";

test.describe("privacy page", () => {
  test("states what is kept, the defaults and how to delete, with the server's contact address", async ({ page, baseURL }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "ProgressVault" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const main = page.getByRole("main");
    // The e2e server has no CONTACT_EMAIL, so /api/site answers the default address.
    const contact = main.getByRole("link", { name: "hello@progressvault.example" });
    await expect(contact.first()).toHaveAttribute("href", "mailto:hello@progressvault.example");
    expect(await contact.count()).toBeGreaterThanOrEqual(2);

    const account = main.getByRole("region", { name: "Your account", exact: true });
    await expect(account.getByRole("listitem")).toHaveText([
      "your username;",
      "your email address, if you gave one;",
      "a hashed password — never the password itself.",
    ]);
    await expect(main.getByRole("heading", { name: "Goals are private by default" })).toBeVisible();
    await expect(main.getByText(/There is no paid tier and no paywall/)).toBeVisible();

    const deletion = main.getByRole("region", { name: "Deleting your account" });
    await expect(deletion.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await expect(deletion.getByText("Delete Account")).toBeVisible();
    await expect(deletion.getByRole("link", { name: "hello@progressvault.example" })).toBeVisible();

    const device = main.getByRole("table", { name: "Items kept in your browser's local storage" });
    for (const key of [
      "token",
      "username",
      "progressvault_user",
      "pv_likes",
      "pv_saves",
      "pv_follows",
      "pv_filters",
      "pv_circles",
      "pv_collections",
      "pv_prefs",
    ]) {
      await expect(device.getByText(key, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("region", { name: "The AI coach" })).toContainText(
      "sent to an external AI provider only when the operator of this ProgressVault server has configured one",
    );

    await expect(page).toHaveTitle("Privacy policy — ProgressVault");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/privacy`);
  });

  test("shows whatever contact address the server answers", async ({ page }) => {
    await page.route("**/api/site", (route) => route.fulfill({ json: { contactEmail: "privacy@operator.example" } }));
    await page.goto("/privacy");
    await expect(page.getByRole("main").getByRole("link", { name: "privacy@operator.example" }).first()).toHaveAttribute(
      "href",
      "mailto:privacy@operator.example",
    );
    await expect(page.getByText("hello@progressvault.example")).toHaveCount(0);
  });
});

test.describe("how it works page", () => {
  test("explains the loop as the product presents it, with a link back to the dashboard", async ({ page, baseURL }) => {
    await page.goto("/how");
    await expect(page.getByRole("heading", { level: 1, name: "How it works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/dashboard");

    const steps = page.getByRole("main").getByRole("listitem");
    await expect(steps.getByRole("heading", { level: 2 })).toHaveText([
      "Create a goal",
      "Log check-ins",
      "Keep your streak",
      "See your progress",
      "Publish a goal page",
      "Explore and like",
    ]);
    await expect(page.getByText(/a category and a timeframe — daily, weekly, monthly or yearly/)).toBeVisible();
    await expect(page.getByText(/a progress percentage from 0 to 100 and a short note/)).toBeVisible();
    await expect(page.getByText(/A streak counts consecutive days with an entry/)).toBeVisible();
    // The landing's reading of progress, kept as presented (public §1).
    await expect(page.getByText("Your progress is the average of your journal percentage entries.", { exact: false })).toBeVisible();
    await expect(page.getByText(/its own page at \/\{username\}\/\{slug\}/)).toBeVisible();
    await expect(page.getByText(/Browse public goals in Explore, like the ones/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Explore public goals" })).toHaveAttribute("href", "/explore");

    await expect(page).toHaveTitle("How it works — ProgressVault");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/how`);
  });

  test("the back link takes a signed-in user to the dashboard", async ({ page, request }) => {
    const user = await createUser(request, "how");
    await signIn(page, user);
    await page.goto("/how");
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("static pages accessibility", () => {
  for (const url of ["/privacy", "/how"]) {
    test(`${url} has no serious accessibility violation, light and dark`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await useTheme(page, "dark");
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectAccessible(page);
    });
  }
});
