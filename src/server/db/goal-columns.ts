/**
 * The columns of `goals`, named once (issue 16, item 4: export, ops and bench each kept a
 * copy, already differing). Each list below is a subset of GOAL_COLUMNS, and GOAL_COLUMNS
 * names every stored column of GoalsTable: the type checks at the end fail the build when
 * a migration adds a column that is not listed here.
 */
import type { GoalsTable } from "./schema.js";

/** Every stored column of `goals`, in table order: backups, restores and the move to PostgreSQL copy these. */
export const GOAL_COLUMNS = [
  "id",
  "user_id",
  "title",
  "description",
  "motivation",
  "category",
  "timeframe",
  "public",
  "slug",
  "created_at",
  "updated_at",
  "progress",
  "updates_count",
  "last_entry_at",
  "last_entry_note",
  "likes_count",
  "reminder",
  "kind",
  "target",
  "unit",
  "direction",
  "weekdays",
  "every_days",
  "group_id",
  "position",
  "archived",
] as const;

/** Columns each database stamps itself by trigger (db/data-version.ts, db/history-version.ts): never copied, never compared. */
export const GOAL_DERIVED_COLUMNS = ["list_version", "history_version"] as const;

export type GoalColumn = (typeof GOAL_COLUMNS)[number];

/** GOAL_COLUMNS without `left`, in table order and typed as such (Kysely selects need the literal names). */
function without<const L extends readonly GoalColumn[]>(left: L): Exclude<GoalColumn, L[number]>[] {
  return GOAL_COLUMNS.filter((c): c is Exclude<GoalColumn, L[number]> => !(left as readonly string[]).includes(c));
}

/** What a user's export carries of a goal: the goal as written, its progress and its likes. */
export const GOAL_EXPORT_COLUMNS = without(["updates_count", "last_entry_at", "last_entry_note", "reminder"]);

/** The fields of a goal a user wrote: an import takes a goal in its file for the stored one when these agree. */
export const GOAL_WRITTEN_FIELDS = without([
  "id",
  "user_id",
  "progress",
  "updates_count",
  "last_entry_at",
  "last_entry_note",
  "likes_count",
  "reminder",
]);

type Listed = GoalColumn | (typeof GOAL_DERIVED_COLUMNS)[number];
// Both directions: every table column is listed, and every listed name is a table column.
const everyColumnListed: Exclude<keyof GoalsTable, Listed> extends never ? true : false = true;
const onlyTableColumns: Exclude<Listed, keyof GoalsTable> extends never ? true : false = true;
void everyColumnListed;
void onlyTableColumns;
