import type { FastifyInstance } from "fastify";
import { analyticsSummarySchema } from "../../core/analytics-schema.js";
import { analyticsQuery } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { errors, security, typed } from "../http/types.js";
import { analyticsSummary } from "./service.js";

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  r.get(
    "/api/analytics",
    {
      onRequest: authenticate(deps),
      ...perUserConcurrency("analytics"),
      schema: {
        tags: ["goals"],
        summary: "The analytics panel's summary of your goals",
        description:
          "Computed over every goal's whole journal by the same core function as the demo's panel, in the time zone `tz` " +
          "(default UTC). `goals` (comma-separated ids) limits it to those goals, as the dashboard's search and filter do; " +
          "unknown ids are ignored.",
        security,
        querystring: analyticsQuery,
        response: { 200: analyticsSummarySchema, ...errors(400, 401, 429, 503) },
      },
    },
    async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return analyticsSummary(deps, signedInUser(req), { goalIds: req.query.goals, timeZone: req.query.tz ?? "UTC" });
    },
  );
}
