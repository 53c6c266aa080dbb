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
 * refuses to run while a server uses the database (./presence.ts) and loads the file in
 * one transaction: any error leaves the database as it was.
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { DataDirLockedError, acquireDataDirLock } from "../db/lock.js";
import { migrationProvider } from "../db/migrations.js";
import { openDatabase } from "../db/open.js";
import { ServerRunningError, requireNoServer } from "./presence.js";
import { SQL_MAGIC, headerLines, insertStatement, parseHeader, quoteIdent } from "./sql-file.js";
import { TABLES, countRows, readTable } from "./tables.js";

export class OpsError extends Error {}

export const DB_FILE = "progressvault.db";
const SQLITE_MAGIC = "SQLite format 3\u0000";
const ROWS_PER_INSERT = 100;

export type Counts = Record<string, number>;

async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider("sqlite").getMigrations()).sort();
}

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

/** Opens a backup or database file read-only and checks it is a sound ProgressVault database. */
function inspectSqlite(file: string, known: readonly string[]): Counts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new OpsError(`${file} is damaged (quick_check: ${String(check)})`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const missing = TABLES.map((t) => t.name).filter((t) => !tables.has(t));
    if (missing.length) throw new OpsError(`${file} is not a ProgressVault database (no ${missing.join(", ")} table)`);
    if (tables.has("kysely_migration")) {
      const applied = (db.prepare("select name from kysely_migration").all() as { name: string }[]).map((r) => r.name);
      const unknown = applied.filter((m) => !known.includes(m));
      if (unknown.length) throw new OpsError(`${file} comes from a newer ProgressVault (migrations ${unknown.join(", ")}): upgrade first`);
    }
    return sqliteCounts(db);
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
    const counts = inspectSqlite(partial, await knownMigrations());
    fsyncFile(partial);
    fs.renameSync(partial, out);
    return counts;
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export async function restoreSqlite(dataDir: string, inFile: string): Promise<{ counts: Counts; previous?: string }> {
  const source = path.resolve(inFile);
  const counts = inspectSqlite(source, await knownMigrations());
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new OpsError(`${err.message.split(". ")[0]}. Stop the server first: a restore replaces its whole database.`);
    }
    throw err;
  }
  try {
    const live = path.join(dataDir, DB_FILE);
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
    const partial = `${live}.restoring`;
    fs.copyFileSync(source, partial);
    fsyncFile(partial);
    fs.renameSync(partial, live);
    // Bring the schema up to this version, as the server would at start.
    const db = openDatabase({ dataDir });
    try {
      await db.migrate();
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
        const migrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx)).rows.map((r) => r.name);
        const counts: Counts = {};
        for (const t of TABLES) counts[t.name] = await countRows(trx, t.name);
        for (const line of headerLines({ migrations, counts }, new Date().toISOString())) await write(line);
        await write("SET client_encoding = 'UTF8';");
        await write("SET standard_conforming_strings = on;");
        await write("BEGIN;");
        await write(`TRUNCATE TABLE ${[...TABLES].reverse().map((t) => quoteIdent(t.name)).join(", ")};`);
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

export async function restorePostgres(url: string, inFile: string): Promise<Counts> {
  const source = path.resolve(inFile);
  if (!fs.existsSync(source)) throw new OpsError(`No backup file at ${source}`);
  let lines: readline.Interface | undefined;
  const head: string[] = [];
  const client = new pg.Client({ connectionString: url, application_name: "progressvault-restore" });
  await client.connect();
  let inTransaction = false;
  let lineNo = 0;
  try {
    await requireNoServer(client, "a restore replaces all of its data");
    const db = openDatabase({ dataDir: "", databaseUrl: url, poolSize: 1 });
    let header: ReturnType<typeof parseHeader> | undefined;
    try {
      // Created right before reading: lines emitted before the loop starts would be lost.
      lines = readline.createInterface({ input: fs.createReadStream(source, { encoding: "utf8" }), crlfDelay: Infinity });
      for await (const line of lines) {
        lineNo++;
        if (!header) {
          if (line.startsWith("--")) {
            head.push(line);
            continue;
          }
          header = parseHeader(head);
          const known = await knownMigrations();
          const unknown = header.migrations.filter((m) => !known.includes(m));
          if (unknown.length) throw new OpsError(`The backup comes from a newer ProgressVault (migrations ${unknown.join(", ")}): upgrade first`);
          await db.migrate();
        }
        if (line === "" || line.startsWith("--")) continue;
        if (line === "BEGIN;") inTransaction = true;
        await client.query(line);
        if (line === "COMMIT;") inTransaction = false;
      }
      if (!header) throw new OpsError(`${source} is empty or not a ProgressVault PostgreSQL backup`);
      if (inTransaction) throw new OpsError(`${source} is cut short (no COMMIT at its end): nothing was restored`);
      const counts: Counts = {};
      for (const t of TABLES) counts[t.name] = await countRows(db.db, t.name);
      const wrong = TABLES.filter((t) => header!.counts[t.name] !== undefined && header!.counts[t.name] !== counts[t.name]);
      if (wrong.length) {
        throw new OpsError(`Row counts differ from the backup's: ${wrong.map((t) => `${t.name} ${counts[t.name]} ≠ ${header!.counts[t.name]}`).join(", ")}`);
      }
      return counts;
    } finally {
      await db.close();
    }
  } catch (err) {
    if (inTransaction) await client.query("ROLLBACK").catch(() => undefined);
    if (err instanceof OpsError || err instanceof ServerRunningError || !(err instanceof Error)) throw err;
    throw new OpsError(`Restore failed${lineNo ? ` at line ${lineNo}` : ""}, nothing was changed: ${err.message}`);
  } finally {
    lines?.close();
    await client.end();
  }
}
