/**
 * What a card and the Today view say around a goal's one-tap action (issue 29 items 3 and 4): the
 * period's words are core's (habit-words.ts, said alike by the coach); here, what a tap sends and
 * says, and the bar. The optimistic change a check-in makes to the cached goal is queries.ts's
 * withCheckIn (decision 051).
 */
import { habitRules } from "../../../core/habit-rules.js";
import type { HabitFacts } from "../../../core/habit-facts.js";
import { kindOf, withUnit } from "../../../core/habit-words.js";
import type { Goal } from "../../../core/schemas.js";

export { formatAmount, kindOf, leftText, periodText, periodWords, streakText } from "../../../core/habit-words.js";

/** The bar's share of the period's target reached, 0-100 (an at-most goal: of its limit). */
export function periodShare(goal: Goal, habit: Pick<HabitFacts, "period_value" | "period_target">): number {
  const target = habit.period_target ?? habitRules(goal).target;
  const value = habit.period_value ?? 0;
  if (!(target > 0)) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((value / target) * 100)));
}

/** The note a one-tap check-in carries (the API needs one). */
export function tapNote(goal: Goal, amount: number | undefined): string {
  return kindOf(goal) === "amount" ? `Logged ${withUnit(amount ?? 0, goal.unit)}` : "Done";
}

/** What the toast says once a one-tap check-in is made. */
export function tapMessage(goal: Goal, amount: number | undefined): string {
  return kindOf(goal) === "amount" ? `${withUnit(amount ?? 0, goal.unit)} logged` : `"${goal.title}" done`;
}

/** A one-tap amount as typed: a number ≥ 0 with at most 3 decimals, else undefined. */
export function parseTapAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,3})?$|^\.\d{1,3}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
