import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

export function registerNudgeRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "GET /notifications/nudges", { onRequest: auth, handler: async (req) => service.getNudges(deps, signedInUser(req)) });

  route(app, "PATCH /notifications/nudges", {
    onRequest: auth,
    handler: async (req) => service.changeNudges(deps, signedInUser(req), req.body),
  });
}
