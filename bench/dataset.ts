/**
 * The seeded databases the benchmarks run on. The SQLite seed is built once per seed version
 * and schema and cached (seeding takes a while); every run works on fresh copies of it.
 * PostgreSQL gets a fresh database of its own on the BENCH_DATABASE_URL server, dropped after.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { databaseUrl, pgAdmin } from "../test/support/pg-admin.js";
import { type Db, openDatabase } from "../src/server/db/open.js";
import { ROOT } from "./processes.js";
import { SEED_VERSION, seed } from "./seed.js";

const DB_FILE = "progressvault.db";

function schemaHash(): string {
  const migrations = fs.readFileSync(path.join(ROOT, "src/server/db/migrations.ts"), "utf8");
  const generator = fs.readFileSync(path.join(ROOT, "bench/seed.ts"), "utf8");
  return createHash("sha256").update(`${SEED_VERSION}\n${migrations}\n${generator}`).digest("hex").slice(0, 12);
}

/** Migrates the opened database, seeds it and logs what it holds; closes it (SQLite's WAL goes into the file). */
async function migrateAndSeed(db: Db, log: (line: string) => void): Promise<void> {
  try {
    await db.migrate();
    const s = await seed(db, log);
    log(
      `  ${s.users} users, ${s.goals} goals (${s.publicGoals} public), ${s.entries} entries, ${s.likes} likes in ${(s.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

/** A directory holding the seeded SQLite file, built if the cache has none for this schema. */
export async function sqliteSeed(cacheDir: string, log: (line: string) => void): Promise<string> {
  const dir = path.join(cacheDir, `sqlite-seed-${schemaHash()}`);
  if (fs.existsSync(path.join(dir, "done"))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  log(`seeding SQLite into ${dir} (once per schema)…`);
  await migrateAndSeed(openDatabase({ dataDir: dir }), log);
  fs.writeFileSync(path.join(dir, "done"), new Date().toISOString());
  return dir;
}

/** A fresh copy of the seed in `target` (the WAL was checkpointed into the file on close). */
export function copySqlite(seedDir: string, target: string): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  fs.copyFileSync(path.join(seedDir, DB_FILE), path.join(target, DB_FILE));
  return target;
}

/** Creates and seeds a database of its own on the server of `serverUrl`; returns its URL and a dropper. */
export async function postgresSeed(serverUrl: string, log: (line: string) => void) {
  const name = `progressvault_bench_${process.pid}`;
  await pgAdmin(serverUrl, `drop database if exists ${name}`);
  await pgAdmin(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  log(`seeding PostgreSQL database ${name}…`);
  await migrateAndSeed(openDatabase({ dataDir: "", databaseUrl: url }), log);
  await pgAdmin(url, "analyze");
  return { url, drop: () => pgAdmin(serverUrl, `drop database if exists ${name} with (force)`) };
}
