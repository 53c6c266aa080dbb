import { periodProgress } from "../../../core/progress.js";
import type { PublicGoalView } from "./public-goal-query.js";

/** The goal's progress in its current period; the loaded progress when no journal came with it. */
export function goalPeriodProgress(goal: PublicGoalView, now: Date, timeZone: string): number {
  if (goal.journal.length === 0) return goal.progress;
  return periodProgress(goal.journal, goal.timeframe, now, timeZone);
}
