/**
 * Migration 0033 (issue 33 item 3, decision 075) on a database that already holds journals, on
 * both engines: the journal keeps exactly the two narrow indexes, and every journal read answers
 * as it did at 0032 (pages, a goal's journal, entry times, history, the latest progress, the
 * week's counts, the export), entries sharing a time included. A backup taken at 0032 restores
 * into the current version (the restore migrates it) with the same answers.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { latestProgress } from "../../src/server/checkin-links/queries.js";
import { entryTimesOfGoals } from "../../src/server/db/goal-rows.js";
import { migrationProvider } from "../../src/server/db/migrations.js";
import { openDatabase } from "../../src/server/db/open.js";
import type { Database } from "../../src/server/db/schema.js";
import { entriesOfUser } from "../../src/server/export/queries.js";
import { historyEntries } from "../../src/server/history/queries.js";
import { listEntries } from "../../src/server/journal/queries.js";
import { weekOfGoals } from "../../src/server/mail/queries.js";
import { backupPostgres, backupSqlite, restorePostgres, restoreSqlite } from "../../src/server/ops/backup.js";
import { migrationDatabase } from "../support/migration-database.js";
import { ENGINES, type EngineName, createPostgresDatabase } from "../support/server.js";

const U1 = "00000000-0000-4000-8000-000000000001";
const U2 = "00000000-0000-4000-8000-000000000002";
const G1 = "00000000-0000-4000-8000-000000000101";
const G2 = "00000000-0000-4000-8000-000000000102";
const G3 = "00000000-0000-4000-8000-000000000103";
const DAY = 86_400_000;
const START = Date.parse("2026-01-01T07:00:00.000Z");
const iso = (t: number) => new Date(t).toISOString();
// Ids out of time order, so that an order by (created_at, id) shows in the answers.
const eid = (n: number) => `00000000-0000-4000-8000-${String((n * 7919) % 100_000).padStart(12, "0")}`;

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "pv-m0033-"));
  dirs.push(d);
  return d;
};

/** 40 days of U1's two goals, two entries of G1 sharing each of six times, and U2's goal. */
async function fill(db: Kysely<any>) {
  const at = iso(START - DAY);
  for (const [id, username] of [
    [U1, "u001"],
    [U2, "u002"],
  ] as const)
    await db.insertInto("users").values({ id, username, password_hash: "x", created_at: at }).execute();
  for (const [id, user] of [
    [G1, U1],
    [G2, U1],
    [G3, U2],
  ] as const)
    await db
      .insertInto("goals")
      .values({ id, user_id: user, title: id.slice(-3), category: "health", timeframe: "daily", created_at: at, updated_at: at })
      .execute();
  const entries = [];
  let n = 0;
  for (let d = 0; d < 40; d += 1) {
    const t = START + d * DAY;
    entries.push({ id: eid((n += 1)), goal_id: G1, user_id: U1, note: `g1 day ${d}`, progress: d, created_at: iso(t) });
    if (d % 8 === 0 || d === 39)
      entries.push({ id: eid((n += 1)), goal_id: G1, user_id: U1, note: `g1 twin ${d}`, progress: d + 1, created_at: iso(t) });
    if (d % 2 === 0)
      entries.push({ id: eid((n += 1)), goal_id: G2, user_id: U1, note: `g2 day ${d}`, progress: 2 * d, created_at: iso(t + 3_600_000) });
    if (d % 5 === 0)
      entries.push({ id: eid((n += 1)), goal_id: G3, user_id: U2, note: `g3 day ${d}`, progress: 40 + d, created_at: iso(t + 60_000) });
  }
  await db.insertInto("journal_entries").values(entries).execute();
}

async function pages(db: Kysely<Database>, userId: string, goalId: string | undefined, limit: number) {
  const out: string[][] = [];
  let before: { c: string; i: string } | undefined;
  do {
    const page = await listEntries(db, userId, { goalId, limit, before });
    out.push(page.items.map((e) => `${e.id} ${e.created_at} ${e.progress} ${e.note}`));
    before = page.last;
  } while (before);
  return out;
}

/** What the journal's readers answer. */
async function answers(db: Kysely<Database>) {
  const mid = iso(START + 20 * DAY);
  const times = (m: Map<string, unknown>) => Object.fromEntries(m);
  return {
    journal: await pages(db, U1, undefined, 7),
    goalJournal: await pages(db, U1, G1, 5),
    otherJournal: await pages(db, U2, undefined, 50),
    everyGoal: times(await entryTimesOfGoals(db, U1, [G1, G2], { everyGoal: true })),
    oneGoal: times(await entryTimesOfGoals(db, U1, [G1])),
    since: times(await entryTimesOfGoals(db, U1, [G1, G2], { since: mid })),
    before: times(await entryTimesOfGoals(db, U1, [G1], { before: mid })),
    history: await historyEntries(db, G1, mid),
    latest: [await latestProgress(db, U1, G1), await latestProgress(db, U1, G2), await latestProgress(db, U2, G1)],
    week: await weekOfGoals(db, U1, iso(START + 33 * DAY), new Map()),
    exported: await entriesOfUser(db, U1),
  };
}

/** The journal's indexes, as "name: columns", primary key apart. */
async function journalIndexes(engine: EngineName, db: Kysely<any>): Promise<string[]> {
  if (engine === "sqlite") {
    const { rows } = await sql<{
      name: string;
      cols: string;
    }>`select il.name as name, (select group_concat(ii.name, ', ') from pragma_index_info(il.name) ii) as cols
       from pragma_index_list('journal_entries') il where il.origin = 'c'`.execute(db);
    return rows.map((r) => `${r.name}: ${r.cols}`).sort();
  }
  const { rows } = await sql<{ name: string; def: string }>`
    select indexname as name, indexdef as def from pg_indexes where tablename = 'journal_entries' and indexname <> 'journal_entries_pkey'`.execute(
    db,
  );
  return rows.map((r) => `${r.name}: ${/\(([^)]*)\)/.exec(r.def)![1]}`).sort();
}

const NARROW = ["journal_goal_created_id_idx: goal_id, created_at, id", "journal_user_created_id_idx: user_id, created_at, id"];

describe.each(ENGINES)("migration 0033 (%s)", (engine) => {
  it("leaves the journal two narrow indexes, answering as before, and a 0032 backup restores into it", async () => {
    const dataDir = tempDir();
    const pgDb = engine === "postgres" ? await createPostgresDatabase() : undefined;
    const restored = engine === "postgres" ? await createPostgresDatabase() : undefined;
    const open = (at: { dataDir: string; url?: string | undefined }) => openDatabase({ dataDir: at.dataDir, databaseUrl: at.url });
    try {
      const raw = new Kysely<any>({
        dialect: pgDb
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: pgDb.url, max: 1 }) })
          : new SqliteDialect({ database: new SQLite(path.join(dataDir, "progressvault.db")) }),
      });
      try {
        const migrator = new Migrator({ db: raw, provider: migrationProvider(engine) });
        expect((await migrator.migrateTo("0032_check_in_answers_stamps")).error).toBeUndefined();
        await fill(raw);
      } finally {
        await raw.destroy();
      }
      const backup = path.join(tempDir(), engine === "sqlite" ? "at-0032.db" : "at-0032.sql");
      if (pgDb) await backupPostgres(pgDb.url, backup);
      else await backupSqlite(dataDir, backup);

      const db = open({ dataDir, url: pgDb?.url });
      let before: Awaited<ReturnType<typeof answers>>;
      try {
        before = await answers(db.db);
        expect(before.journal.flat()).toHaveLength(40 + 6 + 20);
        expect(before.latest).toEqual([40, 76, 0]); // day 39 twice: its twin (progress 40) has the greater id
        await db.migrate();
        expect(await journalIndexes(engine, db.db)).toEqual(NARROW);
        expect(await answers(db.db)).toEqual(before);
      } finally {
        await db.close();
      }

      const restoredDir = tempDir();
      if (restored) await restorePostgres(restored.url, backup);
      else await restoreSqlite(restoredDir, backup);
      const again = open({ dataDir: restoredDir, url: restored?.url });
      try {
        expect(await journalIndexes(engine, again.db)).toEqual(NARROW);
        expect(await answers(again.db)).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      await pgDb?.drop();
      await restored?.drop();
    }
  });

  it("finishes a run cut short after its first steps (SQLite runs its DDL without a transaction)", async () => {
    const { db, migrator, close } = await migrationDatabase(engine);
    try {
      expect((await migrator.migrateTo("0032_check_in_answers_stamps")).error).toBeUndefined();
      await fill(db);
      // The first two steps done, 0033 not recorded: a crash between statements.
      await sql`drop index journal_goal_facts_idx`.execute(db);
      await sql`create index journal_goal_created_id_idx on journal_entries (goal_id, created_at, id)`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await journalIndexes(engine, db)).toEqual(NARROW);
    } finally {
      await close();
    }
  });
});
