import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import * as service from "./service.js";

/** Groups of goals (issue 30). */
export function registerGroupRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "GET /groups", {
    onRequest: auth,
    handler: async (req) => service.listGroups(deps, signedInUser(req)),
  });

  route(app, "POST /groups", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        run: (id) => service.createGroup(deps, user, req.body, id),
        recover: (id) => service.findGroup(deps, user, id),
      });
    },
  });

  route(app, "PATCH /groups/{id}", {
    onRequest: auth,
    handler: async (req) => service.updateGroup(deps, signedInUser(req), req.params.id, req.body),
  });

  route(app, "DELETE /groups/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteGroup(deps, signedInUser(req), req.params.id);
      return null;
    },
  });
}
