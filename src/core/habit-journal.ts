/**
 * A check or amount goal's journal with each entry's progress derived from its period (issue 29,
 * decision 046): the share of the period's target reached with it (habit-rules.ts derivedProgress).
 * The server re-derives the periods a write touched in SQL (server/journal/habit-entries.ts); this
 * is the same running sum over a journal held in memory (demo mode). Pure.
 */
import { createLocalClock } from "./analytics/local-clock.js";
import { sortEntriesByTime } from "./entries.js";
import { derivedProgress, entryValue, type HabitGoal, habitRules, periodOfDay, roundAmount, type WeekStart } from "./habit-rules.js";

interface DerivableEntry {
  created_at: string;
  progress: number;
  amount?: number | undefined;
}

/** The journal oldest first, each entry's progress derived; a progress goal's journal is only sorted. */
export function withDerivedProgress<E extends DerivableEntry>(
  goal: HabitGoal,
  journal: readonly E[],
  timeZone: string,
  weekStart: WeekStart = "monday",
): E[] {
  const sorted = sortEntriesByTime(journal);
  const rules = habitRules(goal);
  if (rules.kind === "progress") return sorted;
  const clock = createLocalClock(timeZone);
  const running = new Map<number, number>();
  return sorted.map((entry) => {
    const { from } = periodOfDay(rules.timeframe, clock.dayOf(Date.parse(entry.created_at)), weekStart);
    const value = roundAmount((running.get(from) ?? 0) + entryValue(rules.kind, entry.amount));
    running.set(from, value);
    const progress = derivedProgress(rules, value);
    return progress === entry.progress ? entry : { ...entry, progress };
  });
}
