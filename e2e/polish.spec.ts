/**
 * Issue 15 (what people hit when they use it), items 1, 6, 10 (logout), 11 and 17: each test
 * is what a user does in a real browser, at both widths where the item is about layout.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import {
  type SeededUser,
  addEntry,
  afterFrames,
  createGoal,
  createUser,
  publishGoal,
  settle,
  signIn,
  turnGoalPage,
  uniqueName,
  watchNetwork,
} from "./fixtures.js";

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
] as const;

const cards = (page: Page) => page.getByRole("list", { name: "Public goals" }).getByRole("article");

async function publish(
  request: APIRequestContext,
  owner: SeededUser,
  fields: { title: string; description?: string; motivation?: string },
) {
  const goal = await createGoal(request, owner, { description: "", ...fields });
  const slug = uniqueName("p-");
  await publishGoal(request, owner, goal.id, slug);
  return { id: goal.id, slug };
}

/** The page is no wider than the screen: nothing scrolls sideways (else: name the widest element). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const measure = () =>
    page.evaluate(() => {
      const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
      let culprit = "";
      if (scrollWidth > window.innerWidth) {
        // The outermost elements that stick out: tag, classes and a little text.
        const out = Array.from(document.body.querySelectorAll("*")).filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
        );
        culprit = out
          .slice(0, 6)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} "${(el.textContent ?? "").slice(0, 30)}"`)
          .join("\n  ");
      }
      return { scrollWidth, culprit };
    });
  await expect
    .poll(async () => (await measure()).scrollWidth)
    .toBeLessThanOrEqual(width)
    .catch(async (e: Error) => {
      throw new Error(`${e.message}\nwidest: ${(await measure()).culprit}`);
    });
}

test.describe("item 1: long notes", () => {
  test("the form warns before the 5,000-character limit and a refused save shows the server's reason", async ({ page, request }) => {
    const user = await createUser(request, "ln");
    const goal = await createGoal(request, user, { title: "Write every day" });
    await signIn(page, user);
    await page.goto(`/journal?goal_id=${goal.id}`);
    const note = page.getByLabel("Reflection");

    await note.fill("a".repeat(400));
    await expect(page.getByText("400 / 500")).toBeVisible();
    await expect(page.getByText(/Nearly too long|Too long to save/)).toHaveCount(0);

    // Past 90 % of the hard limit: a warning, and the counter stays the spec's n / 500.
    await note.fill("a".repeat(4600));
    await expect(page.getByText("4600 / 500")).toBeVisible();
    await expect(page.getByText("Nearly too long: notes can be at most 5,000 characters (400 left).")).toBeVisible();

    await note.fill("a".repeat(10_000));
    await expect(page.getByText("10000 / 500")).toBeVisible();
    await expect(page.getByText("Too long to save: notes can be at most 5,000 characters (5,000 over).")).toBeVisible();
    await expect(note).toHaveAttribute("aria-describedby", /\s/); // counter and warning both describe it

    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page.getByText("Could not save entry: note must be at most 5000 characters")).toBeVisible();
    await expect(note).toHaveValue("a".repeat(10_000)); // nothing typed is lost
  });
});

test.describe("item 6: the dashboard's goal pages", () => {
  for (const size of WIDTHS) {
    test(`Next and Prev move focus and scroll to the top of the list (${size.width} px)`, async ({ page, request }) => {
      const user = await createUser(request, "pg");
      for (let i = 1; i <= 13; i++) await createGoal(request, user, { title: `Paged goal ${i}` });
      await page.setViewportSize(size);
      await signIn(page, user);
      await page.goto("/dashboard");
      const list = page.locator('section[aria-labelledby="goals-heading"] > ul');
      await expect(list.getByRole("article")).toHaveCount(12);
      await expect(page.getByText("Showing 13 results")).toBeVisible();

      await turnGoalPage(page, "Next");
      await expect(page.getByText("Page 2 / 2")).toBeVisible();
      await expect(list.getByRole("article")).toHaveCount(1);
      await expect(list).toBeFocused();
      // The list's top is on screen, below the sticky header.
      await expect
        .poll(() =>
          list.evaluate((el) => {
            const top = el.getBoundingClientRect().top;
            const header = document.querySelector("header")!.getBoundingClientRect().bottom;
            return top >= header && top < window.innerHeight / 2;
          }),
        )
        .toBe(true);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await turnGoalPage(page, "Prev");
      await expect(page.getByText("Page 1 / 2")).toBeVisible();
      await expect(list).toBeFocused();
      await expect
        .poll(() => list.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight / 2))
        .toBe(true);
    });
  }

  test("one page hides the pager; the count reads 1 result, 0 results, N results", async ({ page, request }) => {
    const user = await createUser(request, "one");
    await createGoal(request, user, { title: "The only goal" });
    await signIn(page, user);
    await page.goto("/dashboard");
    await expect(page.getByRole("article", { name: "The only goal" })).toBeVisible();
    await expect(page.getByText("Showing 1 result", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Goal pages" })).toHaveCount(0);
    await expect(page.getByText("Page 1 / 1")).toHaveCount(0);

    await page.locator("#goal-search").fill("nothing matches this");
    await expect(page.getByText("Showing 0 results", { exact: true })).toBeVisible();

    await createGoal(request, user, { title: "A second goal" });
    await page.reload();
    await expect(page.getByText("Showing 2 results", { exact: true })).toBeVisible();
  });
});

test.describe("item 10: logout", () => {
  test("logging out from the dashboard lands on a plain /login", async ({ page, request }) => {
    const user = await createUser(request, "lo");
    await signIn(page, user);
    await page.clock.install();
    watchNetwork(page);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await settle(page, { timers: 5_000 }); // a late guard redirect would add ?next= by now
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("item 11: one long unbroken word widens no page", () => {
  for (const size of WIDTHS) {
    test(`explore, the public goal page, the dashboard and the journal stay within ${size.width} px`, async ({ page, request }) => {
      const owner = await createUser(request, "lw");
      const token = uniqueName("wide");
      const word = (n: number) => `${token}${"W".repeat(n - token.length)}`;
      const url = `https://example.com/${"p".repeat(1980)}`;
      const goal = await publish(request, owner, {
        title: `${token} ${"T".repeat(199 - token.length)}`,
        description: word(2000),
        motivation: word(500),
      });
      await addEntry(request, owner, { goal_id: goal.id, note: `${word(2000)}\n\nProof: ${url}`, progress: 30 });
      await page.setViewportSize(size);

      await page.goto(`/explore?q=${token}`);
      await expect(cards(page)).toHaveCount(1);
      await expectNoSidewaysScroll(page, size.width);

      await page.goto(`/${owner.username}/${goal.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(token);
      await expectNoSidewaysScroll(page, size.width);

      await signIn(page, owner);
      await page.goto("/dashboard");
      await expect(page.getByRole("article", { name: new RegExp(token) })).toHaveCount(1);
      await expectNoSidewaysScroll(page, size.width);

      // The coach shows what the user wrote: a long word stays inside its dialog.
      await page.getByRole("button", { name: "Coach", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Ask or create a goal…" });
      await dialog.getByLabel("Message the coach").fill(word(1500));
      await dialog.getByLabel("Message the coach").press("Enter");
      await expect(dialog.getByText(word(1500))).toBeVisible();
      const sticksOut = await dialog.evaluate((d) => {
        const edge = d.getBoundingClientRect().right + 1;
        return Array.from(d.querySelectorAll("*")).filter((el) => el.getBoundingClientRect().right > edge).length;
      });
      expect(sticksOut).toBe(0);
      await expectNoSidewaysScroll(page, size.width);

      await page.goto(`/journal?goal_id=${goal.id}`);
      await expect(page.getByText(url).first()).toBeVisible();
      await expectNoSidewaysScroll(page, size.width);
    });
  }
});

test.describe("item 17: explore and friends", () => {
  test("filters live in the URL: a filtered view survives a reload and can be shared", async ({ page, request, browser }) => {
    const owner = await createUser(request, "fu");
    const token = uniqueName("share");
    await publish(request, owner, { title: `Daily ${token}` });
    await page.goto("/explore");
    await page.getByLabel("Search goals").fill(token);
    await page.getByLabel("Timeframe").selectOption("weekly");
    await page.getByLabel("Sort").selectOption("recent");
    await expect(page).toHaveURL(new RegExp(`/explore\\?q=${token}&timeframe=weekly&sort=recent$`));
    await expect(cards(page)).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel("Search goals")).toHaveValue(token);
    await expect(page.getByLabel("Timeframe")).toHaveValue("weekly");
    await expect(page.getByLabel("Sort")).toHaveValue("recent");
    await expect(cards(page)).toHaveCount(1);

    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByLabel("Search goals")).toHaveValue(token);
    await expect(cards(other)).toHaveCount(1);
    await other.close();

    // Back to the defaults: a clean /explore.
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test("one Load more click loads one page, each cursor asked for once", async ({ page, request }) => {
    const owner = await createUser(request, "lm");
    const token = uniqueName("many");
    for (let i = 1; i <= 30; i++) await publish(request, owner, { title: `Goal ${i} ${token}` });
    const calls: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname === "/api/goals/public") calls.push(u.search);
    });
    await page.setViewportSize({ width: 375, height: 700 });
    watchNetwork(page);
    await page.goto(`/explore?q=${token}`);
    await expect(cards(page)).toHaveCount(12);
    // Clicked where it is, without scrolling to it: scrolling to the end loads the next page by
    // itself (tested below), which raced the click on a loaded machine.
    await page.getByRole("button", { name: "Load more" }).evaluate((b) => (b as HTMLButtonElement).click());
    await expect(cards(page)).not.toHaveCount(12);
    await settle(page); // a second, unasked-for page would have been asked for and drawn by now
    await expect(cards(page)).toHaveCount(24);
    const cursors = calls.map((s) => new URLSearchParams(s).get("cursor"));
    expect(cursors).toHaveLength(2);
    expect(cursors[0]).toBeNull();
    expect(cursors[1]).toBeTruthy();

    // Scrolling away and back to the end loads the next page by itself again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await afterFrames(page); // the page has seen the end leave the screen
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(page)).toHaveCount(30);
    await expect(page.getByText("You've seen all goals")).toBeVisible();
  });

  test("the mobile menu closes on Escape and gives focus back to its button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/explore");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    const menu = page.locator("#site-menu");
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape"); // focus is on the Menu button, not in the menu
    await expect(menu).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await menu.getByRole("link", { name: "Blogs" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Use this template is a link that navigates", async ({ page }) => {
    await page.goto("/templates");
    const use = page.getByRole("article").first().getByRole("link", { name: "Use this template" });
    await expect(use).toHaveAttribute("href", /^\/login\?next=%2Fdashboard%3Ftemplate%3D/);
    await use.click();
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftemplate%3D/);
  });

  test("the article byline has one space on each side of every dot", async ({ page }) => {
    await page.goto("/blogs/micro-wins");
    const author = page.locator("article header").getByText("Sofia Alvarez", { exact: true });
    await expect(author).toBeVisible();
    const gaps = await author.evaluate((el) => {
      // The visible text boxes of the byline, left to right: author, dot, date, dot, minutes.
      const line = el.closest("p, div")!.parentElement!;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      // Text nodes grouped by their element ("5" and " min read" are one span's two nodes).
      const groups: { el: Element; nodes: Text[] }[] = [];
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        if (!n.data.trim() || n.parentElement?.closest(".sr-only, ul")) continue;
        const last = groups.at(-1);
        if (last && last.el === n.parentElement) last.nodes.push(n);
        else groups.push({ el: n.parentElement!, nodes: [n] });
      }
      const boxes = groups.map(({ nodes }) => {
        // The visible characters only: a text node's own spaces count as gaps.
        const first = nodes[0]!;
        const last = nodes.at(-1)!;
        const range = document.createRange();
        range.setStart(first, first.data.length - first.data.trimStart().length);
        range.setEnd(last, last.data.trimEnd().length);
        const r = range.getBoundingClientRect();
        return {
          text: nodes
            .map((t) => t.data)
            .join("")
            .trim(),
          left: r.left,
          right: r.right,
        };
      });
      const out: number[] = [];
      for (let i = 1; i < boxes.length; i++) out.push(Math.round((boxes[i]!.left - boxes[i - 1]!.right) * 10) / 10);
      return { texts: boxes.map((b) => b.text), gaps: out };
    });
    expect(gaps.texts).toEqual(["Sofia Alvarez", "·", expect.stringMatching(/2025/), "·", expect.stringMatching(/min read$/)]);
    const [first, ...rest] = gaps.gaps;
    for (const g of rest) expect(Math.abs(g - first!), JSON.stringify(gaps)).toBeLessThanOrEqual(1);
  });
});
