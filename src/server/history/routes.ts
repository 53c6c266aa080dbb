import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import * as service from "./service.js";

/** The calendar and the progress chart's data (issue 17, items 3-4). */
export function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "GET /goals/{id}/history", {
    onRequest: authenticate(deps),
    ...perUserConcurrency("history"),
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return service.ownGoalHistory(deps, signedInUser(req), req.params.id, req.query.tz);
    },
  });
  route(app, "GET /goals/public/{username}/{slug}/history", {
    handler: async (req) => service.publicGoalHistory(deps, req.params.username, req.params.slug, req.query.tz),
  });
}
