import { badRequest } from "../errors.js";

/**
 * How far in the future a check-in's time may be (issue 17: 5 minutes): a phone's clock runs a
 * little ahead, and a file moved between servers carries the other server's clock.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * A check-in's time as stored: the instant normalised to ISO 8601 UTC, or a 400 naming `where`
 * when it is after now + FUTURE_TOLERANCE_MS or before 1970 (year 0000 passes the ISO check but
 * PostgreSQL cannot store it). Back-dating, creating, editing and importing all read it here.
 */
export function entryTime(value: string, where: string, now: Date): string {
  const t = Date.parse(value);
  if (!(t >= 0)) throw badRequest(`${where} cannot be before 1970`);
  if (t > now.getTime() + FUTURE_TOLERANCE_MS) throw badRequest(`${where} cannot be in the future`);
  return new Date(t).toISOString();
}
