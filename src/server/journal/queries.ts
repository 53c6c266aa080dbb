import { type Kysely, sql } from "kysely";
import type { JournalEntry } from "../../core/schemas.js";
import { writeTransaction } from "../db/group-commit.js";
import { precompiled } from "../db/precompiled.js";
import type { Database } from "../db/schema.js";
import type { Engine } from "../db/values.js";
import { recomputeGoalAggregates } from "../db/goal-aggregates.js";
import { entryColumns, toEntry } from "../db/goal-rows.js";
import { putTombstone, takeTombstone } from "../db/tombstones.js";
import type { HabitGoal } from "../../core/habit-rules.js";
import { type PeriodSpan, appendedProgress, rederivePeriods } from "./habit-entries.js";
import { toIsoRequired } from "../db/values.js";
import { habitColumns, habitOfRow } from "../db/habit-columns.js";
import type { GoalRules } from "../access.js";
import { SQLITE_NEW_STAMP } from "../db/data-version.js";
import { type GoalStamps, type JournalChange, type JournalChangeSink, goalStamps } from "../db/journal-change.js";

/** A check or amount goal's rules and the period of an instant (ISO) in the write's zone (habit-entries.ts). */
export interface HabitWrite {
  goal: HabitGoal;
  periodOf: (createdAt: string) => PeriodSpan;
}

/** A check-in's first statement (its goal's count and row lock): built once (db/precompiled.ts). */
const countCheckIn = precompiled(2, (db, goalId: string, userId: string) =>
  db
    .updateTable("goals")
    .set({ updates_count: sql`updates_count + 1` })
    .where("id", "=", goalId)
    .where("user_id", "=", userId)
    .returning(["list_version", "history_version"]),
);

/**
 * Inserts an entry and moves the goal's denormalised progress, count and latest note in the
 * same transaction. The goal row is updated first: that takes its row lock, so concurrent
 * writes to one goal serialise. The latest entry is then read back (a fresh statement, so on
 * PostgreSQL it sees every write committed before the lock was granted) and copied to the goal:
 * "latest" is decided by (created_at, id) exactly as everywhere else, even when two check-ins
 * share a millisecond and commit in the other order. Returns false when the goal is not the user's.
 * Tells `sink` what it wrote once committed (db/journal-change.ts); add_journal_entry answers the
 * goal's stamps for that (migration 0032).
 */
export async function insertEntry(
  db: Kysely<Database>,
  engine: Engine,
  e: { id: string; goalId: string; userId: string; note: string; progress: number; createdAt: string; amount?: number | null },
  habit?: HabitWrite,
  sink?: JournalChangeSink,
): Promise<JournalEntry | undefined> {
  if (engine === "postgres" && !habit) {
    // The same steps in one round trip (db/add-journal-entry.ts), answering the goal's stamps.
    const res = await sql<{ stamps: (string | number)[] | null }>`
      select add_journal_entry(${e.id}::uuid, ${e.goalId}::uuid, ${e.userId}::uuid, ${e.note}, ${e.progress}::integer, ${e.createdAt}::timestamptz) as stamps`.execute(
      db,
    );
    const stamps = res.rows[0]?.stamps;
    if (!stamps) return undefined;
    const written = { id: e.id, goal_id: e.goalId, note: e.note, progress: e.progress, created_at: e.createdAt };
    const [stamp, history, afterStamp, afterHistory] = stamps.map(String);
    sink?.({
      goalId: e.goalId,
      before: { stamp: stamp!, history: history! },
      after: { stamp: afterStamp!, history: afterHistory! },
      removed: [],
      put: [toEntry({ ...written, amount: null })],
      progress: [],
    });
    return written;
  }
  // A check or amount goal's check-in (issue 29) also re-derives its period's progress after the
  // insert, under the goal's lock: on PostgreSQL in a transaction, not add_journal_entry.
  let change: JournalChange | undefined;
  let written: JournalEntry | undefined;
  const work = async (trx: Kysely<Database>) => {
    // The stamps before the write (db/journal-change.ts). PostgreSQL: read with the row lock (its
    // BEFORE trigger restamps an updated row, so an UPDATE's RETURNING shows the new stamp);
    // SQLite: the UPDATE's RETURNING, which shows the row before its AFTER trigger restamps it.
    let before = engine === "postgres" ? await goalStamps(trx, engine, e.goalId, true) : undefined;
    const [updated] = await countCheckIn(trx, e.goalId, e.userId);
    if (!updated) return false;
    before ??= { stamp: String(updated.list_version), history: String(updated.history_version) };
    // A check-in that ends its period takes its progress at once; any other re-derives the period.
    const appended = habit ? await appendedProgress(trx, habit.goal, habit.periodOf(e.createdAt), e) : undefined;
    await trx
      .insertInto("journal_entries")
      .values({
        id: e.id,
        goal_id: e.goalId,
        user_id: e.userId,
        note: e.note,
        progress: habit ? (appended ?? 0) : e.progress,
        created_at: e.createdAt,
        ...(habit ? { amount: e.amount ?? null } : {}),
      })
      .execute();
    const progress = habit && appended === undefined ? await rederivePeriods(trx, e.goalId, habit.goal, [habit.periodOf(e.createdAt)]) : [];
    const after = await copyLatestEntryToGoal(trx, engine, e.goalId);
    // The entry as written: a check or amount goal's progress is its re-derived one, if it moved from 0.
    const derived = progress.findLast(([id]) => id === e.id)?.[1];
    written = toEntry({
      id: e.id,
      goal_id: e.goalId,
      note: e.note,
      progress: habit ? (appended ?? derived ?? 0) : e.progress,
      created_at: e.createdAt,
      amount: habit ? e.amount : null,
    });
    change = after && { goalId: e.goalId, before, after, removed: [], put: [written], progress };
    return true;
  };
  // Group commit on SQLite: one fsync for the check-ins that arrive together (db/group-commit.ts).
  const ok = await (engine === "postgres" ? db.transaction().execute(work) : writeTransaction(db, engine, work));
  // A batch retried write by write (group-commit.ts) ran `work` again: `change` is the committed run's.
  if (ok && change) sink?.(change);
  return ok ? written : undefined;
}

/**
 * Sets the goal's progress, last note and time from its latest entry (the goal row is locked; it
 * has one, just written) in one statement, and answers the goal's stamps after it: PostgreSQL's
 * BEFORE trigger has stamped the row when RETURNING reads it; on SQLite the statement stamps it
 * itself (SQLITE_NEW_STAMP), so no AFTER trigger restamps it behind RETURNING's back. On its own
 * so that the journal's query plans (bench/journal-plans.ts) take this very statement.
 */
export function copyLatestEntryToGoalQuery(engine: Engine, goalId: string) {
  const restamp = engine === "sqlite" ? sql`, list_version = ${sql.raw(SQLITE_NEW_STAMP)}` : sql``;
  return sql<{ list_version: number | string; history_version: number | string }>`
    update goals set (progress, last_entry_note, last_entry_at) = (
      select progress, note, created_at from journal_entries where goal_id = ${goalId} order by created_at desc, id desc limit 1
    )${restamp}
    where id = ${goalId} returning list_version, history_version`;
}

/** copyLatestEntryToGoalQuery run, answering the goal's stamps after it. */
async function copyLatestEntryToGoal(trx: Kysely<Database>, engine: Engine, goalId: string): Promise<GoalStamps | undefined> {
  const { rows } = await copyLatestEntryToGoalQuery(engine, goalId).execute(trx);
  const row = rows[0];
  return row && { stamp: String(row.list_version), history: String(row.history_version) };
}

/** One page of the user's entries, newest first, after the (created_at, id) `before` key. */
export async function listEntries(
  db: Kysely<Database>,
  userId: string,
  f: { goalId: string | undefined; limit: number; before?: { c: string; i: string } | undefined },
): Promise<{ items: JournalEntry[]; last: { c: string; i: string } | undefined }> {
  let query = db
    .selectFrom("journal_entries")
    .select(entryColumns)
    .where("journal_entries.user_id", "=", userId)
    .orderBy("journal_entries.created_at", "desc")
    .orderBy("journal_entries.id", "desc")
    .limit(f.limit + 1);
  if (f.goalId) query = query.where("journal_entries.goal_id", "=", f.goalId);
  const before = f.before;
  if (before) {
    query = query.where((eb) => eb(eb.refTuple("journal_entries.created_at", "journal_entries.id"), "<", eb.tuple(before.c, before.i)));
  }
  const rows = (await query.execute()).map(toEntry);
  const items = rows.slice(0, f.limit);
  const tail = items.at(-1);
  return { items, last: rows.length > f.limit && tail ? { c: tail.created_at, i: tail.id } : undefined };
}

export async function findEntry(db: Kysely<Database>, userId: string, entryId: string): Promise<JournalEntry | undefined> {
  const row = await db
    .selectFrom("journal_entries")
    .select(entryColumns)
    .where("journal_entries.id", "=", entryId)
    .where("journal_entries.user_id", "=", userId)
    .executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/**
 * Deletes an entry of the user's, keeps it as a tombstone for an Undo (decision 017) and
 * recomputes its goal's aggregates. Answers the entry's goal id; undefined when not theirs.
 */
export async function deleteEntry(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  entryId: string,
  now: Date,
  habit?: HabitWrite,
  sink?: JournalChangeSink,
): Promise<string | undefined> {
  let change: JournalChange | undefined;
  const goalId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("journal_entries")
      .select(entryColumns)
      .where("journal_entries.id", "=", entryId)
      .where("journal_entries.user_id", "=", userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const before = await goalStamps(trx, engine, row.goal_id, true);
    await trx.deleteFrom("journal_entries").where("id", "=", entryId).execute();
    await putTombstone(trx, { userId, kind: "journal_entry", itemId: entryId, payload: toEntry(row), now });
    const progress = habit ? await rederivePeriods(trx, row.goal_id, habit.goal, [habit.periodOf(toIsoRequired(row.created_at))]) : [];
    await recomputeGoalAggregates(trx, row.goal_id, { countChange: -1 });
    const after = await goalStamps(trx, engine, row.goal_id);
    change = before && after && { goalId: row.goal_id, before, after, removed: [entryId], put: [], progress };
    return row.goal_id;
  });
  if (change) sink?.(change);
  return goalId;
}

/**
 * Puts back an entry the user deleted within the restore window: the same id, goal, note,
 * progress and time. Undefined when there is no such tombstone of theirs, or its goal is gone.
 */
export async function restoreEntry(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  entryId: string,
  now: Date,
  habitFor?: (rules: GoalRules) => HabitWrite | undefined,
  sink?: JournalChangeSink,
): Promise<JournalEntry | undefined> {
  let change: JournalChange | undefined;
  const restored = await db.transaction().execute(async (trx) => {
    const entry = (await takeTombstone(trx, { userId, kind: "journal_entry", itemId: entryId, now })) as JournalEntry | undefined;
    if (!entry) return undefined;
    const before = await goalStamps(trx, engine, entry.goal_id, true);
    const goal = await trx
      .selectFrom("goals")
      .select(["id", "timeframe", ...habitColumns])
      .where("id", "=", entry.goal_id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!goal) return undefined; // the goal was deleted meanwhile: its entries went with it
    await trx
      .insertInto("journal_entries")
      .values({
        id: entry.id,
        goal_id: entry.goal_id,
        user_id: userId,
        note: entry.note,
        progress: entry.progress,
        created_at: entry.created_at,
        amount: entry.amount ?? null,
      })
      .execute();
    const habit = habitFor?.({ ...habitOfRow(goal), timeframe: goal.timeframe });
    const progress = habit ? await rederivePeriods(trx, entry.goal_id, habit.goal, [habit.periodOf(entry.created_at)]) : [];
    await recomputeGoalAggregates(trx, entry.goal_id, { countChange: 1 });
    const written = habit
      ? toEntry(
          await trx.selectFrom("journal_entries").select(entryColumns).where("journal_entries.id", "=", entry.id).executeTakeFirstOrThrow(),
        )
      : entry;
    const after = await goalStamps(trx, engine, entry.goal_id);
    // The entry as the list reads it back (a tombstone's payload may carry no amount key).
    const put = toEntry({ ...written, amount: written.amount ?? null });
    change = before && after && { goalId: entry.goal_id, before, after, removed: [], put: [put], progress };
    return written;
  });
  if (change) sink?.(change);
  return restored;
}

/**
 * Changes an entry of the user's (note, progress and/or time) and recomputes its goal's
 * progress, latest note and time, as a delete does: an edit can make another entry the latest.
 * Undefined when the entry is not theirs.
 */
export async function updateEntry(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  entryId: string,
  change: { note?: string; progress?: number; createdAt?: string; amount?: number },
  habit?: HabitWrite,
  sink?: JournalChangeSink,
): Promise<JournalEntry | undefined> {
  let changed: JournalChange | undefined;
  const updated = await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom("journal_entries")
      .select(["goal_id", "created_at"])
      .where("id", "=", entryId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!entry) return undefined;
    const before = await goalStamps(trx, engine, entry.goal_id, true);
    await trx
      .updateTable("journal_entries")
      .set({
        ...(change.note !== undefined && { note: change.note }),
        ...(change.progress !== undefined && { progress: change.progress }),
        ...(change.createdAt !== undefined && { created_at: change.createdAt }),
        ...(change.amount !== undefined && { amount: change.amount }),
      })
      .where("id", "=", entryId)
      .execute();
    let progress: [string, number][] = [];
    if (habit) {
      const was = toIsoRequired(entry.created_at);
      progress = await rederivePeriods(trx, entry.goal_id, habit.goal, [habit.periodOf(was), habit.periodOf(change.createdAt ?? was)]);
    }
    await recomputeGoalAggregates(trx, entry.goal_id, { countChange: 0 });
    const row = toEntry(
      await trx.selectFrom("journal_entries").select(entryColumns).where("journal_entries.id", "=", entryId).executeTakeFirstOrThrow(),
    );
    const after = await goalStamps(trx, engine, entry.goal_id);
    changed = before && after && { goalId: entry.goal_id, before, after, removed: [entryId], put: [row], progress };
    return row;
  });
  if (changed) sink?.(changed);
  return updated;
}
