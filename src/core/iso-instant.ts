/**
 * Reading ISO 8601 instants, apart from the calendar math in dates.ts: sorting a journal needs
 * only this, and dates.ts brings the time zone library (2.5 kB gzip in the browser; issue 8).
 */

// ISO 8601 as APIs and databases emit it: "T" or space, optional seconds and fraction,
// and an optional offset ("Z", "+01:00", "+0100" or Postgres' "+00").
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidYmd(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Epoch ms of an ISO 8601 string, or NaN. Stricter than Date.parse on purpose:
 * Date.parse rolls "Feb 30" over to March and reads zone-less strings in the machine's
 * zone. Here a zone-less date-time is UTC (what the server stores) and a date-only
 * string is UTC midnight.
 */
export function parseIsoInstant(input: string): number {
  const m = ISO_DATE_TIME.exec(input.trim());
  if (!m) return NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "", offset = "Z"] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!isValidYmd(year, month, day) || hour > 23 || minute > 59 || second > 59) return NaN;
  const ms = Number(frac.padEnd(3, "0").slice(0, 3));
  let offsetMinutes = 0;
  if (offset.toUpperCase() !== "Z") {
    const sign = offset.startsWith("-") ? -1 : 1;
    const digits = offset.slice(1).replace(":", "");
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2) || "0");
    if (oh > 23 || om > 59) return NaN;
    offsetMinutes = sign * (oh * 60 + om);
  }
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps them literal.
  const utc = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  utc.setUTCFullYear(year);
  return utc.getTime() - offsetMinutes * 60_000;
}
