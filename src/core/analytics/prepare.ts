/** Per-goal facts for a list of goals, shared by the summary and the CSV export. */
import { ACTIVITY_WINDOW_DAYS } from "../constants.js";
import { factsOn, type GoalFacts, type Tally } from "../goal-facts.js";
import { createLocalClock } from "./local-clock.js";
import type { AnalyticsGoal, AnalyticsOptions } from "./types.js";

export interface GoalRow {
  goal: AnalyticsGoal;
  facts: GoalFacts;
}

export interface Prepared {
  rows: GoalRow[];
  tally: Tally;
}

export function prepareGoals(goals: readonly AnalyticsGoal[], { now, timeZone }: AnalyticsOptions): Prepared {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError("Invalid now");
  const clock = createLocalClock(timeZone);
  const today = clock.dayOf(nowMs);
  const tally: Tally = {
    today,
    activityFrom: today - (ACTIVITY_WINDOW_DAYS - 1),
    dowCounts: [0, 0, 0, 0, 0, 0, 0],
    hourCounts: new Array<number>(24).fill(0),
    activeMask: 0,
  };
  // periodFrom NaN: the summary reads overall progress only (period progress equals it, see progress.ts).
  const rows = goals.map((goal) => ({ goal, facts: factsOn(goal, { clock, today, periodFrom: NaN, tally }) }));
  return { rows, tally };
}

/** CADENCE_DAYS key of a timeframe; anything unknown counts as weekly, as in periodStart. */
export function cadenceKey(timeframe: string): "daily" | "weekly" | "monthly" | "yearly" {
  const tf = timeframe.trim().toLowerCase();
  return tf === "daily" || tf === "monthly" || tf === "yearly" ? tf : "weekly";
}

/** Spec §2: a card's category defaults to General. */
export function categoryOf(goal: AnalyticsGoal): string {
  return goal.category || "general";
}
