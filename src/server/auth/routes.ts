import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";
import { authenticate, signedInUser } from "./session.js";

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /auth/signup", { handler: async (req) => service.signup(deps, req.body, req.ip, req.headers["user-agent"]) });

  route(app, "POST /auth/login", { handler: async (req) => service.login(deps, req.body, req.ip, req.headers["user-agent"]) });

  route(app, "POST /auth/reset", {
    handler: async (req) => {
      await service.resetPassword(deps, req.body);
      return null;
    },
  });

  route(app, "POST /auth/logout", {
    onRequest: auth,
    handler: async (req) => {
      await service.logout(deps, signedInUser(req));
      return null;
    },
  });

  route(app, "GET /auth/sessions", { onRequest: auth, handler: async (req) => service.listSessions(deps, signedInUser(req)) });

  route(app, "DELETE /auth/sessions/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.endSession(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  route(app, "GET /auth/me", { onRequest: auth, handler: async (req) => service.me(deps, signedInUser(req)) });
}
