/**
 * A goal's history by day, for the check-in calendar and the progress chart (issue 17, items
 * 3 and 4): what happened on each local day, progress as of each day with a check-in, and the
 * dashed forecast to 100 % at the goal's own pace (GoalFacts.pace, the analytics' figure).
 */
import { clampProgress } from "./clamp-progress.js";
import { fastEntryTime } from "./analytics/fast-time.js";
import { createLocalClock, keyOfDay, MS_PER_DAY, weekdayOfDay } from "./analytics/local-clock.js";
import type { EntryLike } from "./entries.js";
import { goalFacts, type FactsClock } from "./goal-facts.js";
import { roundAmount } from "./habit-rules.js";
import { dayOfIsoDate, type PauseRange } from "./pauses.js";

export interface HistoryDay {
  /** Day number (days since 1970-01-01, local). */
  day: number;
  /** Check-ins that day. */
  count: number;
  /** Progress at the end of the day (the day's last check-in), 0–100. */
  progress: number;
  /** Progress change over the day: the day's last check-in minus the last one before it. */
  change: number;
  /** The day's amounts summed, when its check-ins carry one (amount goals, issue 29). */
  amount?: number;
}

/**
 * The days with check-ins, oldest first, in `timeZone`. Entries without a valid time are
 * skipped; several on one day are one day (the last in time order sets its progress).
 */
export function historyDays(journal: readonly EntryLike[], timeZone: string): HistoryDay[] {
  const clock = createLocalClock(timeZone);
  const dated = journal
    .map((e, i) => ({ t: fastEntryTime(e), p: clampProgress(e.progress), a: e.amount, i }))
    .filter((e) => !Number.isNaN(e.t))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const days: HistoryDay[] = [];
  let before = 0;
  for (const { t, p, a } of dated) {
    const day = clock.dayOf(t);
    let last = days[days.length - 1];
    if (last && last.day === day) {
      last.count += 1;
      last.progress = p;
      last.change = p - before;
    } else {
      if (last) before = last.progress;
      last = { day, count: 1, progress: p, change: p - before };
      days.push(last);
    }
    if (typeof a === "number") last.amount = roundAmount((last.amount ?? 0) + a);
  }
  return days;
}

/** Calendar shade 0–4 of a day: none, any check-in, then by the progress gained. */
export function dayLevel(d: Pick<HistoryDay, "count" | "change"> | undefined): 0 | 1 | 2 | 3 | 4 {
  if (!d || d.count === 0) return 0;
  if (d.change >= 25) return 4;
  if (d.change >= 10) return 3;
  if (d.change > 0 || d.count >= 3) return 2;
  return 1;
}

export interface Forecast {
  fromDay: number;
  fromProgress: number;
  /** The day progress reaches 100 % at the goal's pace. */
  toDay: number;
}

/** Forecasts further than this are not drawn: a line to the next decade says nothing. */
export const FORECAST_MAX_DAYS = 365;

/**
 * Where the goal is heading: from its last check-in up to today, at `pace` % per day (the
 * analytics' pace of the goal), to 100 %. Null when it is done, not moving forward, or too far.
 */
export function forecastTo100(last: { day: number; progress: number } | undefined, pace: number | null): Forecast | null {
  if (!last || pace === null || !(pace > 0) || last.progress >= 100) return null;
  const days = Math.ceil((100 - last.progress) / pace);
  if (days > FORECAST_MAX_DAYS) return null;
  return { fromDay: last.day, fromProgress: last.progress, toDay: last.day + days };
}

/** A year of weeks, as the calendar shows (53 columns, Monday first, this week last). */
export const HISTORY_WEEKS = 53;

/** The dashboard card's compact strip: the last 12 weeks (issue 17, item 3). */
export const STRIP_WEEKS = 12;

/** A check-in day as the history API sends it: local date "YYYY-MM-DD" instead of a day number. */
export interface HistoryDayJson {
  date: string;
  count: number;
  progress: number;
  change: number;
  /** Amount goals only (issue 29): the day's amounts summed. */
  amount?: number;
}

/**
 * The card strip's days as GET /api/goals sends them in `facts.recent_days` (issue 33 item 4):
 * the strip's first local date, the progress at the end of the last check-in day before it
 * (0 when none), and one `[offset, count, progress]` per day with check-ins, `offset` counted
 * in days from `from`. A day's change is its progress minus the day before's (historyDays), so
 * it is not sent. A day object per check-in day made this the bulk of the list answer.
 */
export interface RecentDays {
  from: string;
  before: number;
  days: [offset: number, count: number, progress: number][];
}

/**
 * The check-in days of the last `weeks` weeks up to today (Monday first, this week last), as
 * GET /api/goals sends them in `facts.recent_days` for the card's strip: at most 7 × weeks
 * items whatever the journal's age, so the list stays bounded (decision 020).
 */
export function recentCheckInDays(
  journal: readonly EntryLike[],
  clock: FactsClock,
  weeks = STRIP_WEEKS,
  /** Each entry's fastEntryTime, when the caller has them (goal-facts.ts readJournal). */
  times?: Float64Array,
): RecentDays {
  const today = createLocalClock(clock.timeZone).dayOf(clock.now.getTime());
  const fromDay = historyFromDay(today, weeks);
  const all = historyDays(entriesFromDay(journal, fromDay, times), clock.timeZone);
  const days = all.filter((d) => d.day >= fromDay && d.day <= today);
  const first = days[0];
  return {
    from: keyOfDay(fromDay),
    before: first ? first.progress - first.change : 0,
    days: days.map((d) => [d.day - fromDay, d.count, d.progress]),
  };
}

/** `recent_days` read back into days with their change (an unreadable `from` reads as no days). */
export function daysOfRecent(recent: RecentDays): HistoryDay[] {
  const fromDay = dayOfIsoDate(recent.from);
  if (Number.isNaN(fromDay)) return [];
  let before = recent.before;
  return recent.days.map(([offset, count, progress]) => {
    const day = { day: fromDay + offset, count, progress, change: progress - before };
    before = progress;
    return day;
  });
}

/**
 * What historyDays needs for the days from `fromDay` on: every entry that may fall on one (a
 * day's margin either side covers any zone's offset) and the latest one before them (the first
 * day's change is measured from it), in journal order. A three-year journal then costs one time
 * parse per entry instead of an object and a sort each (GET /api/goals derives this per goal).
 */
function entriesFromDay(journal: readonly EntryLike[], fromDay: number, times?: Float64Array): readonly EntryLike[] {
  const cutoff = (fromDay - 1) * MS_PER_DAY;
  let before = -1;
  let beforeTime = -Infinity;
  const kept: number[] = [];
  for (let i = 0; i < journal.length; i += 1) {
    const t = times ? (times[i] as number) : fastEntryTime(journal[i] as EntryLike);
    if (Number.isNaN(t)) continue;
    if (t >= cutoff) kept.push(i);
    // The latest in time order; of equal times, the one given last (historyDays' tie order).
    else if (t >= beforeTime) {
      before = i;
      beforeTime = t;
    }
  }
  if (before >= 0) kept.unshift(before);
  return kept.length === journal.length ? journal : kept.map((i) => journal[i] as EntryLike);
}

/** `GET /api/goals/{id}/history`: what the calendar and the chart draw (schema: server/history). */
export interface GoalHistory {
  today: string;
  from: string;
  days: HistoryDayJson[];
  pace: number | null;
  pauses: PauseRange[];
}

/** The first day (a Monday) of the history window ending this week. */
export function historyFromDay(today: number, weeks = HISTORY_WEEKS): number {
  return today - weekdayOfDay(today) - (weeks - 1) * 7;
}

/**
 * A goal's history at `now` in `timeZone`: its check-in days inside the window, its pace
 * (GoalFacts.pace) and its pauses. The journal needs only the window's entries, the last one
 * before it and the first one ever (what the server reads); a whole journal gives the same.
 */
export function goalHistory(journal: readonly EntryLike[], pauses: readonly PauseRange[], clock: FactsClock): GoalHistory {
  const today = createLocalClock(clock.timeZone).dayOf(clock.now.getTime());
  const fromDay = historyFromDay(today);
  const days = historyDays(journal, clock.timeZone).filter((d) => d.day >= fromDay && d.day <= today);
  return {
    today: keyOfDay(today),
    from: keyOfDay(fromDay),
    days: days.map((d) => ({
      date: keyOfDay(d.day),
      count: d.count,
      progress: d.progress,
      change: d.change,
      ...(d.amount === undefined ? {} : { amount: d.amount }),
    })),
    pace: goalFacts({ journal }, clock).pace,
    pauses: pauses.map(({ from, to }) => ({ from, to })),
  };
}
