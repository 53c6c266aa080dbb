/**
 * How a group of goals is doing (issue 30 item 1, decision 054): due goals done today ("3 of 5
 * done today"), average progress, and the group's perfect-day streak. One home for the web app,
 * the demo and (later) the server and the coach. Pure; days are numbered as everywhere in core.
 *
 * A goal is *due on a day* when it is a daily goal (any kind), the day is one of its schedule's
 * (habit-rules.ts isDueDay), the day is not paused and the goal exists (its first day or later).
 * Weekly, monthly and yearly goals are never due on a single day: they take part in the average
 * only. A due goal is *met on a day* when, that day, a progress goal has a check-in and a check or
 * amount goal meets its target (targetMet: at most a limit is met by staying within it).
 *
 * The perfect-day streak counts back from today: a day with due goals counts when every one of
 * them was met and ends the streak when one was not; a day with no due goal neither counts nor
 * breaks. Like a habit's open period, today counts once perfect and never breaks; like a goal's
 * first period (decision 039), a goal not met on its first day is excused that day. Days before a
 * due goal's journal is known (`knownFrom`: a windowed journal) end the streak: it never claims
 * what it cannot see.
 */
import { createLocalClock } from "./analytics/local-clock.js";
import { fastEntryTime } from "./analytics/fast-time.js";
import type { FactsClock, FactsGoal } from "./goal-facts.js";
import { createdMsOf } from "./goal-facts.js";
import type { RecentDays } from "./goal-history.js";
import { addHabitDay, type HabitDay } from "./habit-facts.js";
import { entryValue, habitRules, type HabitRules, isDueDay, targetMet } from "./habit-rules.js";
import { dayOfIsoDate, PausedDays } from "./pauses.js";

/** One goal's days as the group rules read them. */
export interface GroupGoalDays {
  rules: HabitRules;
  /** Check-ins per local day, ascending. */
  days: readonly HabitDay[];
  /** The goal's first day (created, or an earlier check-in's); NaN: unknown (then always existed). */
  startDay: number;
  /** The day an every-N-days schedule counts from (the created day); NaN: startDay. */
  anchorDay: number;
  paused: PausedDays;
  /** The first day whose check-ins are all known; -Infinity for a whole journal. */
  knownFrom: number;
}

export interface GroupSummary {
  /** Goals due today (see above). */
  dueToday: number;
  /** Of those, met today. */
  doneToday: number;
  /** Mean of the goals' overall progress, rounded; null for a group without goals. */
  averageProgress: number | null;
  perfectDays: number;
}

/** A goal as groupGoalDays reads it: the server's `recent_days` (the card strip's) help a window. */
export interface GroupGoal extends FactsGoal {
  facts?: (NonNullable<FactsGoal["facts"]> & { recent_days?: RecentDays | null }) | null;
}

/**
 * A goal's days from its journal in `clock`'s zone. `window`: the journal holds only its latest
 * `window` entries (GET /api/goals), so days before the oldest of them are unknown, except what
 * the server says of the whole journal: `facts.recent_days` (check-ins per day of the last 12
 * weeks; counts, so not an amount goal's sums) and `facts.streak_run` (a run of entry days).
 */
export function groupGoalDays(goal: GroupGoal, clock: Pick<FactsClock, "timeZone">, window = Infinity): GroupGoalDays {
  const rules = habitRules(goal);
  const local = createLocalClock(clock.timeZone);
  const journal = goal.journal ?? [];
  let days: HabitDay[] = [];
  let first = Infinity;
  for (const entry of journal) {
    const t = fastEntryTime(entry);
    if (Number.isNaN(t)) continue;
    const day = local.dayOf(t);
    if (day < first) first = day;
    addHabitDay(days, day, entryValue(rules.kind, entry.amount));
  }
  let knownFrom = -Infinity;
  if (journal.length >= window && Number.isFinite(first)) {
    // The oldest day of a window may have lost some of its check-ins: a count or sum would be short.
    knownFrom = rules.kind === "progress" ? first : first + 1;
    const recent = goal.facts?.recent_days;
    const recentFrom = recent ? dayOfIsoDate(recent.from) : NaN;
    if (recent && rules.kind !== "amount" && !Number.isNaN(recentFrom)) {
      // The whole journal's counts from `recentFrom` on replace the window's there.
      days = days.filter((d) => d.day < recentFrom);
      for (const [offset, count] of recent.days) days.push({ day: recentFrom + offset, count, amount: 0 });
      knownFrom = Math.min(knownFrom, recentFrom);
    }
    const run = goal.facts?.streak_run;
    const through = run ? dayOfIsoDate(run.through) : NaN;
    if (rules.kind === "progress" && run && run.days > 0 && through + 1 >= knownFrom) {
      const runStart = through - run.days + 1;
      for (let day = runStart; day < knownFrom; day += 1) addHabitDay(days, day, 0);
      knownFrom = Math.min(knownFrom, runStart);
    }
  }
  const createdMs = createdMsOf(goal);
  const createdDay = Number.isNaN(createdMs) ? NaN : local.dayOf(createdMs);
  const startDay = Math.min(Number.isNaN(createdDay) ? Infinity : createdDay, first);
  return {
    rules,
    days,
    startDay: Number.isFinite(startDay) ? startDay : NaN,
    anchorDay: createdDay,
    paused: goal.pauses && goal.pauses.length > 0 ? new PausedDays(goal.pauses) : PausedDays.none,
    knownFrom,
  };
}

/** Whether the goal is due on `day` (see the top of this file). */
export function isDueOn(goal: GroupGoalDays, day: number): boolean {
  if (goal.rules.timeframe !== "daily") return false;
  if (day < goal.startDay || goal.paused.has(day)) return false;
  const anchor = Number.isFinite(goal.anchorDay) ? goal.anchorDay : goal.startDay;
  return isDueDay(goal.rules, day, anchor);
}

/** Whether the goal's check-ins of `day` meet it (whether or not it is due). */
export function isMetOn(goal: GroupGoalDays, day: number): boolean {
  const at = goal.days.find((d) => d.day === day);
  if (goal.rules.kind === "progress") return (at?.count ?? 0) > 0;
  const value = at ? (goal.rules.kind === "amount" ? at.amount : at.count) : 0;
  return targetMet(goal.rules, value);
}

/** The group's perfect-day streak at `today` (see the top of this file). */
export function perfectDayStreak(goals: readonly GroupGoalDays[], today: number): number {
  // Before every daily goal's first day nothing is due (an unknown first day: its first check-in's).
  const starts = goals
    .filter((g) => g.rules.timeframe === "daily")
    .map((g) => (Number.isFinite(g.startDay) ? g.startDay : (g.days[0]?.day ?? today)));
  if (starts.length === 0) return 0;
  const earliest = Math.min(...starts);
  let streak = 0;
  for (let day = today; day >= earliest; day -= 1) {
    let due = 0;
    let met = 0;
    let unknown = false;
    for (const goal of goals) {
      if (!isDueOn(goal, day)) continue;
      if (day < goal.knownFrom) unknown = true;
      const ok = isMetOn(goal, day);
      // A goal is excused on its first day when not met there (decision 039).
      if (!ok && day === goal.startDay) continue;
      due += 1;
      if (ok) met += 1;
    }
    if (unknown) break;
    if (due === 0) continue;
    if (met === due) streak += 1;
    else if (day !== today) break;
  }
  return streak;
}

/**
 * The summary of a group's goals at `clock.now`: `overall` gives each goal's overall progress
 * (GoalFacts.overall, in the same order); `window` as for groupGoalDays.
 */
export function groupSummary(
  goals: readonly GroupGoal[],
  overall: readonly number[],
  clock: Pick<FactsClock, "now" | "timeZone">,
  window = Infinity,
): GroupSummary {
  const today = createLocalClock(clock.timeZone).dayOf(clock.now.getTime());
  const days = goals.map((g) => groupGoalDays(g, clock, window));
  const dueNow = days.filter((g) => isDueOn(g, today));
  const sum = overall.reduce((a, b) => a + b, 0);
  return {
    dueToday: dueNow.length,
    doneToday: dueNow.filter((g) => isMetOn(g, today)).length,
    averageProgress: overall.length > 0 ? Math.round(sum / overall.length) : null,
    perfectDays: perfectDayStreak(days, today),
  };
}
