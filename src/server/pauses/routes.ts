import type { FastifyInstance } from "fastify";
import { pauseBody } from "../../core/pause-body.js";
import { idParams as goalParams, pauseList, pauseParams, pauseSchema } from "../../core/route-schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, noContent, security, typed } from "../http/types.js";
import * as service from "./service.js";

/** Pauses of a goal (issue 17, item 5): paused days neither count for nor break a streak. */
export function registerPauseRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["goals"];

  r.get(
    "/api/goals/:id/pauses",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "The goal's pauses, in date order",
        security,
        params: goalParams,
        response: { 200: pauseList, ...errors(400, 401, 404) },
      },
    },
    async (req) => service.listPauses(deps, signedInUser(req), req.params.id),
  );

  r.post(
    "/api/goals/:id/pauses",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Pause the goal from one calendar day to another (both inclusive, at most 366 days)",
        description:
          "Paused days neither count for nor break the goal's streak, and habit strength skips them. " +
          "`from` and `to` are calendar dates (YYYY-MM-DD) read in the viewer's time zone. A goal has at most 100 pauses.",
        security,
        params: goalParams,
        body: pauseBody,
        response: { 201: pauseSchema, ...errors(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const pause = await service.addPause(deps, signedInUser(req), req.params.id, req.body);
      return reply.code(201).send(pause);
    },
  );

  r.delete(
    "/api/goals/:id/pauses/:pauseId",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Remove a pause",
        security,
        params: pauseParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await service.deletePause(deps, signedInUser(req), req.params.id, req.params.pauseId);
      return reply.code(204).send(null);
    },
  );
}
