/**
 * The spec's streak (§4: consecutive local days with an entry, counting back from today; it
 * breaks at the first gap) applied as if paused days did not exist (issue 17, item 5), and
 * the "streak at risk" reading of a morning (item 7).
 */
import { PausedDays } from "./pauses.js";

/** Distinct check-in days up to today, ascending (GoalFacts.days / dayCount). */
export interface CheckInDays {
  days: ArrayLike<number>;
  dayCount: number;
  today: number;
}

/**
 * Consecutive non-paused days with a check-in, counting back from today. Paused days are
 * stepped over, and a check-in on a paused day neither counts nor breaks anything. Strict as
 * the spec's rule: no check-in today (today not paused) → 0.
 */
export function streakWithPauses({ days, dayCount, today }: CheckInDays, paused: PausedDays = PausedDays.none): number {
  let idx = dayCount - 1;
  let streak = 0;
  for (let day = today; ; day -= 1) {
    if (paused.has(day)) continue;
    while (idx >= 0 && (days[idx] as number) > day) idx -= 1;
    if (idx < 0 || days[idx] !== day) return streak;
    streak += 1;
    idx -= 1;
  }
}

/** The last day before `day` that is not paused. */
function previousOpenDay(day: number, paused: PausedDays): number {
  let d = day - 1;
  while (paused.has(d)) d -= 1;
  return d;
}

/**
 * When today (not paused) has no check-in but the previous non-paused day has: the streak as
 * of that day, N in "Log today to keep your N-day streak". Otherwise null: the spec's streak
 * (0 this morning) stays the number shown; this only adds the reassurance beside it.
 */
export function streakAtRisk(facts: CheckInDays, paused: PausedDays = PausedDays.none): number | null {
  const { today } = facts;
  if (paused.has(today)) return null;
  if (streakWithPauses(facts, paused) > 0) return null;
  const yesterday = previousOpenDay(today, paused);
  const n = streakWithPauses({ ...facts, today: yesterday }, paused);
  return n > 0 ? n : null;
}
