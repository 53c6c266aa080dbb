/**
 * Imports written in chunks (issue 26, decision 043). On SQLite the server has one connection and
 * its queries never leave the event loop, so an import written in one transaction held every other
 * user for its whole length (a 5 MB file: about a second; two at once: seconds). Instead an import
 * stages its rows (import_goals, import_entries) a few hundred per short transaction, handing the
 * event loop back between chunks, and then publishes them in one short transaction that copies the
 * staged rows with INSERT … SELECT (service.ts): visible all at once, or not at all. Staged rows are
 * read by nothing but the publish, so a half-staged import is never seen.
 *
 * A run whose process died (crash, kill, restart) leaves staged rows behind: they are swept at
 * start (SQLite: every run, the data directory's lock says no other process has one in flight;
 * PostgreSQL: runs without a heartbeat for STALE_IMPORT_MS, other servers may be importing) and
 * every hour with the other sweeps (main.ts).
 */
import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { GOAL_WRITTEN_FIELDS } from "../db/goal-columns.js";
import { habitToRow } from "../db/habit-columns.js";
import type { Database } from "../db/schema.js";
import { boolParam, type Engine } from "../db/values.js";
import type { ExportEntry, ExportGoal } from "../../core/export-schema.js";
import { nextTurn } from "./next-turn.js";

/** Rows per staging transaction: a few milliseconds of work each, well under the bound-parameter limits. */
const STAGE_ROWS = 400;
/** Staged rows deleted per statement once a run is published or abandoned. */
const DROP_ROWS = 2000;
/** A run without a heartbeat for this long belongs to a process that is gone. */
export const STALE_IMPORT_MS = 10 * 60 * 1000;

/** Opens a run for the user; its id names the staged rows. */
export async function beginImportRun(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const id = uuidv7();
  const at = now.toISOString();
  await db.insertInto("import_runs").values({ id, user_id: userId, started_at: at, heartbeat_at: at }).execute();
  return id;
}

/** Writes the rows to the run's staging tables, STAGE_ROWS per transaction, yielding between. */
export async function stageRows(
  db: Kysely<Database>,
  engine: Engine,
  run: { id: string; userId: string },
  goals: readonly ExportGoal[],
  entries: readonly ExportEntry[],
  now: () => Date,
): Promise<void> {
  const beat = (trx: Kysely<Database>) =>
    trx.updateTable("import_runs").set({ heartbeat_at: now().toISOString() }).where("id", "=", run.id).execute();
  for (let i = 0; i < goals.length; i += STAGE_ROWS) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("import_goals")
        .values(
          goals.slice(i, i + STAGE_ROWS).map((g) => ({
            import_id: run.id,
            id: g.id,
            user_id: run.userId,
            title: g.title,
            description: g.description,
            motivation: g.motivation,
            category: g.category,
            timeframe: g.timeframe,
            public: boolParam(engine, g.public),
            slug: g.slug,
            created_at: g.created_at,
            updated_at: g.updated_at,
            ...habitToRow({
              kind: g.kind ?? "progress",
              target: g.target ?? null,
              unit: g.unit ?? null,
              direction: g.direction ?? "at_least",
              weekdays: g.weekdays ?? null,
              every_days: g.every_days ?? null,
            }),
            // Filled by the import's plan (service.ts) from the file or the goal's own.
            group_id: g.group_id ?? null,
            position: g.position ?? 0,
            archived: boolParam(engine, g.archived ?? false),
          })),
        )
        .execute();
      await beat(trx);
    });
    await nextTurn();
  }
  for (let i = 0; i < entries.length; i += STAGE_ROWS) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("import_entries")
        .values(entries.slice(i, i + STAGE_ROWS).map((e) => ({ ...e, amount: e.amount ?? null, import_id: run.id, user_id: run.userId })))
        .execute();
      await beat(trx);
    });
    await nextTurn();
  }
}

/**
 * Inside the publish transaction: false when the run is gone (swept as stale). On PostgreSQL its
 * row is locked, so a sweep waits for the publish, and a publish after a sweep finds nothing.
 */
export async function holdImportRun(trx: Kysely<Database>, engine: Engine, runId: string): Promise<boolean> {
  let query = trx.selectFrom("import_runs").select("id").where("id", "=", runId);
  if (engine === "postgres") query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Copies the run's staged goals into goals: created, or overwritten when the user's (never someone else's). */
export async function publishStagedGoals(trx: Kysely<Database>, runId: string, userId: string) {
  // What a user wrote of a goal is what an import carries (db/goal-columns.ts): one list, so a
  // new goal column is staged and published without a second copy here.
  const columns = ["id", "user_id", ...GOAL_WRITTEN_FIELDS] as const;
  await trx
    .insertInto("goals")
    .columns([...columns])
    .expression((eb) =>
      eb
        .selectFrom("import_goals")
        .select([...columns])
        .where("import_id", "=", runId),
    )
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => Object.fromEntries(GOAL_WRITTEN_FIELDS.map((c) => [c, eb.ref(`excluded.${c}`)])))
        .where("goals.user_id", "=", userId),
    )
    .execute();
}

/** Copies the run's staged entries into the journal: created, or overwritten when the user's. */
export async function publishStagedEntries(trx: Kysely<Database>, runId: string, userId: string) {
  const columns = ["id", "goal_id", "user_id", "note", "progress", "created_at", "amount"] as const;
  await trx
    .insertInto("journal_entries")
    .columns([...columns])
    .expression((eb) =>
      eb
        .selectFrom("import_entries")
        .select([...columns])
        .where("import_id", "=", runId),
    )
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({
          goal_id: eb.ref("excluded.goal_id"),
          note: eb.ref("excluded.note"),
          progress: eb.ref("excluded.progress"),
          created_at: eb.ref("excluded.created_at"),
          amount: eb.ref("excluded.amount"),
        }))
        .where("journal_entries.user_id", "=", userId),
    )
    .execute();
}

/**
 * Deletes a run this process published or gave up: its staged rows a chunk per statement
 * (yielding between: one statement for 30,000 rows would hold SQLite again), then the run.
 */
export async function dropImportRun(db: Kysely<Database>, runId: string): Promise<void> {
  for (const table of ["import_entries", "import_goals"] as const) {
    for (;;) {
      const res = await db
        .deleteFrom(table)
        .where("import_id", "=", runId)
        .where("id", "in", (eb) => eb.selectFrom(table).select("id").where("import_id", "=", runId).limit(DROP_ROWS))
        .executeTakeFirst();
      await nextTurn();
      if (Number(res.numDeletedRows) < DROP_ROWS) break;
    }
  }
  await db.deleteFrom("import_runs").where("id", "=", runId).execute();
}

/**
 * Deletes runs left by processes that are gone: every run (`all`, when this process alone can be
 * importing), or those without a heartbeat for STALE_IMPORT_MS. Each run's row is deleted first,
 * its staged rows with it (cascade) in the same statement: a publish either holds the run and
 * copies every staged row, or finds no run; never half of them. Answers how many runs were swept.
 */
export async function sweepImportRuns(db: Kysely<Database>, now: Date, { all = false } = {}): Promise<number> {
  let query = db.selectFrom("import_runs").select("id");
  if (!all) query = query.where("heartbeat_at", "<", new Date(now.getTime() - STALE_IMPORT_MS).toISOString());
  const runs = await query.execute();
  for (const run of runs) {
    await db.deleteFrom("import_runs").where("id", "=", run.id).execute();
    await nextTurn();
  }
  return runs.length;
}
