/**
 * The schema an embedded backup must have: exactly what the product's own migrations build,
 * at the backup's migration level. An SQLite file carries code as well as data (triggers and
 * views run inside the server's statements), so a restore compares every sqlite_master entry
 * of the file with those of a fresh in-memory database migrated to the same level; anything
 * added, missing or different refuses the file. The expectation is derived from the
 * migrations at run time, so a migration added later is covered without touching this file.
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { migrationProvider } from "../db/migrations.js";

export interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** Planner statistics (ANALYZE, PRAGMA optimize): data about the data, never run as code. */
const STATISTICS = /^sqlite_stat\d$/;

/** Whitespace-insensitive, so only a change of meaning counts as a difference. */
function normalise(sqlText: string | null): string | null {
  return sqlText === null ? null : sqlText.replace(/\s+/g, " ").trim();
}

export function schemaOf(db: SQLite.Database): SchemaEntry[] {
  return (db.prepare("select type, name, tbl_name, sql from sqlite_master").all() as SchemaEntry[])
    .filter((e) => !STATISTICS.test(e.name))
    .map((e) => ({ ...e, sql: normalise(e.sql) }));
}

/** sqlite_master of a fresh database migrated up to and including `last`. */
export async function expectedSchema(last: string): Promise<SchemaEntry[]> {
  const sqlite = new SQLite(":memory:");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider("sqlite") }).migrateTo(last);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return schemaOf(sqlite);
  } finally {
    await db.destroy();
  }
}

const key = (e: SchemaEntry) => `${e.type} ${e.name}`;

/** Every difference between a file's schema and the expected one, in words; empty when equal. */
export function schemaDifferences(actual: readonly SchemaEntry[], expected: readonly SchemaEntry[]): string[] {
  const want = new Map(expected.map((e) => [key(e), e]));
  const have = new Map(actual.map((e) => [key(e), e]));
  const out: string[] = [];
  for (const [k, e] of have) {
    const w = want.get(k);
    if (!w) out.push(`${k} is not part of the product's schema`);
    else if (w.tbl_name !== e.tbl_name || w.sql !== e.sql) out.push(`${k} differs from the product's definition`);
  }
  for (const k of want.keys()) if (!have.has(k)) out.push(`${k} is missing`);
  return out.sort();
}
