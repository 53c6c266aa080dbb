/**
 * Vitest globalSetup: one migrated database per engine for the whole run, which every test
 * server starts from (startTestServer in ./server.ts) instead of migrating its own. Migrating
 * costs about 0.7 s on SQLite (an fsync per DDL transaction) and 1-2 s on PostgreSQL per
 * server on this 2-core machine, and the suite starts a few hundred servers. Each server still
 * runs db.migrate() over its copy (finding nothing to do), and the tests of the migrations
 * themselves open their own databases.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/open.js";
import { databaseUrl, pgAdmin } from "./pg-admin.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data dir holding a migrated, closed progressvault.db to copy. */
    sqliteTemplateDir: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, to CREATE DATABASE ... TEMPLATE from ("" without one). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-template-"));
  const sqlite = openDatabase({ dataDir: dir });
  await sqlite.migrate();
  await sqlite.close(); // the last connection closed: the WAL checkpointed into the file
  project.provide("sqliteTemplateDir", dir);

  const base = process.env.TEST_DATABASE_URL;
  const name = `pv_template_${process.pid}`;
  const admin = (statement: string) => pgAdmin(base!, statement);
  if (base) {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
    const db = openDatabase({ dataDir: dir, databaseUrl: databaseUrl(base, name) });
    await db.migrate();
    await db.close(); // no connection left: a template with one open cannot be copied
  }
  project.provide("postgresTemplate", base ? name : "");

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (base) await admin(`drop database if exists ${name} with (force)`);
  };
}
