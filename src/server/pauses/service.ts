import type { Pause, PauseRange } from "../../core/pauses.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGoalAccess } from "../access.js";
import { pausesOfGoals } from "../db/goal-pauses.js";
import { MESSAGES, badRequest, notFound } from "../errors.js";
import * as q from "./queries.js";

/** The goal's pauses; 404 when it is not the user's goal (as for an unknown id). */
export async function listPauses(deps: AppDeps, user: CurrentUser, goalId: string): Promise<Pause[]> {
  await requireGoalAccess(deps, user, goalId);
  return (await pausesOfGoals(deps.db.db, [goalId])).get(goalId) ?? [];
}

export async function addPause(deps: AppDeps, user: CurrentUser, goalId: string, range: PauseRange): Promise<Pause> {
  await requireGoalAccess(deps, user, goalId);
  const pause = { id: deps.newId(), from: range.from, to: range.to };
  const added = await q.addPause(deps.db.db, user.id, goalId, pause, deps.now().toISOString());
  if (added === "no-goal") throw notFound(MESSAGES.goalNotFound);
  if (added === "full") throw badRequest(`A goal can have at most ${q.PAUSES_PER_GOAL_MAX} pauses`);
  return added;
}

export async function deletePause(deps: AppDeps, user: CurrentUser, goalId: string, pauseId: string): Promise<void> {
  await requireGoalAccess(deps, user, goalId);
  if (!(await q.deletePause(deps.db.db, user.id, goalId, pauseId))) throw notFound("Pause not found");
}
