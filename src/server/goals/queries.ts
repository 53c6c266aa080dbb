import { type Kysely, sql } from "kysely";
import type { Placed } from "../../core/manual-order.js";
import type { JournalEntry } from "../../core/schemas.js";
import { entryColumns, goalColumns, toEntry } from "../db/goal-rows.js";
import { type HabitRow } from "../db/habit-columns.js";
import type { Database } from "../db/schema.js";
import { boolParam, type Engine } from "../db/values.js";

/** The user's entries with these ids, by id. */
export async function entriesByIds(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Map<string, JournalEntry>> {
  const out = new Map<string, JournalEntry>();
  // Chunks keep each statement under SQLite's bound-parameter limit. By primary key alone, the
  // owner checked on the rows: with user_id in the filter, SQLite scanned the user's whole index
  // range for five ids (200,000 entries for the 200 × 1,000 user).
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("journal_entries")
      .select([...entryColumns, "journal_entries.user_id"])
      .where("journal_entries.id", "in", ids.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.user_id === userId) out.set(r.id, toEntry(r));
  }
  return out;
}

export async function findOwnGoal(db: Kysely<Database>, userId: string, goalId: string) {
  return db.selectFrom("goals").select(goalColumns).where("goals.id", "=", goalId).where("goals.user_id", "=", userId).executeTakeFirst();
}

export async function listEntriesOfGoal(db: Kysely<Database>, goalId: string): Promise<JournalEntry[]> {
  const rows = await db
    .selectFrom("journal_entries")
    .select(entryColumns)
    .where("journal_entries.goal_id", "=", goalId)
    .orderBy("journal_entries.created_at", "asc")
    .orderBy("journal_entries.id", "asc")
    .execute();
  return rows.map(toEntry);
}

export async function insertGoal(
  db: Kysely<Database>,
  g: {
    id: string;
    userId: string;
    title: string;
    description: string;
    motivation: string;
    category: string;
    timeframe: string;
    now: string;
    habit: HabitRow;
  },
) {
  await db
    .insertInto("goals")
    .values({
      id: g.id,
      user_id: g.userId,
      title: g.title,
      description: g.description,
      motivation: g.motivation,
      category: g.category,
      timeframe: g.timeframe,
      slug: null,
      created_at: g.now,
      updated_at: g.now,
      last_entry_at: null,
      last_entry_note: null,
      ...g.habit,
      // Last in the owner's manual order (issue 30).
      position: sql<number>`(select coalesce(max(position) + 1, 0) from goals where user_id = ${g.userId})`,
    })
    .execute();
}

/** Every goal of the user with its place, in manual order (ties oldest first, as migration 0022 numbered them). */
export async function manualOrder(db: Kysely<Database>, userId: string): Promise<Placed[]> {
  return db
    .selectFrom("goals")
    .select(["id", "position"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Writes the places that changed (core/manual-order.ts); a reorder is no edit, so updated_at stays. */
export async function setGoalPositions(db: Kysely<Database>, userId: string, places: readonly [string, number][]): Promise<void> {
  for (const [id, position] of places) {
    await db.updateTable("goals").set({ position }).where("id", "=", id).where("user_id", "=", userId).execute();
  }
}

/** Whether the user has this group (read inside the write's transaction, with the user locked). */
export async function hasOwnGroup(db: Kysely<Database>, userId: string, groupId: string): Promise<boolean> {
  const row = await db.selectFrom("goal_groups").select("id").where("id", "=", groupId).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

export interface GoalChanges {
  title?: string;
  description?: string;
  motivation?: string;
  category?: string;
  timeframe?: string;
  public?: boolean;
  slug?: string;
  group_id?: string | null;
  archived?: boolean;
  updated_at: string;
  habit?: HabitRow;
}

export async function updateOwnGoal(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  goalId: string,
  changes: GoalChanges,
): Promise<boolean> {
  const { public: isPublic, archived, habit, ...fields } = changes;
  const rest = { ...fields, ...habit };
  const result = await db
    .updateTable("goals")
    .set({
      ...rest,
      ...(isPublic === undefined ? {} : { public: boolParam(engine, isPublic) }),
      ...(archived === undefined ? {} : { archived: boolParam(engine, archived) }),
    })
    .where("id", "=", goalId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
