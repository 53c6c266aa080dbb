/**
 * What a card and the Today view say around a goal's one-tap action (issue 29 items 3 and 4):
 * "2 of 3 this week", "12.5 of 20 km this week", "1 more", "7.5 km left", "Streak: 8 weeks".
 * Pure: the rules themselves are core's (habit-rules.ts). The optimistic change a check-in makes
 * to the cached goal is queries.ts's withCheckIn (decision 051).
 */
import { habitRules, roundAmount, type StreakUnit } from "../../../core/habit-rules.js";
import type { HabitFacts } from "../../../core/habit-facts.js";
import type { Goal } from "../../../core/schemas.js";
import { periodName } from "./period-bar.js";

/** The kind of a goal; a goal made in the browser without one is the spec's progress goal. */
export function kindOf(goal: Pick<Goal, "kind">): "progress" | "check" | "amount" {
  return goal.kind ?? "progress";
}

/** An amount as people write it: at most 3 decimals, no trailing zeros ("12.5", "20"). */
export function formatAmount(value: number): string {
  return String(roundAmount(value));
}

/** "today", "this week", "this month", "this year": the goal's period in words. */
export function periodWords(timeframe: string): string {
  return periodName(timeframe).toLowerCase();
}

const withUnit = (value: number, unit: string | null | undefined) => (unit ? `${formatAmount(value)} ${unit}` : formatAmount(value));

/** "2 of 3 this week" (check) or "12.5 of 20 km this week" (amount). */
export function periodText(goal: Goal, habit: Pick<HabitFacts, "period_value" | "period_target">): string {
  const value = habit.period_value ?? 0;
  const target = habit.period_target ?? habitRules(goal).target;
  const of = kindOf(goal) === "amount" ? `${formatAmount(value)} of ${withUnit(target, goal.unit)}` : `${value} of ${target}`;
  return `${of} ${periodWords(goal.timeframe)}`;
}

/** The bar's share of the period's target reached, 0-100 (an at-most goal: of its limit). */
export function periodShare(goal: Goal, habit: Pick<HabitFacts, "period_value" | "period_target">): number {
  const target = habit.period_target ?? habitRules(goal).target;
  const value = habit.period_value ?? 0;
  if (!(target > 0)) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((value / target) * 100)));
}

/**
 * What is left this period: "1 more" (check), "7.5 km left" (amount); "Done" once met. An
 * at-most goal is met while within its limit: what is left is the room under it.
 */
export function leftText(goal: Goal, habit: Pick<HabitFacts, "period_value" | "period_target">): string {
  const rules = habitRules(goal);
  const target = habit.period_target ?? rules.target;
  const value = habit.period_value ?? 0;
  if (rules.direction === "at_most") {
    const room = roundAmount(target - value);
    if (room < 0) return "Over the limit";
    return kindOf(goal) === "amount" ? `${withUnit(room, goal.unit)} to the limit` : `${room} to the limit`;
  }
  const left = roundAmount(target - value);
  if (left <= 0) return "Done";
  return kindOf(goal) === "amount" ? `${withUnit(left, goal.unit)} left` : `${left} more`;
}

/** "Streak: 8 weeks", "Streak: 1 day": the streak in the unit it counts. */
export function streakText(streak: number, unit: StreakUnit): string {
  return `Streak: ${streak} ${unit}${streak === 1 ? "" : "s"}`;
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
