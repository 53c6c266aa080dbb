import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { GOAL_JOURNAL_WINDOW } from "../../core/constants.js";
import { dayKey } from "../../core/dates.js";
import { createGoalBody, goalSchema, idSchema, updateGoalBody, visibilityBody } from "../../core/schemas.js";
import { goalList, goalListQuery } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { GoalFactsCache } from "./facts-cache.js";
import { GoalHistoryCache } from "./history-cache.js";
import { type Encoding, ListCache } from "./list-cache.js";
import { ZoneBudget } from "./zone-budget.js";
import { errors, noContent, security, typed } from "../http/types.js";
import { IDEMPOTENCY_DESCRIPTION, sendIdempotent } from "../idempotency/idempotent.js";
import * as service from "./service.js";

const idParams = z.object({ id: idSchema });

/** Many users' lists at once (a 20-goal list is ~40 kB of JSON and ~8 kB of brotli, whatever its years). */
const LIST_CACHE_BYTES = 24 * 1024 * 1024;
/** Each goal's facts and latest entries (~2 kB), kept between rebuilds (decision 030): ~8,000 goals. */
const FACTS_CACHE_BYTES = 16 * 1024 * 1024;
/** Each goal's entries older than ~100 days (decision 034): ~50,000 entries, 50 three-year goals. */
const HISTORY_CACHE_BYTES = 8 * 1024 * 1024;
const encodings = new Negotiator<Encoding>({ supportedValues: ["br", "gzip", "identity"] });

export function registerGoalRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["goals"];
  const listCache = new ListCache({ maxBytes: LIST_CACHE_BYTES });
  const zones = new ZoneBudget();
  const kept = { parts: new GoalFactsCache(FACTS_CACHE_BYTES), history: new GoalHistoryCache(HISTORY_CACHE_BYTES) };

  r.get(
    "/api/goals",
    {
      onRequest: auth,
      // Encoded here, once per version of the list, from the cache (decision 009).
      compress: false,
      schema: {
        tags,
        summary: "Your goals, each with its facts and latest journal entry",
        description:
          `Every goal with \`facts\` computed over its whole journal in the time zone \`tz\` (default UTC): ` +
          "overall and period progress, streak, entry count, idle days, latest entry time, `streak_run` " +
          "(the run of consecutive entry days ending on the latest one) and `recent_days` (the check-in days " +
          `of the last 12 weeks, for the card's strip). \`journal\` holds only the latest ` +
          `${GOAL_JOURNAL_WINDOW} dated entries, oldest first (decision 020); ` +
          "page through the whole journal with GET /api/journal, or export it.",
        security,
        querystring: goalListQuery,
        response: { 200: goalList, ...errors(400, 401, 429) },
      },
    },
    async (req, reply) => {
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
      return (reply as FastifyReply).send(body);
    },
  );

  r.post(
    "/api/goals",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Create a goal",
        description: IDEMPOTENCY_DESCRIPTION,
        security,
        body: createGoalBody,
        response: { 201: goalSchema, ...errors(400, 401, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        run: (id) => service.createGoal(deps, user, req.body, id),
        recover: (id) => service.findGoal(deps, user, id),
      });
    },
  );

  r.get(
    "/api/goals/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "One of your goals",
        security,
        params: idParams,
        response: { 200: goalSchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return service.getGoal(deps, user, req.params.id);
    },
  );

  r.patch(
    "/api/goals/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Update a goal (partial), including public and slug",
        security,
        params: idParams,
        body: updateGoalBody,
        response: { 200: goalSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return service.updateGoal(deps, user, req.params.id, req.body);
    },
  );

  r.patch(
    "/api/goals/:id/public",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Change visibility; a slug sent with public:true publishes both together",
        security,
        params: idParams,
        body: visibilityBody,
        response: { 200: goalSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return service.updateGoal(deps, user, req.params.id, { public: req.body.public, slug: req.body.slug ?? null });
    },
  );

  r.post(
    "/api/goals/:id/restore",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Undo a goal's delete: the goal back exactly, with its journal, pauses and likes",
        description:
          "Within 10 minutes of the delete (the app offers Undo for 5 s). 404 when there is no such deleted goal of yours, " +
          "the window has passed or it was restored already; 409 when another goal of yours now has its custom URL.",
        security,
        params: idParams,
        response: { 200: goalSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => service.restoreGoal(deps, signedInUser(req), req.params.id),
  );

  r.delete(
    "/api/goals/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Delete a goal and its journal",
        security,
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.deleteGoal(deps, user, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
