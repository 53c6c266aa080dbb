/**
 * Habit strength (issue 17, item 6): an exponentially smoothed score of check-in regularity
 * for a goal's cadence, 0–100. The approach is Loop Habit Tracker's published one: each day
 * moves the score towards that day's value by a factor that depends on the cadence's
 * frequency, score' = score × m + value × (1 − m) with m = 0.5^(√frequency / 13), so one lapse
 * after a long run barely moves it and frequent lapses do. A day's value is how much of the
 * cadence the last `period` days met: for a weekly goal, one check-in in the last 7 days.
 *
 * Paused days are skipped: they are not on the timeline at all, so neither the score nor the
 * rolling window sees them, and a check-in made on one is not counted (as for the streak).
 * Today counts once its cadence is met and never against the user before the day is over.
 */
import type { Timeframe } from "./constants.js";
import type { CheckInDays } from "./day-streak.js";
import { type HabitGoal, habitRules } from "./habit-rules.js";
import { PausedDays } from "./pauses.js";

/** Check-ins expected per `period` days, per timeframe. */
export const CADENCE: Record<Timeframe, { checkIns: number; period: number }> = {
  daily: { checkIns: 1, period: 1 },
  weekly: { checkIns: 1, period: 7 },
  monthly: { checkIns: 1, period: 30 },
  yearly: { checkIns: 1, period: 365 },
};

export interface Cadence {
  checkIns: number;
  period: number;
}

/**
 * A goal's cadence (issue 29): a check goal's own frequency, as Loop reads a habit's (3 times a
 * week is 3 in 7 days; weekdays 5 in 7; every 3 days 1 in 3), so its half-life is 13/√f days.
 * Other goals, and at-most goals (whose check-ins are slips), keep their timeframe's cadence.
 */
export function cadenceOf(goal: HabitGoal): Cadence {
  const rules = habitRules(goal);
  const base = CADENCE[rules.timeframe];
  if (rules.kind !== "check" || rules.direction === "at_most") return base;
  if (rules.weekdays) return { checkIns: rules.weekdays.length, period: 7 };
  if (rules.everyDays) return { checkIns: 1, period: rules.everyDays };
  // Check-ins are counted by day: a period holds at most its days of them.
  return { checkIns: Math.max(1, Math.min(rules.target, base.period)), period: base.period };
}

/** Loop's smoothing factor for a frequency in check-ins per day. */
export function strengthMultiplier(frequency: number): number {
  return 0.5 ** (Math.sqrt(frequency) / 13);
}

export interface StrengthInput extends CheckInDays {
  /** The goal's first day (GoalFacts.startDay); NaN when unknown. */
  startDay: number;
}

/** Strength as a fraction 0–1 (habitStrength rounds it to the integer the API carries). */
export function strengthScore(
  { days, dayCount, today, startDay }: StrengthInput,
  cadence: Timeframe | Cadence,
  paused: PausedDays = PausedDays.none,
): number {
  if (Number.isNaN(startDay) || startDay > today) return 0;
  const { checkIns, period } = typeof cadence === "string" ? (CADENCE[cadence] ?? CADENCE.weekly) : cadence;
  const m = strengthMultiplier(checkIns / period);
  // The last `period` open days' values (1 = checked in), as a ring, and their sum.
  const window = new Uint8Array(period);
  let rolling = 0;
  let slot = 0;
  let score = 0;
  let idx = 0;
  for (let day = startDay; day <= today; day += 1) {
    if (paused.has(day)) continue;
    while (idx < dayCount && (days[idx] as number) < day) idx += 1;
    const checked = idx < dayCount && days[idx] === day ? 1 : 0;
    rolling += checked - (window[slot] as number);
    window[slot] = checked;
    slot = (slot + 1) % period;
    const value = Math.min(1, rolling / checkIns);
    if (day === today && value < 1) break; // today is not over: it cannot count against you yet
    score = score * m + value * (1 - m);
  }
  return score;
}

/** Habit strength, an integer 0–100. */
export function habitStrength(input: StrengthInput, cadence: Timeframe | Cadence, paused?: PausedDays): number {
  return Math.min(100, Math.max(0, Math.round(strengthScore(input, cadence, paused) * 100)));
}
