/** Starts the server: validate env, open and migrate the database, listen, stop gracefully. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredSignOns } from "./auth/oidc-queries.js";
import { deleteExpiredSessions } from "./auth/queries.js";
import { pruneSecurityEvents } from "./db/security-events.js";
import { deleteOldMailSends, deleteOldUnsubscribeLinks } from "./db/user-emails.js";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/open.js";
import { sweepImportRuns } from "./export/import-staging.js";
import { deleteExpiredKeys } from "./idempotency/queries.js";
import { HOUR_MS } from "./mail/limits.js";
import { runWeeklySummaries } from "./mail/weekly-summary.js";
import { holdServerPresence } from "./ops/presence.js";
import { connectRedis, outageReporter, redisCounter, redisCounters } from "./ops/redis.js";
import { vapidKeys } from "./push/vapid.js";
import { deleteOldReminderSends, runDueReminders } from "./reminders/scheduler.js";
import { deleteOldNudgeSends } from "./nudges/queries.js";
import { runDueNudges } from "./nudges/scheduler.js";
import { runEvery } from "./run-every.js";
import { makeDeps } from "./runtime.js";
import { deleteOldDeliveries, runDueDeliveries } from "./webhooks/dispatcher.js";
import { closeCpuPool } from "./workers/cpu-pool.js";

function findWebDir(): string | undefined {
  const candidates = [process.env.WEB_DIR, fileURLToPath(new URL("../../web", import.meta.url)), path.resolve("dist/web")].filter(
    (p): p is string => Boolean(p),
  );
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

async function main() {
  const config = loadConfig();
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let ready = false;
  // Several servers share rate-limit counts through Redis; one server counts in memory.
  const logger: { current?: FastifyBaseLogger } = {}; // the app's, once built
  const log = (level: "warn" | "info", msg: string, err?: unknown) => {
    if (logger.current) logger.current[level](err ? { err } : {}, msg);
    else console.error(JSON.stringify({ level: level === "warn" ? 40 : 30, time: Date.now(), msg, ...(err ? { err: String(err) } : {}) }));
  };
  const outage = outageReporter({
    down: (err) => log("warn", "redis unreachable: rate limits are counted by each server process until it is back", err),
    up: () => log("info", "redis reachable again: rate limits are shared again"),
  });
  const redis = config.redis.url ? connectRedis(config.redis.url, config.redis.keyPrefix, outage.failed) : undefined;
  redis?.on("ready", outage.ok);
  const deps = makeDeps(config, db, {
    webDir: findWebDir(),
    ...(redis
      ? {
          counters: redisCounters(redis, config, outage),
          coach: { perUserCounter: redisCounter(redis, "coach-user", 60_000, outage.failed, outage.ok) },
          pushLimits: { testCounter: redisCounter(redis, "push-test-user", 60_000, outage.failed, outage.ok) },
          mailCounters: {
            forgotByIp: redisCounter(redis, "forgot-ip", HOUR_MS, outage.failed, outage.ok),
            forgotByAddress: redisCounter(redis, "forgot-address", HOUR_MS, outage.failed, outage.ok),
            confirmationsByUser: redisCounter(redis, "mail-confirm-user", HOUR_MS, outage.failed, outage.ok),
            unsubscribesByIp: redisCounter(redis, "mail-unsubscribe-ip", HOUR_MS, outage.failed, outage.ok),
          },
        }
      : {}),
  });
  const app = await buildApp(deps, { isReady: () => ready });
  logger.current = app.log;
  for (const warning of config.warnings) app.log.warn(warning);
  if (!deps.webDir) app.log.warn("web app not built (dist/web missing): serving the API only");
  let presence: { release(): Promise<void> } | undefined;

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
      await presence?.release();
      await redis?.quit().catch(() => undefined);
      await db.close();
      // The pool's threads, and with them their own database connections (workers/read-db.ts).
      await closeCpuPool();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // npm start's launcher (scripts/start.mjs, STOP_WITH_PARENT_ENV) holds an IPC channel to this
  // process; it closes when the launcher dies, SIGKILL included: stop then, as on SIGTERM, so no
  // server outlives what the operator started.
  if (process.env.PROGRESSVAULT_STOP_WITH_PARENT === "1" && process.channel) {
    process.channel.unref();
    process.on("disconnect", () => void stop("launcher exited"));
    if (!process.connected) void stop("launcher exited");
  }

  await app.listen({ port: config.port, host: config.host });
  // Tells a restore or a move to PostgreSQL that this server uses the database (and waits
  // for one that is running to finish).
  if (config.databaseUrl) presence = await holdServerPresence(config.databaseUrl, app.log);
  await db.migrate();
  // Imports a process that died left half staged (decision 043) are dropped, and those it left
  // half published are finished (decision 064), before the first request: on SQLite every run (the
  // data directory's lock says no other process is importing), on PostgreSQL those whose heartbeat
  // stopped (another server may be importing right now).
  const swept = await sweepImportRuns(db.db, db.engine, new Date(), { all: db.engine === "sqlite" });
  if (swept.dropped + swept.finished > 0) app.log.info(swept, "swept imports a process left half staged or half published");
  ready = true;
  app.log.info({ db: db.engine, dataDir: db.engine === "sqlite" ? config.dataDir : undefined, sharedCounters: Boolean(redis) }, "ready");

  // The VAPID pair is made at first start (not by the first GET of the public key: reads
  // never write); a database fault here is retried by the first push call instead.
  await vapidKeys(deps).catch((err) => app.log.warn({ err }, "VAPID keys not ready"));
  const failed = (what: string) => (err: unknown) => app.log.warn({ err }, `${what} run failed`);
  runEvery(config.reminderTickMs, () => runDueReminders(deps, deps.now()), failed("reminder"));
  // Nudges fire from a local time of each user's: looked for at the reminders' pace (decision 067).
  runEvery(config.reminderTickMs, () => runDueNudges(deps, deps.now()), failed("nudge"));
  runEvery(config.webhooks.tickMs, () => runDueDeliveries(deps), failed("webhook delivery"));
  // Each user's summary is due from a local hour: looked for at the reminders' pace.
  if (config.mail) runEvery(config.reminderTickMs, () => runWeeklySummaries(deps, deps.now()), failed("weekly summary"));

  const sweep = setInterval(
    () => {
      deleteExpiredSessions(db.db, new Date().toISOString()).catch((err) => app.log.warn({ err }, "session sweep failed"));
      deleteExpiredKeys(db.db, new Date()).catch((err) => app.log.warn({ err }, "idempotency key sweep failed"));
      deleteOldReminderSends(db.db, new Date()).catch((err) => app.log.warn({ err }, "reminder claim sweep failed"));
      deleteOldNudgeSends(db.db, new Date()).catch((err) => app.log.warn({ err }, "nudge claim sweep failed"));
      deleteOldDeliveries(db.db, new Date()).catch((err) => app.log.warn({ err }, "webhook delivery sweep failed"));
      deleteOldMailSends(db.db, new Date()).catch((err) => app.log.warn({ err }, "mail claim sweep failed"));
      deleteOldUnsubscribeLinks(db.db, new Date()).catch((err) => app.log.warn({ err }, "unsubscribe link sweep failed"));
      sweepImportRuns(db.db, db.engine, new Date()).catch((err) => app.log.warn({ err }, "import staging sweep failed"));
      deleteExpiredSignOns(db.db, new Date().toISOString()).catch((err) => app.log.warn({ err }, "single sign-on sweep failed"));
      // Bounded per run (db/security-events.ts): a long-stopped server catches up over a few hours.
      pruneSecurityEvents(db.db, new Date()).catch((err) => app.log.warn({ err }, "security log prune failed"));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
