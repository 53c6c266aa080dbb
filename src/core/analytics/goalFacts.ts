/**
 * One pass over one goal's journal that yields everything the summary and the CSV need.
 *
 * Entry times are parsed once (fastEntryTime), each entry's local day is computed once
 * (LocalClock), and the journal is sorted at most once (already-sorted and strictly
 * newest-first journals skip the sort). The figures follow the core rules exactly:
 * progress as overallProgress/periodProgress, streak as computeStreak. They are
 * recomputed here from the precomputed days only because calling those functions per
 * goal would re-parse and re-zone every entry; equivalence tests pin them together.
 */
import { clampProgress } from "../progress.js";
import { fastEntryTime } from "./fastTime.js";
import type { EntryLike } from "../entries.js";
import { hourOfLocal, MS_PER_DAY, weekdayOfDay, type LocalClock } from "./localClock.js";
import { medianInPlace } from "./stats.js";
import { timeOrder } from "./timeOrder.js";

export const SPARK_POINTS = 7;

/** Shared window bounds (day numbers) and the activity tallies all goals add to. */
export interface Tally {
  today: number;
  activityFrom: number; // first day of the 90-day weekday/hour window
  dowCounts: number[];
  hourCounts: number[];
  /** Bit k set: some entry falls on day today − k (k < 7). */
  activeMask: number;
}

export interface GoalFacts {
  /** Overall (= period) progress per §4: the latest entry of the whole journal. */
  overall: number;
  /** Epoch ms of that latest entry; NaN with no dated entry. */
  lastTime: number;
  streak: number;
  /** Day the goal began: its created day, or an earlier back-dated entry's; NaN if unknown. */
  startDay: number;
  /** Day of the latest entry up to today, else startDay; NaN if unknown. */
  lastUpdateDay: number;
  /** % per day between the first and last entry up to today; null with fewer than 2. */
  pace: number | null;
  /** Median gap in days between consecutive distinct entry days; null with fewer than 2 days. */
  cadenceGap: number | null;
  /** Distinct entry days up to today, ascending (only `dayCount` slots are used). */
  days: Int32Array;
  dayCount: number;
  /** Progress as of the end of each spark day (oldest first); null before the first entry. */
  spark: (number | null)[];
}

export function goalFacts(
  journal: readonly EntryLike[],
  createdMs: number,
  clock: LocalClock,
  tally: Tally,
): GoalFacts {
  const n = journal.length;
  // Read every entry once, in journal order (sequential access even when unsorted).
  const times = new Float64Array(n);
  const progress = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const entry = journal[i] as EntryLike;
    times[i] = fastEntryTime(entry);
    progress[i] = clampProgress(entry.progress);
  }
  const order = timeOrder(times);
  const count = typeof order === "string" ? n : order.length;
  const { today } = tally;
  const sparkFrom = today - (SPARK_POINTS - 1);

  const days = new Int32Array(count);
  let dayCount = 0;
  let daysSorted = true;
  let overall = 0;
  let lastTime = NaN;
  let firstMs = NaN; // earliest dated entry, future ones included
  let past = 0;
  let firstP = 0;
  let firstDay = 0;
  let lastP = 0;
  let lastDay = NaN;
  // Spark: the latest entry (in time order) on or before each spark day. "old" covers
  // entries on or before the first spark day; recent ones are tracked per spark day.
  let oldP = -1;
  let oldPos = -1;
  const recentP = [-1, -1, -1, -1, -1, -1, -1];
  const recentPos = [-1, -1, -1, -1, -1, -1, -1];

  for (let k = 0; k < count; k += 1) {
    const i = order === "asc" ? k : order === "desc" ? n - 1 - k : (order[k] as number);
    const t = times[i] as number;
    if (Number.isNaN(t)) continue;
    const p = progress[i] as number;
    overall = p;
    lastTime = t;
    if (Number.isNaN(firstMs)) firstMs = t;
    const local = clock.localMs(t);
    const day = Math.floor(local / MS_PER_DAY);
    if (day > today) continue; // not happened yet as far as time-based figures go

    if (past === 0) {
      firstP = p;
      firstDay = day;
    }
    past += 1;
    lastP = p;
    lastDay = day;
    const prevDay = dayCount > 0 ? (days[dayCount - 1] as number) : NaN;
    if (day !== prevDay) {
      if (day < prevDay) daysSorted = false;
      days[dayCount] = day;
      dayCount += 1;
    }
    if (day >= tally.activityFrom) {
      const w = weekdayOfDay(day);
      tally.dowCounts[w] = (tally.dowCounts[w] ?? 0) + 1;
      const h = hourOfLocal(local);
      tally.hourCounts[h] = (tally.hourCounts[h] ?? 0) + 1;
      if (day > today - 7) tally.activeMask |= 1 << (today - day);
    }
    if (day <= sparkFrom) {
      oldP = p;
      oldPos = k;
    } else {
      for (let j = day - sparkFrom; j < SPARK_POINTS; j += 1) {
        recentP[j] = p;
        recentPos[j] = k;
      }
    }
  }

  let distinct = days.subarray(0, dayCount);
  if (!daysSorted) {
    // Only a fall-back DST switch across midnight can reorder local days; rare, so fix up.
    distinct = Int32Array.from(new Set(Array.from(distinct).sort((a, b) => a - b)));
    dayCount = distinct.length;
  }
  const gaps = new Float64Array(Math.max(0, dayCount - 1));
  for (let j = 1; j < dayCount; j += 1) gaps[j - 1] = (distinct[j] as number) - (distinct[j - 1] as number);

  let streak = 0;
  while (streak < dayCount && distinct[dayCount - 1 - streak] === today - streak) streak += 1;

  const startMs = Math.min(
    Number.isNaN(createdMs) ? Infinity : createdMs,
    Number.isNaN(firstMs) ? Infinity : firstMs,
  );
  const startDay = Number.isFinite(startMs) ? clock.dayOf(startMs) : NaN;
  const spark = recentP.map((rp, j) => {
    const pos = recentPos[j] as number;
    if (pos > oldPos) return rp;
    return oldPos >= 0 ? oldP : null;
  });

  return {
    overall,
    lastTime,
    streak,
    startDay,
    lastUpdateDay: past > 0 ? lastDay : startDay,
    pace: past >= 2 ? (lastP - firstP) / Math.max(1, lastDay - firstDay) : null,
    cadenceGap: gaps.length > 0 ? medianInPlace(gaps) : null,
    days: distinct,
    dayCount,
    spark,
  };
}
