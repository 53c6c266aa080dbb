/** `POST /api/goals/{id}/pauses` body (issue 17 item 5); apart from pauses.ts so the browser's day rules carry no zod. */
import { z } from "zod";
import { dayOfIsoDate, pauseRangeProblem } from "./pauses.js";

/** A calendar date "YYYY-MM-DD" (pauses, the habit analytics' range). */
export const isoDate = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(dayOfIsoDate(v)), { error: `${name} must be a date (YYYY-MM-DD)` });

/** `POST /api/goals/{id}/pauses` body: `to` not before `from`, at most PAUSE_MAX_DAYS days. */
export const pauseBody = z.strictObject({ from: isoDate("from"), to: isoDate("to") }).superRefine((range, ctx) => {
  // The dates are valid here: what remains is the length (the demo checks with the same rule).
  const problem = pauseRangeProblem(range);
  if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: problem });
});
