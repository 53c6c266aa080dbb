import { describe, expect, it } from "vitest";
import { FrontMatterError, parseFrontMatter } from "./front-matter.js";

describe("parseFrontMatter", () => {
  it("reads scalars, quoted values and an inline list, and returns the body after the fence", () => {
    const doc = [
      "---",
      'title: "Tracking progress: what to measure"',
      "slug: tracking-progress",
      "author: Marcus Lee",
      "date: 2025-02-05",
      "excerpt: 'It''s about signal, not noise.'",
      'tags: [tracking, "reviews, weekly", analytics]',
      "image: tracking.svg",
      "---",
      "",
      "## First heading",
      "Body text.",
    ].join("\n");
    const { attributes, body } = parseFrontMatter(doc);
    expect(attributes).toEqual({
      title: "Tracking progress: what to measure",
      slug: "tracking-progress",
      author: "Marcus Lee",
      date: "2025-02-05",
      excerpt: "It's about signal, not noise.",
      tags: ["tracking", "reviews, weekly", "analytics"],
      image: "tracking.svg",
    });
    expect(body).toBe("## First heading\nBody text.");
  });

  it("reads block lists, skips comments and blank lines, and keeps # inside bare values", () => {
    const doc = '---\n# a comment\ntitle: Week #3 review\n\ntags:\n  - habits\n  - "streaks"\n- recovery\n---\nBody';
    expect(parseFrontMatter(doc).attributes).toEqual({ title: "Week #3 review", tags: ["habits", "streaks", "recovery"] });
  });

  it("treats a key with nothing after it and no items as an empty value, and [] as an empty list", () => {
    const { attributes } = parseFrontMatter("---\nimage:\ntags: []\n---\n");
    expect(attributes).toEqual({ image: "", tags: [] });
  });

  it("handles escapes in double quotes, CRLF line endings and a byte-order mark", () => {
    const doc = '\uFEFF---\r\ntitle: "Say \\"hi\\" \\\\ bye"\r\n---\r\nLine one\r\nLine two';
    const { attributes, body } = parseFrontMatter(doc);
    expect(attributes.title).toBe('Say "hi" \\ bye');
    expect(body).toBe("Line one\nLine two");
  });

  it("keeps a colon inside a value and a --- inside the body", () => {
    const { attributes, body } = parseFrontMatter("---\ntitle: Ratio: 3:1\n---\nabove\n---\nbelow");
    expect(attributes.title).toBe("Ratio: 3:1");
    expect(body).toBe("above\n---\nbelow");
  });

  it("returns the whole text as body when there is no front matter", () => {
    expect(parseFrontMatter("# Just Markdown\n---\ntext")).toEqual({ attributes: {}, body: "# Just Markdown\n---\ntext" });
    expect(parseFrontMatter("")).toEqual({ attributes: {}, body: "" });
  });

  it.each([
    ["a missing closing fence", "---\ntitle: x\nbody", /closing --- is missing/],
    ["a line that is not key: value", "---\ntitle: x\njust words\n---\n", /line 3: expected `key: value`/],
    ["an indented key", "---\ntitle: x\n  nested: y\n---\n", /line 3/],
    ["a duplicate key", "---\ntitle: x\ntitle: y\n---\n", /"title" is given twice/],
    ["a list item after a scalar", "---\ntitle: x\n- item\n---\n", /list item must follow/],
    ["an unclosed double quote", '---\ntitle: "x\n---\n', /unclosed double quote/],
    ["an unclosed single quote", "---\ntitle: 'x\n---\n", /unclosed single quote/],
    ["an unclosed inline list", "---\ntags: [a, b\n---\n", /unclosed \[ list/],
    ["an empty inline list item", "---\ntags: [a, , b]\n---\n", /empty list item/],
    ["an unclosed quote in a list", '---\ntags: [a, "b]\n---\n', /unclosed quote in list/],
  ])("rejects %s with the line number", (_name, doc, message) => {
    expect(() => parseFrontMatter(doc)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(doc)).toThrow(message);
  });
});
