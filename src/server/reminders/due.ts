/**
 * When a reminder is due (issue 18): on one of its weekdays, in its time zone, from its time
 * until the end of that local day — so a reminder missed while the server was down is still
 * sent, late, the same day, and never on the next one. Pure: the scheduler gives `now`.
 */
import type { Reminder } from "../../core/reminder.js";

const clockParts = new Map<string, Intl.DateTimeFormat>();

/** The local date (YYYY-MM-DD), ISO weekday and minutes past midnight of `at` in `zone`. */
export function localClock(at: Date, zone: string): { date: string; weekday: number; minutes: number } {
  let format = clockParts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
    });
    clockParts.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "") + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The local date the reminder is due on at `now`, or undefined when it is not due. */
export function dueDate(reminder: Reminder, now: Date): string | undefined {
  const clock = localClock(now, reminder.time_zone);
  const [h, m] = reminder.time.split(":").map(Number);
  if (!reminder.days.includes(clock.weekday)) return undefined;
  return clock.minutes >= h! * 60 + m! ? clock.date : undefined;
}
