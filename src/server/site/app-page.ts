/**
 * The app's page (index.html) for an address the browser router shows: with that page's
 * head written in (core/page-head.ts) for the public pages a link preview reads, plain for
 * the others, and 404 for an address the app has no page for (issue 15 items 12, 13).
 */
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isStaticAppPage } from "../../core/app-routes.js";
import { ARTICLE_HEADS_FILE, type ArticleHeads, pageHeadForPath } from "../../core/route-heads.js";
import type { Config } from "../config.js";
import { sendIndex } from "../http/static.js";
import { siteOrigin } from "./origin.js";
import { injectHead } from "./head-html.js";

export type AppPageSender = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * The articles' head texts the web build took from their Markdown; none when the build has not
 * written them (the articles are then sent with the plain page, like the signed-in pages).
 */
function readArticleHeads(webDir: string): ArticleHeads {
  try {
    return JSON.parse(readFileSync(path.join(webDir, ARTICLE_HEADS_FILE), "utf8")) as ArticleHeads;
  } catch {
    return {};
  }
}

export function appPageSender(config: Pick<Config, "publicUrl">, webDir: string): AppPageSender {
  const indexFile = path.join(webDir, "index.html");
  const articles = readArticleHeads(webDir);
  return async (req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (!isStaticAppPage(pathname)) return sendIndex(reply, 404);
    const head = pageHeadForPath(pathname, articles);
    if (!head) return sendIndex(reply, 200);
    // Read per request, like the goal pages: a deploy that replaces index.html is served at once.
    const html = await fs.readFile(indexFile, "utf8");
    return reply
      .code(200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(injectHead(html, head, siteOrigin(config, req)));
  };
}
