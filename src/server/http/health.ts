/**
 * /api/health — what an orchestrator restarts on — and the guard that answers 503 for every
 * request while the embedded database file is no longer the one the process has open.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE_MESSAGE } from "./error-handler.js";

/** How long one look at the database file (a stat) stands for every request. */
const FILE_CHECK_MS = 1000;

export function registerHealth(app: FastifyInstance, deps: AppDeps, isReady: () => boolean) {
  let healthy = true;
  app.get(
    "/api/health",
    { schema: { tags: ["health"], summary: "Ready when the database is migrated and reachable" } },
    async (req, reply) => {
      if (!isReady()) return reply.code(503).header("retry-after", "1").send({ status: "starting", db: deps.db.engine });
      try {
        // Schema migrated, a real table readable, the right file: what every request needs.
        await deps.db.ping();
      } catch (err) {
        // Logged when health turns bad, with the real cause; not at every poll of an orchestrator.
        if (healthy) req.log.error({ err }, "health: database unavailable");
        healthy = false;
        return reply
          .code(503)
          .header("retry-after", String(DB_RETRY_AFTER_SECONDS))
          .send({ status: "unavailable", db: deps.db.engine, error: DB_UNAVAILABLE_MESSAGE });
      }
      if (!healthy) req.log.info("health: database available again");
      healthy = true;
      return { status: "ok", db: deps.db.engine };
    },
  );

  const isSameFile = deps.db.isSameFile;
  if (!isSameFile) return;
  let checkedAt = 0;
  let same = true;
  app.addHook("onRequest", async (req) => {
    if (req.url === "/api/health" || !req.url.startsWith("/api/")) return;
    const now = Date.now();
    if (now - checkedAt >= FILE_CHECK_MS) {
      checkedAt = now;
      same = isSameFile();
    }
    if (!same) throw new AppError("UNAVAILABLE", DB_UNAVAILABLE_MESSAGE, { retryAfter: DB_RETRY_AFTER_SECONDS });
  });
}
