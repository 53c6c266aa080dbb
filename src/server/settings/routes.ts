import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "PUT /settings/password", {
    onRequest: auth,
    handler: async (req) => {
      await service.changePassword(deps, signedInUser(req), req.body);
      return null;
    },
  });

  route(app, "GET /settings/preferences", {
    onRequest: auth,
    handler: async (req) => service.readSettings(deps, signedInUser(req)),
  });

  route(app, "PATCH /settings/preferences", {
    onRequest: auth,
    handler: async (req) => service.changeSettings(deps, signedInUser(req), req.body),
  });

  route(app, "DELETE /settings", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteAccount(deps, signedInUser(req));
      return null;
    },
  });
}
