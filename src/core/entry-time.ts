/**
 * When a check-in may be dated (issue 17): back-dating is fine, the future only within a clock's
 * drift. Pure, so the journal form and the demo refuse exactly what the API would, with its
 * words, before anything is sent. The server's rule (server/journal/entry-time.ts) says the same;
 * test/rules/entry-time.test.ts holds the two together.
 */

/** How far in the future a check-in's time may be: a phone's clock runs a little ahead. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** Why `value` cannot be a check-in's time at `now` (the API's 400 text), or undefined when it can. */
export function entryTimeProblem(value: string, now: Date, where = "created_at"): string | undefined {
  const t = Date.parse(value);
  if (!(t >= 0)) return `${where} cannot be before 1970`;
  if (t > now.getTime() + FUTURE_TOLERANCE_MS) return `${where} cannot be in the future`;
  return undefined;
}
