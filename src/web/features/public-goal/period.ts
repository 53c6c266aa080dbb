import type { PublicGoalView } from "./public-goal-query.js";

/**
 * The goal's progress in its current period (public §4 "Period progress"). The rule as the spec
 * states it is core/progress.ts `periodProgress`; over a journal sorted by time it always picks
 * the newest entry (see the note there), whose progress toPublicGoalView already made the goal's.
 * Reading it from there spares this page the period's start in the visitor's time zone, which
 * would bring the time zone library into its first load (2.5 kB gzip; issue 8). period.test.ts
 * checks that the two agree, so a change of the rule in core fails there.
 */
export function goalPeriodProgress(goal: PublicGoalView): number {
  return goal.progress;
}
