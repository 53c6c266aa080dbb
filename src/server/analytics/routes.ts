import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { analyticsSummary } from "./service.js";

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
}
