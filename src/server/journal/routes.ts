import type { FastifyInstance } from "fastify";
import { JOURNAL_PAGE_MAX } from "../../core/constants.js";
import type { JournalEntry } from "../../core/schemas.js";
import { normaliseEntry } from "../../core/wire-shape.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import type { GoalListing } from "../goals/goal-listing.js";
import { route } from "../http/contract-route.js";
import { PREFERENCE_APPLIED, RETURN_REPRESENTATION, prefersRepresentation } from "../http/prefer.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import * as service from "./service.js";

/**
 * Each write answers the goal it changed as GET /api/goals now lists it (decision 044), from the
 * server's one kept list (`listing`): one round trip per check-in, and the next list reuses the
 * goal's part derived here.
 */
export function registerJournalRoutes(app: FastifyInstance, deps: AppDeps, listing: GoalListing) {
  const auth = authenticate(deps);
  /**
   * The zone the answer's facts are in, as the list's. Not counted against the list's zones
   * (zone-budget.ts): a write derives its own goal only, never the whole list (decision 044).
   */
  const zoneOf = (tz: string | undefined) => tz ?? "UTC";
  const withGoal = async (user: CurrentUser, entry: JournalEntry, timeZone: string) => ({
    ...entry,
    goal: await listing.goal(user, entry.goal_id, timeZone),
  });

  route(app, "POST /journal", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      const timeZone = zoneOf(req.query.tz);
      // The goal is part of the result, so a replay with the same Idempotency-Key answers the same shape.
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        // The body may spell created_at as createdAt (spec §3): respelled here, where it enters.
        run: async (id) =>
          withGoal(user, await service.addEntry(deps, user, normaliseEntry(req.body), id, timeZone, listing.tell), timeZone),
        recover: async (id) => {
          const entry = await service.findEntry(deps, user, id);
          return entry && withGoal(user, entry, timeZone);
        },
      });
    },
  });

  route(app, "GET /journal", {
    onRequest: auth,
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
    handler: async (req) => {
      const user = signedInUser(req);
      const timeZone = zoneOf(req.query.tz);
      return withGoal(user, await service.updateEntry(deps, user, req.params.id, req.body, timeZone, listing.tell), timeZone);
    },
  });

  route(app, "DELETE /journal/{id}", {
    onRequest: auth,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      // 204 for every client as before; the goal only for one that asks for it (RFC 7240).
      const represent = prefersRepresentation(req.headers.prefer);
      const goalId = await service.deleteEntry(deps, user, req.params.id, zoneOf(req.query.tz), listing.tell);
      if (!represent) return null;
      const goal = await listing.goal(user, goalId, zoneOf(req.query.tz));
      return reply.code(200).header(PREFERENCE_APPLIED, RETURN_REPRESENTATION).header("vary", "prefer").send({ goal });
    },
  });

  route(app, "POST /journal/{id}/restore", {
    onRequest: auth,
    handler: async (req) => {
      const user = signedInUser(req);
      const timeZone = zoneOf(req.query.tz);
      return withGoal(user, await service.restoreEntry(deps, user, req.params.id, timeZone, listing.tell), timeZone);
    },
  });
}
