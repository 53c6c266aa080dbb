/** `POST /api/goals/{id}/pauses` body (issue 17 item 5); apart from pauses.ts so the browser's day rules carry no zod. */
import { z } from "zod";
import { dayOfIsoDate, PAUSE_MAX_DAYS } from "./pauses.js";

const isoDate = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(dayOfIsoDate(v)), { error: `${name} must be a date (YYYY-MM-DD)` });

/** `POST /api/goals/{id}/pauses` body: `to` not before `from`, at most PAUSE_MAX_DAYS days. */
export const pauseBody = z
  .strictObject({ from: isoDate("from"), to: isoDate("to") })
  .superRefine(({ from, to }, ctx) => {
    const length = dayOfIsoDate(to) - dayOfIsoDate(from) + 1;
    if (length < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    else if (length > PAUSE_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `A pause covers at most ${PAUSE_MAX_DAYS} days` });
    }
  });

