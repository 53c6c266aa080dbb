/**
 * Starts the real HTTP app on a loopback port over a real database: SQLite in a fresh temp
 * dir, or a fresh PostgreSQL database created on TEST_DATABASE_URL's server and dropped after.
 * Every successful /api answer is checked against its contract schema (./answer-check.ts);
 * close() fails when one did not match.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseUrl, pgAdmin } from "./pg-admin.js";
import type { FastifyInstance } from "fastify";
import { expect, inject } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { vapidKeys } from "../../src/server/push/vapid.js";
import { loadConfig } from "../../src/server/config.js";
import { openDatabase } from "../../src/server/db/open.js";
import type { AppDeps } from "../../src/server/deps.js";
import { makeDeps } from "../../src/server/runtime.js";
import { type AnswerMismatch, answerChecker } from "./answer-check.js";

export type EngineName = "sqlite" | "postgres";

/** The engines this run can test: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: EngineName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestServer {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  /** The answers that did not match their contract schema so far, emptied. */
  takeAnswerMismatches(): AnswerMismatch[];
  /** Closes the app and the database; then throws if any answer did not match its schema. */
  close(): Promise<void>;
}

/** A fresh database; `template`: a copy of that database (a migrated one, ./database-templates.ts). */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pv_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await pgAdmin(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    url: databaseUrl(base, name),
    drop: () => pgAdmin(base, `drop database if exists ${name} with (force)`),
  };
}

/** What the run's globalSetup provided; nothing outside vitest (bench/checkin-statements.ts), where inject() throws. */
function provided<K extends "sqliteTemplateDir" | "postgresTemplate">(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

export async function startTestServer(
  engine: EngineName,
  opts: { env?: Record<string, string>; overrides?: Partial<AppDeps> } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-test-"));
  // Started from the run's migrated templates when vitest.config.ts made them (migrate() below
  // then finds nothing to do); another config (the soak runs) migrates each database itself.
  const sqliteTemplate = provided("sqliteTemplateDir");
  const pgTemplate = provided("postgresTemplate") || undefined;
  if (engine === "sqlite" && sqliteTemplate && !opts.env?.DATABASE_URL && !opts.env?.DATA_DIR) {
    fs.copyFileSync(path.join(sqliteTemplate, "progressvault.db"), path.join(dataDir, "progressvault.db"));
  }
  const pgDb = engine === "postgres" ? await createPostgresDatabase(pgTemplate) : undefined;
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...opts.env,
  });
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await db.migrate();
  const deps = makeDeps(config, db, opts.overrides);
  const answers = answerChecker(() => expect.getState().currentTestName);
  const app = await buildApp(deps, { onSend: answers.hook });
  await vapidKeys(deps); // as main.ts does at start: the Web Push key pair exists before any request
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    deps,
    takeAnswerMismatches: () => answers.take(),
    async close() {
      await app.close();
      await db.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      answers.assertNone();
    },
  };
}
