import { entryTimeProblem } from "../../core/entry-time.js";
import { badRequest } from "../errors.js";

/**
 * A check-in's time as stored: the instant normalised to ISO 8601 UTC, or a 400 with the rule's
 * words (core/entry-time.ts, the one the journal form and the demo check with) naming `where`.
 * Back-dating, creating, editing and importing all read it here. Before 1970 is refused because
 * year 0000 passes the ISO check but PostgreSQL cannot store it.
 */
export function entryTime(value: string, where: string, now: Date): string {
  const problem = entryTimeProblem(value, now, where);
  if (problem) throw badRequest(problem);
  return new Date(Date.parse(value)).toISOString();
}
