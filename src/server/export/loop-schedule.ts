/**
 * A Loop habit's frequency ("n times in d days": FrequencyNumerator / FrequencyDenominator, or
 * NumRepetitions / Interval in older files) as a goal's period and schedule here (issue 29 item 6).
 *
 * Yes/no habits: 1/1 daily; n/7 weekly n times; n/30 or n/31 monthly n times; 1/N every N days.
 * Anything else becomes the nearest of these, keeping the rate and a period close to Loop's
 * (under a week: times a week; under a month: times a month), and the import says so.
 * Numerical habits: Loop's target is per its period (1 day, 7, 30 or 31 days); any other period
 * becomes the nearest of day, week, month or year with the target scaled to it, said alike.
 */
import type { Timeframe } from "../../core/constants.js";
import { AMOUNT_TARGET_MAX, CHECK_TARGET_MAX, EVERY_DAYS_MAX, roundAmount } from "../../core/habit-rules.js";

export interface LoopSchedule {
  timeframe: Timeframe;
  target: number;
  every_days: number | null;
  /** Set when Loop's frequency has no exact match here: what it became, for the import's summary. */
  nearest?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const times = (n: number) => (n === 1 ? "once" : `${n} times`);

function loopSays(n: number, d: number): string {
  if (n === 1) return d === 1 ? "every day" : `every ${d} days`;
  return `${n} times in ${d} days`;
}

const PER = { daily: "a day", weekly: "a week", monthly: "a month", yearly: "a year" } as const;

function hereSays(s: LoopSchedule): string {
  if (s.every_days) return `every ${s.every_days} days`;
  const per = PER[s.timeframe];
  if (s.timeframe === "daily") return "every day";
  return `${times(s.target)} ${per}`;
}

function nearest(n: number, d: number, s: Omit<LoopSchedule, "nearest">): LoopSchedule {
  return { ...s, nearest: `Loop's "${loopSays(n, d)}" became "${hereSays(s)}", the nearest schedule here` };
}

/** A yes/no habit's schedule: a check goal's period, times per period and every-N-days. */
export function checkSchedule(n: number, d: number): LoopSchedule {
  if (d === 1 && n === 1) return { timeframe: "daily", target: 1, every_days: null };
  if (d === 7 && n <= 7) return { timeframe: "weekly", target: n, every_days: null };
  if ((d === 30 || d === 31) && n <= d) return { timeframe: "monthly", target: n, every_days: null };
  if (n === 1 && d <= EVERY_DAYS_MAX) return { timeframe: "daily", target: 1, every_days: d };
  if (n >= d) return nearest(n, d, { timeframe: "daily", target: 1, every_days: null });
  if (d < 7) {
    const k = clamp(Math.round((7 * n) / d), 1, 7);
    if (k === 7) return nearest(n, d, { timeframe: "daily", target: 1, every_days: null });
    return nearest(n, d, { timeframe: "weekly", target: k, every_days: null });
  }
  const monthly = Math.round((30 * n) / d);
  if (d <= 365 && monthly >= 1) return nearest(n, d, { timeframe: "monthly", target: clamp(monthly, 1, 30), every_days: null });
  if (d <= 365) return nearest(n, d, { timeframe: "daily", target: 1, every_days: clamp(Math.round(d / n), 2, EVERY_DAYS_MAX) });
  return nearest(n, d, { timeframe: "yearly", target: clamp(Math.round((365 * n) / d), 1, CHECK_TARGET_MAX), every_days: null });
}

const PERIOD_DAYS: Array<[Timeframe, number]> = [
  ["daily", 1],
  ["weekly", 7],
  ["monthly", 30],
  ["yearly", 365],
];

/** A numerical habit's period and target (Loop's target is per its own period). */
export function amountSchedule(d: number, target: number, unit: string, atMost: boolean): LoopSchedule {
  const exact: Timeframe | undefined = d === 1 ? "daily" : d === 7 ? "weekly" : d === 30 || d === 31 ? "monthly" : undefined;
  const within = (t: number) => clamp(roundAmount(t), atMost ? 0 : 0.001, AMOUNT_TARGET_MAX);
  if (exact) {
    const s: LoopSchedule = { timeframe: exact, target: within(target), every_days: null };
    if (s.target !== target) s.nearest = `Loop's target ${target} became ${s.target}, the nearest target here`;
    return s;
  }
  // The period nearest Loop's (by ratio), the target scaled to it.
  const [timeframe, days] = PERIOD_DAYS.reduce((best, p) => (Math.abs(Math.log(p[1] / d)) < Math.abs(Math.log(best[1] / d)) ? p : best));
  const s: LoopSchedule = { timeframe, target: within((target * days) / d), every_days: null };
  const was = `${target}${unit ? ` ${unit}` : ""} in ${d} days`;
  const now = `${s.target}${unit ? ` ${unit}` : ""} ${PER[timeframe]}`;
  return { ...s, nearest: `Loop's "${was}" became "${now}", the nearest period here` };
}
