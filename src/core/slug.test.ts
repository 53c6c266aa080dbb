import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "./constants.js";
import { slugProblem, slugify } from "./slug.js";

/** The Latin-only slugify this module had before decision 018, kept as the reference for Latin text. */
function latinOnlySlugify(input: string): string {
  const folds: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };
  return input
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (c) => folds[c] ?? c)
    .replace(/['"\u2019\u2018\u201C\u201D`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** Whether the text holds a letter or digit of a script other than Latin (after NFKD, as slugify reads it). */
const hasForeignLetters = (text: string) => /(?![\p{Script=Latin}0-9])[\p{L}\p{N}]/u.test(text.toLowerCase().normalize("NFKD"));

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
    expect(slugify("📚🏃‍♀️ ✨")).toBe("");
  });

  it("keeps letters and digits of other scripts (decision 018)", () => {
    expect(slugify("学习中文")).toBe("学习中文");
    expect(slugify("日本語の目標")).toBe("日本語の目標");
    expect(slugify("العربية")).toBe("العربية");
    expect(slugify("Бег 5 км!")).toBe("бег-5-км");
    expect(slugify("Ελληνικά ΣΟΦΙΑ")).toBe("ελληνικά-σοφια");
    expect(slugify("한국어 목표")).toBe("한국어-목표"); // Hangul syllables come back composed after NFKD
    expect(slugify("हिन्दी लक्ष्य")).toBe("हिन्दी-लक्ष्य"); // vowel signs and viramas stay on their letters
    expect(slugify("ガンバる")).toBe("ガンバる"); // dakuten recomposed, not stripped to カ
    expect(slugify("ｶﾞﾝﾊﾞﾙ")).toBe("ガンバル"); // half-width kana read as full-width
    expect(slugify("Learn 日本語 in 2026")).toBe("learn-日本語-in-2026");
    expect(slugify("Café 東京")).toBe("cafe-東京");
  });

  it("cuts other scripts at 80 code points without splitting a letter from its marks", () => {
    expect(slugify("目".repeat(100))).toBe("目".repeat(80));
    expect([...slugify("𠀀".repeat(100))]).toHaveLength(80); // astral-plane letters are never cut in half
    const hindi = slugify("कि".repeat(50)); // each "कि" is a letter and a vowel sign
    expect(hindi).toBe("कि".repeat(40));
  });

  it("says why an input cannot make a slug", () => {
    expect(slugProblem("日本語の目標")).toBeUndefined();
    expect(slugProblem("run")).toBeUndefined();
    expect(slugProblem("   ")).toBe("Please enter a custom URL");
    expect(slugProblem("!!! 🎉")).toBe("A custom URL needs at least one letter or digit");
  });

  it("gives the Latin-only rules' slug for every text without other scripts", () => {
    const latin = fc.oneof(
      fc.string({ unit: "grapheme-ascii", maxLength: 200 }),
      fc.string({
        unit: fc.constantFrom("a", "Z", "9", " ", "-", "'", "’", "é", "ß", "!", "_", "İ", "ŋ", "ℌ", "\u0301", "①", "½", "ﬁ", "📚"),
        maxLength: 200,
      }),
      fc.string({ unit: "grapheme", maxLength: 100 }).filter((t) => !hasForeignLetters(t)),
    );
    fc.assert(
      fc.property(latin, (input) => {
        expect(slugify(input)).toBe(latinOnlySlugify(input));
      }),
      { numRuns: 500 },
    );
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
      fc.string({ unit: fc.constantFrom("日", "の", "ガ", "ｶﾞ", "ع", "َ", "क", "ि", "한", "ℿ", "Σ", "𠀀", " ", "-", "a"), maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, (input) => {
        const slug = slugify(input);
        expect(slugify(slug)).toBe(slug);
        expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slug.normalize("NFC")).toBe(slug);
        // a–z, 0–9 and letters of other scripts (with their marks), single hyphens between them
        const unit = "(?:[a-z0-9]|(?![\\p{Script=Latin}0-9])[\\p{Ll}\\p{Lo}\\p{Lm}\\p{N}]\\p{M}*)";
        expect(slug).toMatch(new RegExp(`^(?:${unit}+(?:-${unit}+)*)?$`, "u"));
      }),
    );
  });
});
