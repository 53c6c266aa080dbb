import { expect, test } from "@playwright/test";
import { createUser, expectAccessible, signIn, useTheme } from "./fixtures.js";

test.describe("landing page", () => {
  test("a visitor sees Log in and Sign up, the sections, and the links onwards", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/explore");
    await expect(nav.getByRole("link", { name: "Blogs" })).toHaveAttribute("href", "/blogs");

    for (const heading of [
      "Everything you need, nothing behind a paywall",
      "How it works",
      "Stories",
      "Meet your AI coach",
      "See it in action",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Try the live demo" })).toHaveAttribute("href", "/dashboard?demo=1");
    // Both readings of the product stay as presented: the landing claims the average and the day streak.
    await expect(page.getByText("Your progress is the average of your journal percentage entries")).toBeVisible();
    await expect(page.getByText(/streak counts consecutive days with an entry/)).toBeVisible();
    await expect(page.getByText(/Start in under 30 seconds/)).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@progressvault.example" })).toHaveAttribute(
      "href",
      "mailto:hello@progressvault.example",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("main").getByRole("link", { name: "template library" })).toHaveAttribute("href", "/templates");
    await expect(page.getByRole("list", { name: "Sample goals" }).getByRole("listitem")).toHaveCount(3);
    expect(errors).toEqual([]);

    await page.getByRole("link", { name: "Try the live demo" }).click();
    await expect(page).toHaveURL(/\/dashboard\?demo=1$/);
  });

  test("shows the server's contact address (CONTACT_EMAIL, through /api/site)", async ({ page }) => {
    await page.route("**/api/site", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ contactEmail: "team@example.org" }) }),
    );
    await page.goto("/");
    await expect(page.getByRole("link", { name: "team@example.org" })).toHaveAttribute("href", "mailto:team@example.org");
  });

  test("a signed-in user sees Dashboard instead of Log in and Sign up", async ({ page, request }) => {
    const user = await createUser(request, "land");
    await signIn(page, user);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  });

  test("the demo flag in the URL counts as signed in", async ({ page }) => {
    for (const flag of ["demo=1", "demo=true"]) {
      await page.goto(`/?${flag}`);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Log in" })).toHaveCount(0);
    }
  });

  test("sets the title, description, share tags and a canonical link from the current origin", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("ProgressVault — free goal tracking with no paywall");
    const content = (sel: string) => page.locator(sel).getAttribute("content");
    expect(await content('meta[name="description"]')).toMatch(/no paywall/);
    expect(await content('meta[property="og:title"]')).toBe("ProgressVault — free goal tracking with no paywall");
    expect(await content('meta[property="og:description"]')).toMatch(/no paywall/);
    expect(await content('meta[property="og:type"]')).toBe("website");
    expect(await content('meta[property="og:url"]')).toBe(`${baseURL}/`);
    expect(await content('meta[name="twitter:card"]')).toBe("summary");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    // One of each, even after navigating away and back.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await page.goBack();
    await expect(page).toHaveTitle("ProgressVault — free goal tracking with no paywall");
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test("the new-entry modal needs a goal and a progress from 0 to 100, and saves to the sample only", async ({ page }) => {
    const api: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) api.push(r.url());
    });
    await page.goto("/");
    const runCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Run a 5k without stopping" }) });
    await expect(runCard.getByText("3 entries")).toBeVisible();
    await expect(runCard.getByRole("img", { name: /45% progress/ })).toBeVisible(); // (30 + 45 + 60) / 3

    await page.getByRole("button", { name: "New entry" }).click();
    const dialog = page.getByRole("dialog", { name: "New entry" });
    await expect(dialog).toBeVisible();

    // No goal chosen: nothing is saved and the dialog stays open.
    await dialog.getByLabel("Progress (%)").fill("90");
    await dialog.getByRole("button", { name: "Save entry" }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel("Goal").evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);

    // Out of range: refused as well.
    await dialog.getByLabel("Goal").selectOption({ label: "Run a 5k without stopping" });
    await dialog.getByLabel("Progress (%)").fill("150");
    await dialog.getByRole("button", { name: "Save entry" }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel("Progress (%)").evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
    await expect(runCard.getByText("3 entries")).toBeVisible();

    await dialog.getByLabel("Progress (%)").fill("90");
    await dialog.getByLabel("Note").fill("Ran 4 km today");
    await dialog.getByRole("button", { name: "Save entry" }).click();
    await expect(dialog).toBeHidden();
    await expect(runCard.getByText("4 entries")).toBeVisible();
    await expect(runCard.getByText("90% — Ran 4 km today")).toBeVisible();
    await expect(runCard.getByRole("img", { name: /56% progress/ })).toBeVisible(); // (30 + 45 + 60 + 90) / 4, rounded

    // Cancel and Close leave the sample as it is; the form starts empty again.
    await page.getByRole("button", { name: "New entry" }).click();
    await expect(dialog.getByLabel("Goal")).toHaveValue("");
    await dialog.getByLabel("Goal").selectOption({ label: "Learn 500 Spanish words" });
    await dialog.getByLabel("Progress (%)").fill("50");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "New entry" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const spanishCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Learn 500 Spanish words" }) });
    await expect(spanishCard.getByText("3 entries")).toBeVisible();

    // Saved to the page's sample only: no call besides the site settings the page reads.
    expect(api.filter((u) => new URL(u).pathname !== "/api/site")).toEqual([]);
    await page.reload();
    await expect(runCard.getByText("3 entries")).toBeVisible();
  });

  test("has no serious accessibility violation, light and dark", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await useTheme(page, "dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});
