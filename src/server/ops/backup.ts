/**
 * Backups and restores of either engine.
 *
 * Embedded (SQLite): VACUUM INTO from a read-only connection that does not take the data
 * directory's lock, so it runs beside a live server and copies one consistent snapshot.
 * A restore needs the server stopped (it takes the lock) and keeps the replaced database
 * next to the new one.
 *
 * PostgreSQL: one REPEATABLE READ, READ ONLY transaction reads every table (a consistent
 * snapshot without blocking writers) into a plain SQL file (./sql-file.ts). A restore
 * refuses to run while a server uses the database (./presence.ts), reads the whole file as
 * data first (./sql-file-reader.ts; its text is never run), then loads the rows with its own
 * parameterised statements in one transaction that commits only once the counts agree.
 *
 * A backup is data, never code (docs/decisions/013): an embedded backup whose schema is not
 * exactly the one the migrations build is refused, and each refusal says what changed.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { DataDirLockedError, acquireDataDirLock } from "../db/lock.js";
import { openDatabase } from "../db/open.js";
import { NOTHING_CHANGED, OpsError, refused } from "./ops-error.js";
import { SQL_MAGIC, headerLines, insertStatement, quoteIdent } from "./sql-file.js";
import { checkMigrationLevel, knownMigrations } from "./migration-level.js";
import { expectedSchema, schemaDifferences, schemaOf } from "./sqlite-schema.js";
import { EPHEMERAL_TABLES, TABLES, countRows, readTable } from "./tables.js";

export { NOTHING_CHANGED, OpsError, refused } from "./ops-error.js";
export { restorePostgres } from "./restore-postgres.js";

export const DB_FILE = "progressvault.db";
const SQLITE_MAGIC = "SQLite format 3\u0000";
const ROWS_PER_INSERT = 100;

export type Counts = Record<string, number>;

function fsyncFile(file: string) {
  const fd = fs.openSync(file, "r+");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Which engine wrote a backup file, from its first bytes. */
export function backupKind(file: string): "sqlite" | "postgres" {
  if (!fs.existsSync(file)) throw new OpsError(`No backup file at ${file}`);
  const fd = fs.openSync(file, "r");
  const head = Buffer.alloc(64);
  const n = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const text = head.subarray(0, n).toString("latin1");
  if (text.startsWith(SQLITE_MAGIC)) return "sqlite";
  if (text.startsWith(SQL_MAGIC)) return "postgres";
  throw new OpsError(`${file} is not a ProgressVault backup`);
}

function sqliteCounts(db: SQLite.Database): Counts {
  const counts: Counts = {};
  for (const t of TABLES) counts[t.name] = (db.prepare(`select count(*) as n from ${quoteIdent(t.name)}`).get() as { n: number }).n;
  return counts;
}

/**
 * Opens a backup or database file read-only and checks it is a sound ProgressVault database
 * whose whole schema (tables, columns, indexes, triggers, views) is exactly what the
 * product's migrations build at its level. Rows are counted only after that, so nothing the
 * file defines runs before it is known to be the product's own.
 */
async function inspectSqlite(file: string, known: readonly string[]): Promise<Counts> {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new OpsError(`cannot open it as SQLite (${(err as Error).message})`);
  }
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new OpsError(`it is damaged (quick_check: ${String(check)})`);
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name),
    );
    const missing = [...TABLES.map((t) => t.name), "kysely_migration"].filter((t) => !tables.has(t));
    if (missing.length) throw new OpsError(`it is not a ProgressVault database (no ${missing.join(", ")} table)`);
    const applied = (db.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map((r) => r.name);
    const level = checkMigrationLevel(applied, known);
    if (level) throw new OpsError(level);
    if (!applied.length) throw new OpsError("it records no migration");
    const differences = schemaDifferences(schemaOf(db), await expectedSchema(applied.at(-1)!));
    if (differences.length) {
      throw new OpsError(`its schema is not the one ProgressVault builds (a backup holds data, never code): ${differences.join("; ")}`);
    }
    return sqliteCounts(db);
  } catch (err) {
    if (err instanceof OpsError) throw err;
    throw new OpsError(`cannot read it as SQLite (${(err as Error).message})`);
  } finally {
    db.close();
  }
}

export async function backupSqlite(dataDir: string, outFile: string): Promise<Counts> {
  const live = path.resolve(dataDir, DB_FILE);
  const out = path.resolve(outFile);
  if (!fs.existsSync(live)) throw new OpsError(`No embedded database at ${live}`);
  if (out === live || out.startsWith(`${live}-`)) throw new OpsError("Write the backup somewhere other than the live database");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  // Read-only and without the lock file: a running server keeps writing meanwhile; VACUUM
  // INTO copies one read transaction's snapshot, whatever commits during it.
  const db = new SQLite(live, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("VACUUM INTO ?").run(partial);
  } finally {
    db.close();
  }
  try {
    let counts: Counts;
    try {
      counts = await inspectSqlite(partial, await knownMigrations());
    } catch (err) {
      if (err instanceof OpsError) throw new OpsError(`The backup of ${live} failed its checks: ${err.message}. No backup was written.`);
      throw err;
    }
    fsyncFile(partial);
    fs.renameSync(partial, out);
    return counts;
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * Replaces DATA_DIR's database with a backup. The file is copied into the data directory
 * first and every check runs on that copy (so the file cannot change between the checks and
 * its use); the live database is touched only once all of them have passed.
 */
export async function restoreSqlite(dataDir: string, inFile: string): Promise<{ counts: Counts; previous?: string }> {
  const source = path.resolve(inFile);
  if (!fs.existsSync(source)) throw new OpsError(`No backup file at ${source}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new OpsError(`${err.message.split(". ")[0]}. Stop the server first: a restore replaces its whole database. ${NOTHING_CHANGED}`);
    }
    throw err;
  }
  const live = path.join(dataDir, DB_FILE);
  const partial = `${live}.restoring`;
  try {
    let counts: Counts;
    try {
      fs.copyFileSync(source, partial);
      for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(partial + suffix, { force: true });
      counts = await inspectSqlite(partial, await knownMigrations());
      fsyncFile(partial);
    } catch (err) {
      for (const f of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) fs.rmSync(f, { force: true });
      if (err instanceof OpsError) throw refused(source, err.message);
      throw new OpsError(`Could not check ${source} (${(err as Error).message}). ${NOTHING_CHANGED}`);
    }
    let previous: string | undefined;
    if (fs.existsSync(live)) {
      // Fold the WAL into the old file so the copy kept aside is complete on its own.
      const old = new SQLite(live);
      old.pragma("wal_checkpoint(TRUNCATE)");
      old.close();
      previous = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(live, previous);
    }
    // A WAL or shared-memory file of the old database must never be applied to the new one.
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(live + suffix, { force: true });
    fs.renameSync(partial, live);
    // Bring the schema up to this version, as the server would at start.
    const db = openDatabase({ dataDir });
    try {
      await db.migrate();
    } catch (err) {
      throw new OpsError(
        `${live} now holds the backup${previous ? ` (the replaced database is kept at ${previous})` : ""}, ` +
          `but bringing it up to this version failed: ${(err as Error).message}`,
      );
    } finally {
      await db.close();
    }
    return previous ? { counts, previous } : { counts };
  } finally {
    release();
  }
}

export async function backupPostgres(url: string, outFile: string): Promise<Counts> {
  const out = path.resolve(outFile);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial-${process.pid}`;
  const db = openDatabase({ dataDir: "", databaseUrl: url, poolSize: 1 });
  const stream = fs.createWriteStream(partial, { encoding: "utf8" });
  const write = (line: string) =>
    new Promise<void>((resolve, reject) => {
      stream.write(`${line}\n`, (err) => (err ? reject(err) : resolve()));
    });
  try {
    const counts = await db.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const migrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx)).rows.map(
          (r) => r.name,
        );
        const counts: Counts = {};
        for (const t of TABLES) counts[t.name] = await countRows(trx, t.name);
        for (const line of headerLines({ migrations, counts }, new Date().toISOString())) await write(line);
        await write("SET client_encoding = 'UTF8';");
        await write("SET standard_conforming_strings = on;");
        await write("BEGIN;");
        // Ephemeral tables reference users: a load with psql must empty them too (their rows are not kept).
        const ephemeral: string[] = [];
        for (const name of EPHEMERAL_TABLES) {
          const found = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(trx);
          if (found.rows[0]?.t) ephemeral.push(name);
        }
        const emptied = [...ephemeral, ...[...TABLES].reverse().map((t) => t.name)];
        await write(`TRUNCATE TABLE ${emptied.map(quoteIdent).join(", ")};`);
        for (const t of TABLES) {
          for await (const page of readTable(trx, t)) {
            for (let i = 0; i < page.length; i += ROWS_PER_INSERT) {
              await write(insertStatement(t.name, t.columns, page.slice(i, i + ROWS_PER_INSERT)));
            }
          }
        }
        await write("COMMIT;");
        return counts;
      });
    await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
    fsyncFile(partial);
    fs.renameSync(partial, out);
    return counts;
  } catch (err) {
    stream.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await db.close();
  }
}
