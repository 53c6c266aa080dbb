/** Per-goal facts for a list of goals, shared by the summary and the CSV export. */
import { ACTIVITY_WINDOW_DAYS } from "../constants.js";
import { fastEntryTime } from "./fastTime.js";
import { goalFacts, type GoalFacts, type Tally } from "./goalFacts.js";
import { createLocalClock } from "./localClock.js";
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
  const rows = goals.map((goal) => {
    // Same reading of the two spellings as entries (an empty created_at falls through).
    const createdMs = fastEntryTime({ progress: 0, created_at: goal.created_at, createdAt: goal.createdAt });
    return { goal, facts: goalFacts(goal.journal ?? [], createdMs, clock, tally) };
  });
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
