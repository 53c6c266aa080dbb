import type { FastifyInstance, FastifyReply } from "fastify";
import { PUBLIC_JOURNAL_WINDOW } from "../../core/constants.js";
import { optionalUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

/**
 * The answer depends on the token (`liked`), so no cache may hand one user's answer to
 * another: `Vary: Authorization`, and an answer to a request with a token is `no-store`
 * (http/no-store.ts replaces this no-cache for every such request).
 */
function noSharedCache(reply: FastifyReply) {
  void reply.header("cache-control", "no-cache").header("vary", "Authorization");
}

export function registerPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "GET /goals/public", {
    handler: async (req, reply) => {
      const viewer = await optionalUser(deps, req);
      const { items, nextCursor } = await service.listPublic(deps, req.query, viewer);
      noSharedCache(reply);
      if (nextCursor) void reply.header("x-next-cursor", nextCursor);
      return items;
    },
  });

  route(app, "GET /goals/public/{username}/{slug}", {
    handler: async (req, reply) => {
      const viewer = await optionalUser(deps, req);
      noSharedCache(reply);
      const limit = req.query.journal === "all" ? undefined : PUBLIC_JOURNAL_WINDOW;
      return service.getPublic(deps, req.params.username, req.params.slug, viewer, limit);
    },
  });
}
