/**
 * The spec's streak (§4: consecutive local days with an entry, counting back from today; it
 * breaks at the first gap) applied as if paused days did not exist (issue 17, item 5), and
 * the "streak at risk" reading of a morning (item 7). goal-facts.ts reads a goal's days
 * through these; the CheckInDays forms below serve callers that hold plain day lists.
 */
import { PausedDays } from "./pauses.js";

/** Whether a day has a check-in, asked for days in descending order (a cursor may walk back). */
export type HasDay = (day: number) => boolean;

/**
 * Consecutive non-paused days with a check-in, counting back from `today`. Paused days are
 * stepped over, and a check-in on a paused day neither counts nor breaks anything. Strict as
 * the spec's rule: no check-in today (today not paused) → 0.
 */
export function streakBack(today: number, hasDay: HasDay, paused: PausedDays = PausedDays.none): number {
  let streak = 0;
  for (let day = today; ; day -= 1) {
    if (paused.has(day)) continue;
    if (!hasDay(day)) return streak;
    streak += 1;
  }
}

/**
 * The calendar days a run of check-ins ending on `last` spans, back to its first open day with a
 * check-in (paused days inside it included): a run sent as "`days` days through `last`" gives
 * the same streak to a client that knows the pauses (decision 020's window).
 */
export function runSpanBack(last: number, hasDay: HasDay, paused: PausedDays = PausedDays.none): number {
  let first = last;
  for (let day = last; ; day -= 1) {
    if (paused.has(day)) continue;
    if (!hasDay(day)) return last - first + 1;
    first = day;
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
 * of that day, N in "N-day run ends tonight unless you log today". Otherwise null: the spec's streak
 * (0 this morning) stays the number shown; this only adds the reassurance beside it.
 * `hasDays` gives a fresh descending-order predicate for each count.
 */
export function atRiskBack(today: number, hasDays: () => HasDay, paused: PausedDays = PausedDays.none): number | null {
  if (paused.has(today)) return null;
  if (streakBack(today, hasDays(), paused) > 0) return null;
  const n = streakBack(previousOpenDay(today, paused), hasDays(), paused);
  return n > 0 ? n : null;
}

/** Distinct check-in days up to today, ascending (GoalFacts.days / dayCount). */
export interface CheckInDays {
  days: ArrayLike<number>;
  dayCount: number;
  today: number;
}

/** A descending-order predicate over ascending distinct days. */
export function daysPredicate({ days, dayCount }: CheckInDays): HasDay {
  let i = dayCount - 1;
  return (day) => {
    while (i >= 0 && (days[i] as number) > day) i -= 1;
    return i >= 0 && days[i] === day;
  };
}

export function streakWithPauses(facts: CheckInDays, paused: PausedDays = PausedDays.none): number {
  return streakBack(facts.today, daysPredicate(facts), paused);
}

export function streakAtRisk(facts: CheckInDays, paused: PausedDays = PausedDays.none): number | null {
  return atRiskBack(facts.today, () => daysPredicate(facts), paused);
}
