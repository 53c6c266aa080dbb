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
import { precompiled } from "../db/precompiled.js";

/** A period as instants [from, to), ISO (core/dates.ts periodBounds). */
export interface PeriodSpan {
  from: string;
  to: string;
}

/**
 * The period's entries before a check-in, counted (and summed for an amount goal); built once each
 * (db/precompiled.ts).
 */
const periodSoFarOf = (amount: boolean) =>
  precompiled(5, (db, goalId: string, createdAt: string, id: string, from: string, to: string) =>
    db
      .selectFrom("journal_entries")
      // A check goal's count and the later entries come from the (goal_id, created_at, id) index alone.
      .select((eb) => [
        eb.fn.countAll<number | string>().as("n"),
        amount ? eb.fn.sum<number | string | null>("amount").as("total") : eb.val(null).as("total"),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.or([eb("created_at", ">", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", ">", id)])]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("later"),
      ])
      .where("goal_id", "=", goalId)
      .where("created_at", ">=", from)
      .where("created_at", "<", to),
  );
/** Both forms of periodSoFarOf; exported for the journal's query plans (bench/journal-plans.ts). */
export const periodSoFar = { amount: periodSoFarOf(true), count: periodSoFarOf(false) };

/**
 * A check-in's progress when it will be the last entry of its period (a check-in made now, the
 * common case), read before it is inserted: the period's value so far with its own added, from one
 * aggregate of the period's entries instead of every entry re-derived (issue 29's check-ins/s: the
 * period's rows read into the server grew with every check-in of a busy week). The sum is rounded
 * once: amounts have at most 3 decimals, so that is the running sum rederivePeriods rounds step by
 * step. Undefined when an entry of the period comes after it: rederivePeriods then.
 */
export async function appendedProgress(
  trx: Kysely<Database>,
  goal: HabitGoal,
  period: PeriodSpan,
  e: { id: string; goalId: string; createdAt: string; amount?: number | null },
): Promise<number | undefined> {
  const rules = habitRules(goal);
  const [row] = await (rules.kind === "amount" ? periodSoFar.amount : periodSoFar.count)(
    trx,
    e.goalId,
    e.createdAt,
    e.id,
    period.from,
    period.to,
  );
  if (!row) throw new Error("an aggregate answers one row");
  if (Number(row.later ?? 0) > 0) return undefined;
  const before = rules.kind === "amount" ? Number(row.total ?? 0) : Number(row.n);
  return derivedProgress(rules, roundAmount(before + entryValue(rules.kind, e.amount ?? null)));
}

/** A period's entries in order, as rederivePeriods reads them (and bench/journal-plans.ts plans them). */
export function periodEntriesQuery(trx: Kysely<Database>, goalId: string, period: PeriodSpan) {
  return trx
    .selectFrom("journal_entries")
    .select(["id", "progress", "amount"])
    .where("goal_id", "=", goalId)
    .where("created_at", ">=", period.from)
    .where("created_at", "<", period.to)
    .orderBy("created_at")
    .orderBy("id");
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
    const rows = await periodEntriesQuery(trx, goalId, period).execute();
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
