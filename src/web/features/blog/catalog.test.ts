import { describe, expect, it } from "vitest";
import { type Article } from "./article.js";
import {
  SECTION_SLUGS,
  allArticles,
  articlePath,
  articlesIn,
  findArticle,
  otherSectionOf,
  relatedArticles,
  sectionOfPath,
} from "./catalog.js";
import { countWords } from "./reading-time.js";

const SITE_PATHS = new Set(["/templates", "/explore", "/signup", "/how", "/privacy"]);

function internalLinks(article: Article): string[] {
  return [...article.body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] as string);
}

describe("blog catalog", () => {
  it("has the 3 articles of /blog and the 7 of /blogs, in the spec's order", () => {
    expect(articlesIn("blog").map((a) => a.slug)).toEqual([
      "goal-setting-blueprint",
      "habit-momentum-over-streaks",
      "public-accountability-guide",
    ]);
    expect(articlesIn("blogs").map((a) => a.slug)).toEqual([
      "achievable-goals",
      "daily-habits",
      "tracking-progress",
      "micro-wins",
      "building-streaks",
      "sharing-goals",
      "case-study-90-days",
    ]);
    // No article file outside the two lists.
    expect(allArticles()).toHaveLength(10);
  });

  it.each(allArticles().map((a) => [a.slug, a] as const))("%s has a body of at least 600 words", (_slug, article) => {
    expect(countWords(article.body)).toBeGreaterThanOrEqual(600);
    expect(article.wordCount).toBe(countWords(article.body));
    expect(article.minutesRead).toBeGreaterThanOrEqual(3);
    expect(article.minutesRead).toBe(Math.ceil(article.wordCount / 200));
  });

  it.each(allArticles().map((a) => [a.slug, a] as const))("%s has full metadata and a cover image", (_slug, a) => {
    expect(a.title.length).toBeGreaterThan(10);
    expect(a.author).toMatch(/\S+ \S+/);
    expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.excerpt.length).toBeGreaterThan(40);
    expect(a.tags.length).toBeGreaterThan(0);
    expect(a.image).toMatch(/\.svg(\?|$)/);
  });

  it.each(allArticles().map((a) => [a.slug, a] as const))("%s cross-links to other articles, and every link leads somewhere", (slug, a) => {
    const links = internalLinks(a);
    const articleLinks = links.filter((l) => /^\/blogs?\//.test(l));
    expect(articleLinks.filter((l) => !l.endsWith(`/${slug}`)).length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const m = /^\/(blogs?)\/([^/]+)$/.exec(link);
      if (m) expect(findArticle(m[1] as "blog" | "blogs", m[2]), link).toBeDefined();
      else expect(SITE_PATHS.has(link), link).toBe(true);
    }
  });

  it("tracking-progress carries the spec's advice", () => {
    const body = findArticle("blogs", "tracking-progress")?.body ?? "";
    for (const phrase of [
      "one or two",
      "under 30 seconds",
      "10 minutes once a week",
      "Completion rate",
      "Average daily percent",
      "Longest streak",
      "Rolling averages",
      "Below 40%: shrink the micro-action",
      "40–80%: iterate on cues",
      "Above 80% with lagging outcomes: raise intensity or change the measure",
    ]) {
      expect(body).toContain(phrase);
    }
  });

  it("covers micro wins, a flex action and a recovery ritual, safe sharing and a 90-day case study", () => {
    expect(findArticle("blogs", "micro-wins")?.body).toMatch(/micro win/i);
    const streaks = findArticle("blogs", "building-streaks")?.body ?? "";
    expect(streaks).toMatch(/low-bar flex action/);
    expect(streaks).toMatch(/recovery ritual/);
    expect(findArticle("blogs", "sharing-goals")?.body).toMatch(/private by default/i);
    expect(findArticle("blogs", "case-study-90-days")?.body).toMatch(/90 days/);
  });

  it("finds an article only in its own list", () => {
    expect(findArticle("blog", "goal-setting-blueprint")?.title).toMatch(/blueprint/);
    expect(findArticle("blogs", "goal-setting-blueprint")).toBeUndefined();
    expect(findArticle("blog", "micro-wins")).toBeUndefined();
    expect(findArticle("blogs", "nope")).toBeUndefined();
    expect(findArticle("blogs", undefined)).toBeUndefined();
    expect(otherSectionOf("blog", "micro-wins")).toBe("blogs");
    expect(otherSectionOf("blogs", "goal-setting-blueprint")).toBe("blog");
    expect(otherSectionOf("blog", "nope")).toBeUndefined();
  });

  it("tells the list from the path", () => {
    expect(sectionOfPath("/blog")).toBe("blog");
    expect(sectionOfPath("/blog/micro-wins")).toBe("blog");
    expect(sectionOfPath("/blogs")).toBe("blogs");
    expect(sectionOfPath("/blogs/micro-wins")).toBe("blogs");
    expect(articlePath("blogs", "micro-wins")).toBe("/blogs/micro-wins");
  });

  it("suggests related articles of the same list, most shared tags first", () => {
    const streaks = findArticle("blogs", "building-streaks") as Article;
    const related = relatedArticles("blogs", streaks);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain("building-streaks");
    expect(related.every((a) => SECTION_SLUGS.blogs.includes(a.slug))).toBe(true);
    // daily-habits and micro-wins share the habits tag; they come before articles sharing none.
    expect(
      related
        .slice(0, 2)
        .map((a) => a.slug)
        .sort(),
    ).toEqual(["daily-habits", "micro-wins"]);
    expect(relatedArticles("blog", findArticle("blog", "goal-setting-blueprint") as Article)).toHaveLength(2);
  });
});
