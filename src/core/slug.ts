/** Public-link slugs (spec §4): /{username}/{slug}. */
import { SLUG_MAX_LENGTH } from "./constants.js";

// Quotes vanish rather than becoming hyphens, so "Don't stop" gives "dont-stop".
const QUOTES = /['"\u2019\u2018\u201C\u201D`]/g;
const COMBINING_MARKS = /\p{M}/gu;
// Latin letters that NFKD does not decompose but users expect to read through.
const EXTRA_FOLDS: Record<string, string> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i",
};
const EXTRA_FOLD_CHARS = new RegExp(`[${Object.keys(EXTRA_FOLDS).join("")}]`, "g");

/**
 * Lowercase, fold accents ("Café" → "cafe"), remove quotes, turn every run of other
 * characters into one hyphen, trim hyphens, and cut to SLUG_MAX_LENGTH without leaving
 * a hyphen at the end. May return "" (e.g. for "!!!"); callers treat that as no slug.
 * Idempotent: a slug passes through unchanged.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase() // before NFKD: lowercasing "İ" yields a combining dot that NFKD + strip then removes
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .replace(EXTRA_FOLD_CHARS, (c) => EXTRA_FOLDS[c] ?? c)
    .replace(QUOTES, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}
