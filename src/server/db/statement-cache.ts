/**
 * Prepared statements for SQLite. Kysely's SQLite driver prepares every statement it runs
 * (parse and plan each time: a tenth of a check-in's CPU time under load); the server runs a
 * few dozen distinct statements, so each is prepared once and reused.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct statements kept; the oldest is dropped beyond it (SQL built from user input would be unbounded). */
const MAX_STATEMENTS = 500;

export function withStatementCache(db: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = db.prepare(sql);
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}
