/**
 * The blog articles' head texts, taken from their Markdown at build time (core/route-heads.ts):
 * the web build writes them beside its manifest, where the server reads them, so a title or an
 * excerpt is written once, in the article's front matter.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ARTICLE_HEADS_FILE, type ArticleHeads, articleHeadsOf } from "../src/core/route-heads.js";

const CONTENT_DIR = new URL("../src/web/content/blog/", import.meta.url);

/** Every article's head text, from the Markdown files. */
export function readArticleHeads(): ArticleHeads {
  const files = fs
    .readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith(".md"))
    .sort();
  return articleHeadsOf(files.map((f) => fs.readFileSync(new URL(f, CONTENT_DIR), "utf8")));
}

/** Writes ARTICLE_HEADS_FILE into the build. */
export function articleHeadsPlugin(): Plugin {
  return {
    name: "article-heads",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: ARTICLE_HEADS_FILE, source: JSON.stringify(readArticleHeads()) });
    },
  };
}

/** Writes into `webDir` what the build writes there (a test's stand-in for the built app). */
export function writeArticleHeads(webDir: string): void {
  const file = path.join(webDir, ARTICLE_HEADS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(readArticleHeads()));
}
