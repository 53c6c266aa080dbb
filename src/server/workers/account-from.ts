/**
 * Where a pool task reads the user's account (issue 26): the pool thread reads it itself, over
 * its own connection (read-db.ts), by the same reader the event loop would run, so the answer is
 * the same. Reading on the event loop held every other request: better-sqlite3 reads
 * synchronously, and pg turns each of the rows into an object there. Only where to read crosses
 * into the thread, with the user id; never a query.
 */
import type { SqliteFile } from "../db/open.js";
import type { AppDeps } from "../deps.js";

export type From = { sqlite: SqliteFile } | { postgres: string };

/** Called after the service's authorization: the thread only ever reads the signed-in user's rows. */
export function accountFrom(deps: AppDeps): From {
  const { sqliteFile, postgresUrl } = deps.db;
  if (sqliteFile) return { sqlite: sqliteFile };
  if (postgresUrl) return { postgres: postgresUrl };
  throw new Error("the database handle names neither a SQLite file nor a PostgreSQL URL");
}
