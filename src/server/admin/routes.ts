import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { siteOrigin } from "../site/origin.js";
import * as service from "./service.js";

/** The admin API (issue 31): signed in first (401), then the service checks the role (403). */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "GET /admin/users", { onRequest: auth, handler: async (req) => service.listUsers(deps, signedInUser(req)) });

  route(app, "PATCH /admin/users/{username}", {
    onRequest: auth,
    handler: async (req) => service.updateUser(deps, signedInUser(req), req.params.username, req.body, req.ip),
  });

  route(app, "DELETE /admin/users/{username}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteUser(deps, signedInUser(req), req.params.username, req.ip);
      return null;
    },
  });

  route(app, "POST /admin/users/{username}/reset-link", {
    onRequest: auth,
    handler: async (req) => service.createResetLink(deps, signedInUser(req), req.params.username, siteOrigin(deps.config, req), req.ip),
  });

  route(app, "POST /admin/invites", {
    onRequest: auth,
    handler: async (req) => service.createInvite(deps, signedInUser(req), req.body ?? {}, siteOrigin(deps.config, req), req.ip),
  });

  route(app, "GET /admin/events", { onRequest: auth, handler: async (req) => service.listEvents(deps, signedInUser(req), req.query) });

  route(app, "GET /admin/invites", { onRequest: auth, handler: async (req) => service.listInvites(deps, signedInUser(req)) });

  route(app, "DELETE /admin/invites/{code}", {
    onRequest: auth,
    handler: async (req) => {
      await service.revokeInvite(deps, signedInUser(req), req.params.code, req.ip);
      return null;
    },
  });
}
