/**
 * The CSP's allowance for index.html's own inline scripts. The policy stays `script-src 'self'`
 * (no 'unsafe-inline'); each inline script of the built index.html is allowed by the hash of its
 * exact text, computed here from the file the server sends, so an edit or a rebuild can never
 * leave a stale hash behind. Today: the saved theme, applied before the first paint (the early
 * goals request of decision 011 was retired by decision 022).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` CSP sources, one per inline (src-less) script of `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** The hashes for the SPA in `webDir`; none without a built index.html (an API-only server). */
export function webInlineScriptHashes(webDir: string | undefined): string[] {
  if (!webDir) return [];
  try {
    return inlineScriptHashes(fs.readFileSync(path.join(webDir, "index.html"), "utf8"));
  } catch {
    return [];
  }
}
