import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import { likeGoal } from "./service.js";

export function registerLikeRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "POST /likes/{username}/{slug}", {
    onRequest: authenticate(deps),
    handler: async (req, reply) => {
      const user = signedInUser(req);
      // Setting a like is idempotent by itself; the key makes a retry answer the first count.
      return sendIdempotent(deps, req, reply, user, {
        status: 200,
        run: () => likeGoal(deps, user, req.params.username, req.params.slug, req.body.like),
      });
    },
  });
}
