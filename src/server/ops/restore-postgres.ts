/**
 * Restores a PostgreSQL backup (./sql-file.ts) as data only, never as SQL:
 *
 * 1. the whole file is read and checked before the database is touched (./sql-file-reader.ts:
 *    only the writer's own line shapes, known tables and columns, literal values, row counts
 *    equal to the header's, a COMMIT at the end);
 * 2. no server may be using the database (./presence.ts), and it is migrated to this version;
 * 3. in one transaction: the tables are emptied, every row is inserted with statements built
 *    here from TABLES (the file's values are parameters), the counts are checked again, and
 *    only then COMMIT. Any failure rolls back.
 *
 * The message says exactly what happened: "Nothing was changed." only when that is true (a
 * migration applied in step 2 is named).
 */
import path from "node:path";
import fs from "node:fs";
import { Migrator } from "kysely";
import pg from "pg";
import { migrationProvider } from "../db/migrations.js";
import { openDatabase } from "../db/open.js";
import { checkMigrationLevel, knownMigrations } from "./migration-level.js";
import { NOTHING_CHANGED, OpsError, refused } from "./ops-error.js";
import { ServerRunningError, requireNoServer } from "./presence.js";
import { quoteIdent } from "./sql-file.js";
import { BackupFormatError, type InsertRows, readBackupFile } from "./sql-file-reader.js";
import { EPHEMERAL_TABLES, TABLES } from "./tables.js";

type Counts = Record<string, number>;

/** Applies pending migrations; returns the names it applied. */
async function migrate(url: string): Promise<string[]> {
  const db = openDatabase({ dataDir: "", databaseUrl: url, poolSize: 1 });
  try {
    const { error, results } = await new Migrator({ db: db.db, provider: migrationProvider("postgres") }).migrateToLatest();
    const done = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    if (error) {
      const failed = results?.find((r) => r.status === "Error")?.migrationName;
      throw new OpsError(
        `Bringing the database up to this version failed${failed ? ` at ${failed}` : ""}: ${String(error)}. ` +
          (done.length ? `Migrations ${done.join(", ")} were applied; the data was not touched.` : NOTHING_CHANGED),
      );
    }
    return done;
  } finally {
    await db.close();
  }
}

function insert(client: pg.Client, { table, columns, rows }: InsertRows) {
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(", ")})`);
  return client.query(`INSERT INTO ${quoteIdent(table.name)} (${columns.map(quoteIdent).join(", ")}) VALUES ${tuples.join(", ")}`, params);
}

/** The tables a restore empties: the backup's, and those whose rows a backup leaves out. */
async function tablesToEmpty(client: pg.Client): Promise<string[]> {
  const present = await client.query<{ name: string }>(
    "select c.relname as name from pg_class c where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace and c.relname = any($1)",
    [[...EPHEMERAL_TABLES]],
  );
  return [...TABLES.map((t) => t.name), ...present.rows.map((r) => r.name)];
}

export async function restorePostgres(url: string, inFile: string): Promise<Counts> {
  const source = path.resolve(inFile);
  if (!fs.existsSync(source)) throw new OpsError(`No backup file at ${source}`);

  // 1. Every check of the file, before any connection to the database.
  const known = await knownMigrations();
  try {
    const { header } = await readBackupFile(source);
    const level = checkMigrationLevel(header.migrations, known);
    if (level) throw new BackupFormatError(level);
  } catch (err) {
    if (err instanceof BackupFormatError) throw refused(source, err.message);
    throw new OpsError(`Could not read ${source} (${(err as Error).message}). ${NOTHING_CHANGED}`);
  }

  const client = new pg.Client({ connectionString: url, application_name: "progressvault-restore" });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw new OpsError(`Cannot connect to the database (${(err as Error).message}). ${NOTHING_CHANGED}`);
  }
  try {
    // 2. The presence lock stays held by this connection until the end.
    try {
      await requireNoServer(client, "a restore replaces all of its data");
    } catch (err) {
      if (err instanceof ServerRunningError) throw new ServerRunningError(`${err.message} ${NOTHING_CHANGED}`);
      throw err;
    }
    const migrated = await migrate(url);
    const untouched = migrated.length
      ? `The data was not changed; the schema was first brought up to this version (migrations ${migrated.join(", ")}).`
      : NOTHING_CHANGED;

    // 3. One transaction, committed only once the rows are all in and counted.
    let line = 0;
    await client.query("BEGIN");
    try {
      await client.query(`TRUNCATE TABLE ${(await tablesToEmpty(client)).map(quoteIdent).join(", ")}`);
      const { counts: declared } = await readBackupFile(source, async (rows) => {
        line = rows.line;
        await insert(client, rows);
      });
      line = 0;
      const counts: Counts = {};
      for (const t of TABLES) {
        const res = await client.query<{ n: string }>(`select count(*) as n from ${quoteIdent(t.name)}`);
        counts[t.name] = Number(res.rows[0]!.n);
      }
      const wrong = TABLES.filter((t) => counts[t.name] !== declared[t.name]);
      if (wrong.length) {
        throw new Error(
          `row counts differ from the file's: ${wrong.map((t) => `${t.name} ${counts[t.name]} ≠ ${declared[t.name]}`).join(", ")}`,
        );
      }
      await client.query("COMMIT");
      return counts;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      const why = err instanceof Error ? err.message : String(err);
      throw new OpsError(`Restore failed${line ? ` at line ${line}` : ""} (${why}); the transaction was rolled back. ${untouched}`);
    }
  } finally {
    await client.end();
  }
}
