import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

/** Pauses of a goal (issue 17, item 5): paused days neither count for nor break a streak. */
export function registerPauseRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "GET /goals/{id}/pauses", {
    onRequest: auth,
    handler: async (req) => service.listPauses(deps, signedInUser(req), req.params.id),
  });

  route(app, "POST /goals/{id}/pauses", {
    onRequest: auth,
    handler: async (req) => service.addPause(deps, signedInUser(req), req.params.id, req.body),
  });

  route(app, "DELETE /goals/{id}/pauses/{pauseId}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deletePause(deps, signedInUser(req), req.params.id, req.params.pauseId);
      return null;
    },
  });
}
