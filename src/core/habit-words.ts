/**
 * How a habit's period reads (issue 29): "2 of 3 this week", "12.5 of 20 km this week", "1 more",
 * "7.5 km left", "Streak: 8 weeks". Said alike by the card, the Today view and the coach.
 */
import type { HabitFacts } from "./habit-facts.js";
import { type GoalKind, type HabitGoal, habitRules, roundAmount, type StreakUnit } from "./habit-rules.js";

type WordsGoal = HabitGoal & { timeframe: string; unit?: string | null | undefined };
type PeriodFigures = Pick<HabitFacts, "period_value" | "period_target">;

const PERIOD_NAMES: Record<string, string> = { daily: "Today", weekly: "This week", monthly: "This month", yearly: "This year" };

/** "Today", "This week", "This month", "This year": the goal's current period. */
export function periodName(timeframe: string): string {
  return PERIOD_NAMES[timeframe] ?? "This week";
}

/** "today", "this week", …: the period mid-sentence. */
export function periodWords(timeframe: string): string {
  return periodName(timeframe).toLowerCase();
}

/** The kind of a goal; a goal without one is the spec's progress goal. */
export function kindOf(goal: { kind?: GoalKind | null | undefined }): GoalKind {
  return goal.kind ?? "progress";
}

/** An amount as people write it: at most 3 decimals, no trailing zeros ("12.5", "20"). */
export function formatAmount(value: number): string {
  return String(roundAmount(value));
}

export const withUnit = (value: number, unit: string | null | undefined) => (unit ? `${formatAmount(value)} ${unit}` : formatAmount(value));

/** "2 of 3 this week" (check) or "12.5 of 20 km this week" (amount). */
export function periodText(goal: WordsGoal, habit: PeriodFigures): string {
  const value = habit.period_value ?? 0;
  const target = habit.period_target ?? habitRules(goal).target;
  const of = kindOf(goal) === "amount" ? `${formatAmount(value)} of ${withUnit(target, goal.unit)}` : `${value} of ${target}`;
  return `${of} ${periodWords(goal.timeframe)}`;
}

/**
 * What is left this period: "1 more" (check), "7.5 km left" (amount); "Done" once met. An
 * at-most goal is met while within its limit: what is left is the room under it.
 */
export function leftText(goal: WordsGoal, habit: PeriodFigures): string {
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

/** "8 weeks", "1 day": a count in a streak's unit. */
export function streakSpan(streak: number, unit: StreakUnit): string {
  return `${streak} ${unit}${streak === 1 ? "" : "s"}`;
}

/** "Streak: 8 weeks", "Streak: 1 day": the streak in the unit it counts. */
export function streakText(streak: number, unit: StreakUnit): string {
  return `Streak: ${streakSpan(streak, unit)}`;
}
