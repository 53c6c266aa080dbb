import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { amountOf } from "../db/habit-columns.js";
import { toIsoRequired } from "../db/values.js";

export interface HistoryEntry {
  created_at: string;
  progress: number;
  /** An amount goal's check-in amount (issue 29): the calendar's per-day amount. */
  amount?: number;
}

/**
 * What a goal's history needs, bounded by the window and not by the years: the entries since
 * `fromIso`, the last one before it (the first day's change starts from it) and the first one
 * ever (the goal's pace runs from its first check-in to its last). Oldest first, each once.
 */
export async function historyEntries(db: Kysely<Database>, goalId: string, fromIso: string): Promise<HistoryEntry[]> {
  const base = db.selectFrom("journal_entries").select(["id", "created_at", "progress", "amount"]).where("goal_id", "=", goalId);
  const [first, before, recent] = await Promise.all([
    base.orderBy("created_at", "asc").orderBy("id", "asc").limit(1).execute(),
    base.where("created_at", "<", fromIso).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).execute(),
    base.where("created_at", ">=", fromIso).orderBy("created_at", "asc").orderBy("id", "asc").execute(),
  ]);
  const byId = new Map(
    [...first, ...before, ...recent].map((r) => [
      r.id,
      { created_at: toIsoRequired(r.created_at), progress: r.progress, id: r.id, ...amountOf(r.amount) },
    ]),
  );
  return [...byId.values()]
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1))
    .map(({ id: _id, ...entry }) => entry);
}
