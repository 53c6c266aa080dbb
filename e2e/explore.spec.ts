import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import {
  type SeededUser,
  addEntry,
  afterFrames,
  createGoal,
  createUser,
  expectAccessible,
  publishGoal,
  requestGate,
  settle,
  signIn,
  uniqueName,
  watchNetwork,
  goalCard,
} from "./fixtures.js";

async function publish(
  request: APIRequestContext,
  owner: SeededUser,
  fields: { title: string; description?: string; timeframe?: string; category?: string },
  progress?: number,
) {
  const goal = await createGoal(request, owner, { description: "", ...fields });
  if (progress !== undefined) await addEntry(request, owner, { goal_id: goal.id, note: `at ${progress}`, progress });
  const slug = uniqueName("x-");
  await publishGoal(request, owner, goal.id, slug);
  return { id: goal.id, slug, title: fields.title, username: owner.username };
}

/** Explore filtered to one test's goals (the list holds every test's public goals). */
async function search(page: Page, text: string) {
  await page.getByLabel("Search goals").fill(text);
  // The settled search is written into the address; wait for it, so that what follows (a
  // reload, a like that sends a visitor to log in and back) sees the filtered view.
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === text);
}

const cards = (page: Page) => page.getByRole("list", { name: "Public goals" }).getByRole("article");
const likesOf = async (request: APIRequestContext, g: { username: string; slug: string }) =>
  ((await (await request.get(`/api/goals/public/${g.username}/${g.slug}`)).json()) as { likes_count: number }).likes_count;

test.describe("explore", () => {
  test("searches title and description case-insensitively and filters by timeframe", async ({ page, request }) => {
    const token = uniqueName("kiwi");
    const owner = await createUser(request, "pubr");
    const viewer = await createUser(request, "view");
    await publish(request, owner, { title: `Daily ${token.toUpperCase()} stretches`, timeframe: "daily" }, 40);
    await publish(request, owner, { title: "Weekly long ride", description: `Part of my ${token} plan`, timeframe: "weekly" });
    await publish(request, owner, { title: `Unrelated ${uniqueName("z")}`, timeframe: "daily" });
    const hidden = await createGoal(request, owner, { title: `Private ${token} goal`, timeframe: "daily" });
    expect(hidden.id).toBeTruthy();

    await signIn(page, viewer);
    await page.goto("/explore");
    await expect(page.getByRole("heading", { level: 1, name: "Explore public goals" })).toBeVisible();
    await expect(page.getByLabel("Sort")).toHaveValue("likes");
    await expect(page.getByLabel("Sort").locator("option")).toHaveText(["Most liked", "Newest", "Top progress", "New"]);
    await expect(page.getByLabel("Timeframe").locator("option")).toHaveText(["All", "Daily", "Weekly", "Monthly", "Yearly"]);

    await search(page, token.toUpperCase());
    await expect(cards(page)).toHaveCount(2);
    await expect(goalCard(page, `Daily ${token.toUpperCase()} stretches`)).toBeVisible();
    await expect(goalCard(page, "Weekly long ride")).toBeVisible();
    await expect(goalCard(page, `Daily ${token.toUpperCase()} stretches`).getByRole("img", { name: "40% progress" })).toBeVisible();
    await expect(goalCard(page, "Weekly long ride").getByRole("link", { name: "Weekly long ride" })).toHaveAttribute(
      "href",
      new RegExp(`^/${owner.username}/x-`),
    );

    await page.getByLabel("Timeframe").selectOption("daily");
    await expect(cards(page)).toHaveCount(1);
    await expect(goalCard(page, `Daily ${token.toUpperCase()} stretches`)).toBeVisible();
    await page.getByLabel("Timeframe").selectOption("monthly");
    await expect(page.getByText("No public goals found")).toBeVisible();

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByLabel("Search goals")).toHaveValue("");
    await expect(page.getByLabel("Timeframe")).toHaveValue("all");

    await search(page, token);
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByLabel("Search goals")).toHaveValue("");
  });

  test("likes persist, are seen by a third viewer, and a visitor is sent to log in", async ({ page, request, browser }) => {
    const token = uniqueName("plum");
    const owner = await createUser(request, "pubr");
    const fan = await createUser(request, "fan");
    const goal = await publish(request, owner, { title: `Liked ${token}` });

    await signIn(page, fan);
    await page.goto("/explore");
    await search(page, token);
    const like = goalCard(page, goal.title).getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAccessibleName("Like 0 likes");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAccessibleName("Like 1 like");
    await expect.poll(() => likesOf(request, goal)).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pv_likes") ?? "{}"));
    expect(stored).toEqual({ [`${goal.id}:${owner.username}:${goal.slug}`]: true });

    await page.reload();
    await search(page, token);
    await expect(like).toHaveAccessibleName("Like 1 like");
    await expect(like).toHaveAttribute("aria-pressed", "true");

    // A third viewer, not signed in, sees the count; their like only leads to the login page.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto("/explore");
    await search(visitor, token);
    const visitorLike = goalCard(visitor, goal.title).getByRole("button", { name: /^Like/ });
    await expect(visitorLike).toHaveAccessibleName("Like 1 like");
    await expect(visitorLike).toHaveAttribute("aria-pressed", "false");
    // The login page's code arrives late (a cold cache, a slow phone): Explore stays on screen
    // meanwhile and must not write its filters back into the address (it sent the visitor back).
    // The code is held until Explore has had its turn: the work the navigation queued has run.
    const codeHeld = requestGate();
    await visitor.route("**/assets/**", async (route) => {
      await codeHeld.passed;
      await route.continue();
    });
    // Explore's filters live in the address (issue 15 item 17), so the login page returns the
    // visitor to the same filtered view.
    const loginUrl = `/login?next=${encodeURIComponent(`/explore?q=${token}`)}`;
    watchNetwork(visitor);
    await visitorLike.click();
    await expect(visitor).toHaveURL((url) => url.pathname + url.search === loginUrl);
    await afterFrames(visitor);
    await expect(visitor).toHaveURL((url) => url.pathname + url.search === loginUrl);
    codeHeld.open();
    // The login page's code has arrived and drawn the form, and nothing more is on its way: still there.
    await expect(visitor.getByRole("main").getByRole("button", { name: "Log in" })).toBeVisible();
    await settle(visitor);
    await expect(visitor).toHaveURL((url) => url.pathname + url.search === loginUrl);
    expect(await likesOf(request, goal)).toBe(1);
    expect(await visitor.evaluate(() => localStorage.getItem("pv_likes"))).toBeNull();
    await other.close();

    // Unliking brings the count back down.
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveAccessibleName("Like 0 likes");
    await expect.poll(() => likesOf(request, goal)).toBe(0);
  });

  test("a failed like is reverted", async ({ page, request }) => {
    const token = uniqueName("fig");
    const owner = await createUser(request, "pubr");
    const fan = await createUser(request, "fan");
    const goal = await publish(request, owner, { title: `Fails ${token}` });
    await signIn(page, fan);
    await page.route("**/api/likes/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Database unavailable" }) }),
    );
    await page.goto("/explore");
    await search(page, token);
    const like = goalCard(page, goal.title).getByRole("button", { name: /^Like/ });
    await like.click();
    await expect(page.getByText("Database unavailable")).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveAccessibleName("Like 0 likes");
    expect(await page.evaluate(() => localStorage.getItem("pv_likes"))).toBe("{}");
  });

  test("save, follow, copy link and save filter write the device's lists", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const token = uniqueName("pear");
    const owner = await createUser(request, "pubr");
    const goal = await publish(request, owner, { title: `Saved ${token}`, category: "career", timeframe: "monthly" }, 25);
    const summary = (await (await request.get(`/api/goals/public/${owner.username}/${goal.slug}`)).json()) as { created_at: string };

    await page.goto("/explore");
    await search(page, token);
    const c = goalCard(page, goal.title);
    await c.getByRole("button", { name: "Save" }).click();
    await expect(c.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    await c.getByRole("button", { name: "Follow" }).click();
    await expect(c.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    const saves = await page.evaluate(() => JSON.parse(localStorage.getItem("pv_saves") ?? "{}"));
    expect(saves).toEqual({
      [goal.id]: {
        id: goal.id,
        title: goal.title,
        username: owner.username,
        slug: goal.slug,
        category: "career",
        timeframe: "monthly",
        progress: 25,
        created_at: summary.created_at,
      },
    });
    const follows = await page.evaluate(() => JSON.parse(localStorage.getItem("pv_follows") ?? "{}"));
    expect(follows).toEqual({ [goal.id]: { id: goal.id, title: goal.title, username: owner.username, slug: goal.slug } });

    await c.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${owner.username}/${goal.slug}`);

    await page.getByLabel("Timeframe").selectOption("monthly");
    await page.getByLabel("Sort").selectOption("progress");
    await page.getByRole("button", { name: "Save filter" }).click();
    const filters = await page.evaluate(() => JSON.parse(localStorage.getItem("pv_filters") ?? "[]"));
    expect(filters).toEqual([{ q: token, timeframe: "monthly", sort: "progress", saved_at: expect.stringMatching(/^\d{4}-/) }]);

    // Saving again removes it; the state survives a reload.
    await c.getByRole("button", { name: "Saved" }).click();
    await page.reload();
    await search(page, token);
    await expect(c.getByRole("button", { name: "Save" })).toHaveAttribute("aria-pressed", "false");
    await expect(c.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Collections" })).toHaveAttribute("href", "/collections");
    await expect(page.getByRole("link", { name: "Start your first goal" })).toHaveAttribute("href", "/signup");
  });

  test("Read more shows the whole description and latest update, Show less cuts them again", async ({ page, request }) => {
    const token = uniqueName("lime");
    const owner = await createUser(request, "pubr");
    const long = `${token} ${"steady progress matters ".repeat(12)}THE-END`;
    const goal = await publish(request, owner, { title: `Long ${token}`, description: long });
    const note = `${"a long reflective note ".repeat(8)}NOTE-END`;
    await addEntry(request, owner, { goal_id: goal.id, note, progress: 35 });

    await page.goto("/explore");
    await search(page, token);
    const c = goalCard(page, goal.title);
    await expect(c.getByText(long.slice(0, 160).trimEnd() + "…")).toBeVisible();
    await expect(c.getByText("THE-END")).toHaveCount(0);
    await expect(c.getByText(note.slice(0, 120).trimEnd() + "…")).toBeVisible();
    await c.getByRole("button", { name: "Read more" }).click();
    await expect(c.getByText(/THE-END$/)).toBeVisible();
    await expect(c.getByText(/NOTE-END$/)).toBeVisible();
    await c.getByRole("button", { name: "Show less" }).click();
    await expect(c.getByText("THE-END")).toHaveCount(0);
  });

  test("pages 12 at a time with Load more, then auto-loads 600 px before the end", async ({ page, request, browser }) => {
    const token = uniqueName("plenty");
    const owner = await createUser(request, "pubr");
    for (let i = 1; i <= 13; i++) await publish(request, owner, { title: `Goal ${i} ${token}` });

    // The button on its own: a browser without IntersectionObserver (clicking a button scrolls
    // it into view, which would otherwise start the automatic load first).
    const manual = await browser.newPage();
    await manual.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await manual.setViewportSize({ width: 375, height: 700 });
    const calls: string[] = [];
    manual.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/goals/public")) calls.push(url.pathname + url.search);
    });
    await manual.goto(`/explore?q=${token}`);
    await expect(cards(manual)).toHaveCount(12);
    await expect(manual.getByText("You've seen all goals")).toHaveCount(0);
    await manual.getByRole("button", { name: "Load more" }).click();
    await expect(cards(manual)).toHaveCount(13);
    await expect(manual.getByText("You've seen all goals")).toBeVisible();
    await expect(manual.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await manual.close();
    const listCalls = calls.filter((c) => c.startsWith("/api/goals/public?"));
    expect(listCalls).toHaveLength(2);
    expect(listCalls[0]).toContain("limit=12");
    expect(listCalls[1]).toContain("cursor=");
    // No per-goal detail calls for the list.
    expect(calls.filter((c) => !c.startsWith("/api/goals/public?"))).toEqual([]);

    // Automatic: one column, so the end starts far below the screen; bring it to 400 px
    // below the screen's bottom edge, without clicking.
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/explore?q=${token}`);
    await expect(cards(page)).toHaveCount(12);
    const button = page.getByRole("button", { name: "Load more" });
    const top = await button.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - 700 - 400);
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByText("You've seen all goals")).toBeVisible();
  });

  test("a failed load shows Failed to load goals in a red alert", async ({ page }) => {
    await page.route("**/api/goals/public?**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Database unavailable" }) }),
    );
    // The list is asked again twice, a second and two apart (lib/query-client.ts): the page's
    // clock fires those timers ahead instead of the test waiting out the retries.
    await page.clock.install();
    watchNetwork(page);
    await page.goto("/explore");
    await settle(page, { timers: 2_000 });
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load goals" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Database unavailable");
    await expect(alert).toHaveClass(/bg-red-50/);
  });

  test("has no serious accessibility violation", async ({ page, request }) => {
    const token = uniqueName("axe");
    const owner = await createUser(request, "pubr");
    await publish(request, owner, { title: `Accessible ${token}`, description: "x".repeat(200) }, 60);
    await page.goto(`/explore?q=${token}`);
    await expect(cards(page)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByLabel("Search goals").fill(uniqueName("nothing"));
    await expect(page.getByText("No public goals found")).toBeVisible();
    await expectAccessible(page);
  });
});
