import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";
import { dayKey } from "../../core/dates.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { sendIdempotent } from "../idempotency/idempotent.js";
import { GoalFactsCache } from "./facts-cache.js";
import { GoalHistoryCache } from "./history-cache.js";
import { type Encoding, ListCache } from "./list-cache.js";
import { ZoneBudget } from "./zone-budget.js";
import * as service from "./service.js";

/** Many users' lists at once (a 20-goal list is ~40 kB of JSON and ~8 kB of brotli, whatever its years). */
const LIST_CACHE_BYTES = 24 * 1024 * 1024;
/** Each goal's facts and latest entries (~2 kB), kept between rebuilds (decision 030): ~8,000 goals. */
const FACTS_CACHE_BYTES = 16 * 1024 * 1024;
/** Each goal's entries older than ~100 days (decision 034): ~50,000 entries, 50 three-year goals. */
const HISTORY_CACHE_BYTES = 8 * 1024 * 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip", "identity"] });

export function registerGoalRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);
  const listCache = new ListCache({ maxBytes: LIST_CACHE_BYTES });
  const zones = new ZoneBudget();
  const kept = { parts: new GoalFactsCache(FACTS_CACHE_BYTES), history: new GoalHistoryCache(HISTORY_CACHE_BYTES) };

  route(app, "GET /goals", {
    onRequest: auth,
    // Encoded here, once per version of the list, from the cache (decision 009).
    compress: false,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      // A bounded number of zones per user (each spelling counts as one): a new zone rebuilds every goal.
      const timeZone = req.query.tz ?? "UTC";
      zones.admit(user.id, timeZone, deps.now().getTime());
      const encoding = encodings.negotiate(req.headers["accept-encoding"] ?? "") ?? "identity";
      // Facts move with the local day as well as with the data: both are part of the copy's key.
      const version = `${await service.listVersion(deps, user)}|${timeZone}|${dayKey(deps.now(), timeZone)}`;
      const body = await listCache.get(user, version, encoding, () => service.listGoals(deps, user, timeZone, kept));
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
