/**
 * Database bytes per check-in at three years (issue 33, decision 075): one account of 20 daily
 * goals kept for 1,095 days, notes of ~25 characters, written through the real schema in time
 * order as a live server writes them. Prints the file size after a checkpoint ÷ entries and
 * each table's and index's share (SQLite's dbstat; PostgreSQL's relation sizes), then, on
 * SQLite, the same journal rebuilt in candidate layouts (copies of the file, each VACUUMed, as
 * is the file of today's layout they are set against).
 *
 *   npx tsx bench/storage.ts                      # SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/storage.ts   # and PostgreSQL
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { Migrator } from "kysely";
import { migrationProvider } from "../src/server/db/migrations.js";
import { pgQuery } from "../test/support/pg-admin.js";
import { type Db, openDatabase } from "../src/server/db/open.js";
import { DAYS, ENTRIES, GOALS, withThreeYearsPostgres, writeThreeYears } from "./three-years.js";

const perEntry = (bytes: number, n: number) => (bytes / n).toFixed(1);

function sqliteObjects(file: string): { name: string; bytes: number }[] {
  const raw = new SQLite(file, { readonly: true });
  try {
    return raw.prepare("select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc").all() as {
      name: string;
      bytes: number;
    }[];
  } finally {
    raw.close();
  }
}

function report(label: string, file: string, entries: number, only?: (name: string) => boolean): number {
  const size = fs.statSync(file).size;
  console.log(`${label}: ${(size / 1e6).toFixed(2)} MB, ${perEntry(size, entries)} B/check-in`);
  for (const o of sqliteObjects(file).filter((x) => (only ? only(x.name) : x.bytes > 8 * 4096)))
    console.log(`    ${o.name.padEnd(40)} ${(o.bytes / 1e6).toFixed(2).padStart(6)} MB ${perEntry(o.bytes, entries).padStart(6)} B`);
  return size / entries;
}

const blob = (c: string) => `unhex(replace(${c}, '-', ''))`;
const ms = (c: string) => `cast(round((julianday(${c}) - 2440587.5) * 86400000) as integer)`;

interface Layout {
  label: string;
  table: string;
  select: string;
  indexes: string[];
}

const columns = (id: string, ts: string) =>
  `(${id === "rowid" ? "id blob not null" : id}, goal_id ${ts === "text" ? "text" : "blob"} not null, user_id ${ts === "text" ? "text" : "blob"} not null, note text not null, progress integer not null, created_at ${ts === "ms" ? "integer" : "text"} not null, amount real)`;

/** Candidate journal layouts: the table's DDL, how its rows come from today's, its indexes. */
const LAYOUTS: Layout[] = [
  {
    label: "16-byte ids, text times, the two narrow indexes",
    table: `create table journal_entries ${columns("id blob primary key", "blob")}`,
    select: `select ${blob("id")}, ${blob("goal_id")}, ${blob("user_id")}, note, progress, created_at, amount from old_journal`,
    indexes: ["(goal_id, created_at, id)", "(user_id, created_at, id)"],
  },
  {
    label: "16-byte ids, integer ms times, the two narrow indexes",
    table: `create table journal_entries ${columns("id blob primary key", "ms")}`,
    select: `select ${blob("id")}, ${blob("goal_id")}, ${blob("user_id")}, note, progress, ${ms("created_at")}, amount from old_journal`,
    indexes: ["(goal_id, created_at, id)", "(user_id, created_at, id)"],
  },
  {
    label: "16-byte ids, ms times, WITHOUT ROWID on id",
    table: `create table journal_entries ${columns("id blob primary key", "ms")} without rowid`,
    select: `select ${blob("id")}, ${blob("goal_id")}, ${blob("user_id")}, note, progress, ${ms("created_at")}, amount from old_journal`,
    indexes: ["(goal_id, created_at)", "(user_id, created_at)"],
  },
  {
    label: "16-byte ids, ms times, WITHOUT ROWID on (goal_id, created_at, id), unique id, (user_id, created_at)",
    table: `create table journal_entries (id blob not null, goal_id blob not null, user_id blob not null, note text not null, progress integer not null, created_at integer not null, amount real, primary key (goal_id, created_at, id)) without rowid`,
    select: `select ${blob("id")}, ${blob("goal_id")}, ${blob("user_id")}, note, progress, ${ms("created_at")}, amount from old_journal`,
    indexes: ["unique (id)", "(user_id, created_at)"],
  },
  {
    label: "16-byte ids, ms times, integer rowid key, unique id, the two narrow indexes on rowid",
    table: `create table journal_entries (rowid_key integer primary key, ${columns("rowid", "ms").slice(1)}`,
    select: `select null, ${blob("id")}, ${blob("goal_id")}, ${blob("user_id")}, note, progress, ${ms("created_at")}, amount from old_journal`,
    indexes: ["unique (id)", "(goal_id, created_at)", "(user_id, created_at)"],
  },
  {
    label: "16-byte id, the goal and user as integer keys (their rows' rowid), ms times, narrow indexes",
    table: `create table journal_entries (id blob primary key, goal_key integer not null, user_key integer not null, note text not null, progress integer not null, created_at integer not null, amount real)`,
    select: `select ${blob("old_journal.id")}, (select rowid from goals where goals.id = old_journal.goal_id), (select rowid from users where users.id = old_journal.user_id), old_journal.note, old_journal.progress, ${ms("old_journal.created_at")}, old_journal.amount from old_journal`,
    indexes: ["(goal_key, created_at, id)", "(user_key, created_at, id)"],
  },
  {
    label: "text id, the goal and user as integer keys, ms times, narrow indexes",
    table: `create table journal_entries (id text primary key, goal_key integer not null, user_key integer not null, note text not null, progress integer not null, created_at integer not null, amount real)`,
    select: `select old_journal.id, (select rowid from goals where goals.id = old_journal.goal_id), (select rowid from users where users.id = old_journal.user_id), old_journal.note, old_journal.progress, ${ms("old_journal.created_at")}, old_journal.amount from old_journal`,
    indexes: ["(goal_key, created_at, id)", "(user_key, created_at, id)"],
  },
];

function rebuild(source: string, target: string, layout: Layout) {
  fs.copyFileSync(source, target);
  const raw = new SQLite(target);
  try {
    raw.exec("pragma journal_mode = delete");
    raw.exec("begin");
    // The journal's triggers and indexes go with the table; only the journal's bytes are compared.
    raw.exec("alter table journal_entries rename to old_journal");
    raw.exec(layout.table);
    raw.exec(`insert into journal_entries ${layout.select} order by old_journal.created_at, old_journal.id`);
    raw.exec("drop table old_journal");
    layout.indexes.forEach((cols, i) => {
      const unique = cols.startsWith("unique ");
      raw.exec(`create ${unique ? "unique " : ""}index journal_v${i} on journal_entries ${cols.replace("unique ", "")}`);
    });
    raw.exec("commit");
    raw.exec("vacuum");
  } finally {
    raw.close();
  }
}

/** The levels compared: before 0033 (the covering journal indexes) and the latest. */
const LEVELS: (string | undefined)[] = ["0032_check_in_answers_stamps", undefined];

async function migrated(db: Db, level: string | undefined) {
  if (!level) return db.migrate();
  const { error } = await new Migrator({ db: db.db, provider: migrationProvider(db.engine) }).migrateTo(level);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

const journal = (n: string) => n === "journal_entries" || n.startsWith("journal_") || n.startsWith("sqlite_autoindex_journal");

/** Answers the latest schema's bytes per check-in as written; prints every figure. */
async function sqlite(layouts: boolean): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-storage-"));
  try {
    let vacuumed = "";
    let latest = 0;
    for (const level of LEVELS) {
      const dataDir = path.join(dir, level ?? "latest");
      const entries = await writeThreeYears({ dataDir }, (db) => migrated(db, level));
      const file = path.join(dataDir, "progressvault.db");
      console.log(
        `SQLite at ${level ?? "the latest migration"}, ${entries} entries (${GOALS} goals × ${DAYS} days), notes 20–30 characters`,
      );
      latest = report("  as written", file, entries);
      vacuumed = path.join(dataDir, "vacuumed.db");
      fs.copyFileSync(file, vacuumed);
      new SQLite(vacuumed).exec("vacuum");
      report("  VACUUMed", vacuumed, entries, journal);
      if (level) {
        // What an existing database gets: a copy migrated in place, as the server does at start.
        const copyDir = path.join(dir, `${level}-migrated`);
        fs.mkdirSync(copyDir);
        fs.copyFileSync(file, path.join(copyDir, "progressvault.db"));
        const copy = openDatabase({ dataDir: copyDir });
        const t0 = performance.now();
        await copy.migrate();
        const ms = performance.now() - t0;
        await copy.close();
        const copyFile = path.join(copyDir, "progressvault.db");
        const free = new SQLite(copyFile, { readonly: true }).pragma("freelist_count", { simple: true }) as number;
        report(`  migrated in place to the latest (${ms.toFixed(0)} ms; ${free} free pages until a VACUUM)`, copyFile, entries, journal);
      }
    }
    if (layouts) console.log("SQLite, the latest schema's journal rebuilt in candidate layouts (each VACUUMed):");
    for (const layout of layouts ? LAYOUTS : []) {
      const target = path.join(dir, "layout.db");
      rebuild(vacuumed, target, layout);
      report(`  ${layout.label}`, target, ENTRIES, journal);
    }
    return latest;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Answers the database's and the journal's bytes per check-in; prints every figure. */
async function postgres(serverUrl: string, level: string | undefined): Promise<{ database: number; journal: number }> {
  return withThreeYearsPostgres(
    serverUrl,
    `progressvault_storage_${process.pid}`,
    async (url, entries) => {
      const admin = (statement: string) => pgQuery(url, statement);
      await admin("vacuum analyze");
      await admin("checkpoint");
      const total = await admin("select pg_database_size(current_database()) as b");
      const rows = await admin(
        `select c.relname as name, pg_relation_size(c.oid) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'i', 't') order by bytes desc`,
      );
      const journal = rows.rows.filter((r) => String(r.name).startsWith("journal_"));
      const journalBytes = journal.reduce((s, r) => s + Number(r.bytes), 0);
      console.log(`PostgreSQL at ${level ?? "the latest migration"}, ${entries} entries (after VACUUM ANALYZE)`);
      console.log(
        `  database size: ${(Number(total.rows[0].b) / 1e6).toFixed(2)} MB, ${perEntry(Number(total.rows[0].b), entries)} B/check-in`,
      );
      console.log(`  journal table and indexes: ${(journalBytes / 1e6).toFixed(2)} MB, ${perEntry(journalBytes, entries)} B/check-in`);
      for (const r of journal)
        console.log(
          `    ${String(r.name).padEnd(40)} ${(Number(r.bytes) / 1e6).toFixed(2).padStart(6)} MB ${perEntry(Number(r.bytes), entries).padStart(6)} B`,
        );
      return { database: Number(total.rows[0].b) / entries, journal: journalBytes / entries };
    },
    (db) => migrated(db, level),
  );
}

/** The figures of the issue 33 budget at the latest migration (and, printed, at 0032 and the candidate layouts). */
export async function runStorageBench(opts: { postgresUrl?: string | undefined; layouts?: boolean }) {
  const sqliteBytes = await sqlite(opts.layouts ?? false);
  let postgresBytes: { database: number; journal: number } | undefined;
  if (opts.postgresUrl) for (const level of LEVELS) postgresBytes = await postgres(opts.postgresUrl, level);
  return { sqlite: sqliteBytes, postgres: postgresBytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(
    `${new Date().toISOString()} ${os.cpus()[0]?.model} ×${os.cpus().length}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await runStorageBench({ postgresUrl: process.env.BENCH_DATABASE_URL, layouts: true });
}
