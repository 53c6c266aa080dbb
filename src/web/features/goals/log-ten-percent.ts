/**
 * A card's +10 %, from its button or the dashboard's `+` shortcut (issue 17 item 8): one path,
 * so both wait for a goal being saved or a +10 % on its way, and both say "already complete"
 * rather than log an entry that changes nothing at 100 %.
 */
import { PROGRESS_MAX } from "../../../core/constants.js";
import type { Goal } from "../../../core/schemas.js";
import { toast } from "../../lib/toast.js";
import { ALREADY_COMPLETE, isUnsaved, type GoalActions } from "./goal-actions.js";

/** Whether the card's +10 % can be asked for now (its button is disabled otherwise). */
export function canLogTenPercent(goal: Goal, actions: GoalActions): boolean {
  return !isUnsaved(goal) && !actions.incrementing(goal);
}

export function logTenPercent(goal: Goal, overall: number, actions: GoalActions): void {
  if (!canLogTenPercent(goal, actions)) return;
  if (overall >= PROGRESS_MAX) return void toast.info(ALREADY_COMPLETE);
  actions.quickIncrement(goal);
}
