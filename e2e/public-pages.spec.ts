/**
 * Public pages that do not exist (issue 15 items 13 and 14): the server answers 404 with the
 * app's page, the app shows its not-found state with the site's header and footer, and a
 * missing public goal costs one request plus the one fallback the spec names (public §7 call 1).
 */
import { type Page, expect, test } from "@playwright/test";
import { createGoal, createUser, publishGoal, recordApiRequests, settle } from "./fixtures.js";

async function expectSiteChrome(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test.describe("pages that do not exist", () => {
  test("an unknown route answers 404 and shows Page not found with the site's header and footer", async ({ page }) => {
    const res = await page.goto("/no-such-page-anywhere");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectSiteChrome(page);
  });

  test("an unknown blog slug answers 404 and shows Not found with the site's header and footer", async ({ page }) => {
    for (const path of ["/blog/no-such-article", "/blogs/no-such-article"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
      await expectSiteChrome(page);
    }
    const known = await page.goto("/blogs/daily-habits");
    expect(known?.status()).toBe(200);
  });

  test("a missing public goal answers 404 and shows Goal not found with the site's header and footer", async ({ page }) => {
    const res = await page.goto("/nobody/q");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Goal not found" })).toBeVisible();
    await expectSiteChrome(page);
  });

  test("a missing public goal costs one request, then Goal not found", async ({ page }) => {
    await page.clock.install();
    const api = recordApiRequests(page, { withQuery: true });
    await page.goto("/nobody/q");
    await expect(page.getByRole("heading", { level: 1, name: "Goal not found" })).toBeVisible();
    // Give a request loop time to show itself: a minute of the page's timers (retries, refetches).
    await settle(page, { timers: 60_000 });
    // A 404 is the server's answer already: the list cannot hold a goal it does not have.
    expect(api).toEqual(["GET /api/goals/public/nobody/q"]);
  });

  test("a failing goal request costs the one list fallback, then Goal not found", async ({ page }) => {
    await page.route("**/api/goals/public/nobody/q", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
    );
    await page.clock.install();
    const api = recordApiRequests(page, { withQuery: true });
    await page.goto("/nobody/q");
    await expect(page.getByRole("heading", { level: 1, name: "Goal not found" })).toBeVisible();
    await settle(page, { timers: 60_000 });
    expect(api).toEqual(["GET /api/goals/public/nobody/q", "GET /api/goals/public"]);
  });

  test("a private goal answers 404 and shows Goal not found", async ({ page, request }) => {
    const owner = await createUser(request, "pp");
    const goal = await createGoal(request, owner, { title: "Private plan kappa" });
    const { slug } = await publishGoal(request, owner, goal.id, "private-plan-kappa");
    const hide = await request.patch(`/api/goals/${goal.id}/public`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { public: false },
    });
    expect(hide.status()).toBe(200);
    const res = await page.goto(`/${owner.username}/${slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Goal not found" })).toBeVisible();
    await expect(page.getByText("Private plan kappa")).toHaveCount(0);
  });
});
