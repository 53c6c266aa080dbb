/**
 * Library, circles, digest, collections and advanced search (public-and-discovery §2):
 * device-only lists and the advanced search over real public goals seeded through the API.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { type SeededUser, addEntry, createGoal, createUser, expectAccessible, publishGoal, uniqueName, useTheme } from "./fixtures.js";

interface PublicGoal {
  id: string;
  username: string;
  slug: string;
  title: string;
  category: string;
  timeframe: string;
  progress: number;
  created_at: string;
}

async function seedPublicGoal(
  request: APIRequestContext,
  user: SeededUser,
  fields: { title: string; category: string; timeframe: string; progress: number; description?: string },
): Promise<PublicGoal> {
  const { progress, ...goalFields } = fields;
  const goal = await createGoal(request, user, goalFields);
  await addEntry(request, user, { goal_id: goal.id, note: "check-in", progress });
  const { slug } = await publishGoal(request, user, goal.id, uniqueName("s"));
  const res = await request.get(`/api/goals/public/${user.username}/${slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PublicGoal;
}

/** Saves and follows the way the explore page stores them (spec §3, "Data kept on the device"). */
async function saveAndFollow(page: Page, saves: PublicGoal[], follows: PublicGoal[]) {
  await page.evaluate(
    ([s, f]) => {
      const saved: Record<string, unknown> = {};
      for (const g of s) {
        saved[g.id] = {
          id: g.id,
          title: g.title,
          username: g.username,
          slug: g.slug,
          category: g.category,
          timeframe: g.timeframe,
          progress: g.progress,
          created_at: g.created_at,
        };
      }
      const followed: Record<string, unknown> = {};
      for (const g of f) followed[g.id] = { id: g.id, title: g.title, username: g.username, slug: g.slug };
      localStorage.setItem("pv_saves", JSON.stringify(saved));
      localStorage.setItem("pv_follows", JSON.stringify(followed));
    },
    [saves, follows] as const,
  );
}

const main = (page: Page) => page.getByRole("main");

test("a fresh browser sees every empty state, with no serious accessibility issue", async ({ page }) => {
  await page.goto("/library");
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  await expect(page).toHaveTitle("Library · ProgressVault");
  await expect(page.getByText("No saved goals yet")).toBeVisible();
  await expect(page.getByText("You are not following any public goals yet.")).toBeVisible();
  await expect(page.getByText("Weekly digest coming soon")).toBeVisible();
  await expect(page.getByText("No saved filters")).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Discover goals" })).toHaveAttribute("href", "/explore");
  await expectAccessible(page);

  await page.goto("/digest");
  await expect(page.getByRole("heading", { level: 1, name: "Weekly digest (preview)" })).toBeVisible();
  await expect(page.getByText("No follows yet.")).toBeVisible();
  await expect(page.getByText("No saved goals.")).toBeVisible();
  await expect(page.getByText(/Real e-mail sending is coming later/)).toBeVisible();
  await expectAccessible(page);

  await page.goto("/circles");
  await expect(page.getByText("No circles yet. Create one and invite 3–5 peers to share weekly 2-minute check-ins.")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/collections");
  await expect(page.getByText("No collections yet. Create one to curate public goals into a playlist.")).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/explore");
  await expectAccessible(page);
});

test("every discovery page passes axe in the dark theme too, with content on it", async ({ page, request }) => {
  const owner = await createUser(request, "drk");
  const goal = await seedPublicGoal(request, owner, {
    title: uniqueName("Dark goal "),
    category: "creative",
    timeframe: "yearly",
    progress: 64,
  });
  await page.goto("/library");
  await saveAndFollow(page, [goal], [goal]);
  await page.evaluate((g) => {
    localStorage.setItem("pv_filters", JSON.stringify([{ q: "x", timeframe: "all", sort: "likes", saved_at: new Date().toISOString() }]));
    localStorage.setItem("pv_circles", JSON.stringify([{ id: "c1", name: "Night owls", members: [], prompts: ["What went well?"] }]));
    localStorage.setItem(
      "pv_collections",
      JSON.stringify([{ id: "k1", name: "Picks", items: [{ id: g.id, username: g.username, slug: g.slug, title: g.title }] }]),
    );
  }, goal);
  await useTheme(page, "dark");
  for (const route of ["/library", "/digest", "/circles", "/collections", `/advanced-search?q=${encodeURIComponent(goal.title)}`]) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("link", { name: goal.title }).or(page.getByText("Night owls")).first()).toBeVisible();
    await expectAccessible(page);
  }
});

test("saved and followed public goals show in the library and the digest", async ({ page, request }) => {
  const owner = await createUser(request, "lib");
  const tag = uniqueName("lib");
  const run = await seedPublicGoal(request, owner, { title: `${tag} run 10k`, category: "health", timeframe: "weekly", progress: 42 });
  const read = await seedPublicGoal(request, owner, { title: `${tag} read books`, category: "study", timeframe: "daily", progress: 70 });

  await page.goto("/library");
  await saveAndFollow(page, [run], [run, read]);
  await page.reload();

  const saved = page.getByRole("region", { name: "Saved goals" });
  const savedItem = saved.getByRole("listitem").filter({ hasText: run.title });
  await expect(savedItem.getByRole("link", { name: run.title })).toHaveAttribute("href", `/${owner.username}/${run.slug}`);
  await expect(savedItem.getByText(`@${owner.username}`)).toBeVisible();
  await expect(savedItem.getByText("health")).toBeVisible();
  await expect(savedItem.getByText("weekly")).toBeVisible();
  await expect(savedItem.getByText("42%")).toBeVisible();
  await expect(page.getByText("No saved goals yet")).toHaveCount(0);

  const followed = page.getByRole("region", { name: "Followed" });
  await expect(followed.getByText("Following 2 goals")).toBeVisible();
  await expect(followed.getByRole("link", { name: read.title })).toHaveAttribute("href", `/${owner.username}/${read.slug}`);
  await expectAccessible(page);

  await page.goto("/digest");
  const digestFollowed = page.getByRole("region", { name: "Followed goals" });
  await expect(digestFollowed.getByRole("link", { name: run.title })).toBeVisible();
  await expect(digestFollowed.getByRole("link", { name: read.title })).toBeVisible();
  await expect(digestFollowed.getByText(`@${owner.username}`)).toHaveCount(2);
  const digestSaved = page.getByRole("region", { name: "Saved goals" });
  await expect(digestSaved.getByRole("link", { name: run.title })).toBeVisible();
  await expect(digestSaved.getByRole("link", { name: read.title })).toHaveCount(0);

  const optIn = page.getByRole("switch", { name: /Send me the weekly digest by e-mail/ });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Send me the weekly digest by e-mail/ })).toBeChecked();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pv_prefs") ?? "{}").digest_optin)).toBe(true);
  await expectAccessible(page);

  // The saved goal's link opens its public page.
  await page.goto("/library");
  await page.getByRole("region", { name: "Saved goals" }).getByRole("link", { name: run.title }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.username}/${run.slug}$`));
});

test("circles: numbered default names, a named circle, cleared input and an honest Invite", async ({ page }) => {
  await page.goto("/circles");
  const name = page.getByLabel("New circle name");
  const create = page.getByRole("button", { name: "Create" });

  await create.click();
  await expect(page.getByRole("heading", { level: 3, name: "Circle 1" })).toBeVisible();
  await expect(name).toHaveValue("");

  await name.fill("Book club");
  await create.click();
  await expect(page.getByRole("heading", { level: 3, name: "Book club" })).toBeVisible();
  await expect(name).toHaveValue("");

  await name.fill("   ");
  await name.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: "Circle 3" })).toBeVisible();
  await expect(name).toHaveValue("");

  await page.reload();
  const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Circle 1", "Book club", "Circle 3"]);
  const book = cards.filter({ hasText: "Book club" });
  await expect(book.getByText("0 members")).toBeVisible();
  await expect(book.getByRole("listitem")).toHaveText(["What went well?", "Where are you stuck?", "One small step next week?"]);

  const invite = book.getByRole("button", { name: "Invite" });
  await expect(invite).toHaveAttribute("aria-disabled", "true");
  await expect(invite).toHaveAccessibleDescription("Invitations are coming soon");
  // aria-disabled keeps it focusable: a keyboard user still learns why nothing happens.
  await invite.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Invitations are coming soon" })).toBeVisible();
  await expectAccessible(page);
});

test("collections: create, list an added goal as a link, remove it", async ({ page, request }) => {
  const owner = await createUser(request, "col");
  const goal = await seedPublicGoal(request, owner, {
    title: uniqueName("Collected goal "),
    category: "career",
    timeframe: "monthly",
    progress: 15,
  });

  await page.goto("/collections");
  await page.getByLabel("New collection name").fill("Career picks");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByLabel("New collection name")).toHaveValue("");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Collection 2" })).toBeVisible();
  await expect(page.getByText("Empty collection")).toHaveCount(2);

  // Items are added from Explore or a goal page through deviceStore.addToCollection; same shape here.
  await page.evaluate((g) => {
    const list = JSON.parse(localStorage.getItem("pv_collections") ?? "[]") as { name: string; items: unknown[] }[];
    const target = list.find((c) => c.name === "Career picks");
    target?.items.push({ id: g.id, username: g.username, slug: g.slug, title: g.title });
    localStorage.setItem("pv_collections", JSON.stringify(list));
  }, goal);
  await page.reload();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Career picks" }) });
  await expect(card.getByRole("link", { name: goal.title })).toHaveAttribute("href", `/${owner.username}/${goal.slug}`);
  await expect(page.getByText("Empty collection")).toHaveCount(1);
  await expectAccessible(page);

  await card.getByRole("button", { name: /^Remove/ }).click();
  await expect(card.getByRole("link", { name: goal.title })).toHaveCount(0);
  await expect(card.getByText("Empty collection")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Empty collection")).toHaveCount(2);
});

test.describe("advanced search", () => {
  async function seedSearchGoals(request: APIRequestContext) {
    const owner = await createUser(request, "adv");
    const tag = uniqueName("adv");
    // Created one after another: alpha oldest, gamma newest.
    const alpha = await seedPublicGoal(request, owner, { title: `${tag} alpha run`, category: "health", timeframe: "daily", progress: 80 });
    const beta = await seedPublicGoal(request, owner, {
      title: `${tag} beta read`,
      category: "study",
      timeframe: "weekly",
      progress: 30,
      description: `A novel a month ${tag}zz`,
    });
    const gamma = await seedPublicGoal(request, owner, {
      title: `${tag} gamma budget`,
      category: "finance",
      timeframe: "monthly",
      progress: 55,
    });
    return { owner, tag, alpha, beta, gamma };
  }

  const results = (page: Page) => page.getByRole("region", { name: "Results" });
  const titles = (page: Page) => results(page).getByRole("link");

  test("each filter and sort shows the expected goals", async ({ page, request }) => {
    const { owner, tag, alpha, beta, gamma } = await seedSearchGoals(request);
    await page.goto("/advanced-search");
    await page.getByLabel("Query").fill(tag);
    await expect(titles(page)).toHaveText([gamma.title, beta.title, alpha.title]);

    const first = results(page).getByRole("listitem").filter({ hasText: gamma.title });
    await expect(first.getByRole("link")).toHaveAttribute("href", `/${owner.username}/${gamma.slug}`);
    await expect(first.getByText(`@${owner.username}`)).toBeVisible();
    await expect(first.getByText("finance")).toBeVisible();
    await expect(first.getByText("monthly")).toBeVisible();
    await expect(first.getByText("55%")).toBeVisible();

    // Query in the description.
    await page.getByLabel("Query").fill(`${tag}zz`);
    await expect(titles(page)).toHaveText([beta.title]);
    await page.getByLabel("Query").fill(tag);

    // Category: the spec's "fitness" finds health goals; product categories match exactly.
    const category = page.getByLabel("Category");
    await category.selectOption("fitness");
    await expect(titles(page)).toHaveText([alpha.title]);
    await category.selectOption("finance");
    await expect(titles(page)).toHaveText([gamma.title]);
    await category.selectOption("learning");
    await expect(titles(page)).toHaveText([beta.title]);
    await category.selectOption("career");
    await expect(page.getByText("No results found.")).toBeVisible();
    await category.selectOption("all");

    // Timeframe.
    await page.getByLabel("Timeframe").selectOption("weekly");
    await expect(titles(page)).toHaveText([beta.title]);
    await page.getByLabel("Timeframe").selectOption("all");
    await expect(titles(page)).toHaveCount(3);

    // Progress range, inclusive; blank means 0 and 100.
    await page.getByLabel("Min progress").fill("55");
    await expect(titles(page)).toHaveText([gamma.title, alpha.title]);
    await page.getByLabel("Max progress").fill("55");
    await expect(titles(page)).toHaveText([gamma.title]);
    await page.getByLabel("Min progress").fill("");
    await expect(titles(page)).toHaveText([gamma.title, beta.title]);
    await page.getByLabel("Max progress").fill("");
    await expect(titles(page)).toHaveCount(3);

    // Dates against the created day, inclusive at both ends.
    const days = await page.evaluate(() => {
      const key = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      const now = new Date();
      return {
        today: key(now),
        yesterday: key(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)),
        tomorrow: key(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)),
      };
    });
    await page.getByLabel("From date").fill(days.today);
    await page.getByLabel("To date").fill(days.today);
    await expect(titles(page)).toHaveCount(3);
    await page.getByLabel("To date").fill(days.yesterday);
    await page.getByLabel("From date").fill("");
    await expect(page.getByText("No results found.")).toBeVisible();
    await page.getByLabel("To date").fill("");
    await page.getByLabel("From date").fill(days.tomorrow);
    await expect(page.getByText("No results found.")).toBeVisible();
    await page.getByLabel("From date").fill("");
    await expect(titles(page)).toHaveCount(3);

    // Sort.
    await page.getByLabel("Sort").selectOption("progress");
    await expect(titles(page)).toHaveText([alpha.title, gamma.title, beta.title]);
    await page.getByLabel("Sort").selectOption("title");
    await expect(titles(page)).toHaveText([alpha.title, beta.title, gamma.title]);
    await page.getByLabel("Sort").selectOption("recent");
    await expect(titles(page)).toHaveText([gamma.title, beta.title, alpha.title]);

    // The filters live in the URL: a reload keeps them.
    await page.getByLabel("Category").selectOption("fitness");
    await page.reload();
    await expect(page.getByLabel("Query")).toHaveValue(tag);
    await expect(titles(page)).toHaveText([alpha.title]);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test("a saved filter appears in the library and can be removed", async ({ page, request }) => {
    const { tag, alpha } = await seedSearchGoals(request);
    await page.goto("/advanced-search");
    await page.getByLabel("Query").fill(tag);
    await page.getByLabel("Timeframe").selectOption("daily");
    await page.getByLabel("Min progress").fill("50");
    await page.getByLabel("Sort").selectOption("progress");
    await expect(titles(page)).toHaveText([alpha.title]);
    await page.getByRole("button", { name: "Save filter" }).click();
    await expect(page.getByText("Filter saved to your Library")).toBeVisible();

    await page.goto("/library");
    const table = page.getByRole("table");
    const row = table.getByRole("row").filter({ hasText: tag });
    await expect(row.getByRole("cell")).toHaveText([new RegExp(`^${tag}`), "daily", "progress", /\d/, /Apply/]);
    await expect(row).toContainText("progress 50–100%");
    await expectAccessible(page);

    // Apply brings the search back.
    await row.getByRole("link", { name: /Apply/ }).click();
    await expect(page).toHaveURL(/\/advanced-search\?/);
    await expect(page.getByLabel("Query")).toHaveValue(tag);
    await expect(page.getByLabel("Min progress")).toHaveValue("50");
    await expect(titles(page)).toHaveText([alpha.title]);

    await page.goto("/library");
    await page
      .getByRole("row")
      .filter({ hasText: tag })
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(page.getByText("No saved filters")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No saved filters")).toBeVisible();
  });

  test("shows the server's error in an alert, and a spinner while loading", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/goals/public*", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Search is resting" }) });
    });
    await page.goto("/advanced-search");
    await expect(page.getByRole("status").filter({ hasText: "Loading public goals…" })).toBeVisible();
    release();
    // The shared client retries a 5xx twice before giving up.
    await expect(page.getByRole("alert").filter({ hasText: "Search is resting" })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
  });
});
