/**
 * A user's goals and entries as rows are read and mapped to API shapes: the goal list
 * (goals/service.ts), and the analytics and export work of the CPU pool (workers/cpu-worker.ts),
 * read them alike, so they live here and no resource reads another's queries (decision 042).
 */
import { type Kysely, type Selectable, sql } from "kysely";
import { parseStoredReminder } from "../../core/reminder.js";
import type { Goal, JournalEntry } from "../../core/schemas.js";
import { habitAnswer } from "../../core/habit-fields.js";
import { amountOf, habitColumns, habitOfRow } from "./habit-columns.js";
import type { Database, GoalsTable } from "./schema.js";
import { precompiled } from "./precompiled.js";
import { toBool, toIsoRequired } from "./values.js";

export const goalColumns = [
  "goals.id",
  "goals.title",
  "goals.description",
  "goals.motivation",
  "goals.category",
  "goals.timeframe",
  "goals.public",
  "goals.slug",
  "goals.created_at",
  "goals.updated_at",
  "goals.progress",
  "goals.likes_count",
  "goals.reminder",
  ...habitColumns,
  "goals.group_id",
  "goals.position",
  "goals.archived",
] as const;

type GoalRow = Pick<
  Selectable<GoalsTable>,
  | "id"
  | "title"
  | "description"
  | "motivation"
  | "category"
  | "timeframe"
  | "public"
  | "slug"
  | "created_at"
  | "updated_at"
  | "progress"
  | "likes_count"
  | "reminder"
  | "kind"
  | "target"
  | "unit"
  | "direction"
  | "weekdays"
  | "every_days"
  | "group_id"
  | "position"
  | "archived"
>;

export function toGoal(row: GoalRow, username: string, journal: JournalEntry[]): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    motivation: row.motivation,
    category: row.category as Goal["category"],
    timeframe: row.timeframe as Goal["timeframe"],
    public: toBool(row.public),
    slug: row.slug,
    username,
    created_at: toIsoRequired(row.created_at),
    updated_at: toIsoRequired(row.updated_at),
    progress: row.progress,
    likes_count: row.likes_count,
    ...habitAnswer(habitOfRow(row)),
    reminder: parseStoredReminder(row.reminder),
    group_id: row.group_id,
    position: row.position,
    archived: toBool(row.archived),
    journal,
  };
}

export const entryColumns = [
  "journal_entries.id",
  "journal_entries.goal_id",
  "journal_entries.note",
  "journal_entries.progress",
  "journal_entries.created_at",
  "journal_entries.amount",
] as const;

export function toEntry(row: {
  id: string;
  goal_id: string;
  note: string;
  progress: number;
  created_at: Date | string;
  amount?: number | null;
}): JournalEntry {
  return {
    id: row.id,
    goal_id: row.goal_id,
    note: row.note,
    progress: row.progress,
    created_at: toIsoRequired(row.created_at),
    ...amountOf(row.amount),
  };
}

/** The user's goals that are not archived (issue 30: an archived goal leaves the coach's view), with their journals. */
export async function listGoalsWithJournal(db: Kysely<Database>, userId: string, username: string): Promise<Goal[]> {
  // Two queries for the whole list, never one per goal.
  const [goals, entries] = await Promise.all([
    db
      .selectFrom("goals")
      .select(goalColumns)
      .where("goals.user_id", "=", userId)
      .where("goals.archived", "=", sql<boolean>`false`)
      .orderBy("goals.created_at", "desc")
      .orderBy("goals.id", "desc")
      .execute(),
    db
      .selectFrom("journal_entries")
      .select(entryColumns)
      .where("journal_entries.user_id", "=", userId)
      .orderBy("journal_entries.created_at", "asc")
      .orderBy("journal_entries.id", "asc")
      .execute(),
  ]);
  const byGoal = new Map<string, JournalEntry[]>();
  for (const e of entries) {
    let list = byGoal.get(e.goal_id);
    if (!list) byGoal.set(e.goal_id, (list = []));
    list.push(toEntry(e));
  }
  return goals.map((g) => toGoal(g, username, byGoal.get(g.id) ?? []));
}

/** A journal entry as the facts read it: no note, so reading a long history stays cheap. */
export interface FactsEntry {
  id: string;
  progress: number;
  created_at: string;
  /** An amount goal's check-in amount (issue 29). */
  amount?: number;
}

export interface StampedListOptions {
  onlyGoalId?: string;
  archived?: boolean;
}

// Literals, not parameters: the same SQL on both engines (SQLite reads true and false as 1 and 0).
const archivedTrue = sql<boolean>`true`;
const archivedFalse = sql<boolean>`false`;

const stampedGoals = (db: Kysely<Database>, userId: string, { onlyGoalId, archived }: StampedListOptions) =>
  db
    .selectFrom("goals")
    .select([...goalColumns, "goals.list_version", "goals.history_version"])
    .where("goals.user_id", "=", userId)
    .$if(onlyGoalId !== undefined, (q) => q.where("goals.id", "=", onlyGoalId as string))
    .$if(archived !== undefined, (q) => q.where("goals.archived", "=", archived ? archivedTrue : archivedFalse))
    .orderBy("goals.created_at", "desc")
    .orderBy("goals.id", "desc");

/** One goal as the list reads it: every journal write's answer reads it (decision 044), so it is built once (precompiled.ts). */
const oneGoalWithStamps = precompiled(2, (db, userId: string, goalId: string) => stampedGoals(db, userId, { onlyGoalId: goalId }));

/**
 * The user's goals (newest first) with their list stamps (db/data-version.ts): the stamp says
 * whether a goal's cached part of the list (goals/facts-cache.ts) is still what its journal says,
 * and the history stamp (db/history-version.ts) whether its kept old entries are (history-cache.ts).
 * Read before any journal, so a part is never older than the stamp it is filed under.
 * With `onlyGoalId`, that goal only (a journal write's answer, decision 044); with `archived`,
 * only the archived goals (true) or only the others (false; issue 30).
 */
export async function listGoalsWithStamps(db: Kysely<Database>, userId: string, { onlyGoalId, archived }: StampedListOptions = {}) {
  const rows =
    onlyGoalId !== undefined && archived === undefined
      ? await oneGoalWithStamps(db, userId, onlyGoalId)
      : await stampedGoals(db, userId, { onlyGoalId, archived }).execute();
  return rows.map(({ list_version, history_version, ...row }) => ({ row, stamp: String(list_version), history: String(history_version) }));
}

/**
 * Every entry's time and progress of these goals (which must be the user's: the caller read
 * them as the user's), oldest first, by goal: what the
 * facts read; the notes of the entries the list sends are read by entriesByIds. With `before`
 * or `since` (an ISO instant), only the entries older than it, or from it on.
 */
export async function entryTimesOfGoals(
  db: Kysely<Database>,
  userId: string,
  goalIds: readonly string[],
  { everyGoal = false, before, since }: { everyGoal?: boolean; before?: string; since?: string } = {},
): Promise<Map<string, FactsEntry[]>> {
  const byGoal = new Map<string, FactsEntry[]>(goalIds.map((id) => [id, []]));
  if (goalIds.length === 0) return byGoal;
  const columns = [
    "journal_entries.id",
    "journal_entries.goal_id",
    "journal_entries.progress",
    "journal_entries.created_at",
    "journal_entries.amount",
  ] as const;
  // Every goal: one range of the user's index (journal_user_created_id_idx), in order. Some:
  // each goal's own range of its index, so a write to one goal reads that goal's journal only.
  const chunks = everyGoal
    ? [null]
    : Array.from({ length: Math.ceil(goalIds.length / 500) }, (_, i) => goalIds.slice(i * 500, i * 500 + 500));
  for (const chunk of chunks) {
    // By goal alone: the goals are the user's (the caller read them so), and with user_id in the
    // filter as well the planners prefer the user's index and scan every entry of the user.
    const query = chunk
      ? db.selectFrom("journal_entries").select(columns).where("journal_entries.goal_id", "in", chunk)
      : db.selectFrom("journal_entries").select(columns).where("journal_entries.user_id", "=", userId);
    // A horizon splits by the engine's own comparison, the one its ORDER BY uses: the entries
    // before it, then those since it, are the whole journal in the same order (history-cache.ts).
    const rows = await query
      .$if(before !== undefined, (q) => q.where("journal_entries.created_at", "<", before as string))
      .$if(since !== undefined, (q) => q.where("journal_entries.created_at", ">=", since as string))
      .orderBy("journal_entries.created_at", "asc")
      .orderBy("journal_entries.id", "asc")
      .execute();
    for (const e of rows)
      byGoal.get(e.goal_id)?.push({ id: e.id, progress: e.progress, created_at: toIsoRequired(e.created_at), ...amountOf(e.amount) });
  }
  return byGoal;
}

/**
 * The user's goals that are not archived (newest first) with every entry's time and progress,
 * oldest first (the analytics summary: an archived goal leaves it, issue 30).
 */
export async function listGoalsWithTimes(db: Kysely<Database>, userId: string) {
  const goals = await listGoalsWithStamps(db, userId, { archived: false });
  const times = await entryTimesOfGoals(
    db,
    userId,
    goals.map((g) => g.row.id),
    { everyGoal: true },
  );
  return goals.map(({ row }) => ({ row, times: times.get(row.id) ?? [] }));
}
