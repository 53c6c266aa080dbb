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
 */
import fs from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import type { SqliteFile } from "../db/open.js";
import type { Database } from "../db/schema.js";
import { SqliteKeepCauseDialect } from "../db/sqlite-dialect.js";
import { withStatementCache } from "../db/statement-cache.js";

/** The same wait as the server's connection for a lock held by a checkpoint or a recovery. */
const BUSY_TIMEOUT_MS = 5000;

/** Answers 503 through db/errors.ts, like the server's own guard (health.ts). */
function fileGone(): Error {
  return Object.assign(new Error("The database file was removed or replaced while the server runs; restart it"), {
    code: "SQLITE_CANTOPEN",
  });
}

let open: { key: string; raw: SQLite.Database; db: Kysely<Database> } | undefined;

function isTheFile(file: SqliteFile): boolean {
  try {
    const now = fs.statSync(file.path);
    return now.ino === file.ino && now.dev === file.dev;
  } catch {
    return false;
  }
}

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
