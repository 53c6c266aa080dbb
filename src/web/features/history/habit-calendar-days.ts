/**
 * A check or amount goal's calendar states on the journal page (issue 29 item 5): core's
 * habitDayState over the history's days (count and amount per day), with the goal's first day
 * and the pauses. Undefined for progress goals, whose calendar stays the spec's heatmap.
 */
import { createLocalClock } from "../../../core/analytics/local-clock.js";
import type { GoalHistory } from "../../../core/goal-history.js";
import { habitDayState, type HabitDayState } from "../../../core/habit-calendar.js";
import type { HabitDay } from "../../../core/habit-facts.js";
import { habitRules } from "../../../core/habit-rules.js";
import { dayOfIsoDate, PausedDays } from "../../../core/pauses.js";
import type { Goal } from "../../../core/schemas.js";
import { readWeekStart } from "../../lib/week-start.js";

export function habitDayStates(
  goal: Pick<Goal, "kind" | "timeframe" | "target" | "direction" | "weekdays" | "every_days" | "created_at">,
  history: GoalHistory,
  timeZone: string,
): ((day: number) => HabitDayState) | undefined {
  if (habitRules(goal).kind === "progress") return undefined;
  const byDay = new Map<number, HabitDay>();
  for (const d of history.days) {
    const day = dayOfIsoDate(d.date);
    byDay.set(day, { day, count: d.count, amount: d.amount ?? 0 });
  }
  const createdMs = goal.created_at ? Date.parse(goal.created_at) : NaN;
  const createdDay = Number.isNaN(createdMs) ? NaN : createLocalClock(timeZone).dayOf(createdMs);
  const firstLogged = history.days.length > 0 ? dayOfIsoDate(history.days[0]!.date) : NaN;
  const ctx = {
    today: dayOfIsoDate(history.today),
    // A check-in backdated before the goal was made starts it earlier (as goal-facts.ts reads it).
    startDay: Number.isNaN(firstLogged) ? createdDay : Math.min(firstLogged, Number.isNaN(createdDay) ? firstLogged : createdDay),
    anchorDay: createdDay,
    paused: new PausedDays(history.pauses),
    weekStart: readWeekStart(),
  };
  return (day) => habitDayState(goal, byDay, day, ctx);
}

/** Whether `entries` (newest first) reach back before `day` (local, in `timeZone`): all of that day's are held. */
export function reachesBefore(entries: readonly { created_at?: string | null }[], day: number, timeZone: string): boolean {
  const oldest = entries.at(-1)?.created_at;
  return !oldest || createLocalClock(timeZone).dayOf(Date.parse(oldest)) < day;
}

/** The entries held for `day` (local, in `timeZone`): what a check goal's "Not done" deletes. */
export function entriesOnDay<E extends { created_at?: string | null }>(entries: readonly E[], day: number, timeZone: string): E[] {
  const clock = createLocalClock(timeZone);
  return entries.filter((e) => e.created_at && clock.dayOf(Date.parse(e.created_at)) === day);
}
