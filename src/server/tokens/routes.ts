import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

export function registerTokenRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /tokens", {
    onRequest: auth,
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return service.createToken(deps, signedInUser(req), req.body);
    },
  });

  route(app, "GET /tokens", { onRequest: auth, handler: async (req) => service.listTokens(deps, signedInUser(req)) });

  route(app, "DELETE /tokens/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.revokeToken(deps, signedInUser(req), req.params.id);
      return null;
    },
  });
}
