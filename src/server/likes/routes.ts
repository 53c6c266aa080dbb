import type { FastifyInstance } from "fastify";
import { likeAnswer, publicGoalParams } from "../../core/route-schemas.js";
import { likeBody } from "../../core/schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, security, typed } from "../http/types.js";
import { IDEMPOTENCY_DESCRIPTION, sendIdempotent } from "../idempotency/idempotent.js";
import { likeGoal } from "./service.js";

export function registerLikeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  r.post(
    "/api/likes/:username/:slug",
    {
      onRequest: authenticate(deps),
      schema: {
        tags: ["public"],
        summary: "Like or unlike a public goal; answers the new like count",
        description: IDEMPOTENCY_DESCRIPTION,
        security,
        params: publicGoalParams,
        body: likeBody,
        response: { 200: likeAnswer, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      // Setting a like is idempotent by itself; the key makes a retry answer the first count.
      return sendIdempotent(deps, req, reply, user, {
        status: 200,
        run: () => likeGoal(deps, user, req.params.username, req.params.slug, req.body.like),
      });
    },
  );
}
