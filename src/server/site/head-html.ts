/**
 * Writes a page's head (core/page-head.ts) into the app's index.html, for clients that run no
 * JavaScript: link-preview crawlers read the title, description, og:*, twitter:* and the
 * canonical link from the HTML itself (issue 15 item 12). Every value is escaped: goal titles
 * are user text. Absolute links start with the site's origin (site/origin.ts, PUBLIC_URL).
 */
import { PRODUCT_NAME } from "../../core/constants.js";
import type { PageHead } from "../../core/head-text.js";

/** Size of the preview pictures the server draws (public-goal-image.ts). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>/i;

/**
 * index.html with the head's <title> and description replaced and the share tags and
 * canonical link added at the end of <head>.
 */
export function injectHead(html: string, head: PageHead, origin: string): string {
  const e = escapeHtml;
  const url = e(`${origin}${head.path}`);
  const shareTitle = e(head.shareTitle);
  const description = e(head.description);
  const image = head.imagePath ? e(`${origin}${head.imagePath}`) : undefined;
  const tags = [
    `<meta property="og:title" content="${shareTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:site_name" content="${e(PRODUCT_NAME)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${image}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${PREVIEW_IMAGE_SIZE.width}" />`,
          `<meta property="og:image:height" content="${PREVIEW_IMAGE_SIZE.height}" />`,
          `<meta property="og:image:alt" content="${shareTitle}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${shareTitle}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${image}" />`] : []),
    `<link rel="canonical" href="${url}" />`,
  ].join("\n    ");
  // Replacer functions, so a "$&" in user text is never read as a replacement pattern.
  const title = e(head.title);
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  out = DESCRIPTION_TAG.test(out)
    ? out.replace(DESCRIPTION_TAG, () => descriptionTag)
    : out.replace(/<\/head>/i, () => `${descriptionTag}\n  </head>`);
  return out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
