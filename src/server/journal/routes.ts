import type { FastifyInstance } from "fastify";
import { JOURNAL_PAGE_MAX } from "../../core/constants.js";
import { normaliseEntry } from "../../core/wire-shape.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { plainJsonResponse } from "../http/plain-json.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import * as service from "./service.js";

export function registerJournalRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /journal", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        // The body may spell created_at as createdAt (spec §3): respelled here, where it enters.
        run: (id) => service.addEntry(deps, user, normaliseEntry(req.body), id),
        recover: (id) => service.findEntry(deps, user, id),
      });
    },
  });

  route(app, "GET /journal", {
    onRequest: auth,
    ...plainJsonResponse,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      const { items, nextCursor } = await service.listEntries(deps, user, {
        goalId: req.query.goal_id,
        limit: req.query.limit ?? JOURNAL_PAGE_MAX,
        cursor: req.query.cursor,
      });
      void reply.header("cache-control", "no-store");
      if (nextCursor) void reply.header("x-next-cursor", nextCursor);
      return items;
    },
  });

  route(app, "PATCH /journal/{id}", {
    onRequest: auth,
    handler: async (req) => service.updateEntry(deps, signedInUser(req), req.params.id, req.body),
  });

  route(app, "DELETE /journal/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteEntry(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  route(app, "POST /journal/{id}/restore", {
    onRequest: auth,
    handler: async (req) => service.restoreEntry(deps, signedInUser(req), req.params.id),
  });
}
