/**
 * One header for one person (issue 28, item 8): a signed-in user sees Dashboard, Explore,
 * Settings and Log out on every page, the dashboard's header, at 375 px (under Menu) and on a
 * desktop; and every page's first focusable element is "Skip to content" (item 12).
 */
import { type Page, expect, test } from "@playwright/test";
import { createGoal, createUser, publishGoal, signIn } from "./fixtures.js";

/** Every page of the route table a signed-in person can open (login and signup send them on). */
const PAGES = [
  "/",
  "/dashboard",
  "/journal",
  "/settings",
  "/templates",
  "/explore",
  "/privacy",
  "/how",
  "/blog",
  "/blog/goal-setting-blueprint",
  "/blogs",
  "/blogs/achievable-goals",
  "/library",
  "/circles",
  "/digest",
  "/collections",
  "/advanced-search",
  "/no-such/page-here",
];

async function expectSignedInHeader(page: Page, path: string, narrow: boolean) {
  const header = page.getByRole("banner");
  // Narrow (below Tailwind's sm, 640 px), the links are behind Menu. Asked by the viewport, not by whether Menu shows yet: a
  // header still being drawn made that check skip the click, and the links were never found.
  if (narrow) await header.getByRole("button", { name: "Menu" }).click();
  const nav = header.getByRole("navigation", { name: "Main" });
  if (path !== "/dashboard") await expect(nav.getByRole("link", { name: "Dashboard" }), path).toHaveAttribute("href", "/dashboard");
  await expect(nav.getByRole("link", { name: "Explore" }), path).toHaveAttribute("href", "/explore");
  await expect(nav.getByRole("link", { name: "Settings" }), path).toHaveAttribute("href", "/settings");
  await expect(nav.getByRole("button", { name: "Log out" }), path).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log in" }), path).toHaveCount(0);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a signed-in person sees one header on every page at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const user = await createUser(request, "hdr");
    const goal = await createGoal(request, user, { title: "Read every day" });
    await publishGoal(request, user, goal.id, "read-daily");
    await signIn(page, user);
    for (const path of [...PAGES, `/${user.username}/read-daily`]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await expectSignedInHeader(page, path, viewport.width < 640);
    }
  });
}

test("Log out from the Explore page's header signs the person out", async ({ page, request }) => {
  const user = await createUser(request, "hdr");
  await signIn(page, user);
  await page.goto("/explore");
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  const res = await request.get("/api/goals", { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(401); // the token was revoked on the server too
});

test("every page's first Tab stop is Skip to content, shown on focus, and it moves focus to the main content", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "skip");
  const checkSkip = async (path: string) => {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip, path).toHaveCount(1);
    const hidden = await skip.boundingBox();
    expect(hidden === null || hidden.width <= 1, `${path}: hidden until focused`).toBe(true);
    await page.keyboard.press("Tab");
    await expect(skip, path).toBeFocused();
    const shown = await skip.boundingBox();
    expect(shown!.width, `${path}: visible on focus`).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect(page.locator("main"), path).toBeFocused();
  };
  await checkSkip("/"); // a visitor's header
  await checkSkip("/explore");
  await signIn(page, user);
  for (const path of ["/dashboard", "/journal", "/explore", "/templates", "/settings"]) await checkSkip(path);
});
