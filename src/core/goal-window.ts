/**
 * A goal's bounded answer (decision 020): its facts over the whole journal, and only its latest
 * entries. goalFacts on the window (with `facts.streak_run`) gives the whole journal's overall and
 * period progress, streak, latest entry and idle days, so the browser (cards, coach, the
 * analytics CSV, demo mode) runs the same function on what it holds; goal-window.test.ts proves it.
 */
import type { EntryLike } from "./entries.js";
import { fastEntryTime } from "./analytics/fast-time.js";
import { timeOrder } from "./analytics/time-order.js";
import { goalFacts, type FactsClock, type FactsGoal, type JournalRead } from "./goal-facts.js";
import { recentCheckInDays } from "./goal-history.js";
import type { ApiGoalFacts } from "./schemas.js";

/**
 * The `n` latest dated entries in time order (ties: the one given last is the latest), oldest
 * first. `read`: readJournal(journal), when the caller has it.
 */
export function journalWindow<E extends EntryLike>(journal: readonly E[], n: number, read?: Pick<JournalRead, "times" | "order">): E[] {
  const times = read?.times ?? Float64Array.from(journal, (e) => fastEntryTime(e));
  const order = read?.order ?? timeOrder(times);
  const dated: number[] = [];
  if (order === "asc" || order === "desc") {
    for (let k = 0; k < journal.length; k += 1) {
      const i = order === "asc" ? k : journal.length - 1 - k;
      if (!Number.isNaN(times[i])) dated.push(i);
    }
  } else {
    for (const i of order) dated.push(i);
  }
  return dated.slice(Math.max(0, dated.length - n)).map((i) => journal[i] as E);
}

/**
 * What GET /api/goals sends as a goal's `facts` and `strength` (issue 17), from one goalFacts over
 * the whole journal. `read`: readJournal(goal.journal), when the caller has it.
 */
export function apiGoalFigures(goal: FactsGoal, clock: FactsClock, read?: JournalRead): { facts: ApiGoalFacts; strength: number } {
  const f = goalFacts(goal, clock, read);
  return {
    facts: {
      time_zone: clock.timeZone,
      overall: f.overall,
      period: f.period,
      streak: f.streak,
      entries: f.entries,
      idle_days: f.idleDays,
      last_entry_at: Number.isNaN(f.lastTime) ? null : new Date(f.lastTime).toISOString(),
      streak_run: f.run,
      recent_days: recentCheckInDays(goal.journal ?? [], clock, undefined, read?.times),
      // A progress goal has no period target (decision 046): it answers without the pair.
      ...(f.habit.period_target === null ? {} : { period_value: f.habit.period_value, period_target: f.habit.period_target }),
      streak_unit: f.habit.streak_unit,
      best_streak: f.habit.best_streak,
      due_today: f.habit.due_today,
    },
    strength: f.strength,
  };
}
