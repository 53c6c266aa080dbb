import type { FastifyInstance } from "fastify";
import { goalHistorySchema, historyQuery as query, idParams, publicGoalParams } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { errors, security, typed } from "../http/types.js";
import * as service from "./service.js";

const description =
  "The goal's days with check-ins over the last 53 weeks (Monday first, this week last) in the time zone `tz`: " +
  "each day's count, progress at its end and change over it; the goal's pace in % per day (from its first check-in " +
  "to its last, as the analytics reads it; null with fewer than two) and its pauses. Bounded by the window, not by the years.";

/** The calendar and the progress chart's data (issue 17, items 3-4). */
export function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  r.get(
    "/api/goals/:id/history",
    {
      onRequest: authenticate(deps),
      ...perUserConcurrency("history"),
      schema: {
        tags: ["goals"],
        summary: "A year of the goal's check-in days",
        description,
        security,
        params: idParams,
        querystring: query,
        response: { 200: goalHistorySchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return service.ownGoalHistory(deps, signedInUser(req), req.params.id, req.query.tz);
    },
  );
  r.get(
    "/api/goals/public/:username/:slug/history",
    {
      schema: {
        tags: ["public"],
        summary: "A year of a public goal's check-in days",
        description,
        params: publicGoalParams,
        querystring: query,
        response: { 200: goalHistorySchema, ...errors(400, 404) },
      },
    },
    async (req) => service.publicGoalHistory(deps, req.params.username, req.params.slug, req.query.tz),
  );
}
