/**
 * Each goal's card figures for the dashboard and Today (issue 30: the dashboard of 200 goals).
 * A goal as GET /api/goals answered it carries its facts over the whole journal (decision 020):
 * those are read as they came (core listedFacts), while they still hold: the same journal (the
 * goal object the answer made; a check-in, an edit or a kept entry makes a new one), the zone they
 * were computed in and the day they were computed on. Any other goal (changed here, a remembered
 * list of another day, demo mode's) has its figures computed from the journal it holds, as before
 * (decision 070).
 */
import { createLocalClock } from "../../../core/analytics/local-clock.js";
import { goalsFacts, listedFacts } from "../../../core/goal-facts.js";
import type { WeekStart } from "../../../core/habit-rules.js";
import type { Goal } from "../../../core/schemas.js";
import type { CardFacts } from "./goal-display.js";

/** When each goal object of a fresh GET /api/goals answer arrived (epoch ms). */
const answeredAt = new WeakMap<Goal, number>();

/** Marks goals as the server just listed them: their facts are their journal's (queries.ts). */
export function markAnswered(goals: readonly Goal[], at: number): void {
  for (const goal of goals) answeredAt.set(goal, at);
}

export function cardFactsOf(goals: readonly Goal[], clock: { now: Date; timeZone: string; weekStart: WeekStart }): CardFacts[] {
  const zone = createLocalClock(clock.timeZone);
  const today = zone.dayOf(clock.now.getTime());
  const out: CardFacts[] = new Array<CardFacts>(goals.length);
  const rest: number[] = [];
  goals.forEach((goal, i) => {
    const at = answeredAt.get(goal);
    if (goal.facts && at !== undefined && goal.facts.time_zone === clock.timeZone && zone.dayOf(at) === today) {
      out[i] = listedFacts({ ...goal, facts: goal.facts }, today, clock.weekStart);
    } else {
      rest.push(i);
    }
  });
  if (rest.length > 0) {
    const computed = goalsFacts(
      rest.map((i) => goals[i] as Goal),
      clock,
    );
    rest.forEach((i, k) => (out[i] = computed[k] as CardFacts));
  }
  return out;
}
