import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "./constants.js";
import { slugify } from "./slug.js";

describe("slugify", () => {
  it("lowercases and hyphenates runs of other characters", () => {
    expect(slugify("Run a Marathon!")).toBe("run-a-marathon");
    expect(slugify("  --Hello   World--  ")).toBe("hello-world");
    expect(slugify("Save $5,000 in 2026")).toBe("save-5-000-in-2026");
    expect(slugify("Read 📚 books")).toBe("read-books");
  });

  it("removes quotes instead of hyphenating them", () => {
    expect(slugify("Don't stop")).toBe("dont-stop");
    expect(slugify("Don’t stop “believing”")).toBe("dont-stop-believing");
    expect(slugify(`"Learn" the \`ls\` ‘command’`)).toBe("learn-the-ls-command");
  });

  it("folds accents and a few non-decomposing letters", () => {
    expect(slugify("Café crème")).toBe("cafe-creme");
    expect(slugify("Straße nach Zürich")).toBe("strasse-nach-zurich");
    expect(slugify("İstanbul Ærø Łódź")).toBe("istanbul-aero-lodz");
    expect(slugify("ＡＢＣ１２３")).toBe("abc123"); // full-width forms
  });

  it("returns empty for input without letters or digits", () => {
    expect(slugify("")).toBe("");
    expect(slugify("!!! ---")).toBe("");
    expect(slugify("学习中文")).toBe("");
  });

  it("cuts to 80 characters without a trailing hyphen", () => {
    expect(slugify("a".repeat(100))).toBe("a".repeat(80));
    expect(slugify(`${"a".repeat(79)} bcd`)).toBe("a".repeat(79));
    expect(slugify(`${"a".repeat(80)} bcd`)).toBe("a".repeat(80));
    expect(slugify("abc ".repeat(30))).toBe("abc-".repeat(20).slice(0, 79)); // the cut lands on a hyphen
  });

  it("is idempotent and always yields a clean slug", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 200 }),
      fc.string({ unit: fc.constantFrom("a", "Z", "9", " ", "-", "'", "’", "é", "ß", "!", "_", "İ"), maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, (input) => {
        const slug = slugify(input);
        expect(slugify(slug)).toBe(slug);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/); // only [a-z0-9-], no edge or double hyphens
      }),
    );
  });
});
