/**
 * Imports written in chunks (issue 26, decision 043). On SQLite the server has one connection and
 * its queries never leave the event loop, so an import written in one transaction held every other
 * user for its whole length (a 5 MB file: about a second; two at once: seconds). Instead an import
 * stages its rows (import_goals, import_entries) a few hundred per short transaction, handing the
 * event loop back between chunks. Staged rows are read by nothing but the publish, so a half-staged
 * import is never seen. The publish (service.ts) checks every rule again and writes the groups,
 * goals, pauses and likes in one short transaction that also marks the run `publishing`; from that
 * commit on the import is decided. Its entries, which grow with the journal (100,000 in a 5 MB
 * file), are then copied a chunk per transaction, each chunk's staged rows deleted as they are
 * copied, and the goals' aggregates recomputed at the end (decision 064): the importing user's
 * readers may briefly see part of the entries, and no other user's write waits for more than a chunk.
 * On SQLite a chunk (staged or published) is as many rows as the last ones' pace fits in SLICE_MS,
 * and commits through the group commit, its fsync off the event loop (decision 071).
 *
 * A fault while a decided run publishes (the database unreachable for a moment) answers 202: the
 * import is accepted and finishing (decision 069); the process tries again (finishLater), and the
 * sweep finishes what it could not.
 * A run whose process died (crash, kill, restart) is swept at start (SQLite: every run, the data
 * directory's lock says no other process has one in flight; PostgreSQL: runs without a heartbeat
 * for STALE_IMPORT_MS, other servers may be importing) and every hour with the other sweeps
 * (main.ts): a run still staging is dropped (nothing of it was visible), a run publishing is
 * finished (its entries copied from where the dead process stopped).
 */
import type { Kysely } from "kysely";
import { recomputeGoalAggregates } from "../db/goal-aggregates.js";
import { v7 as uuidv7 } from "uuid";
import { GOAL_WRITTEN_FIELDS } from "../db/goal-columns.js";
import { habitToRow } from "../db/habit-columns.js";
import type { Database } from "../db/schema.js";
import { boolParam, type Engine } from "../db/values.js";
import type { ExportEntry, ExportGoal } from "../../core/export-schema.js";
import { nextTurn } from "./next-turn.js";
import { fixedSlices, type SliceSizes, sliceSizes } from "./slice-sizer.js";
import { writeTransaction } from "../db/group-commit.js";

/** Most rows per staging transaction, well under the bound-parameter limits (PostgreSQL: always this many). */
const STAGE_ROWS = 400;
/** Most entries copied per publishing transaction (decision 064; PostgreSQL: always this many). */
export const PUBLISH_ROWS = 1000;
/** SQLite: the first slice's rows, before any was timed, and the fewest (decision 071). */
const SQLITE_FIRST_ROWS = 100;
const MIN_SLICE_ROWS = 10;
/** Goals whose aggregates are recomputed per transaction at the end of a publish. */
const RECOMPUTE_GOALS = 50;
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

/**
 * How many rows go per transaction (decision 071): on SQLite, as many as fit in SLICE_MS at the
 * pace the last slices went (from `first`, within [min, max]); on PostgreSQL a fixed count.
 */
function slices(engine: Engine, rows: number): SliceSizes {
  return engine === "sqlite" ? sliceSizes({ first: Math.min(rows, SQLITE_FIRST_ROWS), min: MIN_SLICE_ROWS, max: rows }) : fixedSlices(rows);
}

/**
 * Writes `rows` a slice per transaction (sized by `sizes`), yielding between. On SQLite each slice
 * goes through the group commit (decision 071), so its fsync runs off the event loop instead of
 * stalling every other user for each of the import's hundreds of commits; it resolves once the
 * slice is on disk, as a commit under synchronous=FULL did. On PostgreSQL a plain transaction.
 */
async function writeInSlices<T>(
  db: Kysely<Database>,
  engine: Engine,
  rows: readonly T[],
  sizes: SliceSizes,
  write: (trx: Kysely<Database>, part: readonly T[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < rows.length;) {
    const part = rows.slice(i, i + sizes.rows);
    await writeTransaction(db, engine, async (trx) => {
      const started = performance.now();
      await write(trx, part);
      sizes.took(part.length, performance.now() - started);
    });
    i += part.length;
    await nextTurn();
  }
}

/** Writes the rows to the run's staging tables in short transactions (decision 071), yielding between. */
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
  await writeInSlices(db, engine, goals, slices(engine, STAGE_ROWS), async (trx, part) => {
    await trx
      .insertInto("import_goals")
      .values(
        part.map((g) => ({
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
  await writeInSlices(db, engine, entries, slices(engine, STAGE_ROWS), async (trx, part) => {
    await trx
      .insertInto("import_entries")
      .values(part.map((e) => ({ ...e, amount: e.amount ?? null, import_id: run.id, user_id: run.userId })))
      .execute();
    await beat(trx);
  });
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

/** The run's goals are published: from here on it is finished, never dropped (inside the publish's transaction). */
export async function markPublishing(trx: Kysely<Database>, runId: string, now: Date) {
  await trx
    .updateTable("import_runs")
    .set({ publishing: now.toISOString(), heartbeat_at: now.toISOString() })
    .where("id", "=", runId)
    .execute();
}

/**
 * Locks goal rows the way a journal write does first (journal/queries.ts), in one order so two
 * imports cannot deadlock. SQLite runs one write transaction at a time anyway.
 */
export async function lockGoals(trx: Kysely<Database>, engine: Engine, ids: readonly string[]) {
  if (engine !== "postgres") return;
  const sorted = [...ids].sort();
  for (let i = 0; i < sorted.length; i += 500) {
    await trx
      .selectFrom("goals")
      .select("id")
      .where("id", "in", sorted.slice(i, i + 500))
      .orderBy("id")
      .forUpdate()
      .execute();
  }
}

const ENTRY_COLUMNS = ["id", "goal_id", "user_id", "note", "progress", "created_at", "amount"] as const;

/**
 * Copies the next `sizes.rows` of the run's staged entries (in id order, the journal's key) into
 * the journal (created, or overwritten when the user's) and deletes them from the stage, in one
 * transaction: what is left staged is
 * what is left to copy. An entry whose goal the user deleted since the goals were published is
 * dropped with it, as the delete would have taken it. Answers how many were taken; 0: none left.
 */
async function publishEntryChunk(
  db: Kysely<Database>,
  engine: Engine,
  run: PublishingRun,
  sizes: SliceSizes,
  now: () => Date,
): Promise<number> {
  return writeTransaction(db, engine, async (trx) => {
    const started = performance.now();
    // A second process finishing the same run (a sweep on PostgreSQL) waits here, then finds the rest.
    if (!(await holdImportRun(trx, engine, run.id))) return 0;
    const ids = (
      await trx.selectFrom("import_entries").select("id").where("import_id", "=", run.id).orderBy("id").limit(sizes.rows).execute()
    ).map((r) => r.id);
    if (ids.length === 0) return 0;
    await trx
      .insertInto("journal_entries")
      .columns([...ENTRY_COLUMNS])
      .expression((eb) =>
        eb
          .selectFrom("import_entries as s")
          .innerJoin("goals", "goals.id", "s.goal_id")
          .select(ENTRY_COLUMNS.map((c) => `s.${c}` as const))
          .where("s.import_id", "=", run.id)
          .where("s.id", "in", ids)
          .where("goals.user_id", "=", run.userId),
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
          .where("journal_entries.user_id", "=", run.userId),
      )
      .execute();
    await trx.deleteFrom("import_entries").where("import_id", "=", run.id).where("id", "in", ids).execute();
    await trx.updateTable("import_runs").set({ heartbeat_at: now().toISOString() }).where("id", "=", run.id).execute();
    sizes.took(ids.length, performance.now() - started);
    return ids.length;
  });
}

export interface PublishingRun {
  id: string;
  userId: string;
}

/**
 * Finishes a run marked publishing: its staged entries copied a slice per transaction (at most
 * PUBLISH_ROWS; on SQLite as many as fit in SLICE_MS, decision 071), the event loop served between; then the aggregates of `touched` goals (undefined: the user's goals,
 * when a sweep finishes a run whose process died and its plan is gone) recomputed; then the run
 * dropped.
 */
export async function finishPublishing(
  db: Kysely<Database>,
  engine: Engine,
  run: PublishingRun,
  touched: readonly string[] | undefined,
  now: () => Date,
): Promise<void> {
  const sizes = slices(engine, PUBLISH_ROWS);
  while ((await publishEntryChunk(db, engine, run, sizes, now)) > 0) await nextTurn();
  const goals = touched ?? (await db.selectFrom("goals").select("id").where("user_id", "=", run.userId).execute()).map((g) => g.id);
  for (let i = 0; i < goals.length; i += RECOMPUTE_GOALS) {
    const part = goals.slice(i, i + RECOMPUTE_GOALS);
    await db.transaction().execute(async (trx) => {
      await lockGoals(trx, engine, part);
      for (const goalId of part) await recomputeGoalAggregates(trx, goalId);
    });
    await nextTurn();
  }
  await dropImportRun(db, run.id);
}

/** When a publish interrupted by a fault is tried again (decision 069): then twice as long each time. */
export const FINISH_RETRY_MS = 5_000;
const FINISH_RETRIES = 5;

/**
 * Finishes a decided run whose publish a fault interrupted, in the background (decision 069): its
 * request has answered 202. Tried again after FINISH_RETRY_MS, doubling, FINISH_RETRIES times
 * (about two and a half minutes); a run still unfinished then is the sweep's (hourly, or the next
 * start). Another server's sweep finishing it at once is safe: each chunk holds the run.
 */
export function finishLater(
  db: Kysely<Database>,
  engine: Engine,
  run: PublishingRun,
  touched: readonly string[],
  now: () => Date,
  log: { warn(obj: object, msg: string): void },
  attempt = 0,
): void {
  const timer = setTimeout(
    () => {
      finishPublishing(db, engine, run, touched, now).catch((err: unknown) => {
        if (attempt + 1 < FINISH_RETRIES) finishLater(db, engine, run, touched, now, log, attempt + 1);
        else log.warn({ err, runId: run.id }, "import still unfinished after its retries; the sweep finishes it");
      });
    },
    FINISH_RETRY_MS * 2 ** attempt,
  );
  // A server shutting down does not wait for it: the next start's sweep finishes the run.
  timer.unref();
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
 * Drops a run its import gave up before deciding it. A run already marked publishing is kept: its
 * deciding transaction committed though the process was told otherwise (a lost acknowledgement),
 * so its goals are the user's and its staged entries are theirs too; finishPublishing (the sweep)
 * copies them. Answers whether the run was dropped.
 */
export async function dropUndecidedImportRun(db: Kysely<Database>, runId: string): Promise<boolean> {
  const run = await db.selectFrom("import_runs").select("publishing").where("id", "=", runId).executeTakeFirst();
  if (run && run.publishing !== null) return false;
  await dropImportRun(db, runId);
  return true;
}

/**
 * Takes over runs left by processes that are gone: every run (`all`, when this process alone can be
 * importing), or those without a heartbeat for STALE_IMPORT_MS. A run still staging is deleted,
 * its staged rows with it (cascade) in the same statement: a publish either holds the run and
 * publishes, or finds no run; never half of it. A run publishing is finished (finishPublishing).
 * Answers how many runs were dropped and finished.
 */
export async function sweepImportRuns(
  db: Kysely<Database>,
  engine: Engine,
  now: Date,
  { all = false } = {},
): Promise<{ dropped: number; finished: number }> {
  let query = db.selectFrom("import_runs").select(["id", "user_id", "publishing"]);
  if (!all) query = query.where("heartbeat_at", "<", new Date(now.getTime() - STALE_IMPORT_MS).toISOString());
  const runs = await query.execute();
  let finished = 0;
  for (const run of runs) {
    if (run.publishing === null) await db.deleteFrom("import_runs").where("id", "=", run.id).where("publishing", "is", null).execute();
    else {
      await finishPublishing(db, engine, { id: run.id, userId: run.user_id }, undefined, () => new Date());
      finished++;
    }
    await nextTurn();
  }
  return { dropped: runs.length - finished, finished };
}
