/** Opens the embedded SQLite database or PostgreSQL, and migrates it. */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import { SqliteKeepCauseDialect } from "./sqlite-dialect.js";
import { useGroupCommit } from "./group-commit.js";
import { acquireDataDirLock } from "./lock.js";
import { migrationProvider } from "./migrations.js";
import { pgPool } from "./pg-pool.js";
import type { Database } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";
import type { Engine } from "./values.js";
import { WalCheckpointer } from "./wal-checkpointer.js";

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves once the schema is current; health answers 503 until then. */
  migrate(): Promise<void>;
  /**
   * Resolves when the database can serve requests: reachable, every known migration applied,
   * a real table readable, and (SQLite) the file at the data path still the one open. Rejects
   * with the reason otherwise.
   */
  ping(): Promise<void>;
  /**
   * SQLite: false once the database file at the data path is no longer the file this process
   * has open (removed, or replaced by another file). Writes would go to an unlinked file and be
   * lost at the next start, so requests answer 503 until a restart opens the new file.
   */
  isSameFile?: () => boolean;
  /** SQLite: the file this process has open, for the CPU pool's read-only connections (workers/read-db.ts). */
  sqliteFile?: SqliteFile;
  /** PostgreSQL: the connection string, for the CPU pool threads' own connections (workers/read-db.ts). */
  postgresUrl?: string;
  close(): Promise<void>;
  /** SQLite: the thread that checkpoints the WAL for the group commit (wal-checkpointer.ts). */
  walCheckpointer?: WalCheckpointer;
  /** PostgreSQL pool occupancy, for the metrics endpoint; absent for SQLite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** A database file by path and by identity: a file moved in at the same path is another file. */
export interface SqliteFile {
  path: string;
  dev: number;
  ino: number;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Postgres pool size per server process. */
  poolSize?: number;
}

export function openDatabase(opts: OpenOptions): Db {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openSqlite(opts.dataDir);
}

function openSqlite(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(path.join(dataDir, "progressvault.db"));
    // WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit so an
    // acknowledged write survives a crash or power loss, not only a process kill.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
  } catch (err) {
    release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new SqliteKeepCauseDialect({ database: withStatementCache(sqlite) }, sqlite) });
  const file = path.join(dataDir, "progressvault.db");
  const opened = fs.statSync(file);
  const sqliteFile = { path: file, dev: opened.dev, ino: opened.ino };
  const checkpointer = new WalCheckpointer(sqliteFile);
  useGroupCommit(db, { checkpoint: () => checkpointer.checkpoint() });
  const handle = makeHandle(db, "sqlite", async () => {
    // First: the server's connection stays the last one open, and removes the WAL as it closes.
    await checkpointer.close();
    await db.destroy();
    release();
  });
  handle.sqliteFile = sqliteFile;
  handle.walCheckpointer = checkpointer;
  handle.isSameFile = () => {
    try {
      const now = fs.statSync(file);
      return now.ino === opened.ino && now.dev === opened.dev;
    } catch {
      return false;
    }
  };
  return handle;
}

function openPostgres(url: string, poolSize: number): Db {
  const pool = pgPool(url, { max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const handle = makeHandle(db, "postgres", () => db.destroy());
  handle.postgresUrl = url;
  handle.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return handle;
}

function makeHandle(db: Kysely<Database>, engine: Engine, close: () => Promise<void>): Db {
  let closed = false;
  const handle: Db = {
    db,
    engine,
    async migrate() {
      const migrator = new Migrator({ db, provider: migrationProvider(engine) });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === "Error");
      if (error || failed) {
        throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
      }
    },
    async ping() {
      if (handle.isSameFile && !handle.isSameFile())
        throw new Error("The database file was removed or replaced while the server runs; restart it");
      const known = Object.keys(await migrationProvider(engine).getMigrations());
      const applied = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name));
      const missing = known.filter((name) => !applied.has(name));
      if (missing.length > 0) throw new Error(`The database schema is not migrated: ${missing.join(", ")} missing`);
      // A real table, not "select 1": an emptied or half-restored database answers the latter.
      await sql`select 1 from users limit 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
  return handle;
}
