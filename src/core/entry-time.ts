/**
 * When a check-in may be dated (issue 17): back-dating is fine, the future only within a clock's
 * drift. The one copy of the rule: the server refuses with it (server/journal/entry-time.ts turns
 * its words into the API's 400), and the journal form and the demo check with it before anything
 * is sent, so they refuse exactly what the API would.
 */

/**
 * How far in the future a check-in's time may be: a phone's clock runs a little ahead, and a file
 * moved between servers carries the other server's clock.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** Why `value` cannot be a check-in's time at `now` (the API's 400 text), or undefined when it can. */
export function entryTimeProblem(value: string, now: Date, where = "created_at"): string | undefined {
  const t = Date.parse(value);
  if (!(t >= 0)) return `${where} cannot be before 1970`;
  if (t > now.getTime() + FUTURE_TOLERANCE_MS) return `${where} cannot be in the future`;
  return undefined;
}
