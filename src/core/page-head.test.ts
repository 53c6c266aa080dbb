import { describe, expect, it } from "vitest";
import { BLOG_SECTION_SLUGS } from "./app-routes.js";
import { shortenForHead } from "./head-text.js";
import { STATIC_PAGE_HEADS } from "./page-head.js";
import { publicGoalHead, publicGoalImageVersion } from "./public-goal-head.js";
import { articleHeadsOf, pageHeadForPath } from "./route-heads.js";

const goal = {
  username: "ann",
  slug: "日本語の目標",
  title: "日本語の目標",
  description: "",
  motivation: "",
  timeframe: "weekly",
  progress: 40,
  updated_at: "2026-03-01T10:00:00.000Z",
};

const articles = Object.fromEntries(
  Object.values(BLOG_SECTION_SLUGS)
    .flat()
    .map((slug) => [slug, { title: `Title of ${slug}`, excerpt: `Excerpt of ${slug}` }]),
);

describe("page heads", () => {
  it("gives each fixed public page and article its head, and nothing to other pages", () => {
    for (const path of Object.keys(STATIC_PAGE_HEADS)) expect(pageHeadForPath(path, articles)?.path).toBe(path);
    expect(pageHeadForPath("/Explore/", articles)?.path).toBe("/explore");
    for (const [section, slugs] of Object.entries(BLOG_SECTION_SLUGS)) {
      for (const slug of slugs)
        expect(pageHeadForPath(`/${section}/${slug}`, articles)).toEqual({
          title: `Title of ${slug} — ProgressVault`,
          shareTitle: `Title of ${slug} — ProgressVault`,
          description: `Excerpt of ${slug}`,
          path: `/${section}/${slug}`,
          type: "article",
        });
    }
    for (const path of ["/dashboard", "/login", "/blog/daily-habits", "/blog/nope", "/ann/run", "/nope", "/blogs/constructor"]) {
      expect(pageHeadForPath(path, articles), path).toBeUndefined();
    }
    // An article the build wrote no head for is sent without one.
    expect(pageHeadForPath("/blogs/daily-habits", {})).toBeUndefined();
  });

  it("reads an article's head text from its Markdown front matter", () => {
    const source = [
      "---",
      'title: "Micro wins: small"',
      "slug: micro-wins",
      "excerpt: 'It''s small.'",
      "tags: [a]",
      "---",
      "",
      "Body.",
    ].join("\n");
    expect(articleHeadsOf([source])).toEqual({ "micro-wins": { title: "Micro wins: small", excerpt: "It's small." } });
    expect(() => articleHeadsOf(["---\ntitle: No slug\n---\n"])).toThrow(/slug, title or excerpt/);
  });

  it("heads a public goal with its title, owner, encoded path and versioned picture", () => {
    const head = publicGoalHead(goal);
    expect(head.title).toBe("日本語の目標 · @ann on ProgressVault");
    expect(head.shareTitle).toBe("日本語の目標");
    expect(head.description).toBe("A public weekly goal by @ann on ProgressVault.");
    expect(head.path).toBe(`/ann/${encodeURIComponent("日本語の目標")}`);
    expect(head.imagePath).toBe(`/api/goals/public/ann/${encodeURIComponent("日本語の目標")}/og.png?v=${publicGoalImageVersion(goal)}`);
  });

  it("changes the picture's version with a check-in or an edit", () => {
    const v = publicGoalImageVersion(goal);
    expect(publicGoalImageVersion({ ...goal, progress: 41 })).not.toBe(v);
    expect(publicGoalImageVersion({ ...goal, updated_at: "2026-03-01T10:00:01.000Z" })).not.toBe(v);
    expect(v).toMatch(/\.2$/); // the drawing revision: CJK glyphs (decision 019)
  });

  it("shortens on code points, never splitting a surrogate pair", () => {
    expect(shortenForHead("  a \n b  ", 10)).toBe("a b");
    const cut = shortenForHead("𠀀".repeat(10), 5);
    expect(cut).toBe(`${"𠀀".repeat(4)}…`);
  });
});
