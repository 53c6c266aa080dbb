/**
 * Copies every table of the embedded database into PostgreSQL, in one transaction that
 * commits only when each table has as many rows in PostgreSQL as in SQLite.
 *
 * Safe to re-run: rows are upserted by primary key and a row already equal is not touched,
 * so a second run changes nothing, and a run after more use of the embedded database brings
 * PostgreSQL up to date. A PostgreSQL database holding rows that are not in the embedded one
 * fails the count check and is left as it was.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { DataDirLockedError } from "../db/lock.js";
import { openDatabase } from "../db/open.js";
import { DB_FILE, OpsError } from "./backup.js";
import { requireNoServer } from "./presence.js";
import { TABLES, type TableSpec, countRows, engineRow, readTable } from "./tables.js";

export interface TableCopy {
  table: string;
  rows: number;
  inserted: number;
  updated: number;
}

function upsertSql(spec: TableSpec, rows: readonly Record<string, unknown>[]) {
  const cols = spec.columns;
  const updatable = cols.filter((c) => !spec.primaryKey.includes(c));
  const values = sql.join(rows.map((r) => sql`(${sql.join(cols.map((c) => r[c]))})`));
  const table = sql.table(spec.name);
  const conflict = sql.join(spec.primaryKey.map((k) => sql.ref(k)));
  const set = sql.join(updatable.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  // Only the copied columns are compared: derived ones (list_version) differ by design.
  const current = sql.join(cols.map((c) => sql`${table}.${sql.ref(c)}`));
  const incoming = sql.join(cols.map((c) => sql`excluded.${sql.ref(c)}`));
  // xmax = 0 marks a freshly inserted row; the WHERE skips rows that are already equal.
  return sql<{ inserted: boolean }>`
    insert into ${table} (${sql.join(cols.map((c) => sql.ref(c)))}) values ${values}
    on conflict (${conflict}) do update set ${set}
    where (${current}) is distinct from (${incoming})
    returning (xmax = 0) as inserted`;
}

export async function migrateToPostgres(
  dataDir: string,
  databaseUrl: string,
  progress: (line: string) => void = () => undefined,
): Promise<TableCopy[]> {
  const file = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(file)) throw new OpsError(`No embedded database at ${file} (set DATA_DIR to the server's data directory)`);
  let source;
  try {
    // Takes the data directory's lock: writes made during the copy would be lost.
    source = openDatabase({ dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new OpsError(`${err.message.split(". ")[0]}. Stop the server first: writes made during the copy would be lost.`);
    }
    throw err;
  }
  const guard = new pg.Client({ connectionString: databaseUrl, application_name: "progressvault-migrate" });
  try {
    await source.migrate();
    await guard.connect();
    await requireNoServer(guard, "the copy must not race with a server writing to PostgreSQL");
    const target = openDatabase({ dataDir: "", databaseUrl, poolSize: 1 });
    try {
      await target.migrate();
      return await target.db.transaction().execute(async (trx) => {
        const report: TableCopy[] = [];
        for (const spec of TABLES) {
          let inserted = 0;
          let updated = 0;
          for await (const page of readTable(source.db, spec, 500)) {
            const rows = page.map((r) => engineRow(spec, r, "postgres"));
            const res = await upsertSql(spec, rows).execute(trx);
            for (const r of res.rows) {
              if (r.inserted) inserted++;
              else updated++;
            }
          }
          const [want, have] = await Promise.all([countRows(source.db, spec.name), countRows(trx, spec.name)]);
          if (want !== have) {
            throw new OpsError(
              `${spec.name}: PostgreSQL would hold ${have} rows, the embedded database ${want}. ` +
                "The PostgreSQL database already holds other data: use an empty one. Nothing was changed.",
            );
          }
          progress(`${spec.name}: ${want} rows (${inserted} new, ${updated} updated)`);
          report.push({ table: spec.name, rows: want, inserted, updated });
        }
        return report;
      });
    } finally {
      await target.close();
    }
  } finally {
    await guard.end().catch(() => undefined);
    await source.close();
  }
}
