import { type Page, expect, test } from "@playwright/test";
import { createUser, recordApiRequests, settle, signIn } from "./fixtures.js";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test("demo mode works on 3 sample goals and never calls the server", async ({ page }) => {
  await page.clock.install();
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=1");
  await expect(page.getByText("Demo mode")).toBeVisible();
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Side panel" }).getByText("You", { exact: true })).toBeVisible();

  // create
  await page.getByLabel("Quick add goal title").fill("Drink more water");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Goal created (demo)")).toBeVisible();
  await expect(page.getByText("Showing 4 results")).toBeVisible();
  const goal = page.getByRole("article", { name: "Drink more water" });

  // +10% lands after a short delay
  await goal.getByRole("button", { name: "+10%", exact: true }).click();
  await expect(toast(page, "+10% logged (demo)")).toBeVisible();
  await expect(goal.getByRole("img", { name: "Overall progress 10%" })).toBeVisible();

  // edit and publish work locally too
  await goal.getByRole("button", { name: "Edit" }).click();
  await goal.getByLabel("Goal title").fill("Drink 2 litres of water");
  await goal.getByRole("button", { name: "Save" }).click();
  const renamed = page.getByRole("article", { name: "Drink 2 litres of water" });
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: "Share", exact: true }).click();
  await renamed.getByLabel("Custom URL").fill("Water!");
  await renamed.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Goal published successfully")).toBeVisible();
  await expect(renamed.getByRole("switch", { name: "Public" })).toHaveAttribute("aria-checked", "true");

  // delete
  page.once("dialog", (d) => void d.accept());
  await renamed.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Goal deleted (demo)")).toBeVisible();
  await expect(page.getByText("Showing 3 results")).toBeVisible();

  // a detailed create too
  const form = page.getByRole("region", { name: "Create goal with details" });
  await form.getByLabel("Title").fill("Learn to juggle");
  await form.getByLabel("Category").selectOption("creative");
  await form.getByRole("button", { name: "Create goal" }).click();
  await expect(page.getByRole("article", { name: "Learn to juggle" }).getByText("Creative", { exact: true })).toBeVisible();

  await settle(page, { timers: 60_000 }); // anything late would show up here
  expect(seen).toEqual([]);
});

test("the demo nudge stays dismissed for the session, across reloads", async ({ page, browser }) => {
  await page.goto("/dashboard?demo=true");
  const heading = page.getByRole("heading", { name: "Welcome to ProgressVault!" });
  await expect(heading).toBeVisible();
  await expect(page.getByText("This is a demo account. Your goals and data are private.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(heading).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem("pv_demo_nudge"))).not.toBeNull();
  await page.reload();
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  await expect(heading).toHaveCount(0);

  // a new session shows it again
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto("/dashboard?demo=1");
  await expect(fresh.getByRole("heading", { name: "Welcome to ProgressVault!" })).toBeVisible();
  await other.close();
});

test("signed in, demo mode still never calls the server", async ({ page, request }) => {
  await signIn(page, await createUser(request, "demosigned"));
  await page.clock.install();
  const seen = recordApiRequests(page);
  await page.goto("/dashboard?demo=true");
  await expect(page.getByText("Showing 3 results")).toBeVisible();
  await settle(page, { timers: 60_000 });
  expect(seen).toEqual([]);
});

test("without a session and without demo, the dashboard sends to /login", async ({ page }) => {
  const seen = recordApiRequests(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  expect(seen).not.toContain("GET /api/goals");
});
