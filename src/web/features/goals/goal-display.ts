/**
 * What a goal card and the dashboard show around core's goal facts (src/core/goal-facts.ts):
 * the slice of facts a card reads, labels, and the stats row.
 */
import type { JournalEntry } from "../../../core/schemas.js";
import type { GoalFacts } from "../../../core/goal-facts.js";

/** The facts a goal card and the list sorting read. */
export type CardFacts = Pick<GoalFacts<JournalEntry>, "overall" | "period" | "streak" | "habit" | "latest" | "strength" | "atRisk">;

/** Aggregates for the stats row: Goals count, Avg progress, Total streak. */
export function dashboardStats(facts: readonly CardFacts[]): { count: number; avgProgress: number; totalStreak: number } {
  const count = facts.length;
  const sum = facts.reduce((acc, f) => acc + f.overall, 0);
  return {
    count,
    avgProgress: count ? Math.round(sum / count) : 0,
    totalStreak: facts.reduce((acc, f) => acc + f.streak, 0),
  };
}
