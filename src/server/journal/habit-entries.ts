/**
 * Check-ins of check and amount goals (issue 29, decision 046): each entry's progress is derived
 * from its period, the share of the period's target reached with it (core/habit-rules.ts
 * derivedProgress). A write to one entry moves the figures of the entries after it in its period,
 * so every write re-derives the periods it touched, under the goal's row lock, inside the write's
 * transaction: one period's entries at most, whatever the journal's length.
 */
import type { Kysely } from "kysely";
import { derivedProgress, entryValue, type HabitGoal, habitRules, roundAmount } from "../../core/habit-rules.js";
import type { Database } from "../db/schema.js";

/** A period as instants [from, to), ISO (core/dates.ts periodBounds). */
export interface PeriodSpan {
  from: string;
  to: string;
}

/**
 * Sets each entry's progress in the goal's periods from the running value of its period; answers
 * the entries it changed, with their new progress (db/journal-change.ts).
 */
export async function rederivePeriods(
  trx: Kysely<Database>,
  goalId: string,
  goal: HabitGoal,
  periods: readonly PeriodSpan[],
): Promise<[id: string, progress: number][]> {
  const rules = habitRules(goal);
  const seen = new Set<string>();
  const changed: [string, number][] = [];
  for (const period of periods) {
    if (seen.has(period.from)) continue;
    seen.add(period.from);
    const rows = await trx
      .selectFrom("journal_entries")
      .select(["id", "progress", "amount"])
      .where("goal_id", "=", goalId)
      .where("created_at", ">=", period.from)
      .where("created_at", "<", period.to)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    let value = 0;
    for (const row of rows) {
      value = roundAmount(value + entryValue(rules.kind, row.amount === null ? null : Number(row.amount)));
      const progress = derivedProgress(rules, value);
      if (progress !== row.progress) {
        await trx.updateTable("journal_entries").set({ progress }).where("id", "=", row.id).execute();
        changed.push([row.id, progress]);
      }
    }
  }
  return changed;
}
