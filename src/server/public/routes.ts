import type { FastifyInstance, FastifyReply } from "fastify";
import { PUBLIC_JOURNAL_WINDOW } from "../../core/constants.js";
import { publicGoalParams, publicGoalQuery, publicGoalSummaryList } from "../../core/route-schemas.js";
import { publicGoalDetailSchema, publicListQuery } from "../../core/schemas.js";
import { optionalUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { plainJsonResponse } from "../http/plain-json.js";
import { errors, typed } from "../http/types.js";
import * as service from "./service.js";

/**
 * The answer depends on the token (`liked`), so no cache may hand one user's answer to
 * another: `Vary: Authorization`, and an answer to a request with a token is `no-store`
 * (http/no-store.ts replaces this no-cache for every such request).
 */
function noSharedCache(reply: FastifyReply) {
  void reply.header("cache-control", "no-cache").header("vary", "Authorization");
}

export function registerPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const tags = ["public"];

  r.get(
    "/api/goals/public",
    {
      ...plainJsonResponse,
      schema: {
        tags,
        summary: "Public goals, newest first or by likes/progress, with cursor paging",
        description:
          "Returns an array. With a valid bearer token, each goal has `liked`: whether that user likes it (absent for anonymous requests). With `limit`, pages of that size; the next page's cursor is in the `X-Next-Cursor` header (absent on the last page). Without `limit`, at most 1000 goals.",
        querystring: publicListQuery,
        response: { 200: publicGoalSummaryList, ...errors(400) },
      },
    },
    async (req, reply) => {
      const viewer = await optionalUser(deps, req);
      const { items, nextCursor } = await service.listPublic(deps, req.query, viewer);
      noSharedCache(reply);
      if (nextCursor) void reply.header("x-next-cursor", nextCursor);
      return items;
    },
  );

  r.get(
    "/api/goals/public/:username/:slug",
    {
      ...plainJsonResponse,
      schema: {
        tags,
        summary: "One public goal with its journal, newest first (username and slug are case-insensitive)",
        description:
          "With a valid bearer token, `liked` says whether that user likes the goal (absent for anonymous requests). " +
          `\`journal\` holds the latest ${PUBLIC_JOURNAL_WINDOW} entries (what the page shows first) and \`updates_count\` ` +
          "counts them all; `?journal=all` sends the whole journal (the page's Show all N updates). " +
          "`first_entry_at` is the oldest entry's `created_at` (null without entries): the goal started at the earlier of it and `created_at`.",
        params: publicGoalParams,
        querystring: publicGoalQuery,
        response: { 200: publicGoalDetailSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const viewer = await optionalUser(deps, req);
      noSharedCache(reply);
      const limit = req.query.journal === "all" ? undefined : PUBLIC_JOURNAL_WINDOW;
      return service.getPublic(deps, req.params.username, req.params.slug, viewer, limit);
    },
  );
}
