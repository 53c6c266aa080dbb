/** Starts the server: validate env, open and migrate the database, listen, stop gracefully. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deleteExpiredSessions } from "./auth/queries.js";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/open.js";
import { makeDeps } from "./runtime.js";

function findWebDir(): string | undefined {
  const candidates = [
    process.env.WEB_DIR,
    fileURLToPath(new URL("../../web", import.meta.url)),
    path.resolve("dist/web"),
  ].filter((p): p is string => Boolean(p));
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

async function main() {
  const config = loadConfig();
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let ready = false;
  const deps = makeDeps(config, db, { webDir: findWebDir() });
  const app = await buildApp(deps, { isReady: () => ready });
  if (!deps.webDir) app.log.warn("web app not built (dist/web missing): serving the API only");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took over 10 s: exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  await db.migrate();
  ready = true;
  app.log.info({ db: db.engine, dataDir: db.engine === "sqlite" ? config.dataDir : undefined }, "ready");

  const sweep = setInterval(() => {
    deleteExpiredSessions(db.db, new Date().toISOString()).catch((err) => app.log.warn({ err }, "session sweep failed"));
  }, 60 * 60 * 1000);
  sweep.unref();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
