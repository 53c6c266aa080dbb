/**
 * The Today view's lists (issue 29 item 4): the goals due today (check and amount goals not yet
 * met this period, daily progress goals without a check-in today: facts.habit.due_today, core's
 * one rule) and, after them, those done today. Archived goals are in neither.
 */
import { createLocalClock } from "../../../core/analytics/local-clock.js";
import type { GoalWithFacts } from "./list-view.js";
import { kindOf, leftText } from "./one-tap.js";

export interface TodayLists<T extends GoalWithFacts> {
  due: T[];
  done: T[];
}

export function todayLists<T extends GoalWithFacts>(items: readonly T[], now: Date, timeZone: string): TodayLists<T> {
  const clock = createLocalClock(timeZone);
  const today = clock.dayOf(now.getTime());
  const due: T[] = [];
  const done: T[] = [];
  for (const item of items) {
    if (item.goal.archived) continue;
    if (item.facts.habit.due_today) {
      due.push(item);
      continue;
    }
    const latest = item.facts.latest;
    if (latest && clock.dayOf(Date.parse(latest.created_at)) === today) done.push(item);
  }
  return { due, done };
}

/** What is left today: "1 more", "7.5 km left"; a daily progress goal's missing check-in. */
export function leftToday(item: GoalWithFacts): string {
  return kindOf(item.goal) === "progress" ? "No check-in yet today" : leftText(item.goal, item.facts.habit);
}
