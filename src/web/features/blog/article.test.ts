import { describe, expect, it } from "vitest";
import { formatArticleDate, parseArticle } from "./article.js";

const images = (name: string) => (name === "cover.svg" ? "/assets/cover-abc.svg" : undefined);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function doc(front: string, body = words(650)) {
  return `---\n${front}\n---\n\n${body}`;
}

const FULL = [
  'title: "Micro wins"',
  "slug: micro-wins",
  "author: Sofia Alvarez",
  "date: 2025-02-19",
  "excerpt: Small steps.",
  "tags: [motivation, habits]",
  "image: cover.svg",
].join("\n");

describe("parseArticle", () => {
  it("reads the front matter, resolves the image and computes the reading time", () => {
    const a = parseArticle(doc(FULL), "micro-wins.md", images);
    expect(a).toMatchObject({
      slug: "micro-wins",
      title: "Micro wins",
      author: "Sofia Alvarez",
      date: "2025-02-19",
      excerpt: "Small steps.",
      tags: ["motivation", "habits"],
      image: "/assets/cover-abc.svg",
      wordCount: 650,
      minutesRead: 4,
    });
    expect(a.body.startsWith("word0 ")).toBe(true);
  });

  it("allows an article without an image and keeps the 3-minute minimum for short ones", () => {
    const a = parseArticle(doc(FULL.replace("image: cover.svg", ""), "Short."), "micro-wins.md", images);
    expect(a.image).toBeNull();
    expect(a.minutesRead).toBe(3);
  });

  it.each([
    ["a missing author", FULL.replace("author: Sofia Alvarez\n", ""), /author/],
    ["an empty title", FULL.replace('title: "Micro wins"', 'title: ""'), /title/],
    ["a bad date", FULL.replace("2025-02-19", "19/02/2025"), /date must be YYYY-MM-DD/],
    ["a bad slug", FULL.replace("slug: micro-wins", "slug: Micro Wins"), /slug must be lower-case/],
    ["tags that are not a list", FULL.replace("tags: [motivation, habits]", "tags: motivation"), /tags/],
    ["an unknown image", FULL.replace("cover.svg", "nope.png"), /unknown image "nope.png"/],
  ])("rejects %s, naming the file", (_name, front, message) => {
    expect(() => parseArticle(doc(front), "micro-wins.md", images)).toThrow(/micro-wins\.md/);
    expect(() => parseArticle(doc(front), "micro-wins.md", images)).toThrow(message);
  });
});

describe("formatArticleDate", () => {
  it("writes the day as published, in any time zone", () => {
    expect(formatArticleDate("2025-01-08")).toBe("January 8, 2025");
    expect(formatArticleDate("2024-12-31")).toBe("December 31, 2024");
  });
});
