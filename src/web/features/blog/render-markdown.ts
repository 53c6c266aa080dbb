/**
 * Markdown → HTML for our own articles. The content is ours, but the renderer still refuses
 * raw HTML (it is shown as text) and links with any scheme other than http(s) or mailto, so a
 * stray tag in an article can never become markup or script.
 */
import { Marked } from "marked";

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

export function isSafeHref(href: string): boolean {
  return /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href.trim());
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, tokens }) {
      // false hands a safe link back to marked's own renderer.
      return isSafeHref(href) ? false : this.parser.parseInline(tokens);
    },
    image({ text }) {
      // Articles carry their picture in front matter; inline images are not part of the format.
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
