/**
 * A goal's reminder (issue 18): a time of day on some weekdays, in the person's time zone.
 * `days` use ISO numbers, 1 = Monday … 7 = Sunday. Shared by the API schema and the web app.
 */
import { z } from "zod";
import { MAX_REMINDER_TIMES } from "./reminder-limits.js";

/** True for a time zone this runtime knows (IANA names such as "Europe/Paris", and "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string({ error: "time must be HH:MM" }).regex(TIME_OF_DAY, { error: "time must be HH:MM (00:00 to 23:59)" });

/**
 * `times` (issue 32) beside the single `time` of issue 18, which keeps working: `time` alone is one
 * time; both given must agree (`time` is the earliest of `times`, as every answer carries them).
 * The output always has both: `times` sorted, `time` its first.
 */
export const reminderSchema = z
  .object({
    time: timeOfDay.optional(),
    times: z
      .array(z.string({ error: "times must be HH:MM" }).regex(TIME_OF_DAY, { error: "times must be HH:MM (00:00 to 23:59)" }), {
        error: "times must be a list of HH:MM times",
      })
      .min(1, { error: "times must name at least one time" })
      .max(MAX_REMINDER_TIMES, { error: `times must name at most ${MAX_REMINDER_TIMES} times` })
      .refine((times) => new Set(times).size === times.length, { error: "times must not repeat" })
      .transform((times) => [...times].sort())
      .optional(),
    days: z
      .array(z.number({ error: "days must be numbers from 1 (Monday) to 7 (Sunday)" }).int().min(1).max(7), {
        error: "days must be a list of numbers from 1 (Monday) to 7 (Sunday)",
      })
      .min(1, { error: "days must name at least one day" })
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: "days must not repeat" })
      .transform((days) => [...days].sort((a, b) => a - b)),
    time_zone: z
      .string({ error: "time_zone must be a time zone name" })
      .refine(isTimeZone, { error: "time_zone must be a time zone name such as Europe/Paris" }),
  })
  .superRefine((r, ctx) => {
    if (!r.time && !r.times) ctx.addIssue({ code: "custom", path: ["time"], message: "time must be HH:MM" });
    else if (r.time && r.times && r.time !== r.times[0]) {
      ctx.addIssue({ code: "custom", path: ["time"], message: "time must be the earliest of times (or leave one of them out)" });
    }
  })
  .transform(({ time, times, days, time_zone }) => {
    const all = times ?? [time!];
    return { time: all[0]!, times: all, days, time_zone };
  });
export type Reminder = z.output<typeof reminderSchema>;

/** A stored reminder as answers carry it (no transform: response schemas only describe). */
export const reminderAnswerSchema = z.object({
  time: z.string(),
  times: z.array(z.string()),
  days: z.array(z.number().int().min(1).max(7)),
  time_zone: z.string(),
});

/** PUT /api/goals/{id}/reminder: a reminder, or null to remove it. */
export const reminderBody = reminderSchema.nullable();

/** The stored text (goals.reminder) read back; anything unreadable counts as no reminder. */
export function parseStoredReminder(text: string | null): Reminder | null {
  if (!text) return null;
  try {
    const parsed = reminderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
