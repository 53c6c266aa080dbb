/** Derived progress of a goal from its journal (spec §4). */
import { PROGRESS_MAX, PROGRESS_MIN, QUICK_INCREMENT } from "./constants.js";
import { clampProgress } from "./clamp-progress.js";
import { periodStart } from "./dates.js";
import { entryTime, sortEntriesByTime, type EntryLike } from "./entries.js";

export { clampProgress };

/** The latest entry's progress (by created_at), rounded and clamped; 0 for an empty journal. */
export function overallProgress(entries: readonly EntryLike[]): number {
  const last = sortEntriesByTime(entries).at(-1);
  return last ? clampProgress(last.progress) : PROGRESS_MIN;
}

/**
 * The last entry since the start of the current period, else the last entry overall.
 *
 * Taken literally, as the spec states it. Note that with entries sorted by time the two
 * branches coincide: if any entry falls in the period, the overall last one does too.
 * So this always equals overallProgress; the period start only decides which branch
 * supplies the value. Kept as its own function so the UI reads like the spec and a
 * future change of the rule has one place to go.
 */
export function periodProgress(
  entries: readonly EntryLike[],
  timeframe: string,
  now: Date,
  timeZone: string,
): number {
  const sorted = sortEntriesByTime(entries);
  const start = periodStart(timeframe, now, timeZone).getTime();
  const inPeriod = sorted.filter((e) => entryTime(e) >= start);
  const last = inPeriod.at(-1) ?? sorted.at(-1);
  return last ? clampProgress(last.progress) : PROGRESS_MIN;
}

/** The +10% button: current overall progress plus QUICK_INCREMENT, capped at 100. */
export function quickIncrement(current: number): number {
  return Math.min(PROGRESS_MAX, clampProgress(current) + QUICK_INCREMENT);
}
