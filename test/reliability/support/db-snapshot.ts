/**
 * The whole database as plain data: every table the schema has (read by introspection, so a
 * table added later is covered too), every row, in a stable order. Two snapshots are equal
 * exactly when nothing was written in between.
 */
import { type Kysely, sql } from "kysely";

export type DbSnapshot = Record<string, string[]>;

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Buffer.isBuffer(value)) return value.toString("base64");
  return value;
}

const tableLists = new WeakMap<object, Promise<string[]>>();

function tablesOf(db: Kysely<any>): Promise<string[]> {
  let list = tableLists.get(db);
  if (!list) {
    list = db.introspection
      .getTables({ withInternalKyselyTables: false })
      .then((tables) => tables.map((t) => (t.schema && t.schema !== "public" ? `${t.schema}.${t.name}` : t.name)).sort());
    tableLists.set(db, list);
  }
  return list;
}

export async function snapshotDb(db: Kysely<any>): Promise<DbSnapshot> {
  const out: DbSnapshot = {};
  const tables = await tablesOf(db);
  const all = await Promise.all(tables.map((t) => db.selectFrom(sql.table(t).as("t")).selectAll().execute()));
  tables.forEach((t, i) => {
    out[t] = (all[i] ?? []).map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalise(v)])))).sort();
  });
  return out;
}

/** Only the rows that mention one of the given ids (a user's, their goals'). */
export function rowsMentioning(s: DbSnapshot, ids: readonly string[]): DbSnapshot {
  return Object.fromEntries(Object.entries(s).map(([t, rows]) => [t, rows.filter((r) => ids.some((id) => r.includes(id)))]));
}

/** Row counts per table, for messages. */
export function counts(s: DbSnapshot): Record<string, number> {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, v.length]));
}
