/**
 * A goal's check-in history for its calendar and progress chart (issue 17, items 3-4), from
 * core/goal-history.ts over what the window needs: bounded by it, whatever the years.
 */
import { MS_PER_DAY, createLocalClock } from "../../core/analytics/local-clock.js";
import { goalHistory, historyFromDay, type GoalHistory } from "../../core/goal-history.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGoalAccess } from "../access.js";
import { pausesOfGoals } from "../db/goal-pauses.js";
import { MESSAGES, notFound } from "../errors.js";
import { findPublicGoal } from "../public/service.js";
import { historyEntries } from "./queries.js";

async function historyOf(deps: AppDeps, goalId: string, timeZone: string): Promise<GoalHistory> {
  const now = deps.now();
  const fromDay = historyFromDay(createLocalClock(timeZone).dayOf(now.getTime()));
  // A day before the window's first local day, in UTC: no zone is 26 hours from UTC.
  const fromIso = new Date((fromDay - 2) * MS_PER_DAY).toISOString();
  const [journal, pauses] = await Promise.all([historyEntries(deps.db.db, goalId, fromIso), pausesOfGoals(deps.db.db, [goalId])]);
  return goalHistory(journal, pauses.get(goalId) ?? [], { now, timeZone });
}

export async function ownGoalHistory(deps: AppDeps, user: CurrentUser, goalId: string, timeZone: string): Promise<GoalHistory> {
  await requireGoalAccess(deps, user, goalId);
  return historyOf(deps, goalId, timeZone);
}

export async function publicGoalHistory(deps: AppDeps, username: string, slug: string, timeZone: string): Promise<GoalHistory> {
  const goal = await findPublicGoal(deps, username, slug);
  if (!goal) throw notFound(MESSAGES.publicGoalNotFound);
  return historyOf(deps, goal.id, timeZone);
}
