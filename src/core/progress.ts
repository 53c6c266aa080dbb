/** Derived progress of a goal from its journal (spec §4): named views of goal-facts.ts. */
import { PROGRESS_MAX, PROGRESS_MIN, QUICK_INCREMENT } from "./constants.js";
import { clampProgress } from "./clamp-progress.js";
import type { EntryLike } from "./entries.js";
import { goalFacts, latestEntry } from "./goal-facts.js";

export { clampProgress };

/** The latest entry's progress (by created_at), rounded and clamped; 0 for an empty journal. */
export function overallProgress(entries: readonly EntryLike[]): number {
  const last = latestEntry(entries);
  return last ? clampProgress(last.progress) : PROGRESS_MIN;
}

/**
 * The last entry since the start of the current period, else the last entry overall.
 *
 * Taken literally, as the spec states it. Note that with entries sorted by time the two
 * branches coincide: if any entry falls in the period, the overall last one does too.
 * So this always equals overallProgress; the period start only decides which branch
 * supplies the value. Kept as its own figure so the UI reads like the spec and a
 * future change of the rule has one place to go (goal-facts.ts).
 */
export function periodProgress(entries: readonly EntryLike[], timeframe: string, now: Date, timeZone: string): number {
  return goalFacts({ journal: entries, timeframe }, { now, timeZone }).period;
}

/** The +10% button: current overall progress plus QUICK_INCREMENT, capped at 100. */
export function quickIncrement(current: number): number {
  return Math.min(PROGRESS_MAX, clampProgress(current) + QUICK_INCREMENT);
}
