/**
 * What each calendar day of a check or amount goal shows (issue 29 item 5), and an amount goal's
 * forecast in words. Built on habit-rules.ts (period, schedule, target): no copy of those rules.
 *
 * Day states:
 * - `done`: the day met what it owes (a daily goal's target; a longer period met with this day's
 *   check-ins, or an amount at least the day's share of the period's target);
 * - `partly`: something logged, not yet that (an amount under the day's share; a check-in of a
 *   weekly/monthly/yearly target not yet met);
 * - `paused`, `missed` (a past due daily day not met; an at-most day over its limit),
 * - `not_due` (weekdays or every-N schedules), `open` (today, due, nothing yet) and `none`
 *   (a day of a longer period with nothing logged, or before the goal began).
 */
import type { HabitDay } from "./habit-facts.js";
import { habitRules, type HabitGoal, isDueDay, periodOfDay, roundAmount, targetMet, type WeekStart } from "./habit-rules.js";
import { PausedDays } from "./pauses.js";

export const HABIT_DAY_STATES = ["done", "partly", "paused", "missed", "not_due", "open", "none"] as const;
export type HabitDayState = (typeof HABIT_DAY_STATES)[number];

/** The words of each state in a day's accessible name ("Tuesday 3 March 2026: done"). */
export const HABIT_DAY_STATE_TEXT: Record<HabitDayState, string> = {
  done: "done",
  partly: "partly done",
  paused: "paused",
  missed: "missed",
  not_due: "not due",
  open: "due, not done yet",
  none: "nothing logged",
};

export interface HabitCalendarContext {
  today: number;
  /** The goal's first day (created, or an earlier back-dated check-in); NaN: unknown. */
  startDay: number;
  /** Where an every-N-days schedule counts from (the created day); NaN: startDay. */
  anchorDay?: number;
  weekStart?: WeekStart;
  paused?: PausedDays;
}

/**
 * The state of `day` for a check or amount goal, from its day aggregates (any order). Paused
 * days' check-ins do not count towards a period, as in habitFacts.
 */
export function habitDayState(
  goal: HabitGoal,
  byDay: ReadonlyMap<number, HabitDay>,
  day: number,
  ctx: HabitCalendarContext,
): HabitDayState {
  const rules = habitRules(goal);
  const paused = ctx.paused ?? PausedDays.none;
  if (day > ctx.today) return "none";
  if (paused.has(day)) return "paused";
  const anchor = Number.isFinite(ctx.anchorDay) ? (ctx.anchorDay as number) : ctx.startDay;
  const logged = byDay.get(day);
  const value = logged ? (rules.kind === "amount" ? logged.amount : logged.count) : 0;
  if (rules.timeframe === "daily") {
    if (!isDueDay(rules, day, anchor)) return value > 0 ? "done" : "not_due";
    if (Number.isFinite(ctx.startDay) && day < ctx.startDay && value === 0) return "none";
    if (targetMet(rules, value)) {
      // An at-most day with nothing logged is within its limit only once it is over.
      if (rules.direction === "at_most" && value === 0) return day < ctx.today ? "done" : "open";
      return "done";
    }
    if (rules.direction === "at_most") return "missed";
    if (value > 0) return "partly";
    return day < ctx.today ? "missed" : "open";
  }
  if (value === 0) return "none";
  const { from, to } = periodOfDay(rules.timeframe, day, ctx.weekStart);
  if (rules.direction === "at_most") {
    return targetMet(rules, periodValue(rules.kind, byDay, from, Math.min(to, ctx.today), paused)) ? "done" : "missed";
  }
  if (rules.kind === "amount") {
    // The day's share of the period's target: a weekly 20 km asks 20/7 km of each day.
    const share = rules.target / (to - from + 1);
    return value >= share - 1e-9 ? "done" : "partly";
  }
  return targetMet(rules, periodValue(rules.kind, byDay, from, Math.min(to, ctx.today), paused)) ? "done" : "partly";
}

function periodValue(kind: string, byDay: ReadonlyMap<number, HabitDay>, from: number, to: number, paused: PausedDays): number {
  let sum = 0;
  for (let d = from; d <= to; d += 1) {
    const at = byDay.get(d);
    if (at && !paused.has(d)) sum += kind === "amount" ? at.amount : at.count;
  }
  return roundAmount(sum);
}

export interface AmountForecast {
  /** Where a straight line from 0 to the target stands at the end of today. */
  expected: number;
  /** value − expected (positive: ahead of the line). */
  ahead: number;
  /** "on pace", "3.5 km behind", or for an at-most goal "on pace" / "3.5 km over". */
  text: string;
}

/**
 * An amount goal's forecast (issue 29 item 1): the period's cumulative amount against a straight
 * line from 0 at its first day to the target at its last, read at the end of `today`.
 */
export function amountForecast(
  goal: HabitGoal & { unit?: string | null },
  value: number,
  today: number,
  weekStart: WeekStart = "monday",
): AmountForecast {
  const rules = habitRules(goal);
  const { from, to } = periodOfDay(rules.timeframe, today, weekStart);
  const expected = roundAmount((rules.target * (today - from + 1)) / (to - from + 1));
  const ahead = roundAmount(value - expected);
  const unit = goal.unit ? ` ${goal.unit}` : "";
  let text = "on pace";
  if (rules.direction === "at_most" ? ahead > 0 : ahead < 0) {
    text = `${roundAmount(Math.abs(ahead))}${unit} ${rules.direction === "at_most" ? "over" : "behind"}`;
  }
  return { expected, ahead, text };
}
