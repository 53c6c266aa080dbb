/**
 * Authorization of a user's goals, entries and groups, in one place (decision 042; immich's
 * requireAccess): the first line of every service function given the id of one. Anyone else's
 * item answers 404 exactly as an unknown one does, so an id never tells whether it exists. The
 * writes that follow keep their own `WHERE user_id`: the check and the write are two statements,
 * and the write must still touch nothing of anyone else's if the item changed hands in between.
 */
import type { Kysely } from "kysely";
import type { HabitFields } from "../core/habit-fields.js";
import type { Database } from "./db/schema.js";
import { habitColumns, habitOfRow } from "./db/habit-columns.js";
import { type TombstoneKind, hasTombstone } from "./db/tombstones.js";
import type { AppDeps, CurrentUser } from "./deps.js";
import type { WeekStart } from "../core/habit-rules.js";
import { weekStartOfRow } from "./db/accounts.js";
import { toBool } from "./db/values.js";
import { precompiled } from "./db/precompiled.js";
import { MESSAGES, notFound } from "./errors.js";

/** The user's goal, or 404 "Goal not found". */
export function requireGoalAccess(deps: AppDeps, user: CurrentUser, goalId: string): Promise<void> {
  return requireOwnRow(deps, user, "goals", goalId, MESSAGES.goalNotFound);
}

/** The user's group of goals (issue 30), or 404 "Group not found". */
export function requireGroupAccess(deps: AppDeps, user: CurrentUser, groupId: string): Promise<void> {
  return requireOwnRow(deps, user, "goal_groups", groupId, MESSAGES.groupNotFound);
}

/** The user's journal entry, or 404 "Entry not found". */
export function requireEntryAccess(deps: AppDeps, user: CurrentUser, entryId: string): Promise<void> {
  return requireOwnRow(deps, user, "journal_entries", entryId, MESSAGES.entryNotFound);
}

/** The one check behind the three above: a row of the table with this id and the user's user_id. */
async function requireOwnRow(
  deps: AppDeps,
  user: CurrentUser,
  table: "goals" | "goal_groups" | "journal_entries",
  id: string,
  message: string,
): Promise<void> {
  const row = await deps.db.db.selectFrom(table).select("id").where("id", "=", id).where("user_id", "=", user.id).executeTakeFirst();
  if (!row) throw notFound(message);
}

/** Every check-in runs it: built once (db/precompiled.ts). */
const checkInRules = precompiled(2, (db, goalId: string, userId: string) =>
  db
    .selectFrom("goals")
    .innerJoin("users", "users.id", "goals.user_id")
    .select((eb) => [
      "goals.timeframe",
      ...habitColumns,
      "users.week_start",
      eb.exists(eb.selectFrom("webhooks").select("webhooks.id").whereRef("webhooks.user_id", "=", "goals.user_id")).as("has_webhooks"),
    ])
    .where("goals.id", "=", goalId)
    .where("goals.user_id", "=", userId),
);

/**
 * The user's goal with its kind and rules (issue 29), or 404 "Goal not found": requireGoalAccess
 * for a check-in, which follows the goal's kind, with what else it reads of its user in the same one
 * read: the first day of their weeks (accounts.ts weekStartOf) and whether they have any webhook
 * (webhook-outbox.ts watchJournalWrite reads them only then). Read afresh by every check-in, not
 * kept: a settings change made on any server is seen by the next check-in.
 */
export async function requireCheckInRules(
  deps: AppDeps,
  user: CurrentUser,
  goalId: string,
): Promise<{ rules: GoalRules; weekStart: WeekStart; hasWebhooks: boolean }> {
  const [row] = await checkInRules(deps.db.db, goalId, user.id);
  if (!row) throw notFound(MESSAGES.goalNotFound);
  return {
    rules: { ...habitOfRow(row), timeframe: row.timeframe },
    weekStart: weekStartOfRow(row.week_start),
    hasWebhooks: toBool(row.has_webhooks as boolean | number),
  };
}

/** requireEntryRules's read, on its own so the journal's query plans (bench/journal-plans.ts) take this very query. */
export function entryRulesQuery(db: Kysely<Database>, userId: string, entryId: string) {
  return db
    .selectFrom("journal_entries")
    .innerJoin("goals", "goals.id", "journal_entries.goal_id")
    .select(["goals.id as goalId", "goals.timeframe", ...habitColumns])
    .where("journal_entries.id", "=", entryId)
    .where("journal_entries.user_id", "=", userId);
}

/** The goal of the user's entry with its rules, or 404 "Entry not found". */
export async function requireEntryRules(deps: AppDeps, user: CurrentUser, entryId: string): Promise<GoalRules & { goalId: string }> {
  const row = await entryRulesQuery(deps.db.db, user.id, entryId).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.entryNotFound);
  return { ...habitOfRow(row), timeframe: row.timeframe, goalId: row.goalId };
}

export type GoalRules = HabitFields & { timeframe: string };

/** Every one of these goals is the user's, or 404 "Goal not found" (a manual order, issue 30). */
export async function requireGoalsAccess(deps: AppDeps, user: CurrentUser, goalIds: readonly string[]): Promise<void> {
  const ids = [...new Set(goalIds)];
  const rows = ids.length
    ? await deps.db.db.selectFrom("goals").select("id").where("id", "in", ids).where("user_id", "=", user.id).execute()
    : [];
  if (rows.length !== ids.length) throw notFound(MESSAGES.goalNotFound);
}

/** The user's deleted goal or entry still within its Undo window (decision 017), or 404 as for an unknown one. */
export async function requireDeletedAccess(deps: AppDeps, user: CurrentUser, kind: TombstoneKind, itemId: string): Promise<void> {
  if (await hasTombstone(deps.db.db, { userId: user.id, kind, itemId, now: deps.now() })) return;
  throw notFound(kind === "goal" ? MESSAGES.goalNotFound : MESSAGES.entryNotFound);
}
