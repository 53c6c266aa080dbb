/**
 * The contact address shown on the landing page. A page may carry it in
 * <meta name="pv-contact">; otherwise it comes from the server's CONTACT_EMAIL (GET /api/site,
 * shared with the privacy page), and "hello@progressvault.example" until that answers.
 */
export { DEFAULT_CONTACT_EMAIL } from "../../lib/site.js";

export function contactEmailFromMeta(doc: Document = document): string | null {
  return doc.querySelector('meta[name="pv-contact"]')?.getAttribute("content")?.trim() || null;
}
