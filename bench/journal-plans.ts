/**
 * The plan of every query on journal_entries (issue 33 item 3, decision 075), on both engines,
 * under each candidate set of journal indexes, over the three-year account of bench/storage.ts.
 * Every query comes from the server's own code, run through a Kysely that records each statement:
 * its query functions where they can be called on their own, and where a query lives inside a
 * write, the builder its module exports for it and runs itself (access.ts entryRulesQuery,
 * journal/queries.ts copyLatestEntryToGoalQuery, journal/habit-entries.ts periodSoFar and
 * periodEntriesQuery, goals/goal-tombstone.ts journalOfGoalQuery). Writes run in a transaction
 * rolled back after.
 *
 *   npx tsx bench/journal-plans.ts                                  # SQLite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/journal-plans.ts  # and PostgreSQL
 */
import SQLite from "better-sqlite3";
import { type CompiledQuery, type Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { PUBLIC_JOURNAL_WINDOW } from "../src/core/constants.js";
import type { PublicGoalSummary } from "../src/core/schemas.js";
import { entryRulesQuery } from "../src/server/access.js";
import { recomputeGoalAggregates } from "../src/server/db/goal-aggregates.js";
import { entryTimesOfGoals } from "../src/server/db/goal-rows.js";
import type { Database } from "../src/server/db/schema.js";
import type { Engine } from "../src/server/db/values.js";
import { entriesOfUserQuery } from "../src/server/export/queries.js";
import { journalOfGoalQuery } from "../src/server/goals/goal-tombstone.js";
import { entriesByIds, listEntriesOfGoal } from "../src/server/goals/queries.js";
import { historyEntries } from "../src/server/history/queries.js";
import { periodEntriesQuery, periodSoFar } from "../src/server/journal/habit-entries.js";
import { copyLatestEntryToGoalQuery, findEntry, listEntries } from "../src/server/journal/queries.js";
import { weekOfGoals } from "../src/server/mail/queries.js";
import { publicGoalJournal } from "../src/server/public/queries.js";
import { entriesBetween } from "../src/server/reminders/queries.js";
import { latestProgress } from "../src/server/checkin-links/queries.js";
import { INDEX_SETS, setJournalIndexes } from "./journal-index-sets.js";
import { explainPostgres, explainSqlite, recorder } from "./query-plans.js";
import { withThreeYearsPostgres, withThreeYearsSqlite } from "./three-years.js";

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

async function steps(db: Kysely<Database>, engine: Engine): Promise<Step[]> {
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
    { label: "an entry's goal rules (access.ts requireEntryRules)", run: (d) => entryRulesQuery(d, user, entry).execute() },
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
      label: "public goal page: the journal and first entry (publicGoalJournal)",
      // The page's first view, as the route asks for it; of the goal, publicGoalJournal reads only its id.
      run: (d) => publicGoalJournal(d, { id: goal } as PublicGoalSummary, PUBLIC_JOURNAL_WINDOW),
    },
    {
      label: "a check-in: the latest entry onto the goal (copyLatestEntryToGoal)",
      run: (d) => rolledBack(d, (trx) => copyLatestEntryToGoalQuery(engine, goal).execute(trx)),
    },
    {
      label: "delete/restore/edit: the goal's aggregates (recomputeGoalAggregates)",
      run: (d) => rolledBack(d, (trx) => recomputeGoalAggregates(trx, goal)),
    },
    {
      label: "check goal check-in: the period so far (habit-entries.ts periodSoFar)",
      run: (d) => periodSoFar.count(d, goal, at, entry, dayStart, dayEnd),
    },
    {
      label: "check goal write: a period's entries (habit-entries.ts rederivePeriods)",
      run: (d) => periodEntriesQuery(d, goal, { from: dayStart, to: dayEnd }).execute(),
    },
    {
      label: "goal delete: its entries into the tombstone (goal-tombstone.ts)",
      run: (d) => journalOfGoalQuery(d, goal).execute(),
    },
  ];
}

export interface JournalPlan {
  label: string;
  sql: string;
  plan: string[];
}

async function plansWith(
  engine: Engine,
  db: Kysely<Database>,
  queries: CompiledQuery[],
  explain: (q: CompiledQuery) => Promise<string[]>,
): Promise<JournalPlan[]> {
  const out: JournalPlan[] = [];
  for (const step of await steps(db, engine)) {
    queries.length = 0;
    await step.run(db);
    for (const q of queries.splice(0)) {
      if (!/journal_entries/.test(q.sql) || /^(begin|commit|rollback)/i.test(q.sql) || /^update "goals"/.test(q.sql)) continue;
      out.push({ label: step.label, sql: q.sql, plan: await explain(q) });
    }
  }
  return out;
}

async function sqlitePlans(): Promise<Map<string, JournalPlan[]>> {
  return withThreeYearsSqlite("pv-plans-", async (file) => {
    const result = new Map<string, JournalPlan[]>();
    const raw = new SQLite(file);
    const { db, queries } = recorder(new SqliteDialect({ database: raw }));
    try {
      for (const [name, set] of Object.entries(INDEX_SETS)) {
        await setJournalIndexes(async (s) => raw.exec(s), set);
        result.set(name, await plansWith("sqlite", db, queries, async (q) => explainSqlite(raw, q)));
      }
    } finally {
      await db.destroy();
    }
    return result;
  });
}

async function postgresPlans(serverUrl: string): Promise<Map<string, JournalPlan[]>> {
  return withThreeYearsPostgres(serverUrl, `progressvault_plans_${process.pid}`, async (url) => {
    const result = new Map<string, JournalPlan[]>();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const { db, queries } = recorder(new PostgresDialect({ pool }));
    try {
      for (const [setName, set] of Object.entries(INDEX_SETS)) {
        await setJournalIndexes((s) => pool.query(s), set);
        await pool.query("vacuum analyze journal_entries");
        result.set(setName, await plansWith("postgres", db, queries, (q) => explainPostgres(pool, q)));
      }
    } finally {
      await db.destroy();
    }
    return result;
  });
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
