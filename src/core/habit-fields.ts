/**
 * A goal's habit fields on the wire (issue 29): their zod shapes for answers, writes and the
 * export file, and the one check of how they go together (habitFieldsProblem), whose message is
 * the API's 400. Everything is optional on write; a goal without them is the spec's progress goal.
 * The check itself and the stored shape live in habit-field-rules.ts, without zod, so the browser's
 * dashboard and demo mode use them without loading zod; they are re-exported here for the server.
 */
import { z } from "zod";
import { EVERY_DAYS_ERROR, WEEKDAYS_ERROR } from "./habit-field-rules.js";
import { AMOUNT_DECIMALS, AMOUNT_MAX, DIRECTIONS, EVERY_DAYS_MAX, EVERY_DAYS_MIN, GOAL_KINDS, WEEK_STARTS } from "./habit-rules.js";

export const kindSchema = z.enum(GOAL_KINDS, { error: "kind must be progress, check or amount" });
export const directionSchema = z.enum(DIRECTIONS, { error: "direction must be at_least or at_most" });
export const weekStartSchema = z.enum(WEEK_STARTS, { error: "week_start must be monday or sunday" });

/** The habit fields of a goal as the API answers them (null where a kind has none). */
export const habitFieldsAnswer = {
  kind: kindSchema.optional(),
  target: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  direction: directionSchema.optional(),
  weekdays: z.array(z.number().int()).nullable().optional(),
  every_days: z.number().int().nullable().optional(),
};

/** The habit fields of POST and PATCH /api/goals and of the export file: each optional, null clears. */
export const habitFieldsInput = {
  kind: kindSchema.optional(),
  target: z.number({ error: "target must be a number" }).nullable().optional(),
  unit: z.string({ error: "unit must be text" }).trim().nullable().optional(),
  direction: directionSchema.optional(),
  weekdays: z
    .array(
      z
        .number({ error: WEEKDAYS_ERROR })
        .int({ error: WEEKDAYS_ERROR })
        .min(1, { error: WEEKDAYS_ERROR })
        .max(7, { error: WEEKDAYS_ERROR }),
      {
        error: WEEKDAYS_ERROR,
      },
    )
    .min(1, { error: WEEKDAYS_ERROR })
    .max(7, { error: WEEKDAYS_ERROR })
    .refine((days) => new Set(days).size === days.length, { error: WEEKDAYS_ERROR })
    .nullable()
    .optional(),
  every_days: z
    .number({ error: EVERY_DAYS_ERROR })
    .int({ error: EVERY_DAYS_ERROR })
    .min(EVERY_DAYS_MIN, { error: EVERY_DAYS_ERROR })
    .max(EVERY_DAYS_MAX, { error: EVERY_DAYS_ERROR })
    .nullable()
    .optional(),
};

/** A check-in's amount: ≥ 0, at most 3 decimals. */
const AMOUNT_ERROR = `amount must be a number from 0 to ${AMOUNT_MAX} with at most ${AMOUNT_DECIMALS} decimals`;
export const amountInput = z
  .number({ error: AMOUNT_ERROR })
  .min(0, { error: AMOUNT_ERROR })
  .max(AMOUNT_MAX, { error: AMOUNT_ERROR })
  .refine((n) => Math.abs(Math.round(n * 10 ** AMOUNT_DECIMALS) - n * 10 ** AMOUNT_DECIMALS) < 1e-6, { error: AMOUNT_ERROR });

export { type HabitFields, habitAnswer, PROGRESS_HABIT, resolveHabitFields } from "./habit-field-rules.js";

/** GET /api/settings: the signed-in user's stored settings (issue 29: the first day of a habit goal's week). */
export const userSettingsSchema = z.object({ week_start: weekStartSchema });
/** PATCH /api/settings: any of the settings. */
export const userSettingsBody = z.strictObject({ week_start: weekStartSchema.optional() });
