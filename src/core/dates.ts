/**
 * Calendar math in the user's time zone. Every function takes the zone explicitly and
 * never reads the machine's clock or zone, so server, browser and tests agree.
 * Zone arithmetic goes through date-fns' `in: tz(zone)` context; day differences are
 * computed on Y-M-D keys so a 23- or 25-hour DST day still counts as one day.
 * The local day of an instant has one home, analytics/local-clock.ts; dayKey reads it there.
 */
import { tz, TZDate } from "@date-fns/tz";
// One module each, not the "date-fns" index: on the server that index loads all ~250 date-fns
// modules at start-up (~0.4 s and ~12 MB on a 2-core machine). No date-fns `format`: with its
// locale it is 5 kB gzip in every page that shows a date, for three fixed English patterns.
import { getHours } from "date-fns/getHours";
import { startOfDay } from "date-fns/startOfDay";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { startOfYear } from "date-fns/startOfYear";
import { createLocalClock, keyOfDay, MS_PER_DAY, weekdayOfDay } from "./analytics/local-clock.js";
import { isValidYmd, parseIsoInstant } from "./iso-instant.js";

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Turns any accepted input into an absolute Date. A bare "YYYY-MM-DD" names a calendar
 * day rather than an instant, so it becomes local midnight in `timeZone` (otherwise
 * "2026-03-05" would be 4 March in New York).
 */
function toInstant(input: Date | string | number, timeZone: string): Date {
  if (input instanceof Date) return input;
  if (typeof input === "number") return new Date(input);
  const key = parseDayKey(input.trim());
  if (key) return new TZDate(key.year, key.month - 1, key.day, timeZone);
  return new Date(parseIsoInstant(input));
}

function parseDayKey(key: string): { year: number; month: number; day: number } | null {
  const m = DAY_KEY.exec(key);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return isValidYmd(year, month, day) ? { year, month, day } : null;
}

/** Days since 1970-01-01 of a calendar day; UTC has no DST, so this is exact. */
function dayNumber(key: string): number {
  const p = parseDayKey(key);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / MS_PER_DAY : NaN;
}

/**
 * Start of the current period in `timeZone`, as an absolute Date. Weeks start on
 * Monday; any timeframe other than daily/monthly/yearly counts as weekly (spec §4).
 */
export function periodStart(timeframe: string, now: Date, timeZone: string): Date {
  return knownStart(timeframe, now, timeZone, 1);
}

/**
 * The start of the period holding `at` (periodStart's rule; `weekStartsOn` for weeks), read from
 * the ones already found for the same local day: the start is a function of the zone's calendar
 * day, and each date-fns call in a zone costs several Intl look-ups (a check-in asks for its
 * period's start two or three times: decision 073). Only the four timeframes goals have, and only
 * in a zone the local clock knows; anything else is computed as it is asked.
 */
function knownStart(timeframe: string, at: Date, timeZone: string, weekStartsOn: 0 | 1): Date {
  const ms = at.getTime();
  if (!KNOWN_TIMEFRAMES.has(timeframe) || Number.isNaN(ms)) return startOfPeriod(timeframe, at, timeZone, weekStartsOn);
  let day: number;
  try {
    day = createLocalClock(timeZone).dayOf(ms);
  } catch {
    return startOfPeriod(timeframe, at, timeZone, weekStartsOn);
  }
  const key = `${timeframe}|${weekStartsOn}|${day}|${timeZone}`;
  const known = startsByDay.get(key);
  if (known !== undefined) return new Date(known);
  const start = startOfPeriod(timeframe, at, timeZone, weekStartsOn);
  if (startsByDay.size >= STARTS_KEPT) startsByDay.clear();
  startsByDay.set(key, start.getTime());
  return start;
}

const KNOWN_TIMEFRAMES = new Set(["daily", "weekly", "monthly", "yearly"]);
/** Period starts by timeframe, week start, local day and zone (a few per zone in use; cleared when full). */
const startsByDay = new Map<string, number>();
const STARTS_KEPT = 1024;

function startOfPeriod(timeframe: string, now: Date, timeZone: string, weekStartsOn: 0 | 1): Date {
  const ctx = { in: tz(timeZone) };
  let start: Date;
  switch (timeframe.trim().toLowerCase()) {
    case "daily":
      start = startOfDay(now, ctx);
      break;
    case "monthly":
      start = startOfMonth(now, ctx);
      break;
    case "yearly":
      start = startOfYear(now, ctx);
      break;
    default:
      start = startOfWeek(now, { ...ctx, weekStartsOn });
  }
  // Hand back a plain Date so callers never carry a zone-bound object around.
  return new Date(start.getTime());
}

/** Hours from a period's start that land inside the next period, whatever the DST changes. */
const NEXT_PERIOD_HOURS: Record<string, number> = { daily: 36, weekly: 7 * 24 + 12, monthly: 31 * 24 + 12, yearly: 366 * 24 + 12 };

/**
 * The period holding `at` in `timeZone`, as instants [from, to): a habit goal's check-in derives its
 * progress from the check-ins of its period (issue 29). Weeks start on `weekStart`.
 */
export function periodBounds(
  timeframe: string,
  at: Date,
  timeZone: string,
  weekStart: "monday" | "sunday" = "monday",
): { from: Date; to: Date } {
  // periodStart keeps the spec's Monday week (and the browser's bundle its size); a Sunday week is only asked here.
  const sundayWeeks = weekStart === "sunday" && !["daily", "monthly", "yearly"].includes(timeframe.trim().toLowerCase());
  const startOf = (d: Date) => knownStart(timeframe, d, timeZone, sundayWeeks ? 0 : 1);
  const from = startOf(at);
  const hours = NEXT_PERIOD_HOURS[timeframe] ?? (NEXT_PERIOD_HOURS.weekly as number);
  return { from, to: startOf(new Date(from.getTime() + hours * 3_600_000)) };
}

/**
 * The local calendar day "YYYY-MM-DD" of `date` in `timeZone`.
 * Throws a RangeError for an invalid date: callers filter those out first
 * (see entryTime / sortEntriesByTime), and a silent "" would merge them into one bogus day.
 */
export function dayKey(date: Date | string | number, timeZone: string): string {
  const instant = toInstant(date, timeZone);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  // createLocalClock throws "Invalid time zone: …" itself.
  return keyOfDay(createLocalClock(timeZone).dayOf(instant.getTime()));
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Whole calendar days from one day key to another (negative if `to` is earlier); NaN for a bad key. */
export function daysBetween(fromDayKey: string, toDayKey: string): number {
  return dayNumber(toDayKey) - dayNumber(fromDayKey);
}

/** The day key `days` calendar days after `key` (before, if negative). */
export function addDaysToKey(key: string, days: number): string {
  const n = dayNumber(key);
  if (Number.isNaN(n)) throw new RangeError(`Invalid day key: ${key}`);
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  return keyOfDay(n + days);
}

/** Calendar days from the day of `date` to today, both in `timeZone`; NaN for an invalid date. */
function daysAgo(date: Date | string, now: Date, timeZone: string): { days: number; key: string } {
  const instant = toInstant(date, timeZone);
  if (Number.isNaN(instant.getTime())) return { days: NaN, key: "" };
  const key = dayKey(instant, timeZone);
  return { days: daysBetween(key, dayKey(now, timeZone)), key };
}

/**
 * "Mar 5, 2026" (short) or "Thursday, March 5, 2026" (long) of a day key, without going
 * through any zone: the key already is the local day.
 */
function formatDayKey(key: string, style: "short" | "long"): string {
  const p = parseDayKey(key);
  if (!p) return "";
  const month = MONTHS[p.month - 1]!;
  if (style === "short") return `${month.slice(0, 3)} ${p.day}, ${pad(p.year, 4)}`;
  // 1970-01-01 was a Thursday.
  const weekday = WEEKDAYS[(((dayNumber(key) + 4) % 7) + 7) % 7]!;
  return `${weekday}, ${month} ${p.day}, ${pad(p.year, 4)}`;
}

/**
 * "Today", "Yesterday", "N days ago" (2..29) or "Mar 5, 2026", for latest-entry and
 * created dates on goal cards. Future dates show the date. Invalid dates give "" so a
 * malformed record cannot break a render.
 */
export function relativeDayLabel(date: Date | string, now: Date, timeZone: string): string {
  const { days, key } = daysAgo(date, now, timeZone);
  if (Number.isNaN(days)) return "";
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days >= 2 && days < 30) return `${days} days ago`;
  return formatDayKey(key, "short");
}

/** Journal day headers: "Today", "Yesterday", else "Monday, March 2, 2026"; "" for an invalid date. */
export function dayHeaderLabel(date: Date | string, now: Date, timeZone: string): string {
  const { days, key } = daysAgo(date, now, timeZone);
  if (Number.isNaN(days)) return "";
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return formatDayKey(key, "long");
}

/** Local weekday, 0 = Monday … 6 = Sunday (the product's weeks start on Monday); NaN if invalid. */
export function weekdayIndex(date: Date | string | number, timeZone: string): number {
  const instant = toInstant(date, timeZone);
  if (Number.isNaN(instant.getTime())) return NaN;
  return weekdayOfDay(dayNumber(dayKey(instant, timeZone)));
}

/** Local hour 0..23 in `timeZone`; NaN if invalid. */
export function localHour(date: Date | string | number, timeZone: string): number {
  const instant = toInstant(date, timeZone);
  if (Number.isNaN(instant.getTime())) return NaN;
  return getHours(instant, { in: tz(timeZone) });
}
