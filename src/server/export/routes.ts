import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { errors, security, typed } from "../http/types.js";
import type { GoalRowOut } from "./queries.js";
import { RawBody, rawBodyOf } from "./raw-body.js";
import {
  type ExportGoal,
  exportFile,
  exportQuery,
  importBody,
  importResult,
  loopImportBody,
  loopImportResult,
} from "../../core/export-schema.js";
import { exportEntriesCsv, exportJson, importDocument } from "./service.js";
import { importDocumentInWorker } from "./read-import.js";

/** Imports carry a whole account: larger than the 100 kB every other route accepts. */
export const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The text the CPU pool built, sent as its bytes: a Buffer is never re-serialised, and the
 * response schema (a string) documents what the client receives.
 */
const asText = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as string;

export function registerDataTransferRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["data"];

  r.get(
    "/api/export",
    {
      onRequest: auth,
      ...perUserConcurrency("export"),
      schema: {
        tags,
        summary: "All your goals, journal entries and likes as JSON (or ?format=csv: your entries as CSV)",
        security,
        querystring: exportQuery,
        // Sent as ready-made text (JSON or CSV), so never re-serialised.
        response: { 200: exportFile, ...errors(400, 401, 429, 503) },
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
          .send(asText(csv));
      }
      const data = await exportJson(deps, user);
      req.log.info({ goals: data.goals, entries: data.entries }, "export");
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="progressvault-${user.username}-${day}.json"`)
        .send(asText(data.bytes));
    },
  );

  // The imports take their bodies as bytes, parsed and validated in a worker (raw-body.ts,
  // read-import.ts): a parser and a pass-through validator of their own, in a scope of their
  // own. The schemas stay on the routes to document them.
  const passThrough = () => (value: unknown) => ({ value });
  // Both imports count as one kind: each holds a file in memory and writes a whole account.
  const importLimit = perUserConcurrency("import");
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, new RawBody(body as Buffer)));
    typed(scope).post(
      "/api/import",
      {
        onRequest: auth,
        ...importLimit,
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        validatorCompiler: passThrough,
        schema: {
          tags,
          summary: "Merge an export file back in by id, all or nothing",
          security,
          body: importBody,
          response: { 200: importResult, ...errors(400, 401, 409, 413, 429, 503) },
        },
      },
      async (req) => {
        const user = signedInUser(req);
        const doc = await importDocumentInWorker("json", rawBodyOf(req.body), user.id, deps.now());
        return importDocument(deps, user, doc, req.log);
      },
    );

    typed(scope).post(
      "/api/import/loop",
      {
        onRequest: auth,
        ...importLimit,
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        validatorCompiler: passThrough,
        schema: {
          tags,
          summary: "Import a Loop Habit Tracker CSV export: the text of its Habits.csv, Checkmarks.csv and (optional) Scores.csv",
          security,
          body: loopImportBody,
          response: { 200: loopImportResult, ...errors(400, 401, 409, 413, 429, 503) },
        },
      },
      async (req) => {
        const user = signedInUser(req);
        const doc = await importDocumentInWorker("loop", rawBodyOf(req.body), user.id, deps.now());
        // A habit imported before keeps what the user chose here since: category, motivation, visibility.
        const mergeGoal = (old: GoalRowOut, g: ExportGoal): ExportGoal => {
          const loopChanged = old.title !== g.title || old.description !== g.description || old.timeframe !== g.timeframe;
          return {
            ...g,
            category: old.category,
            motivation: old.motivation,
            public: old.public,
            slug: old.slug,
            updated_at: loopChanged ? deps.now().toISOString() : old.updated_at,
          };
        };
        const result = await importDocument(deps, user, doc, req.log, { mergeGoal });
        return { ...result, habits: doc.goals.length };
      },
    );
  });
}
