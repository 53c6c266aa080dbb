/**
 * Where a pool task's account data comes from (issue 26). On SQLite the pool thread reads it over
 * its own read-only connection (read-db.ts): better-sqlite3 reads synchronously, so a whole
 * account read on the event loop held every other request. On PostgreSQL reads are asynchronous:
 * they are read here and cross as data. Either way the same reader runs, so the answer is the same.
 */
import type { Kysely } from "kysely";
import type { SqliteFile } from "../db/open.js";
import type { Database } from "../db/schema.js";
import type { AppDeps } from "../deps.js";

export type From<T> = { sqlite: SqliteFile } | { data: T };

/** Called after the service's authorization: the reader only ever reads the signed-in user's rows. */
export async function accountFrom<T>(deps: AppDeps, read: (db: Kysely<Database>) => Promise<T>): Promise<From<T>> {
  const file = deps.db.sqliteFile;
  return file ? { sqlite: file } : { data: await read(deps.db.db) };
}
