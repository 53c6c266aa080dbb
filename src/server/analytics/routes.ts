import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { analyticsSummary, habitAnalytics } from "./service.js";

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "GET /analytics", {
    onRequest: authenticate(deps),
    ...perUserConcurrency("analytics"),
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return analyticsSummary(deps, signedInUser(req), {
        goalIds: req.query.goals,
        groupId: req.query.group_id,
        timeZone: req.query.tz ?? "UTC",
      });
    },
  });

  route(app, "GET /analytics/habits", {
    onRequest: authenticate(deps),
    // Slots of its own: the panel asks both at once, and a change of its group or range asks both
    // again while the last answers may still be coming (shared slots answered the panel itself 429).
    ...perUserConcurrency("habit-analytics"),
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return habitAnalytics(deps, signedInUser(req), {
        goalIds: req.query.goals,
        groupId: req.query.group_id,
        timeZone: req.query.tz ?? "UTC",
        from: req.query.from,
        to: req.query.to,
      });
    },
  });
}
