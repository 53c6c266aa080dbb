import type { FastifyInstance } from "fastify";
import { analyticsSummarySchema } from "../../core/analytics-schema.js";
import { computeAnalyticsSummary } from "../../core/analytics.js";
import { analyticsQuery } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { listGoalsWithTimes, toGoal } from "../goals/queries.js";
import { errors, security, typed } from "../http/types.js";

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  r.get(
    "/api/analytics",
    {
      onRequest: authenticate(deps),
      schema: {
        tags: ["goals"],
        summary: "The analytics panel's summary of your goals",
        description:
          "Computed over every goal's whole journal by the same core function as the demo's panel, in the time zone `tz` " +
          "(default UTC). `goals` (comma-separated ids) limits it to those goals, as the dashboard's search and filter do; " +
          "unknown ids are ignored.",
        security,
        querystring: analyticsQuery,
        response: { 200: analyticsSummarySchema, ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const all = await listGoalsWithTimes(deps.db.db, user.id);
      // In the order asked for (the dashboard's sort), which breaks the summary's ties as the panel did.
      const byId = new Map(all.map((g) => [g.row.id, g]));
      const rows = req.query.goals === undefined ? all : [...new Set(req.query.goals)].flatMap((id) => byId.get(id) ?? []);
      const goals = rows.map(({ row, times }) =>
        toGoal(
          row,
          user.username,
          times.map((e) => ({ ...e, goal_id: row.id, note: "" })),
        ),
      );
      void reply.header("cache-control", "no-store");
      return computeAnalyticsSummary(goals, { now: deps.now(), timeZone: req.query.tz ?? "UTC" });
    },
  );
}
