/**
 * A goal's habit fields on the wire (issue 29): their zod shapes for answers, writes and the
 * export file, and the one check of how they go together (habitFieldsProblem), whose message is
 * the API's 400. Everything is optional on write; a goal without them is the spec's progress goal.
 */
import { z } from "zod";
import {
  AMOUNT_DECIMALS,
  AMOUNT_MAX,
  AMOUNT_TARGET_MAX,
  CHECK_TARGET_MAX,
  DIRECTIONS,
  type Direction,
  EVERY_DAYS_MAX,
  EVERY_DAYS_MIN,
  GOAL_KINDS,
  type GoalKind,
  UNIT_MAX_LENGTH,
  WEEK_STARTS,
} from "./habit-rules.js";

export const kindSchema = z.enum(GOAL_KINDS, { error: "kind must be progress, check or amount" });
export const directionSchema = z.enum(DIRECTIONS, { error: "direction must be at_least or at_most" });
export const weekStartSchema = z.enum(WEEK_STARTS, { error: "week_start must be monday or sunday" });

const WEEKDAYS_ERROR = "weekdays must be a list of ISO weekdays 1 to 7 (Monday = 1), each once";
const EVERY_DAYS_ERROR = `every_days must be a whole number from ${EVERY_DAYS_MIN} to ${EVERY_DAYS_MAX}`;

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

/** A goal's habit fields as stored and answered: every one present, defaults applied. */
export interface HabitFields {
  kind: GoalKind;
  target: number | null;
  unit: string | null;
  direction: Direction;
  weekdays: number[] | null;
  every_days: number | null;
}

/**
 * The habit fields a goal answers with: none for a progress goal, which answers exactly as the
 * spec's goals did (decision 046); every one for a check or amount goal.
 */
export function habitAnswer(fields: HabitFields): Partial<HabitFields> {
  return fields.kind === "progress" ? {} : fields;
}

export const PROGRESS_HABIT: HabitFields = {
  kind: "progress",
  target: null,
  unit: null,
  direction: "at_least",
  weekdays: null,
  every_days: null,
};

/**
 * A goal's habit fields after a write: `change` (the fields sent; null clears one) over `current`
 * (the stored ones; none for a new goal), with each kind's defaults. A goal given another kind
 * drops the fields of its old kind it was not sent. Answers the fields, or the 400's message.
 */
export function resolveHabitFields(
  change: Partial<Record<keyof HabitFields, unknown>>,
  current: HabitFields = PROGRESS_HABIT,
  timeframe: string,
): HabitFields | string {
  const kind = (change.kind ?? current.kind) as GoalKind;
  // A new kind keeps none of the old kind's target and unit (3 times is not 3 km), and a progress goal none of its rules.
  const kindChanged = kind !== current.kind;
  const kept = (k: keyof HabitFields) => !kindChanged || (kind !== "progress" && k !== "target" && k !== "unit");
  const pick = <K extends keyof HabitFields>(k: K): HabitFields[K] | null =>
    change[k] !== undefined ? (change[k] as HabitFields[K] | null) : kept(k) ? current[k] : null;
  const direction = (pick("direction") ?? "at_least") as Direction;
  const weekdays = (pick("weekdays") ?? null) as number[] | null;
  const everyDays = (pick("every_days") ?? null) as number | null;
  let target = (pick("target") ?? null) as number | null;
  let unit = (pick("unit") ?? null) as string | null;
  if (weekdays && everyDays) return "send weekdays or every_days, not both";
  if ((weekdays || everyDays) && timeframe !== "daily") return "weekdays and every_days are only for daily goals";
  if (kind === "progress") {
    if (target !== null || unit !== null || direction !== "at_least" || weekdays || everyDays) {
      return "target, unit, direction, weekdays and every_days need kind check or amount";
    }
    return PROGRESS_HABIT;
  }
  const atMost = direction === "at_most";
  if (kind === "check") {
    if (unit !== null) return "unit is only for amount goals";
    target ??= 1;
    const min = atMost ? 0 : 1;
    if (!Number.isInteger(target) || target < min || target > CHECK_TARGET_MAX) {
      return `target must be a whole number from ${min} to ${CHECK_TARGET_MAX} for a check goal`;
    }
  } else {
    if (target === null) return "target is required for an amount goal";
    if (!(atMost ? target >= 0 : target > 0) || target > AMOUNT_TARGET_MAX) {
      return atMost
        ? `target must be from 0 to ${AMOUNT_TARGET_MAX} for an at-most amount goal`
        : `target must be more than 0 and at most ${AMOUNT_TARGET_MAX} for an amount goal`;
    }
    if (unit !== null) {
      unit = unit.trim();
      if (unit.length < 1 || unit.length > UNIT_MAX_LENGTH) return `unit must be 1 to ${UNIT_MAX_LENGTH} characters`;
    }
  }
  return { kind, target, unit, direction, weekdays: weekdays ? [...weekdays].sort((a, b) => a - b) : null, every_days: everyDays };
}

/** GET /api/settings: the signed-in user's stored settings (issue 29: the first day of a habit goal's week). */
export const userSettingsSchema = z.object({ week_start: weekStartSchema });
/** PATCH /api/settings: any of the settings. */
export const userSettingsBody = z.strictObject({ week_start: weekStartSchema.optional() });
