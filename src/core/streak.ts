/** Journal streaks (spec §4). */
import { createLocalClock } from "./analytics/localClock.js";
import { entryTime, type EntryLike } from "./entries.js";

/**
 * Consecutive local calendar days, counting back from today, that have at least one
 * entry; the count stops at the first day without one.
 *
 * Spec reading: "counting back from today" is taken strictly, so a journal whose latest
 * entry is yesterday has a streak of 0 until something is logged today. (A lenient
 * reading would let yesterday carry the streak through the day; we do not.)
 * Entries dated after today, or without a valid date, never count.
 *
 * Days are counted as day numbers from the zone's local clock (analytics/localClock.ts, pinned
 * to dates.ts's dayKey by property tests): dayKey costs ~15 µs an entry, and the dashboard
 * computes every goal's streak on each render, which cost 26 ms for 20 goals × 90 entries
 * before the 4× slower phone of Lighthouse's mobile run (issue 8).
 */
export function computeStreak(entries: readonly EntryLike[], now: Date, timeZone: string): number {
  const today = now.getTime();
  if (Number.isNaN(today)) throw new RangeError(`Invalid date: ${String(now)}`);
  const clock = createLocalClock(timeZone);
  const days = new Set<number>();
  for (const entry of entries) {
    const time = entryTime(entry);
    if (!Number.isNaN(time)) days.add(clock.dayOf(time));
  }
  let streak = 0;
  let day = clock.dayOf(today);
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
