import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { parseFrontMatter } from "../src/core/front-matter.js";
import { expectAccessible, settle, useTheme, watchNetwork } from "./fixtures.js";

const CONTENT_DIR = path.resolve(import.meta.dirname, "../src/web/content/blog");

interface ArticleFile {
  slug: string;
  title: string;
  author: string;
  date: string;
  excerpt: string;
  tags: string[];
}

function readArticle(slug: string): ArticleFile {
  const { attributes } = parseFrontMatter(fs.readFileSync(path.join(CONTENT_DIR, `${slug}.md`), "utf8"));
  return attributes as unknown as ArticleFile;
}

const LISTS = {
  blog: ["goal-setting-blueprint", "habit-momentum-over-streaks", "public-accountability-guide"],
  blogs: ["achievable-goals", "daily-habits", "tracking-progress", "micro-wins", "building-streaks", "sharing-goals", "case-study-90-days"],
} as const;

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const headContent = (page: Page, selector: string) => page.locator(selector).getAttribute("content");

test.describe("blog lists", () => {
  for (const [section, slugs] of Object.entries(LISTS)) {
    test(`/${section} lists exactly its ${slugs.length} articles with their details`, async ({ page, baseURL }) => {
      await page.goto(`/${section}`);
      await expect(page.getByRole("heading", { level: 1, name: section === "blog" ? "Blog" : "Blogs" })).toBeVisible();
      const items = page
        .getByRole("list", { name: "Articles" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("article") });
      await expect(items).toHaveCount(slugs.length);
      for (const [i, slug] of slugs.entries()) {
        const a = readArticle(slug);
        const item = items.nth(i);
        await expect(item.getByRole("link", { name: a.title })).toHaveAttribute("href", `/${section}/${slug}`);
        await expect(item.getByText(a.author)).toBeVisible();
        await expect(item.getByText(longDate(a.date))).toBeVisible();
        await expect(item.getByText(/\d+ min read/)).toBeVisible();
        await expect(item.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(a.tags);
      }
      await expect(page).toHaveTitle(section === "blog" ? "Blog — ProgressVault" : "Blogs — ProgressVault");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/${section}`);
      await expect(page.getByRole("main").getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/signup");
    });
  }

  test("a card opens its article inside the app", async ({ page }) => {
    await page.goto("/blogs");
    await page.evaluate(() => ((window as unknown as { pvMarker: number }).pvMarker = 1));
    await page.getByRole("link", { name: readArticle("micro-wins").title }).click();
    await expect(page).toHaveURL(/\/blogs\/micro-wins$/);
    await expect(page.getByRole("heading", { level: 1, name: readArticle("micro-wins").title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pvMarker?: number }).pvMarker)).toBe(1);
  });
});

test.describe("blog articles", () => {
  for (const [section, slugs] of Object.entries(LISTS)) {
    for (const slug of slugs) {
      test(`/${section}/${slug} shows the article, its details, a sign-up button and its head tags`, async ({ page, baseURL }) => {
        const a = readArticle(slug);
        const errors: string[] = [];
        page.on("pageerror", (err) => errors.push(err.message));
        await page.goto(`/${section}/${slug}`);
        const article = page.getByRole("article");
        await expect(article.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
        await expect(article.getByText(a.author, { exact: true })).toBeVisible();
        await expect(article.locator(`time[datetime="${a.date}"]`)).toHaveText(longDate(a.date));
        const minutes = Number((await article.getByText(/^\d+ min read$/).textContent())?.match(/\d+/)?.[0]);
        expect(minutes).toBeGreaterThanOrEqual(3);
        await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(a.tags);
        // Body text rendered from Markdown, with at least one section heading.
        expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(1);
        await expect(page.getByRole("main").getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/signup");

        // Cross-links: the body links to other articles, and "Keep reading" lists others of this list.
        const bodyLinks = await article.locator('a[href^="/blog"]').evaluateAll((els) => els.map((e) => e.getAttribute("href")));
        expect(bodyLinks.filter((h) => h !== `/${section}/${slug}`).length).toBeGreaterThanOrEqual(2);
        const related = page.getByRole("region", { name: "Keep reading" }).getByRole("link");
        await expect(related).toHaveCount(Math.min(3, LISTS[section as keyof typeof LISTS].length - 1));
        for (const href of await related.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
          expect(href).toMatch(new RegExp(`^/${section}/(?!${slug}$)`));
        }

        const url = `${baseURL}/${section}/${slug}`;
        await expect(page).toHaveTitle(`${a.title} — ProgressVault`);
        expect(await headContent(page, 'meta[name="description"]')).toBe(a.excerpt);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
        expect(await headContent(page, 'meta[property="og:title"]')).toBe(`${a.title} — ProgressVault`);
        expect(await headContent(page, 'meta[property="og:description"]')).toBe(a.excerpt);
        expect(await headContent(page, 'meta[property="og:type"]')).toBe("article");
        expect(await headContent(page, 'meta[property="og:url"]')).toBe(url);
        expect(await headContent(page, 'meta[name="twitter:card"]')).toBe("summary");
        const image = await headContent(page, 'meta[property="og:image"]');
        expect(image).toMatch(new RegExp(`^${baseURL}/assets/.+\\.svg$`));
        expect((await page.request.get(image as string)).status()).toBe(200);
        expect(errors).toEqual([]);
      });
    }
  }

  test("tracking-progress carries the advice of the spec", async ({ page }) => {
    await page.goto("/blogs/tracking-progress");
    const article = page.getByRole("article");
    for (const heading of [
      "Choose one or two signal metrics",
      "Log in under 30 seconds",
      "The weekly 10-minute review",
      "Use rolling averages, not single days",
      "Below 40%: shrink the micro-action",
      "40–80%: iterate on cues",
      "Above 80% with lagging outcomes: raise intensity or change the measure",
    ]) {
      await expect(article.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const metric of ["Completion rate:", "Average daily percent:", "Longest streak:"]) {
      await expect(article.getByRole("listitem").filter({ hasText: metric })).toBeVisible();
    }
  });

  test("a link in the text opens the other article in the app, at its top, and the head follows", async ({ page, baseURL }) => {
    await page.goto("/blog/goal-setting-blueprint");
    await page.evaluate(() => ((window as unknown as { pvMarker: number }).pvMarker = 1));
    await page.getByRole("article").getByRole("link", { name: "tracking progress without drowning in data" }).click();
    await expect(page).toHaveURL(/\/blogs\/tracking-progress$/);
    await expect(page.getByRole("heading", { level: 1, name: readArticle("tracking-progress").title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pvMarker?: number }).pvMarker)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blogs/tracking-progress`);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);

    // Back to the list: the article's share tags are gone, one of each remains.
    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page).toHaveTitle("Blogs — ProgressVault");
    expect(await headContent(page, 'meta[property="og:type"]')).toBe("website");
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });

  for (const url of ["/blog/no-such-article", "/blogs/no-such-article"]) {
    test(`an unknown slug at ${url} shows Not found`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Browse the articles" })).toHaveAttribute("href", url.replace("/no-such-article", ""));
      await expect(page).toHaveTitle("Not found — ProgressVault");
    });
  }

  test("a slug of the other list is not found here, with a link to where it lives", async ({ page }) => {
    await page.goto("/blog/micro-wins");
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    await page.getByRole("link", { name: readArticle("micro-wins").title }).click();
    await expect(page).toHaveURL(/\/blogs\/micro-wins$/);
    await expect(page.getByRole("heading", { level: 1, name: readArticle("micro-wins").title })).toBeVisible();
  });
});

test.describe("blog loading and accessibility", () => {
  test("the articles are downloaded on blog routes only", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(".js")) scripts.push(res.text().catch(() => ""));
    });
    const articleText = "Habit momentum over streaks";
    // Everything each page downloads, also later on a timer (the page's clock fires its timers ahead).
    await page.clock.install();
    watchNetwork(page);
    for (const url of ["/", "/privacy", "/how"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page, { timers: 2_000 });
    }
    expect((await Promise.all(scripts)).some((s) => s.includes(articleText))).toBe(false);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blogs" }).click();
    await expect(page.getByRole("list", { name: "Articles" })).toBeVisible();
    await settle(page, { timers: 2_000 });
    expect((await Promise.all(scripts)).some((s) => s.includes(articleText))).toBe(true);
  });

  for (const url of ["/blog", "/blogs", "/blogs/case-study-90-days", "/blog/no-such-article"]) {
    test(`${url} has no serious accessibility violation, light and dark, wide and narrow`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await useTheme(page, "dark");
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(page);
    });
  }
});
