/** Opens the embedded SQLite database or PostgreSQL, and migrates it. */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import { loadPg } from "./load-pg.js";
import { acquireDataDirLock } from "./lock.js";
import { migrationProvider } from "./migrations.js";
import { usePreparedStatements } from "./pg-prepared.js";
import type { Database } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";
import type { Engine } from "./values.js";

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves once the schema is current; health answers 503 until then. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL pool occupancy, for the metrics endpoint; absent for SQLite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return makeHandle(db, "sqlite", async () => {
    await db.destroy();
    release();
  });
}

function openPostgres(url: string, poolSize: number): Db {
  const pool = new (loadPg().Pool)({ connectionString: url, max: poolSize });
  // An idle connection that PostgreSQL drops (restart, failover, admin) is discarded by the
  // pool and replaced on next use; unhandled, its error event would end the process.
  pool.on("error", () => undefined);
  usePreparedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const handle = makeHandle(db, "postgres", () => db.destroy());
  handle.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return handle;
}

function makeHandle(db: Kysely<Database>, engine: Engine, close: () => Promise<void>): Db {
  let closed = false;
  return {
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
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
