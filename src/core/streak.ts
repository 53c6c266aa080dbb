/** Journal streaks (spec §4): a named view of goal-facts.ts. */
import type { EntryLike } from "./entries.js";
import { goalFacts } from "./goal-facts.js";

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
  return goalFacts({ journal: entries }, { now, timeZone }).streak;
}
