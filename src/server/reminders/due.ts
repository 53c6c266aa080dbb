/**
 * When a reminder is due (issue 18): on one of its weekdays, in its time zone, from its time
 * until the end of that local day — so a reminder missed while the server was down is still
 * sent, late, the same day, and never on the next one. A scheduled goal (issue 29: weekdays or
 * every N days) is reminded only on its due days. Pure: the scheduler gives `now`.
 */
import { createLocalClock, keyOfDay, MS_PER_DAY, weekdayOfDay } from "../../core/analytics/local-clock.js";
import { habitRules, type HabitRules, isDueDay, isoWeekdayOfDay } from "../../core/habit-rules.js";
import type { Reminder } from "../../core/reminder.js";
import { habitOfRow, type HabitRow } from "../db/habit-columns.js";

/** A goal's schedule as its reminder follows it: its rules and the local day its rhythm counts from. */
export interface ReminderSchedule {
  rules: HabitRules;
  firstDay: number;
}

/** Every day: a goal without a schedule of its own (the spec's goals). */
export const EVERY_DAY: ReminderSchedule = { rules: habitRules({ timeframe: "daily" }), firstDay: Number.NaN };

/** The schedule of a goal row (its habit columns, timeframe and created time) in the reminder's zone. */
export function scheduleOfRow(row: HabitRow & { timeframe: string; created_at: Date | string }, zone: string): ReminderSchedule {
  return {
    rules: habitRules({ ...habitOfRow(row), timeframe: row.timeframe }),
    firstDay: createLocalClock(zone).dayOf(new Date(row.created_at).getTime()),
  };
}

/** Whether the reminder fires on a local day: one of its weekdays and a due day of its goal. */
export function remindsOn(reminder: Reminder, schedule: ReminderSchedule, day: number): boolean {
  return reminder.days.includes(isoWeekdayOfDay(day)) && isDueDay(schedule.rules, day, schedule.firstDay);
}

/** The local date (YYYY-MM-DD), ISO weekday and minutes past midnight of `at` in `zone` (core's zone clock). */
export function localClock(at: Date, zone: string): { date: string; weekday: number; minutes: number } {
  const local = createLocalClock(zone).localMs(at.getTime());
  const day = Math.floor(local / MS_PER_DAY);
  return { date: keyOfDay(day), weekday: weekdayOfDay(day) + 1, minutes: Math.floor((local - day * MS_PER_DAY) / 60_000) };
}

/**
 * The local date and the time of day the reminder is due at `now`: the latest of its times that
 * has passed today (issue 32), or undefined when none has or the day is not one of its days. An
 * earlier time missed while the server was down is not sent once a later one is due.
 */
export function dueTime(reminder: Reminder, now: Date, schedule: ReminderSchedule = EVERY_DAY): { date: string; time: string } | undefined {
  const clock = localClock(now, reminder.time_zone);
  if (!remindsOn(reminder, schedule, createLocalClock(reminder.time_zone).dayOf(now.getTime()))) return undefined;
  const passed = reminder.times.filter((t) => {
    const [h, m] = t.split(":").map(Number);
    return clock.minutes >= h! * 60 + m!;
  });
  const time = passed.at(-1);
  return time === undefined ? undefined : { date: clock.date, time };
}
