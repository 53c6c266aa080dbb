import type { FastifyInstance } from "fastify";
import { JOURNAL_PAGE_MAX } from "../../core/constants.js";
import { idParams, journalEntryList, journalListQuery } from "../../core/route-schemas.js";
import { createJournalBody, journalEntrySchema, updateJournalBody } from "../../core/schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { plainJsonResponse } from "../http/plain-json.js";
import { errors, noContent, security, typed } from "../http/types.js";
import { IDEMPOTENCY_DESCRIPTION, sendIdempotent } from "../idempotency/idempotent.js";
import { normaliseEntry } from "../../core/wire-shape.js";
import * as service from "./service.js";

export function registerJournalRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["journal"];

  r.post(
    "/api/journal",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Log a check-in: a note and a progress percentage",
        description: IDEMPOTENCY_DESCRIPTION,
        security,
        body: createJournalBody,
        response: { 201: journalEntrySchema, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      return sendIdempotent(deps, req, reply, user, {
        status: 201,
        // The body may spell created_at as createdAt (spec §3): respelled here, where it enters.
        run: (id) => service.addEntry(deps, user, normaliseEntry(req.body), id),
        recover: (id) => service.findEntry(deps, user, id),
      });
    },
  );

  r.get(
    "/api/journal",
    {
      onRequest: auth,
      ...plainJsonResponse,
      schema: {
        tags,
        summary: "Your journal entries, newest first, optionally of one goal, in pages",
        description:
          `Returns an array of at most \`limit\` entries (1 to ${JOURNAL_PAGE_MAX}, default ${JOURNAL_PAGE_MAX}), newest first. ` +
          "When more remain, the next page's cursor is in the `X-Next-Cursor` header; send it back as `cursor` (with the same `goal_id`).",
        security,
        querystring: journalListQuery,
        response: { 200: journalEntryList, ...errors(400, 401, 404) },
      },
    },
    async (req, reply) => {
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
  );

  r.patch(
    "/api/journal/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Edit a journal entry: its note, progress and/or time (back-dating, at most 5 minutes ahead)",
        description: "The goal's progress, latest note and figures follow at once. Anyone else's entry is a 404, as an unknown id.",
        security,
        params: idParams,
        body: updateJournalBody,
        response: { 200: journalEntrySchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => service.updateEntry(deps, signedInUser(req), req.params.id, req.body),
  );

  r.delete(
    "/api/journal/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Delete a journal entry",
        security,
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.deleteEntry(deps, user, req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/journal/:id/restore",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Undo the delete of a journal entry",
        description:
          "Puts back an entry you deleted in the last 10 minutes exactly as it was (same id, goal, note, progress and time) " +
          "and answers it. 404 when there is no such deleted entry of yours, the window has passed, it was restored already, " +
          "or its goal has been deleted since.",
        security,
        params: idParams,
        response: { 200: journalEntrySchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return service.restoreEntry(deps, user, req.params.id);
    },
  );
}
