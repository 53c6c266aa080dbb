/**
 * A pool thread's own read-only connection to the server's SQLite file (issue 26). better-sqlite3
 * reads synchronously: reading a whole account (years of entries) on the event loop's connection
 * held every other request. In WAL mode readers run beside the writer, so a thread reads over a
 * connection of its own, opened once and kept.
 *
 * Each statement runs in a read transaction of its own, begun when it runs: it sees every
 * transaction committed before, so every write that was acknowledged (group-commit.ts answers
 * only after its COMMIT). A file that is no longer the one the server has open (moved away,
 * replaced: health.ts's case) is refused as unavailable, never read.
 *
 * On PostgreSQL the thread reads too (readPostgres): the driver turns every row into an object
 * where the query's answer arrives, so a whole account read on the event loop (and copied into
 * the thread) held it as well. Each thread keeps a pool of its own, made as the server's
 * (db/pg-pool.ts) with one connection (a thread runs one task at a time), so the threads add at
 * most one connection each to the server's pool; one left idle is closed after pg's idle
 * timeout (10 s), and the next task connects again.
 */
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import type { SqliteFile } from "../db/open.js";
import { pgPool } from "../db/pg-pool.js";
import type { Database } from "../db/schema.js";
import { SqliteKeepCauseDialect } from "../db/sqlite-dialect.js";
import { fileGone, isTheFile } from "../db/sqlite-file.js";
import { withStatementCache } from "../db/statement-cache.js";

/** The same wait as the server's connection for a lock held by a checkpoint or a recovery. */
const BUSY_TIMEOUT_MS = 5000;

let open: { key: string; raw: SQLite.Database; db: Kysely<Database> } | undefined;

/** This thread's connection to `file`; throws (503) when the file at its path is not that file. */
export function readDb(file: SqliteFile): Kysely<Database> {
  if (!isTheFile(file)) throw fileGone();
  const key = `${file.dev}:${file.ino}:${file.path}`;
  if (open?.key === key) return open.db;
  open?.raw.close();
  open = undefined;
  const raw = new SQLite(file.path, { readonly: true, fileMustExist: true });
  raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Opened by path: the file may have been swapped between the look above and the open.
  if (!isTheFile(file)) {
    raw.close();
    throw fileGone();
  }
  open = { key, raw, db: new Kysely<Database>({ dialect: new SqliteKeepCauseDialect({ database: withStatementCache(raw) }, raw) }) };
  return open.db;
}

/** How the threads' connections show in pg_stat_activity (and the test finds them). */
export const POOL_READ_APPLICATION_NAME = "progressvault-pool-read";
/** A connection per thread: a thread runs one task at a time, and the task's reads run one after another. */
const PG_CONNECTIONS_PER_THREAD = 1;

let pg: { url: string; db: Kysely<Database> } | undefined;

/** This thread's connection pool to the server's PostgreSQL database, made on first use and kept. */
export function readPostgres(url: string): Kysely<Database> {
  if (pg?.url === url) return pg.db;
  void pg?.db.destroy().catch(() => undefined);
  const pool = pgPool(url, { max: PG_CONNECTIONS_PER_THREAD, applicationName: POOL_READ_APPLICATION_NAME });
  pg = { url, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  return pg.db;
}
