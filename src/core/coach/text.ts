/** Small text helpers of the coach: normalising input and shaping output. */

/** Lower case, straight quotes, single spaces: what intent and draft parsing read. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Cuts at a word boundary so the result plus "…" fits in max characters. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const cut = room.lastIndexOf(" ");
  const base = (cut > max * 0.6 ? room.slice(0, cut) : room).replace(/[\s,.;:–-]+$/, "");
  return `${base}…`;
}

/** Ends with one sentence mark. */
export function sentence(text: string): string {
  const t = text.trim().replace(/[\s,;:–-]+$/, "");
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** "1 day" / "3 days". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** A bullet list: one "- " line per item, at most `max` items. */
export function bullets(items: readonly string[], max: number): string {
  return items
    .filter((i) => i.trim() !== "")
    .slice(0, max)
    .map((i) => `- ${i}`)
    .join("\n");
}

/** A numbered list, at most `max` steps. */
export function steps(items: readonly string[], max: number): string {
  return items
    .slice(0, max)
    .map((i, n) => `${n + 1}. ${i}`)
    .join("\n");
}

/** Words that carry no meaning for matching goals and templates. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but to of in on at for with by from my me i i'm im you your our we it its is are be " +
    "am was were do does did this that these those so as into about over under up down out than then " +
    "goal goals help please want would like need some any more most very just can could should will " +
    "get got make have has had how what when where which who why per each every time times"
  ).split(" "),
);

/** Words too common in goal titles to tell goals or templates apart by. */
export const GENERIC_WORDS = new Set(
  (
    "day daily week weekly month monthly year yearly minute hour km mile more less new better every morning night " +
    "evening first one two three four five ten twenty hundred habit thing stuff progress today tomorrow"
  ).split(" "),
);

/** Keywords that tell one goal or template from another: no cadence, counts or numbers. */
export function distinctiveKeywords(text: string): string[] {
  return keywords(text).filter((w) => !GENERIC_WORDS.has(w) && !/^\d/.test(w));
}

/** Meaningful lower-case words, lightly stemmed (running → run, pages → page); "5k" reads "5 km". */
export function keywords(text: string): string[] {
  return normalise(text)
    .replace(/\b(\d+)\s?k\b/g, "$1 km")
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function undouble(w: string): string {
  return /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}
