import { describe, expect, it } from "vitest";
import { isSafeHref, renderMarkdown } from "./render-markdown.js";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis, tables and links", () => {
    const html = renderMarkdown(
      "## Title\n\n- **one**\n- *two*\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\nSee [tracking](/blogs/tracking-progress).",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li><strong>one</strong></li>");
    expect(html).toContain("<em>two</em>");
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="/blogs/tracking-progress">tracking</a>');
  });

  it("shows raw HTML as text instead of passing it through", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> there');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps the text of links with an unsafe scheme but drops the link", () => {
    const html = renderMarkdown("[click me](javascript:alert(1)) and [mail](mailto:a@b.example)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click me");
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  });

  it("accepts only site paths, anchors, http(s) and mailto addresses", () => {
    expect(["/blog/x", "#part", "https://example.org", "mailto:x@y.example"].every(isSafeHref)).toBe(true);
    expect(["javascript:alert(1)", "data:text/html,x", "//evil.example", "vbscript:x"].some(isSafeHref)).toBe(false);
  });
});
