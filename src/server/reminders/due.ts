/**
 * When a reminder is due (issue 18): on one of its weekdays, in its time zone, from its time
 * until the end of that local day — so a reminder missed while the server was down is still
 * sent, late, the same day, and never on the next one. Pure: the scheduler gives `now`.
 */
import { createLocalClock, keyOfDay, MS_PER_DAY, weekdayOfDay } from "../../core/analytics/local-clock.js";
import type { Reminder } from "../../core/reminder.js";

/** The local date (YYYY-MM-DD), ISO weekday and minutes past midnight of `at` in `zone` (core's zone clock). */
export function localClock(at: Date, zone: string): { date: string; weekday: number; minutes: number } {
  const local = createLocalClock(zone).localMs(at.getTime());
  const day = Math.floor(local / MS_PER_DAY);
  return { date: keyOfDay(day), weekday: weekdayOfDay(day) + 1, minutes: Math.floor((local - day * MS_PER_DAY) / 60_000) };
}

/** The local date the reminder is due on at `now`, or undefined when it is not due. */
export function dueDate(reminder: Reminder, now: Date): string | undefined {
  const clock = localClock(now, reminder.time_zone);
  const [h, m] = reminder.time.split(":").map(Number);
  if (!reminder.days.includes(clock.weekday)) return undefined;
  return clock.minutes >= h! * 60 + m! ? clock.date : undefined;
}
