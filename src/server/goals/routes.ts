import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import type { GoalListing } from "./goal-listing.js";
import type { Encoding } from "./list-cache.js";
import * as service from "./service.js";

const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip", "identity"] });

/** `listing` is the server's one kept goal list (goal-listing.ts), shared with the journal's writes. */
export function registerGoalRoutes(app: FastifyInstance, deps: AppDeps, listing: GoalListing) {
  const auth = authenticate(deps);

  route(app, "GET /goals", {
    onRequest: auth,
    // Encoded here, once per version of the list, from the cache (decision 009).
    compress: false,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      const encoding = encodings.negotiate(req.headers["accept-encoding"] ?? "") ?? "identity";
      // A bounded number of zones per user (each spelling counts as one): a new zone rebuilds every goal.
      const body = await listing.list(user, req.query.tz ?? "UTC", encoding, req.query.archived === "true");
      void reply.header("cache-control", "no-store").header("vary", "accept-encoding").type("application/json; charset=utf-8");
      if (encoding !== "identity") void reply.header("content-encoding", encoding);
      // Already-encoded bytes of the documented shape (the schema types objects, not bytes).
      return reply.send(body);
    },
  });

  route(app, "POST /goals", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        run: (id) => service.createGoal(deps, user, req.body, id),
        recover: (id) => service.findGoal(deps, user, id),
      });
    },
  });

  route(app, "GET /goals/{id}", {
    onRequest: auth,
    handler: async (req) => service.getGoal(deps, signedInUser(req), req.params.id),
  });

  route(app, "PATCH /goals/{id}", {
    onRequest: auth,
    handler: async (req) => service.updateGoal(deps, signedInUser(req), req.params.id, req.body),
  });

  route(app, "PUT /goals/order", {
    onRequest: auth,
    handler: async (req) => {
      await service.setGoalOrder(deps, signedInUser(req), req.body.ids);
      return null;
    },
  });

  route(app, "PATCH /goals/{id}/public", {
    onRequest: auth,
    handler: async (req) =>
      service.updateGoal(deps, signedInUser(req), req.params.id, { public: req.body.public, slug: req.body.slug ?? null }),
  });

  route(app, "POST /goals/{id}/restore", {
    onRequest: auth,
    handler: async (req) => service.restoreGoal(deps, signedInUser(req), req.params.id),
  });

  route(app, "DELETE /goals/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteGoal(deps, signedInUser(req), req.params.id);
      return null;
    },
  });
}
