/**
 * A goal's habit fields as stored (issue 29, decision 046) and the one check of how they go
 * together (resolveHabitFields), whose messages are the API's 400s. No zod here: the browser's
 * create form, the card's Edit and demo mode run the same check without loading it
 * (habit-fields.ts holds the zod shapes of the wire and re-exports these).
 */
import {
  CHECK_TARGET_MAX,
  AMOUNT_TARGET_MAX,
  type Direction,
  EVERY_DAYS_MAX,
  EVERY_DAYS_MIN,
  type GoalKind,
  UNIT_MAX_LENGTH,
} from "./habit-rules.js";

export const WEEKDAYS_ERROR = "weekdays must be a list of ISO weekdays 1 to 7 (Monday = 1), each once";
export const EVERY_DAYS_ERROR = `every_days must be a whole number from ${EVERY_DAYS_MIN} to ${EVERY_DAYS_MAX}`;

function validWeekdays(days: readonly unknown[]): boolean {
  const ok = days.every((d) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7);
  return ok && days.length >= 1 && new Set(days).size === days.length;
}

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
  // The API's zod shapes refuse these first; checked here too for callers without them (the browser).
  if (weekdays && !validWeekdays(weekdays)) return WEEKDAYS_ERROR;
  if (everyDays !== null && !(Number.isInteger(everyDays) && everyDays >= EVERY_DAYS_MIN && everyDays <= EVERY_DAYS_MAX)) {
    return EVERY_DAYS_ERROR;
  }
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
