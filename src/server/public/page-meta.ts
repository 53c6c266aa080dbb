/**
 * Server-rendered head for public goal pages (/{username}/{slug}). Link-preview crawlers do
 * not run JavaScript, so the SPA's index.html is sent with the goal's head (core/page-head.ts,
 * the rule the page itself applies) already in it, og:image included. Anything that is not a
 * public goal gets the plain index.html with 404 (the SPA then shows "Goal not found"), so
 * nothing of a private goal can leak. Absolute links start with PUBLIC_URL when it is set.
 */
import { slugLookupKey } from "../../core/slug.js";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { isDemoPublicGoalPage } from "../../core/app-routes.js";
import { RESERVED_USERNAMES } from "../../core/constants.js";
import { publicGoalHead } from "../../core/public-goal-head.js";
import { publicIsTrueSql, toIsoRequired } from "../db/values.js";
import type { AppDeps } from "../deps.js";
import { injectHead } from "../site/head-html.js";
import { siteOrigin } from "../site/origin.js";
import { publicGoalParams } from "../../core/route-schemas.js";

const reserved = new Set<string>(RESERVED_USERNAMES);

/** The few columns a public goal's head and picture need, of a public goal only. */
export async function findGoalForHead(deps: AppDeps, username: string, slug: string) {
  const row = await deps.db.db
    .selectFrom("goals")
    .innerJoin("users", "users.id", "goals.user_id")
    .select([
      "goals.id",
      "users.username",
      "goals.slug",
      "goals.title",
      "goals.description",
      "goals.motivation",
      "goals.timeframe",
      "goals.progress",
      "goals.updated_at",
    ])
    .where("users.username", "=", username.toLowerCase())
    .where("goals.slug", "=", slugLookupKey(slug))
    .where(sql<boolean>`${sql.raw(publicIsTrueSql(deps.db.engine))}`)
    .where(sql<boolean>`not users.disabled`) // as public/queries.ts: a disabled account's goals are not found
    .executeTakeFirst();
  if (!row?.slug) return undefined;
  return { ...row, slug: row.slug, updated_at: toIsoRequired(row.updated_at) };
}

export function registerPublicPageMeta(app: FastifyInstance, deps: AppDeps, webDir: string) {
  const indexFile = path.join(webDir, "index.html");

  async function sendHtml(reply: FastifyReply, html: string) {
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  }

  app.get("/:username/:slug", async (req: FastifyRequest<{ Params: { username: string; slug: string } }>, reply) => {
    const params = publicGoalParams.safeParse(req.params);
    // App paths (/api/…, /assets/…, /blog/…) keep the behaviour they had without this
    // route: the not-found handler answers a JSON 404 for the API and the app's page otherwise.
    if (!params.success || reserved.has(params.data.username.toLowerCase())) {
      reply.callNotFound();
      return reply;
    }
    const html = await fs.readFile(indexFile, "utf8");
    const goal = await findGoalForHead(deps, params.data.username, params.data.slug);
    // 404 for a goal that is not public, with the app's page: the app shows "Goal not found";
    // 200 for the demo's sample goal, which the app draws from its demo data.
    if (!goal) return sendHtml(reply.code(isDemoPublicGoalPage(req.url) ? 200 : 404), html);
    return sendHtml(reply, injectHead(html, publicGoalHead(goal), siteOrigin(deps.config, req)));
  });
}
