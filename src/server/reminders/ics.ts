/**
 * The calendar feed (issue 18): RFC 5545 text with one weekly recurring event per reminder, in
 * the reminder's own time zone, so Google Calendar, Apple Calendar and Thunderbird keep it at
 * 07:30 local time across daylight-saving changes. Each time zone used gets a VTIMEZONE (RFC
 * 5545 §3.6.5 requires one per TZID) with the actual offset changes of the years around now,
 * read from the runtime's time-zone data (through core's zone clock); a zone without changes gets one STANDARD.
 */
import { createLocalClock, keyOfDay } from "../../core/analytics/local-clock.js";
import type { Reminder } from "../../core/reminder.js";
import { EVERY_DAY, type ReminderSchedule, remindsOn } from "./due.js";

export interface FeedEvent {
  goalId: string;
  title: string;
  reminder: Reminder;
  url: string;
  /** The goal's own schedule (issue 29): the event recurs on its due days only. */
  schedule?: ReminderSchedule;
}

const BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** RFC 5545 TEXT escaping. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines folded at 75 octets (RFC 5545 §3.1), CRLF-terminated. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a UTF-8 sequence
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    limit = 74; // continuation lines start with a space
  }
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

const DAY_MS = 86_400_000;
/** The zone's offset from UTC at `at`, in minutes (core's zone clock). */
function offsetMinutes(zone: string, at: Date): number {
  return Math.round((createLocalClock(zone).localMs(at.getTime()) - at.getTime()) / 60_000);
}

const offsetText = (m: number) => `${m < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(m) / 60))}${pad(Math.abs(m) % 60)}`;

/** Local wall-clock time of `at` in a zone with offset `m`, as an iCalendar local date-time. */
function localStamp(at: Date, m: number): string {
  return utcStamp(new Date(at.getTime() + m * 60_000)).slice(0, -1);
}

function vtimezone(zone: string, now: Date): string[] {
  const from = Date.UTC(now.getUTCFullYear() - 1, 0, 1);
  const to = Date.UTC(now.getUTCFullYear() + 3, 0, 1);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  let before = offsetMinutes(zone, new Date(from));
  const first = before;
  let changes = 0;
  // Day steps find each change (zones change at most twice a year); a binary search its minute.
  for (let t = from + DAY_MS; t <= to; t += DAY_MS) {
    const after = offsetMinutes(zone, new Date(t));
    if (after === before) continue;
    let lo = t - DAY_MS;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(zone, new Date(mid)) === before) lo = mid;
      else hi = mid;
    }
    const kind = after > before ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(new Date(hi), before)}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    );
    changes++;
    before = after;
  }
  if (changes === 0) {
    lines.push(
      "BEGIN:STANDARD",
      `DTSTART:${localStamp(new Date(from), first)}`,
      `TZOFFSETFROM:${offsetText(first)}`,
      `TZOFFSETTO:${offsetText(first)}`,
      "END:STANDARD",
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/**
 * The first day on or after `now` (in the zone) the reminder fires, as YYYYMMDD, or undefined
 * when it never does (a weekday schedule sharing no day with the reminder's days). Every N days
 * repeats its weekdays within 7 × N days.
 */
function firstDay(reminder: Reminder, schedule: ReminderSchedule, now: Date): string | undefined {
  const today = createLocalClock(reminder.time_zone).dayOf(now.getTime());
  const horizon = 7 * (schedule.rules.everyDays ?? 1);
  for (let day = today; day < today + horizon; day++) {
    if (remindsOn(reminder, schedule, day)) return keyOfDay(day).replaceAll("-", "");
  }
  return undefined;
}

/** RFC 5545 RRULE of the reminder on its goal's due days: weekly on shared weekdays, or every N days. */
function recurrence(reminder: Reminder, schedule: ReminderSchedule): string {
  const { weekdays, everyDays } = schedule.rules;
  const days = weekdays ? reminder.days.filter((d) => weekdays.includes(d)) : reminder.days;
  const byDay = `BYDAY=${days.map((d) => BYDAY[d - 1]).join(",")}`;
  if (everyDays) return `RRULE:FREQ=DAILY;INTERVAL=${everyDays}${days.length < 7 ? `;${byDay}` : ""}`;
  return `RRULE:FREQ=WEEKLY;${byDay}`;
}

export function calendarFeed(events: readonly FeedEvent[], now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ProgressVault//Reminders//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:ProgressVault reminders",
  ];
  for (const zone of new Set(events.map((e) => e.reminder.time_zone))) lines.push(...vtimezone(zone, now));
  for (const e of events) {
    const schedule = e.schedule ?? EVERY_DAY;
    const start = firstDay(e.reminder, schedule, now);
    if (!start) continue;
    // One event per time of day (issue 32); the first keeps the UID a single-time reminder always
    // had, so calendars that subscribed before see the same event, not a new one.
    e.reminder.times.forEach((time, i) => {
      const [h, m] = time.split(":");
      lines.push(
        "BEGIN:VEVENT",
        `UID:reminder-${e.goalId}${i === 0 ? "" : `-${h}${m}`}@progressvault`,
        `DTSTAMP:${utcStamp(now)}`,
        `DTSTART;TZID=${e.reminder.time_zone}:${start}T${h}${m}00`,
        "DURATION:PT15M",
        recurrence(e.reminder, schedule),
        `SUMMARY:${text(e.title)}`,
        `DESCRIPTION:${text(`Log your check-in: ${e.url}`)}`,
        `URL:${e.url}`,
        "END:VEVENT",
      );
    });
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
