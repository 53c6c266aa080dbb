import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, security, typed } from "../http/types.js";
import { loopToDocument } from "./loop.js";
import { goalsByIds } from "./queries.js";
import { importBody, importResult, loopImportBody } from "./schema.js";
import { exportData, exportEntriesCsv, importDocument } from "./service.js";

/** Imports carry a whole account: larger than the 100 kB every other route accepts. */
export const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function registerDataTransferRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["data"];

  r.get(
    "/api/export",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "All your goals, journal entries and likes as JSON (or ?format=csv: your entries as CSV)",
        security,
        querystring: z.object({ format: z.enum(["json", "csv"], { error: "format must be json or csv" }).optional() }),
        // Sent as ready-made text (JSON or CSV), so never re-serialised.
        response: { 200: z.string().describe("The export file"), ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const day = deps.now().toISOString().slice(0, 10);
      void reply.header("cache-control", "no-store");
      if (req.query.format === "csv") {
        const csv = await exportEntriesCsv(deps, user);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="progressvault-entries-${day}.csv"`)
          .send(csv);
      }
      const data = await exportData(deps, user);
      req.log.info({ goals: data.goals.length, entries: data.entries.length }, "export");
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="progressvault-${user.username}-${day}.json"`)
        .send(JSON.stringify(data));
    },
  );

  r.post(
    "/api/import",
    {
      onRequest: auth,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Merge an export file back in by id, all or nothing",
        security,
        body: importBody,
        response: { 200: importResult, ...errors(400, 401, 409, 413) },
      },
    },
    async (req) => importDocument(deps, signedInUser(req), req.body, req.log),
  );

  r.post(
    "/api/import/loop",
    {
      onRequest: auth,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Import a Loop Habit Tracker CSV export: the text of its Habits.csv, Checkmarks.csv and (optional) Scores.csv",
        security,
        body: loopImportBody,
        response: { 200: importResult.extend({ habits: z.number() }), ...errors(400, 401, 409, 413) },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const doc = loopToDocument(req.body, user.id, deps.now());
      // A habit imported before keeps what the user chose here since: category, motivation, visibility.
      const before = new Map((await goalsByIds(deps.db.db, doc.goals.map((g) => g.id))).map((g) => [g.id, g]));
      doc.goals = doc.goals.map((g) => {
        const old = before.get(g.id);
        if (!old) return g;
        const loopChanged = old.title !== g.title || old.description !== g.description || old.timeframe !== g.timeframe;
        return {
          ...g,
          category: old.category,
          motivation: old.motivation,
          public: old.public,
          slug: old.slug,
          updated_at: loopChanged ? deps.now().toISOString() : old.updated_at,
        };
      });
      const result = await importDocument(deps, user, doc, req.log);
      return { ...result, habits: doc.goals.length };
    },
  );
}
