/**
 * A read of many rows in pages, all of them from one consistent snapshot (issue 26, decision 064):
 * what a streamed export reads. Every page is read inside one read transaction, so a write that
 * lands while the answer streams is in none of its pages or in all of the rows it touches.
 *
 * SQLite: a read-only connection of the snapshot's own (the server's one connection must stay free
 * for everybody's writes), in WAL mode a reader beside the writer; its BEGIN … first read fixes the
 * snapshot. A page is a few milliseconds of synchronous reading, and the event loop is served
 * between pages. While a snapshot is open, a checkpoint cannot pass it: the WAL grows until it
 * closes (one export's length).
 * PostgreSQL: a REPEATABLE READ, READ ONLY transaction on one of the pool's connections, each page
 * a FETCH from a cursor, so no page is read twice or skipped whatever the rows' keys.
 */
import SQLite from "better-sqlite3";
import { type Compilable, CompiledQuery, Kysely, sql } from "kysely";
import type { Db } from "./open.js";
import type { Database } from "./schema.js";
import { SqliteKeepCauseDialect } from "./sqlite-dialect.js";
import { fileGone, isTheFile } from "./sqlite-file.js";

/** The same wait as the server's connection for a lock held by a checkpoint or a recovery. */
const BUSY_TIMEOUT_MS = 5000;

export interface ReadSnapshot {
  /** For building queries only: run them with `pages`. */
  db: Kysely<Database>;
  /** The query's rows, `size` at a time, as they were when the snapshot began. */
  pages<R>(query: Compilable<R>, size: number): AsyncGenerator<R[]>;
}

/** Runs `work` over one snapshot of the database, closed when `work` ends (or throws). */
export async function withReadSnapshot<T>(handle: Db, work: (snapshot: ReadSnapshot) => Promise<T>): Promise<T> {
  if (handle.sqliteFile) return sqliteSnapshot(handle.sqliteFile, work);
  return handle.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute((trx) => work(postgresSnapshot(trx)));
}

async function sqliteSnapshot<T>(file: NonNullable<Db["sqliteFile"]>, work: (snapshot: ReadSnapshot) => Promise<T>): Promise<T> {
  if (!isTheFile(file)) throw fileGone();
  const raw = new SQLite(file.path, { readonly: true, fileMustExist: true });
  try {
    // Opened by path: the file may have been swapped between the look above and the open.
    if (!isTheFile(file)) throw fileGone();
    raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const db = new Kysely<Database>({ dialect: new SqliteKeepCauseDialect({ database: raw }, raw) });
    raw.prepare("BEGIN").run();
    return await work({
      db,
      async *pages<R>(query: Compilable<R>, size: number) {
        const { sql: text, parameters } = query.compile();
        const rows = raw.prepare(text).iterate(...(parameters as unknown[])) as IterableIterator<R>;
        try {
          for (;;) {
            const page: R[] = [];
            while (page.length < size) {
              const next = rows.next();
              if (next.done) break;
              page.push(next.value);
            }
            if (page.length > 0) yield page;
            if (page.length < size) return;
          }
        } finally {
          rows.return?.();
        }
      },
    });
  } finally {
    raw.close(); // ends the read transaction with the connection
  }
}

let cursors = 0;

function postgresSnapshot(trx: Kysely<Database>): ReadSnapshot {
  return {
    db: trx,
    async *pages<R>(query: Compilable<R>, size: number) {
      const { sql: text, parameters } = query.compile();
      const name = `export_page_${++cursors}`;
      await trx.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor for ${text}`, [...parameters]));
      try {
        for (;;) {
          const { rows } = await trx.executeQuery<R>(CompiledQuery.raw(`fetch forward ${size} from ${name}`));
          if (rows.length > 0) yield rows;
          if (rows.length < size) return;
        }
      } finally {
        await sql`close ${sql.raw(name)}`.execute(trx).catch(() => undefined);
      }
    },
  };
}
