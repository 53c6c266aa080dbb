/**
 * A goal's check-in history for its calendar and progress chart (issue 17, items 3-4): the
 * days with check-ins over the last HISTORY_WEEKS weeks in the viewer's zone, the goal's pace
 * and its pauses. Bounded by the window, whatever the years of history.
 */
import { createLocalClock, keyOfDay, MS_PER_DAY, weekdayOfDay } from "../../core/analytics/local-clock.js";
import { goalFacts } from "../../core/goal-facts.js";
import { historyDays } from "../../core/goal-history.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, notFound } from "../errors.js";
import { pausesOfGoals } from "../pauses/queries.js";
import { findPublicGoalId } from "../public/queries.js";
import { goalBelongsTo } from "../journal/queries.js";
import { historyEntries } from "./queries.js";

/** A year of weeks, as the calendar shows (53 columns, Monday first, this week last). */
export const HISTORY_WEEKS = 53;

export interface GoalHistory {
  today: string;
  from: string;
  days: { date: string; count: number; progress: number; change: number }[];
  pace: number | null;
  pauses: { from: string; to: string }[];
}

async function historyOf(deps: AppDeps, goalId: string, timeZone: string): Promise<GoalHistory> {
  const now = deps.now();
  const clock = createLocalClock(timeZone);
  const today = clock.dayOf(now.getTime());
  const fromDay = today - weekdayOfDay(today) - (HISTORY_WEEKS - 1) * 7;
  // A day before the window's first local day, in UTC: no zone is 26 hours from UTC.
  const fromIso = new Date((fromDay - 2) * MS_PER_DAY).toISOString();
  const [journal, pauses] = await Promise.all([historyEntries(deps.db.db, goalId, fromIso), pausesOfGoals(deps.db.db, [goalId])]);
  const days = historyDays(journal, timeZone).filter((d) => d.day >= fromDay && d.day <= today);
  return {
    today: keyOfDay(today),
    from: keyOfDay(fromDay),
    days: days.map((d) => ({ date: keyOfDay(d.day), count: d.count, progress: d.progress, change: d.change })),
    pace: goalFacts({ journal }, { now, timeZone }).pace,
    pauses: (pauses.get(goalId) ?? []).map(({ from, to }) => ({ from, to })),
  };
}

export async function ownGoalHistory(deps: AppDeps, user: CurrentUser, goalId: string, timeZone: string): Promise<GoalHistory> {
  if (!(await goalBelongsTo(deps.db.db, user.id, goalId))) throw notFound(MESSAGES.goalNotFound);
  return historyOf(deps, goalId, timeZone);
}

export async function publicGoalHistory(deps: AppDeps, username: string, slug: string, timeZone: string): Promise<GoalHistory> {
  const goalId = await findPublicGoalId(deps.db.db, deps.db.engine, username.toLowerCase(), slug.toLowerCase());
  if (!goalId) throw notFound(MESSAGES.publicGoalNotFound);
  return historyOf(deps, goalId, timeZone);
}
