/** Journal streaks (spec §4). */
import { addDaysToKey, dayKey } from "./dates.js";
import { entryTime, type EntryLike } from "./entries.js";

/**
 * Consecutive local calendar days, counting back from today, that have at least one
 * entry; the count stops at the first day without one.
 *
 * Spec reading: "counting back from today" is taken strictly, so a journal whose latest
 * entry is yesterday has a streak of 0 until something is logged today. (A lenient
 * reading would let yesterday carry the streak through the day; we do not.)
 * Entries dated after today, or without a valid date, never count.
 */
export function computeStreak(entries: readonly EntryLike[], now: Date, timeZone: string): number {
  const days = new Set<string>();
  for (const entry of entries) {
    const time = entryTime(entry);
    if (!Number.isNaN(time)) days.add(dayKey(time, timeZone));
  }
  let streak = 0;
  let day = dayKey(now, timeZone);
  while (days.has(day)) {
    streak += 1;
    day = addDaysToKey(day, -1);
  }
  return streak;
}
