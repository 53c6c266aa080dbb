/**
 * The shape of a page's head and how its text is shortened (issue 15 item 12), apart from the
 * heads themselves so that each page's bundle carries only its own texts (page-head.ts for the
 * fixed pages, public-goal-head.ts for a public goal).
 */

export interface PageHead {
  /** The document's <title>. */
  title: string;
  /** og:title and twitter:title: the headline of a link preview. */
  shareTitle: string;
  description: string;
  /** The canonical path, percent-encoded; absolute links put the site's origin before it. */
  path: string;
  type: "website" | "article";
  /** Path of a 1200×630 PNG for og:image and twitter:image; without one, a small summary card. */
  imagePath?: string;
}

/** Longest description a head carries; previews cut longer ones anyway. */
export const HEAD_DESCRIPTION_MAX = 200;
/** Longest goal title a head carries. */
export const HEAD_TITLE_MAX = 120;

/** Collapses white space and cuts to `max` characters with an ellipsis. */
export function shortenForHead(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  // Cut on a code point, never inside a surrogate pair (titles may be in any script).
  return `${[...flat]
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}
