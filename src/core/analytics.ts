/**
 * The analytics panel's summary (spec §2 Analytics panel, §3 Analytics summary, §9).
 *
 * Readings of the spec chosen here:
 * - Progress figures (avg, distribution, top, completed/nearing, weekly completion, ETA)
 *   use a goal's overall progress exactly as the goal cards do (§4, whole journal).
 *   Time-based figures (spark, pace, cadence, idle/stalled, activity, adherence, streak)
 *   only look at entries up to the end of today in the zone: an entry dated on a later day
 *   has not happened yet. Entries later today do count (a server clock a little ahead
 *   must not hide a check-in just logged).
 * - "Momentum" is medianPace. Pace of a goal = (last − first progress) / calendar days
 *   between its first and last entry (at least 1); it may be negative.
 * - The forecast is the median, over unfinished goals with a positive pace, of the days each
 *   needs to 100% at its own pace; there is none unless Momentum is positive, so a forecast
 *   date never sits beside a falling Momentum (decision 021).
 * - A goal's start is its created day, or the day of an earlier (back-dated) entry.
 *   A goal with no valid created date and no entries has an unknown age: it is in the
 *   spark as 0 every day, never stalled, never "needs attention", never in adherence.
 * - The spark averages the same goals on every day: a goal that began inside the window counts
 *   as 0 before it began, as before its first entry, so adding a goal is never a fall (issue 28
 *   item 4, decision 039).
 * - "Last N days" windows end today and include it: activeDays7 = today and 6 before,
 *   weekday/hour activity = today and 89 before, adherence = the last min(14, age) days.
 * - Adherence counts distinct entry days in the window against max(1, window / cadence)
 *   expected check-ins; unknown timeframes count as weekly (as for period starts).
 * - Idle days = calendar days from the last update to today; stalled means > 14 of them,
 *   needs attention > 7 (ties: lower progress, longer idle, title).
 * - Spark points and averages are whole percents; paces and cadence have 2 decimals;
 *   etaDaysMedian is rounded up to whole days and etaDate = today + that many days.
 * - Weekday ties: the earliest weekday (Monday first) wins, for strongest and weakest.
 */
import { DISTRIBUTION_BUCKETS, NEARING_MAX, NEARING_MIN, PROGRESS_MAX, STALLED_IDLE_DAYS } from "./constants.js";
import { addDaysToKey } from "./dates.js";
import {
  adherence,
  cadenceMedian,
  etaDays,
  needAttention,
  paceStats,
  sparkSeries,
  strongestWeakest,
  topGoals,
} from "./analytics/aggregate.js";
import { keyOfDay } from "./analytics/local-clock.js";
import { prepareGoals } from "./analytics/prepare.js";
import { roundInt } from "./analytics/stats.js";
import type { AnalyticsGoal, AnalyticsOptions, AnalyticsSummary } from "./analytics/types.js";

export type {
  AdherenceByCadence,
  AnalyticsGoal,
  AnalyticsOptions,
  AnalyticsSummary,
  GoalRef,
  TopGoal,
  WeekdayName,
} from "./analytics/types.js";
export { WEEKDAY_NAMES } from "./analytics/types.js";

export function computeAnalyticsSummary(goals: readonly AnalyticsGoal[], opts: AnalyticsOptions): AnalyticsSummary {
  const { rows, tally } = prepareGoals(goals, opts);
  const { today } = tally;

  const distribution = DISTRIBUTION_BUCKETS.map(() => 0);
  let progressSum = 0;
  let streakTotal = 0;
  let completedCount = 0;
  let nearingCount = 0;
  let stalledCount = 0;
  for (const { facts } of rows) {
    const p = facts.overall;
    progressSum += p;
    streakTotal += facts.streak;
    const bucket = Math.min(DISTRIBUTION_BUCKETS.length - 1, Math.floor(p / 20));
    distribution[bucket] = (distribution[bucket] ?? 0) + 1;
    if (p === PROGRESS_MAX) completedCount += 1;
    if (p >= NEARING_MIN && p <= NEARING_MAX) nearingCount += 1;
    if (p < PROGRESS_MAX && today - facts.lastUpdateDay > STALLED_IDLE_DAYS) stalledCount += 1;
  }
  const count = rows.length;
  const spark = sparkSeries(rows);
  const pace = paceStats(rows);
  const adh = adherence(rows, today);
  // A forecast reads as "rising": only beside a rising Momentum, so the two never disagree (issue 15 item 5).
  const eta = pace.median > 0 ? etaDays(rows) : null;
  const days = strongestWeakest(tally.dowCounts);
  const top = topGoals(rows);
  let activeDays7 = 0;
  for (let mask = tally.activeMask; mask !== 0; mask &= mask - 1) activeDays7 += 1;
  const firstTop = top[0];

  return {
    count,
    avgProgress: count === 0 ? 0 : roundInt(progressSum / count),
    sparkDelta: (spark[spark.length - 1] ?? 0) - (spark[0] ?? 0),
    streakTotal,
    distribution,
    spark,
    top: firstTop ? { id: firstTop.id, title: firstTop.title, progress: firstTop.progress } : null,
    completedCount,
    nearingCount,
    stalledCount,
    medianPace: pace.median,
    avgPace: pace.avg,
    cadenceMedianDays: cadenceMedian(rows),
    activeDays7,
    dowCounts: tally.dowCounts,
    hourCounts: tally.hourCounts,
    adherenceAvg: adh.avg,
    adherenceByCadenceAvg: adh.byCadence,
    etaDaysMedian: eta,
    etaDate: eta === null ? null : addDaysToKey(keyOfDay(today), eta),
    // Period progress equals overall progress (see progress.ts periodProgress).
    weeklyCompletion: count === 0 ? 0 : roundInt((100 * completedCount) / count),
    strongestDay: days.strongest,
    weakestDay: days.weakest,
    needAttention: needAttention(rows, today),
    topGoals: top,
  };
}
