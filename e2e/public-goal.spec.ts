import { type APIRequestContext, expect, test } from "@playwright/test";
import { type SeededUser, addEntry, createGoal, createUser, expectAccessible, publishGoal, signIn, uniqueName } from "./fixtures.js";

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

/** A published goal with `count` entries, oldest first; the newest entry has progress `last`. */
async function seedGoal(request: APIRequestContext, owner: SeededUser, count: number, last = 100, fields: Record<string, string> = {}) {
  const title = fields.title ?? uniqueName("Journey ");
  const goal = await createGoal(request, owner, {
    title,
    timeframe: "yearly",
    category: "study",
    motivation: "Because future me will thank me",
    description: "Read one chapter every evening.",
    ...fields,
  });
  for (let i = 0; i < count; i++) {
    const progress = i === count - 1 ? last : Math.round(((i + 1) / count) * 80);
    await addEntry(request, owner, { goal_id: goal.id, note: `note number ${i + 1}`, progress, created_at: hoursAgo(count - i) });
  }
  const slug = uniqueName("g-");
  await publishGoal(request, owner, goal.id, slug);
  return { ...goal, title, slug };
}

test.describe("public goal page", () => {
  test("shows the hero, ring, journal with Latest and Completed!, stats and the sign-up call to action", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const goal = await seedGoal(request, owner, 3, 100);
    await page.goto(`/${owner.username}/${goal.slug}`);

    await expect(page.getByRole("heading", { level: 1, name: goal.title })).toBeVisible();
    const hero = page.getByRole("region", { name: goal.title });
    await expect(hero.getByText("Public", { exact: true })).toBeVisible();
    await expect(hero.getByText("Study", { exact: true })).toBeVisible();
    await expect(hero.getByText("Yearly", { exact: true })).toBeVisible();
    await expect(hero.getByText(`@${owner.username}`)).toBeVisible();
    await expect(hero.getByText(/Started [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    await expect(hero.getByText("“Because future me will thank me”")).toBeVisible();
    await expect(hero.getByText("Read one chapter every evening.")).toBeVisible();

    // Period progress: the newest entry this year.
    await expect(page.getByRole("img", { name: "100% progress this period" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Progress" }).getByText("3 updates")).toBeVisible();

    const journey = page.getByRole("region", { name: "Progress Journey" });
    const items = journey.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText("note number 3");
    await expect(items.first().getByText("Latest")).toBeVisible();
    await expect(items.first().getByText("Completed!")).toBeVisible();
    await expect(journey.getByText("Latest")).toHaveCount(1);
    await expect(journey.getByText("Completed!")).toHaveCount(1);
    await expect(items.first()).toHaveClass(/border-l-emerald-500/);
    await expect(journey.getByRole("button", { name: /Show all/ })).toHaveCount(0);

    const stats = page.getByRole("region", { name: "Goal Stats" });
    await expect(stats.getByRole("definition")).toHaveText(["100%", /\w{3} \d{1,2}, \d{4}/, "3", "Yearly", "Study"]);

    await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Explore More Goals" })).toHaveAttribute("href", "/explore");
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
    await expect(page).toHaveTitle(`${goal.title} · @${owner.username} on ProgressVault`);
  });

  test("shows 5 entries, then all with Show all N updates, and Show fewer only above 10", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const many = await seedGoal(request, owner, 11, 40);
    await page.goto(`/${owner.username}/${many.slug}`);
    const journey = page.getByRole("region", { name: "Progress Journey" });
    await expect(journey.getByRole("listitem")).toHaveCount(5);
    await expect(journey.getByRole("listitem").first()).toContainText("note number 11");
    await expect(journey.getByRole("listitem").first()).toHaveClass(/border-l-amber-500/);
    await expect(journey.getByRole("button", { name: "Show fewer updates" })).toHaveCount(0);
    await journey.getByRole("button", { name: "Show all 11 updates" }).click();
    await expect(journey.getByRole("listitem")).toHaveCount(11);
    await expect(journey.getByRole("listitem").last()).toContainText("note number 1");
    await expect(journey.getByText("Completed!")).toHaveCount(0);
    await journey.getByRole("button", { name: "Show fewer updates" }).click();
    await expect(journey.getByRole("listitem")).toHaveCount(5);
    await expect(journey.getByRole("button", { name: "Show all 11 updates" })).toBeVisible();

    const seven = await seedGoal(request, owner, 7, 60);
    await page.goto(`/${owner.username}/${seven.slug}`);
    await journey.getByRole("button", { name: "Show all 7 updates" }).click();
    await expect(journey.getByRole("listitem")).toHaveCount(7);
    await expect(journey.getByRole("button", { name: "Show fewer updates" })).toHaveCount(0);
  });

  test("Copy Link copies the goal's address and reads Copied! for a moment", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await createUser(request, "pub");
    const goal = await seedGoal(request, owner, 1, 30);
    await page.goto(`/${owner.username.toUpperCase()}/${goal.slug}`);
    const button = page.getByRole("button", { name: "Copy Link" });
    await button.click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${owner.username}/${goal.slug}`);
    await expect(page.getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 3000 });
  });

  test("a private or unknown goal shows Goal not found and nothing of the private goal", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const secret = await seedGoal(request, owner, 2, 70, {
      title: "Secret plan omega",
      description: "private-description-omega",
      motivation: "private-motivation-omega",
    });
    const hide = await request.patch(`/api/goals/${secret.id}/public`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { public: false },
    });
    expect(hide.status()).toBe(200);

    for (const path of [`/${owner.username}/${secret.slug}`, `/${owner.username}/no-such-goal`, "/nobody-at-all-x/whatever"]) {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/Secret plan omega|private-description-omega|private-motivation-omega|note number/);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Goal not found" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Explore public goals" })).toHaveAttribute("href", "/explore");
      expect(await page.content()).not.toMatch(/Secret plan omega|private-description-omega|private-motivation-omega|note number/);
    }
  });

  test("the HTML sent without JavaScript carries the goal's share tags", async ({ request, baseURL }) => {
    const owner = await createUser(request, "pub");
    const goal = await seedGoal(request, owner, 1, 30, { title: `Cook & share <weekly> "dinners" ${uniqueName("t")}` });
    const res = await request.get(`/${owner.username}/${goal.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const escaped = goal.title.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:type" content="article" />`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/${owner.username}/${goal.slug}" />`);
    // A large card with the goal's picture (issue 15 item 12).
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    expect(html).toContain(`<meta name="description" content="Read one chapter every evening." />`);
    expect(html).not.toContain("<weekly>");
  });

  test("falls back to the public list when the goal call fails, and a 404 is not found at once", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const goal = await seedGoal(request, owner, 2, 55);
    await page.route(`**/api/goals/public/${owner.username}/${goal.slug}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
    );
    await page.goto(`/${owner.username}/${goal.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: goal.title })).toBeVisible();
    await expect(page.getByRole("img", { name: "55% progress this period" })).toBeVisible();

    await page.unrouteAll();
    const listCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/goals/public") listCalls.push(r.url());
    });
    await page.goto(`/${owner.username}/missing-${goal.slug}`);
    await expect(page.getByRole("heading", { name: "Goal not found" })).toBeVisible();
    expect(listCalls).toEqual([]);
  });

  test("a signed-in visitor likes the goal, adds it to a collection and is offered the dashboard", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const fan = await createUser(request, "fan");
    const goal = await seedGoal(request, owner, 1, 30);
    await signIn(page, fan);
    await page.goto(`/${owner.username}/${goal.slug}`);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveCount(0);

    const like = page.getByRole("button", { name: /^Like/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAccessibleName("Like 1 like");
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/goals/public/${owner.username}/${goal.slug}`)).json()) as { likes_count: number }).likes_count,
      )
      .toBe(1);

    // No collection yet: a way to create one.
    await page.getByText("Add to collection").click();
    await expect(page.getByRole("link", { name: "Create a collection" })).toHaveAttribute("href", "/collections");
    await page.evaluate(() => localStorage.setItem("pv_collections", JSON.stringify([{ id: "c1", name: "Evening reads", items: [] }])));
    await page.reload();
    await page.getByText("Add to collection").click();
    await page.getByRole("button", { name: "Evening reads" }).click();
    await expect(page.getByText("Added to Evening reads")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pv_collections") ?? "[]"));
    expect(stored).toEqual([
      { id: "c1", name: "Evening reads", items: [{ id: goal.id, username: owner.username, slug: goal.slug, title: goal.title }] },
    ]);
  });

  test("has no serious accessibility violation", async ({ page, request }) => {
    const owner = await createUser(request, "pub");
    const goal = await seedGoal(request, owner, 6, 100);
    await page.goto(`/${owner.username}/${goal.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: goal.title })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${owner.username}/nothing-here`);
    await expect(page.getByRole("heading", { name: "Goal not found" })).toBeVisible();
    await expectAccessible(page);
  });
});
