import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { PAUSES_PER_GOAL_MAX } from "../db/goal-pauses.js";
import { RawBody, rawBodyOf } from "./raw-body.js";
import type { ExportGoal } from "../../core/export-schema.js";
import { type ImportOptions, importDocument } from "./service.js";
import { exportStream } from "./export-stream.js";
import { importFileInWorker, loopImportInWorker } from "./read-import.js";

/** The habit fields a Loop import sets (issue 29): a change to one is a change Loop made. */
const LOOP_HABIT_FIELDS = ["kind", "target", "unit", "direction", "weekdays", "every_days"] as const;

/** Imports carry a whole account: larger than the 100 kB every other route accepts. */
export const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function registerDataTransferRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "GET /export", {
    onRequest: auth,
    // The slot is held until the streamed file is sent or the client leaves. No HEAD: its answer
    // closes at once while the stream would still be read to its end, outside any slot.
    exposeHeadRoute: false,
    ...perUserConcurrency("export"),
    handler: async (req, reply) => {
      const user = signedInUser(req);
      const day = deps.now().toISOString().slice(0, 10);
      const csv = req.query.format === "csv";
      const body = await exportStream(deps, user, csv ? "csv" : "json", req.log);
      return reply
        .header("cache-control", "no-store")
        .type(csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${csv ? `progressvault-entries-${day}.csv` : `progressvault-${user.username}-${day}.json`}"`,
        )
        .send(body);
    },
  });

  // The imports take their bodies as bytes, parsed and validated in a worker (raw-body.ts,
  // read-import.ts): a parser and a pass-through validator of their own, in a scope of their
  // own. The contract's schemas document them.
  const passThrough = () => (value: unknown) => ({ value });
  // Both imports count as one kind: each holds a file in memory and writes a whole account.
  const importLimit = perUserConcurrency("import");
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, new RawBody(body as Buffer)));
    route(scope, "POST /import", {
      onRequest: auth,
      ...importLimit,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      validatorCompiler: passThrough,
      handler: async (req, reply) => {
        const user = signedInUser(req);
        const file = await importFileInWorker(rawBodyOf(req.body), user.id, deps.now());
        const result = await importDocument(deps, user, file, req.log);
        // Decided, its check-ins interrupted by a fault: accepted and finishing (decision 069).
        if ("status" in result) return reply.code(202).send(result);
        return result;
      },
    });

    route(scope, "POST /import/loop", {
      onRequest: auth,
      ...importLimit,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      validatorCompiler: passThrough,
      handler: async (req, reply) => {
        const user = signedInUser(req);
        const { file, pauses, notes } = await loopImportInWorker(rawBodyOf(req.body), user.id, deps.now());
        // A habit imported before keeps what the user chose here since: category, motivation, visibility.
        const mergeGoal: NonNullable<ImportOptions["mergeGoal"]> = (old, g): ExportGoal => {
          const loopChanged =
            old.title !== g.title ||
            old.description !== g.description ||
            old.timeframe !== g.timeframe ||
            LOOP_HABIT_FIELDS.some((f) => JSON.stringify(old[f] ?? null) !== JSON.stringify(g[f] ?? null));
          return {
            ...g,
            category: old.category,
            motivation: old.motivation,
            public: old.public,
            slug: old.slug,
            group_id: old.group_id,
            position: old.position,
            archived: old.archived,
            updated_at: loopChanged ? deps.now().toISOString() : old.updated_at,
          };
        };
        const imported = await importDocument(deps, user, file, req.log, { mergeGoal, pauses });
        if ("status" in imported) return reply.code(202).send(imported);
        const { pauses: written, ...result } = imported;
        const full = (written?.full ?? []).map((habit) => ({
          habit,
          note: `Some skipped days were not kept: a goal has at most ${PAUSES_PER_GOAL_MAX} pauses`,
        }));
        return {
          ...result,
          habits: file.goals.length,
          pauses: { created: written?.created ?? 0, unchanged: written?.unchanged ?? 0 },
          notes: [...notes, ...full],
        };
      },
    });
  });
}
