/**
 * Public-link slugs (spec §4): /{username}/{slug}. Latin text follows the spec's rules
 * (lowercase a–z, 0–9 and single hyphens, accents folded); letters and digits of every other
 * script are kept as they are, so "日本語の目標" gives a working link (decision 018).
 */
import { SLUG_MAX_LENGTH } from "./constants.js";

// Quotes vanish rather than becoming hyphens, so "Don't stop" gives "dont-stop".
const QUOTES = /['"\u2019\u2018\u201C\u201D`]/g;
// A letter or digit of a script other than Latin, with the marks that belong to it
// (Devanagari vowel signs, Arabic harakat, Japanese dakuten after NFKD). Every other mark is
// an accent and folds away ("é" → "e"), as the spec's Latin rules have it.
const FOREIGN_CHAR = "(?![\\p{Script=Latin}0-9])[\\p{L}\\p{N}]\\p{M}*";
const FOREIGN_OR_MARKS = new RegExp(`(${FOREIGN_CHAR})|\\p{M}+`, "gu");
// Latin letters that NFKD does not decompose but users expect to read through.
const EXTRA_FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const EXTRA_FOLD_CHARS = new RegExp(`[${Object.keys(EXTRA_FOLDS).join("")}]`, "g");
/** One character a slug may hold: a–z, 0–9, or a letter or digit of another script with its marks. */
const SLUG_CHAR = new RegExp(`[a-z0-9]|${FOREIGN_CHAR}`, "gu");

/**
 * Lowercase, fold accents of Latin letters ("Café" → "cafe"), remove quotes, turn every run
 * of other characters into one hyphen (other Latin letters such as "ŋ" too, as before), trim
 * hyphens, and cut to SLUG_MAX_LENGTH code points without leaving a hyphen at the end and
 * never between a letter and its marks. Letters of other scripts stay, composed (NFC).
 * May return "" (e.g. for "!!!" or only emoji); callers treat that as no slug.
 * Idempotent: a slug passes through unchanged.
 */
export function slugify(input: string): string {
  const folded = input
    .toLowerCase() // before NFKD: lowercasing "İ" yields a combining dot that NFKD + strip then removes
    .normalize("NFKD")
    .replace(FOREIGN_OR_MARKS, (_all, kept: string | undefined) => kept ?? "")
    .replace(EXTRA_FOLD_CHARS, (c) => EXTRA_FOLDS[c] ?? c)
    .replace(QUOTES, "")
    .normalize("NFC"); // recomposes Hangul syllables and kana that NFKD took apart
  let slug = "";
  let size = 0;
  let lastEnd = 0;
  for (const m of folded.matchAll(SLUG_CHAR)) {
    // NFKD can leave a capital of another script ("ℿ" → "Π"): lowercase it so a slug is stable.
    const char = m[0].toLowerCase();
    const sep = slug && m.index !== lastEnd ? "-" : "";
    const grow = sep.length + [...char].length;
    if (size + grow > SLUG_MAX_LENGTH) break;
    slug += sep + char;
    size += grow;
    lastEnd = m.index + m[0].length;
  }
  return slug;
}

/** Why an input gives no slug, for the person who typed it; undefined when it gives one. */
export function slugProblem(input: string): string | undefined {
  if (slugify(input)) return undefined;
  if (!input.trim()) return "Please enter a custom URL";
  return "A custom URL needs at least one letter or digit";
}

/**
 * How a slug from an address is looked up: slugs are stored lowercase and composed (NFC), and
 * an address may carry the same letters decomposed (typed on some systems) or in capitals.
 */
export function slugLookupKey(fromUrl: string): string {
  return fromUrl.normalize("NFC").toLowerCase();
}
