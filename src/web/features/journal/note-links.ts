/**
 * Splits a note into plain text and web links, so a note renders as text with clickable
 * http(s) URLs and nothing in it is ever read as HTML.
 */
import { isValidProofUrl } from "../../../core/journal.js";

export type NotePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the URL ("see https://x.io."). */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Drops trailing punctuation, keeping a closing bracket the URL itself opened (Wikipedia style). */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const m = TRAILING.exec(url);
    if (!m) return url;
    const last = url.slice(-1);
    const opener = { ")": "(", "]": "[", "}": "{" }[last];
    if (opener && count(url, opener) >= count(url, last)) return url;
    url = url.slice(0, -1);
  }
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

export function splitNoteLinks(note: string): NotePart[] {
  const parts: NotePart[] = [];
  let text = "";
  let at = 0;
  for (const match of note.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    if (!isValidProofUrl(url)) continue;
    text += note.slice(at, match.index);
    if (text) parts.push({ kind: "text", text });
    text = "";
    parts.push({ kind: "link", text: url, href: url });
    at = match.index + url.length;
  }
  text += note.slice(at);
  if (text) parts.push({ kind: "text", text });
  return parts;
}
