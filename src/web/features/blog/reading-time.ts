/** Estimated reading time of an article (public §2 Blogs, §9: at least 3 minutes). */

export const WORDS_PER_MINUTE = 200;
export const MIN_READ_MINUTES = 3;

// A word is a run of letters or digits, optionally joined by an apostrophe, hyphen or dot
// ("don't", "check-in", "1.5"). Markdown punctuation (#, *, |, -, >) is not a word.
const WORD = /[\p{L}\p{N}]+(?:['’.\-–][\p{L}\p{N}]+)*/gu;

/** Words a reader reads in a Markdown text: link targets and markup are not counted. */
export function countWords(markdown: string): number {
  const readable = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // [text](url) → text
    .replace(/<[^>]+>/g, " ");
  return readable.match(WORD)?.length ?? 0;
}

/** Whole minutes at ~200 words a minute, rounded up, never below the minimum. */
export function minutesRead(wordCount: number): number {
  const minutes = Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE);
  return Math.max(MIN_READ_MINUTES, minutes);
}
