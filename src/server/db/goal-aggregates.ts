/** A goal's denormalised aggregates (decision 002), recomputed by journal writes, goal restores and imports alike. */
import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";

/**
 * Copies the goal's latest entry (by created_at, id) to its denormalised progress, note and time.
 * The entry count is counted again only without `countChange` (a goal restore, an import); a
 * single-entry write knows how it moved the count, and counting a three-year journal under the
 * goal's row lock made every edit's lock last as long as the journal (issue 16).
 */
export async function recomputeGoalAggregates(trx: Kysely<Database>, goalId: string, { countChange }: { countChange?: -1 | 0 | 1 } = {}) {
  const [latest, count] = await Promise.all([
    trx
      .selectFrom("journal_entries")
      .select(["progress", "note", "created_at"])
      .where("goal_id", "=", goalId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    countChange === undefined
      ? trx
          .selectFrom("journal_entries")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("goal_id", "=", goalId)
          .executeTakeFirstOrThrow()
      : undefined,
  ]);
  await trx
    .updateTable("goals")
    .set({
      progress: latest?.progress ?? 0,
      last_entry_note: latest?.note ?? null,
      last_entry_at: latest ? (latest.created_at instanceof Date ? latest.created_at.toISOString() : latest.created_at) : null,
      ...(count ? { updates_count: Number(count.n) } : countChange ? { updates_count: sql`updates_count + ${countChange}` } : {}),
    })
    .where("id", "=", goalId)
    .execute();
}
