/**
 * Query plans of the hot queries, taken from the server's own query functions: they run once
 * against the seeded database through a Kysely that records each statement, and every recorded
 * statement is then explained (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL).
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from "kysely";
import pg from "pg";
import { findSessionUser } from "../src/server/auth/queries.js";
import type { Database } from "../src/server/db/schema.js";
import type { Engine } from "../src/server/db/values.js";
import { entryTimesOfGoals, listGoalsWithStamps } from "../src/server/db/goal-rows.js";
import { entriesByIds } from "../src/server/goals/queries.js";
import { encodeCursor } from "../src/server/public/cursor.js";
import { findPublicGoalRow, listPublicGoals } from "../src/server/public/queries.js";
import { LARGE_USER, YEARS_USER, userName } from "./seed.js";

export interface Plan {
  label: string;
  sql: string;
  plan: string[];
  /** A table read from start to end (SQLite "SCAN t" without an index, PostgreSQL "Seq Scan"). */
  fullScan: boolean;
}

type Step = { label: string; run: (db: Kysely<Database>) => Promise<unknown> };

async function steps(db: Kysely<Database>, engine: Engine): Promise<Step[]> {
  const user = await db.selectFrom("users").select(["id", "username"]).where("username", "=", userName(0)).executeTakeFirstOrThrow();
  const large = await db.selectFrom("users").select(["id", "username"]).where("username", "=", LARGE_USER).executeTakeFirstOrThrow();
  const years = await db.selectFrom("users").select(["id", "username"]).where("username", "=", YEARS_USER).executeTakeFirstOrThrow();
  const yearsGoals = await listGoalsWithStamps(db, years.id);
  const yearsGoal = yearsGoals[0]!.row.id;
  const latest = await db
    .selectFrom("journal_entries")
    .select("id")
    .where("goal_id", "=", yearsGoal)
    .orderBy("created_at", "desc")
    .limit(5)
    .execute();
  const first = await listPublicGoals(db, engine, { sort: "likes", limit: 12 });
  const cursor = first.next ? JSON.parse(Buffer.from(encodeCursor(first.next), "base64url").toString()) : undefined;
  return [
    { label: "public list, sort=likes, first page (limit 12)", run: (d) => listPublicGoals(d, engine, { sort: "likes", limit: 12 }) },
    { label: "public list, sort=likes, next page", run: (d) => listPublicGoals(d, engine, { sort: "likes", limit: 12, cursor }) },
    { label: "public list, newest first", run: (d) => listPublicGoals(d, engine, { sort: "recent", limit: 12 }) },
    { label: "public list, sort=progress", run: (d) => listPublicGoals(d, engine, { sort: "progress", limit: 12 }) },
    { label: "public goal page", run: (d) => findPublicGoalRow(d, engine, user.username, "goal-1") },
    // GET /api/goals (decision 030): the goal rows and stamps on every rebuild; every goal's entry
    // times only when no goal's facts are kept (a cold list); after a write, the written goal's.
    { label: "goal list: goals and stamps (200 goals)", run: (d) => listGoalsWithStamps(d, large.id) },
    {
      label: "goal list, cold: every entry's time (20 × 1,095)",
      run: (d) =>
        entryTimesOfGoals(
          d,
          years.id,
          yearsGoals.map((g) => g.row.id),
          { everyGoal: true },
        ),
    },
    { label: "goal list after a write: one goal's entry times (1,095)", run: (d) => entryTimesOfGoals(d, years.id, [yearsGoal]) },
    {
      label: "goal list: the latest entries by id",
      run: (d) =>
        entriesByIds(
          d,
          years.id,
          latest.map((e) => e.id),
        ),
    },
    { label: "session lookup (every signed-in request)", run: (d) => findSessionUser(d, "0".repeat(64), new Date().toISOString()) },
  ];
}

/** A Kysely that records each statement it runs in `queries`, for them to be explained after. */
export function recorder(dialect: SqliteDialect | PostgresDialect) {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (event.level === "query") queries.push(event.query);
    },
  });
  return { db, queries };
}

/** SQLite's plan of a recorded statement, a line a step (EXPLAIN QUERY PLAN). */
export const explainSqlite = (raw: SQLite.Database, q: CompiledQuery): string[] =>
  (raw.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);

/** PostgreSQL's plan of a recorded statement, a line a node (EXPLAIN). */
export const explainPostgres = async (pool: pg.Pool, q: CompiledQuery): Promise<string[]> =>
  (await pool.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map((r: Record<string, string>) => r["QUERY PLAN"] ?? "");

const isFullScan = (engine: Engine, line: string) =>
  engine === "sqlite" ? /^SCAN \w+(?! USING)/.test(line.trim()) && !/USING (COVERING )?INDEX/.test(line) : /Seq Scan/.test(line);

export async function sqlitePlans(dataDir: string): Promise<Plan[]> {
  const raw = new SQLite(path.join(dataDir, "progressvault.db"), { readonly: true });
  const { db, queries } = recorder(new SqliteDialect({ database: raw }));
  const plans: Plan[] = [];
  try {
    for (const step of await steps(db, "sqlite")) {
      queries.length = 0;
      await step.run(db);
      for (const q of queries) {
        const plan = explainSqlite(raw, q);
        plans.push({ label: step.label, sql: q.sql, plan, fullScan: plan.some((l) => isFullScan("sqlite", l)) });
      }
    }
  } finally {
    await db.destroy();
  }
  return plans;
}

export async function postgresPlans(url: string): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { db, queries } = recorder(new PostgresDialect({ pool }));
  const plans: Plan[] = [];
  try {
    for (const step of await steps(db, "postgres")) {
      queries.length = 0;
      await step.run(db);
      for (const q of queries) {
        const plan = await explainPostgres(pool, q);
        plans.push({ label: step.label, sql: q.sql, plan, fullScan: plan.some((l) => isFullScan("postgres", l)) });
      }
    }
  } finally {
    await db.destroy();
  }
  return plans;
}

export function formatPlans(engine: Engine, plans: Plan[]): string {
  const lines = [`query plans (${engine === "sqlite" ? "EXPLAIN QUERY PLAN" : "EXPLAIN"}):`];
  for (const p of plans) {
    lines.push(`- ${p.label}${p.fullScan ? "  [FULL SCAN]" : ""}`);
    lines.push(`    ${p.sql.replace(/\s+/g, " ").slice(0, 400)}`);
    for (const l of p.plan) lines.push(`      ${l}`);
  }
  return lines.join("\n");
}
