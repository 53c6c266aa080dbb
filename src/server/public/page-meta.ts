/**
 * Server-rendered head for public goal pages (/{username}/{slug}). Link-preview crawlers do
 * not run JavaScript, so the SPA's index.html is sent with the goal's title, description and
 * social-share tags already in it. Anything that is not a public goal gets the plain
 * index.html with 404 (the SPA then shows "Goal not found"), so nothing of a private goal can
 * leak. Absolute links start with PUBLIC_URL when it is set (site/origin.ts).
 */
import { slugLookupKey } from "../../core/slug.js";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { PRODUCT_NAME, RESERVED_USERNAMES } from "../../core/constants.js";
import { publicIsTrueSql } from "../db/values.js";
import type { AppDeps } from "../deps.js";
import { siteOrigin } from "../site/origin.js";
import { publicGoalParams } from "./routes.js";

export const META_DESCRIPTION_MAX = 200;

export interface GoalPageMeta {
  /** The page's <title>. */
  pageTitle: string;
  /** og:title and twitter:title: the goal's own title. */
  title: string;
  description: string;
  url: string;
}

const reserved = new Set<string>(RESERVED_USERNAMES);

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * index.html with the goal's <title> and description replaced and the social-share tags
 * added at the end of <head>. Every value is escaped: titles are user text.
 */
export function injectGoalMeta(html: string, meta: GoalPageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
  ].join("\n    ");
  // Replacer functions, so a "$&" in user text is never read as a replacement pattern.
  const pageTitle = escapeHtml(meta.pageTitle);
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${pageTitle}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  out = /<meta\s+name="description"[^>]*>/i.test(out)
    ? out.replace(/<meta\s+name="description"[^>]*>/i, () => descriptionTag)
    : out.replace(/<\/head>/i, () => `${descriptionTag}\n  </head>`);
  return out.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** The few columns the head needs, of a public goal only. */
async function findGoalForMeta(deps: AppDeps, username: string, slug: string) {
  return deps.db.db
    .selectFrom("goals")
    .innerJoin("users", "users.id", "goals.user_id")
    .select(["users.username", "goals.slug", "goals.title", "goals.description", "goals.motivation", "goals.timeframe"])
    .where("users.username", "=", username.toLowerCase())
    .where("goals.slug", "=", slugLookupKey(slug))
    .where(sql<boolean>`${sql.raw(publicIsTrueSql(deps.db.engine))}`)
    .executeTakeFirst();
}

function metaDescription(goal: { description: string; motivation: string; timeframe: string; username: string }): string {
  const text = goal.description.trim() || goal.motivation.trim();
  if (text) return shorten(text, META_DESCRIPTION_MAX);
  return `A public ${goal.timeframe} goal by @${goal.username} on ${PRODUCT_NAME}.`;
}

export function registerPublicPageMeta(app: FastifyInstance, deps: AppDeps, webDir: string) {
  const indexFile = path.join(webDir, "index.html");

  async function sendHtml(reply: FastifyReply, html: string) {
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  }

  app.get("/:username/:slug", async (req: FastifyRequest<{ Params: { username: string; slug: string } }>, reply) => {
    const params = publicGoalParams.safeParse(req.params);
    // App paths (/api/…, /assets/…, /blog/…) keep the behaviour they had without this
    // route: the not-found handler answers a JSON 404 for the API and index.html otherwise.
    if (!params.success || reserved.has(params.data.username.toLowerCase())) {
      reply.callNotFound();
      return reply;
    }
    const html = await fs.readFile(indexFile, "utf8");
    const goal = await findGoalForMeta(deps, params.data.username, params.data.slug);
    // 404 for a goal that is not public, with the app's page: the app shows "Goal not found".
    if (!goal?.slug) return sendHtml(reply.code(404), html);
    const url = `${siteOrigin(deps.config, req)}/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}`;
    return sendHtml(
      reply,
      injectGoalMeta(html, {
        pageTitle: `${shorten(goal.title, 120)} · @${goal.username} on ${PRODUCT_NAME}`,
        title: shorten(goal.title, 120),
        description: metaDescription(goal),
        url,
      }),
    );
  });
}
