import type { Pause, PauseRange } from "../../core/pauses.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, badRequest, notFound } from "../errors.js";
import { goalBelongsTo } from "../journal/queries.js";
import * as q from "./queries.js";

/** The goal's pauses; 404 when it is not the user's goal (as for an unknown id). */
export async function listPauses(deps: AppDeps, user: CurrentUser, goalId: string): Promise<Pause[]> {
  if (!(await goalBelongsTo(deps.db.db, user.id, goalId))) throw notFound(MESSAGES.goalNotFound);
  return (await q.pausesOfGoals(deps.db.db, [goalId])).get(goalId) ?? [];
}

export async function addPause(deps: AppDeps, user: CurrentUser, goalId: string, range: PauseRange): Promise<Pause> {
  const pause = { id: deps.newId(), from: range.from, to: range.to };
  const added = await q.addPause(deps.db.db, user.id, goalId, pause, deps.now().toISOString());
  if (added === "no-goal") throw notFound(MESSAGES.goalNotFound);
  if (added === "full") throw badRequest(`A goal can have at most ${q.PAUSES_PER_GOAL_MAX} pauses`);
  return added;
}

export async function deletePause(deps: AppDeps, user: CurrentUser, goalId: string, pauseId: string): Promise<void> {
  if (await q.deletePause(deps.db.db, user.id, goalId, pauseId)) return;
  // Nothing was removed: say why, anyone else's goal answering as an unknown one.
  if (!(await goalBelongsTo(deps.db.db, user.id, goalId))) throw notFound(MESSAGES.goalNotFound);
  throw notFound("Pause not found");
}
