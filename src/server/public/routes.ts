import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PUBLIC_JOURNAL_WINDOW } from "../../core/constants.js";
import { queryObject } from "../../core/query.js";
import { publicGoalDetailSchema, publicGoalSummarySchema, publicListQuery } from "../../core/schemas.js";
import type { AppDeps } from "../deps.js";
import { plainJsonResponse } from "../http/plain-json.js";
import { errors, typed } from "../http/types.js";
import * as service from "./service.js";

export const publicGoalParams = z.object({
  username: z.string().min(1).max(120),
  slug: z.string().min(1).max(400),
});

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
          "Returns an array. With `limit`, pages of that size; the next page's cursor is in the `X-Next-Cursor` header (absent on the last page). Without `limit`, at most 1000 goals.",
        querystring: publicListQuery,
        response: { 200: z.array(publicGoalSummarySchema), ...errors(400) },
      },
    },
    async (req, reply) => {
      const { items, nextCursor } = await service.listPublic(deps, req.query);
      void reply.header("cache-control", "no-cache");
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
          `\`journal\` holds the latest ${PUBLIC_JOURNAL_WINDOW} entries (what the page shows first) and \`updates_count\` ` +
          "counts them all; `?journal=all` sends the whole journal (the page's Show all N updates).",
        params: publicGoalParams,
        querystring: queryObject({ journal: z.enum(["latest", "all"], { error: "journal must be latest or all" }).optional() }),
        response: { 200: publicGoalDetailSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      void reply.header("cache-control", "no-cache");
      const limit = req.query.journal === "all" ? undefined : PUBLIC_JOURNAL_WINDOW;
      return service.getPublic(deps, req.params.username, req.params.slug, limit);
    },
  );
}
