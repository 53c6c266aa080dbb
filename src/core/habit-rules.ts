/**
 * Habit kinds (issue 29): the rules of a goal's kind, period, schedule and target, in one place
 * for the server, the browser, demo mode and the coach. Pure; days are numbered as everywhere in
 * core (local-clock.ts: days since 1970-01-01 of the viewer's local calendar).
 *
 * - `progress` is the spec's goal: a check-in carries a percentage. None of these rules apply.
 * - `check`: a check-in means done; `target` is times per period (1-100).
 * - `amount`: a check-in carries an amount; `target` is the amount per period.
 * The period is the goal's timeframe; a daily goal may be due on some weekdays only, or every N
 * days from its first day. `direction` at_most turns the target into a limit.
 */
import { daysFromCivil } from "./analytics/fast-time.js";
import { keyOfDay, weekdayOfDay } from "./analytics/local-clock.js";
import { PROGRESS_MAX, PROGRESS_MIN } from "./constants.js";

export const GOAL_KINDS = ["progress", "check", "amount"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
export const DIRECTIONS = ["at_least", "at_most"] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const WEEK_STARTS = ["monday", "sunday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
/** ISO weekday numbers (Monday = 1) in the order a week that starts on `weekStart` shows them. */
export function weekdaysInOrder(weekStart: WeekStart): number[] {
  return weekStart === "sunday" ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
}
export const STREAK_UNITS = ["day", "week", "month", "year"] as const;
export type StreakUnit = (typeof STREAK_UNITS)[number];

export const CHECK_TARGET_MAX = 100;
export const AMOUNT_TARGET_MAX = 1_000_000;
export const AMOUNT_MAX = 1_000_000_000;
export const AMOUNT_DECIMALS = 3;
export const UNIT_MAX_LENGTH = 24;
export const EVERY_DAYS_MIN = 2;
export const EVERY_DAYS_MAX = 365;

/** The goal fields the rules read; API goals, demo goals and coach goals all fit. Missing = default. */
export interface HabitGoal {
  kind?: GoalKind | null;
  timeframe?: string | null;
  target?: number | null;
  direction?: Direction | null;
  weekdays?: readonly number[] | null;
  every_days?: number | null;
}

/** A goal's rules with every default applied. */
export interface HabitRules {
  kind: GoalKind;
  timeframe: "daily" | "weekly" | "monthly" | "yearly";
  target: number;
  direction: Direction;
  /** ISO weekdays (1 = Monday … 7 = Sunday) a daily goal is due on; null: every day. */
  weekdays: readonly number[] | null;
  /** A daily goal due every N days from its first day; null: every day. */
  everyDays: number | null;
}

const TIMEFRAME_UNIT = { daily: "day", weekly: "week", monthly: "month", yearly: "year" } as const;

export function habitRules(goal: HabitGoal): HabitRules {
  const kind = goal.kind ?? "progress";
  const timeframe = goal.timeframe && goal.timeframe in TIMEFRAME_UNIT ? (goal.timeframe as HabitRules["timeframe"]) : "weekly";
  const daily = timeframe === "daily";
  return {
    kind,
    timeframe,
    target: goal.target ?? (kind === "check" ? 1 : 0),
    direction: goal.direction ?? "at_least",
    weekdays: daily && goal.weekdays && goal.weekdays.length > 0 ? goal.weekdays : null,
    everyDays: daily && goal.every_days ? goal.every_days : null,
  };
}

/** What a streak counts: the goal's period (due days, for a scheduled daily goal). */
export function streakUnitOf(goal: HabitGoal): StreakUnit {
  return TIMEFRAME_UNIT[habitRules(goal).timeframe];
}

/** ISO weekday, 1 = Monday … 7 = Sunday, of a day number. */
export function isoWeekdayOfDay(day: number): number {
  return weekdayOfDay(day) + 1;
}

/** The period [from, to] (inclusive day numbers) holding `day`. Weeks start on Monday or Sunday. */
export function periodOfDay(
  timeframe: HabitRules["timeframe"],
  day: number,
  weekStart: WeekStart = "monday",
): { from: number; to: number } {
  if (timeframe === "daily") return { from: day, to: day };
  if (timeframe === "weekly") {
    const offset = (weekdayOfDay(day) + (weekStart === "sunday" ? 1 : 0)) % 7;
    return { from: day - offset, to: day - offset + 6 };
  }
  const key = keyOfDay(day);
  const year = Number(key.slice(0, 4));
  if (timeframe === "yearly") return { from: daysFromCivil(year, 1, 1), to: daysFromCivil(year + 1, 1, 1) - 1 };
  const month = Number(key.slice(5, 7));
  const next = month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
  return { from: daysFromCivil(year, month, 1), to: next - 1 };
}

/**
 * Whether a daily goal is due on `day`: on its weekdays, or every N days counted from
 * `firstDay` (its created day; days before it follow the same rhythm). Always for a goal
 * without a schedule (and for every day of a longer period).
 */
export function isDueDay(rules: HabitRules, day: number, firstDay: number): boolean {
  if (rules.weekdays) return rules.weekdays.includes(isoWeekdayOfDay(day));
  if (rules.everyDays && Number.isFinite(firstDay)) {
    const n = rules.everyDays;
    return (((day - firstDay) % n) + n) % n === 0;
  }
  return true;
}

/** Whether a period's value meets its target: at least the target, or at most the limit. */
export function targetMet(rules: Pick<HabitRules, "direction" | "target">, value: number): boolean {
  return rules.direction === "at_most" ? value <= rules.target + 1e-9 : value >= rules.target - 1e-9;
}

/**
 * A check-in's derived progress (0-100): the share of the period's target reached with it
 * (`value` is the period's done count or amount up to and including it). At-most goals follow
 * Loop's rule: 100 within the limit, falling linearly to 0 at twice the limit; a limit of 0
 * makes any slip 0.
 */
export function derivedProgress(rules: Pick<HabitRules, "direction" | "target">, value: number): number {
  const { target } = rules;
  let share: number;
  if (rules.direction === "at_most") {
    if (value <= target) share = 1;
    else share = target > 0 ? Math.max(0, (2 * target - value) / target) : 0;
  } else {
    share = target > 0 ? value / target : 1;
  }
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Math.round(share * 100)));
}

/** An amount rounded to the 3 decimals the API keeps (so sums never show 0.30000000000000004). */
export function roundAmount(value: number): number {
  return Math.round(value * 10 ** AMOUNT_DECIMALS) / 10 ** AMOUNT_DECIMALS;
}

/** What a check-in contributes to its period: 1 for a check goal, its amount for an amount goal. */
export function entryValue(kind: GoalKind, amount: number | null | undefined): number {
  return kind === "amount" ? (amount ?? 0) : 1;
}
