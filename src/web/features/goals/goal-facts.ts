/** What a goal card and the list sorting derive from a goal's journal (spec §4). */
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { sortEntriesByTime } from "../../../core/entries.js";
import { overallProgress, periodProgress } from "../../../core/progress.js";
import { computeStreak } from "../../../core/streak.js";

export interface GoalFacts {
  overall: number;
  period: number;
  streak: number;
  latest: JournalEntry | undefined;
}

export function goalFacts(goal: Goal, now: Date, timeZone: string): GoalFacts {
  const journal = goal.journal ?? [];
  return {
    overall: overallProgress(journal),
    period: periodProgress(journal, goal.timeframe, now, timeZone),
    streak: computeStreak(journal, now, timeZone),
    latest: sortEntriesByTime(journal).at(-1),
  };
}

/** The browser's own zone: the core rules never read the machine clock or zone themselves. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "general" → "General"; an empty value falls back (category defaults to General). */
export function capitalized(value: string | null | undefined, fallback = ""): string {
  const v = (value ?? "").trim();
  if (!v) return fallback;
  return v.charAt(0).toUpperCase() + v.slice(1);
}

/**
 * created_at, or createdAt (spec §3: both spellings occur). Not core's createdAtOf: that module
 * carries zod, which would triple the dashboard's chunk for one line.
 */
export function createdAtOf(x: { created_at?: string | null; createdAt?: string | null }): string {
  return x.created_at || x.createdAt || "";
}

export function goalCreatedAt(goal: Goal): string {
  return createdAtOf(goal as Goal & { createdAt?: string });
}

/** Aggregates for the stats row: Goals count, Avg progress, Total streak. */
export function dashboardStats(facts: readonly GoalFacts[]): { count: number; avgProgress: number; totalStreak: number } {
  const count = facts.length;
  const sum = facts.reduce((acc, f) => acc + f.overall, 0);
  return {
    count,
    avgProgress: count ? Math.round(sum / count) : 0,
    totalStreak: facts.reduce((acc, f) => acc + f.streak, 0),
  };
}
