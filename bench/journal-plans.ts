/**
 * The plan of every query on journal_entries (issue 33 item 3, decision 075), on both engines,
 * under each candidate set of journal indexes, over the three-year account of bench/storage.ts.
 * The queries come from the server's own functions where they can be called on their own (a
 * Kysely that records each statement), and are written out in the same shape where they live
 * inside a write (marked "as in …"). Writes run in a transaction rolled back after.
 *
 *   npx tsx bench/journal-plans.ts                                  # SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/journal-plans.ts  # and PostgreSQL
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { databaseUrl, pgAdmin } from "../test/support/pg-admin.js";
import { recomputeGoalAggregates } from "../src/server/db/goal-aggregates.js";
import { entryTimesOfGoals } from "../src/server/db/goal-rows.js";
import { openDatabase } from "../src/server/db/open.js";
import type { Database } from "../src/server/db/schema.js";
import type { Engine } from "../src/server/db/values.js";
import { entriesOfUserQuery } from "../src/server/export/queries.js";
import { entriesByIds, listEntriesOfGoal } from "../src/server/goals/queries.js";
import { historyEntries } from "../src/server/history/queries.js";
import { findEntry, listEntries } from "../src/server/journal/queries.js";
import { weekOfGoals } from "../src/server/mail/queries.js";
import { entriesBetween } from "../src/server/reminders/queries.js";
import { latestProgress } from "../src/server/checkin-links/queries.js";
import { seedThreeYears } from "./three-years.js";

/** Candidate index sets; each replaces every secondary index of journal_entries. */
export const INDEX_SETS: Record<string, string[]> = {
  "today (0007, 0017)": [
    "journal_user_facts_idx (user_id, created_at, id, goal_id, progress)",
    "journal_goal_facts_idx (goal_id, created_at, id, progress)",
  ],
  "narrow (0033)": ["journal_user_created_id_idx (user_id, created_at, id)", "journal_goal_created_id_idx (goal_id, created_at, id)"],
  "goal index only": ["journal_goal_created_id_idx (goal_id, created_at, id)"],
  "user index only": ["journal_user_created_id_idx (user_id, created_at, id)"],
};

type Step = { label: string; run: (db: Kysely<Database>) => Promise<unknown> };

class Rollback extends Error {}

async function rolledBack(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<unknown>) {
  await db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
}

async function steps(db: Kysely<Database>): Promise<Step[]> {
  const user = (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id;
  const goals = (await db.selectFrom("goals").select("id").orderBy("created_at").orderBy("id").execute()).map((g) => g.id);
  const goal = goals[0]!;
  const latest = await db
    .selectFrom("journal_entries")
    .select(["id", "created_at"])
    .where("goal_id", "=", goal)
    .orderBy("created_at", "desc")
    .limit(5)
    .execute();
  const entry = latest[0]!.id;
  const at = new Date(latest[0]!.created_at as unknown as string).toISOString();
  const weekAgo = new Date(Date.parse(at) - 7 * 86_400_000).toISOString();
  const dayStart = `${at.slice(0, 10)}T00:00:00.000Z`;
  const dayEnd = new Date(Date.parse(dayStart) + 86_400_000).toISOString();
  const page = await listEntries(db, user, { goalId: undefined, limit: 50 });
  return [
    { label: "GET /api/journal, first page (50)", run: (d) => listEntries(d, user, { goalId: undefined, limit: 50 }) },
    { label: "GET /api/journal, next page", run: (d) => listEntries(d, user, { goalId: undefined, limit: 50, before: page.last }) },
    { label: "GET /api/journal?goal_id=, first page", run: (d) => listEntries(d, user, { goalId: goal, limit: 50 }) },
    { label: "one entry by id (GET/PATCH/DELETE /api/journal/{id})", run: (d) => findEntry(d, user, entry) },
    {
      label: "an entry's goal rules (access.ts requireEntryRules, as in it)",
      run: (d) =>
        d
          .selectFrom("journal_entries")
          .innerJoin("goals", "goals.id", "journal_entries.goal_id")
          .select(["goals.id as goalId", "goals.timeframe", "goals.kind"])
          .where("journal_entries.id", "=", entry)
          .where("journal_entries.user_id", "=", user)
          .execute(),
    },
    {
      label: "goal list: the latest entries by id",
      run: (d) =>
        entriesByIds(
          d,
          user,
          latest.map((e) => e.id),
        ),
    },
    { label: "goal list, cold: every entry's time (20 × 1,095)", run: (d) => entryTimesOfGoals(d, user, goals, { everyGoal: true }) },
    { label: "goal list after a write: one goal's entry times", run: (d) => entryTimesOfGoals(d, user, [goal]) },
    { label: "goal list after a write, since a horizon", run: (d) => entryTimesOfGoals(d, user, [goal], { since: weekAgo }) },
    { label: "a goal's entries (listEntriesOfGoal)", run: (d) => listEntriesOfGoal(d, goal) },
    {
      label: "GET /api/goals/{id}/history (12 weeks)",
      run: (d) => historyEntries(d, goal, new Date(Date.parse(at) - 84 * 86_400_000).toISOString()),
    },
    { label: "reminders: a goal's entries of a day", run: (d) => entriesBetween(d, goal, dayStart, dayEnd) },
    { label: "check-in link: the goal's latest progress", run: (d) => latestProgress(d, user, goal) },
    { label: "weekly mail: the week's check-ins by goal", run: (d) => weekOfGoals(d, user, weekAgo, new Map()) },
    { label: "export: the user's entries", run: (d) => entriesOfUserQuery(d, user).execute() },
    {
      label: "public goal page: the journal and first entry (as in public/queries.ts)",
      run: (d) =>
        Promise.all([
          d
            .selectFrom("journal_entries")
            .select(["id", "note", "progress", "created_at"])
            .where("goal_id", "=", goal)
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(30)
            .execute(),
          d.selectFrom("journal_entries").select("created_at").where("goal_id", "=", goal).orderBy("created_at", "asc").limit(1).execute(),
        ]),
    },
    {
      label: "a check-in: the latest entry onto the goal (as in copyLatestEntryToGoal)",
      run: (d) =>
        d
          .selectFrom("journal_entries")
          .select(["progress", "note", "created_at"])
          .where("goal_id", "=", goal)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .execute(),
    },
    {
      label: "delete/restore/edit: the goal's aggregates (recomputeGoalAggregates)",
      run: (d) => rolledBack(d, (trx) => recomputeGoalAggregates(trx, goal)),
    },
    {
      label: "check goal check-in: the period so far (as in habit-entries.ts periodSoFar)",
      run: (d) =>
        d
          .selectFrom("journal_entries")
          .select((eb) => [
            eb.fn.countAll().as("n"),
            eb.fn
              .sum(
                eb
                  .case()
                  .when(eb.or([eb("created_at", ">", at), eb.and([eb("created_at", "=", at), eb("id", ">", entry)])]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as("later"),
          ])
          .where("goal_id", "=", goal)
          .where("created_at", ">=", dayStart)
          .where("created_at", "<", dayEnd)
          .execute(),
    },
    {
      label: "check goal write: a period's entries (as in habit-entries.ts rederivePeriods)",
      run: (d) =>
        d
          .selectFrom("journal_entries")
          .select(["id", "progress", "amount"])
          .where("goal_id", "=", goal)
          .where("created_at", ">=", dayStart)
          .where("created_at", "<", dayEnd)
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
    },
    {
      label: "goal delete: its entries into the tombstone (as in goal-tombstone.ts)",
      run: (d) => d.selectFrom("journal_entries").selectAll().where("goal_id", "=", goal).execute(),
    },
  ];
}

function recorder(dialect: SqliteDialect | PostgresDialect) {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({ dialect, log: (e) => void (e.level === "query" && queries.push(e.query)) });
  return { db, queries };
}

export interface JournalPlan {
  label: string;
  sql: string;
  plan: string[];
}

async function plansWith(
  db: Kysely<Database>,
  queries: CompiledQuery[],
  explain: (q: CompiledQuery) => Promise<string[]>,
): Promise<JournalPlan[]> {
  const out: JournalPlan[] = [];
  for (const step of await steps(db)) {
    queries.length = 0;
    await step.run(db);
    for (const q of queries.splice(0)) {
      if (!/journal_entries/.test(q.sql) || /^(begin|commit|rollback)/i.test(q.sql) || /^update "goals"/.test(q.sql)) continue;
      out.push({ label: step.label, sql: q.sql, plan: await explain(q) });
    }
  }
  return out;
}

async function setIndexes(exec: (statement: string) => Promise<unknown>, names: string[], set: string[]) {
  for (const n of names) await exec(`drop index if exists ${n}`);
  for (const ix of set) {
    const [name, cols] = [ix.slice(0, ix.indexOf(" ")), ix.slice(ix.indexOf(" ") + 1)];
    await exec(`create index ${name} on journal_entries ${cols}`);
  }
}

const ALL = ["journal_user_facts_idx", "journal_goal_facts_idx", "journal_user_created_id_idx", "journal_goal_created_id_idx"];

async function sqlitePlans(): Promise<Map<string, JournalPlan[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-plans-"));
  const result = new Map<string, JournalPlan[]>();
  try {
    const seeded = openDatabase({ dataDir: dir });
    await seeded.migrate();
    await seedThreeYears(seeded);
    await seeded.close();
    const raw = new SQLite(path.join(dir, "progressvault.db"));
    const { db, queries } = recorder(new SqliteDialect({ database: raw }));
    try {
      for (const [name, set] of Object.entries(INDEX_SETS)) {
        await setIndexes(async (s) => raw.exec(s), ALL, set);
        result.set(
          name,
          await plansWith(db, queries, async (q) =>
            (raw.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail),
          ),
        );
      }
    } finally {
      await db.destroy();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

async function postgresPlans(serverUrl: string): Promise<Map<string, JournalPlan[]>> {
  const name = `progressvault_plans_${process.pid}`;
  await pgAdmin(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const result = new Map<string, JournalPlan[]>();
  try {
    const seeded = openDatabase({ dataDir: "", databaseUrl: url });
    await seeded.migrate();
    await seedThreeYears(seeded);
    await seeded.close();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const { db, queries } = recorder(new PostgresDialect({ pool }));
    try {
      for (const [setName, set] of Object.entries(INDEX_SETS)) {
        await setIndexes((s) => pool.query(s), ALL, set);
        await pool.query("vacuum analyze journal_entries");
        result.set(
          setName,
          await plansWith(db, queries, async (q) =>
            (await pool.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map(
              (r: Record<string, string>) => r["QUERY PLAN"] ?? "",
            ),
          ),
        );
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await pgAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  }
  return result;
}

function print(engine: Engine, plans: Map<string, JournalPlan[]>) {
  console.log(`\n## ${engine}`);
  const sets = [...plans.keys()];
  const first = plans.get(sets[0]!)!;
  first.forEach((p, i) => {
    console.log(`\n- ${p.label}\n    ${p.sql.replace(/\s+/g, " ").slice(0, 300)}`);
    for (const s of sets) {
      const plan = plans.get(s)![i]!.plan.map((l) => l.replace(/\s+\(cost=[^)]*\)/, "").trim());
      console.log(`    [${s}] ${plan.join(" | ")}`);
    }
  });
}

print("sqlite", await sqlitePlans());
if (process.env.BENCH_DATABASE_URL) print("postgres", await postgresPlans(process.env.BENCH_DATABASE_URL));
