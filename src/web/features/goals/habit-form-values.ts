/**
 * The kind fields of the goal form (issue 29 item 2) as the person types them, and how they become
 * the API's habit fields. The check is core's (habit-field-rules.ts resolveHabitFields, whose
 * messages are the API's 400s): the form says what the server would, without loading zod.
 */
import { type HabitFields, PROGRESS_HABIT, resolveHabitFields } from "../../../core/habit-field-rules.js";
import { type Direction, type GoalKind, streakUnitOf } from "../../../core/habit-rules.js";

export type HabitSchedule = "every_day" | "weekdays" | "every_n";
export type HabitFieldName = "times" | "amount" | "unit" | "schedule";

export interface HabitFormValues {
  kind: GoalKind;
  /** Check goals: times per period, as typed. */
  times: string;
  /** Amount goals: the amount per period, as typed. */
  amount: string;
  unit: string;
  direction: Direction;
  /** Daily goals only. */
  schedule: HabitSchedule;
  /** ISO weekdays, Monday = 1. */
  weekdays: number[];
  everyDays: string;
}

export const HABIT_FORM_DEFAULTS: HabitFormValues = {
  kind: "progress",
  times: "1",
  amount: "",
  unit: "",
  direction: "at_least",
  schedule: "every_day",
  weekdays: [],
  everyDays: "2",
};

export const KIND_LABELS: Record<GoalKind, string> = {
  progress: "Track a percentage",
  check: "Done or not",
  amount: "An amount",
};

/** The habit fields a goal, a draft or a template may carry; missing = the spec's progress goal. */
export interface HabitFieldsLike {
  kind?: GoalKind | null | undefined;
  target?: number | null | undefined;
  unit?: string | null | undefined;
  direction?: Direction | null | undefined;
  weekdays?: readonly number[] | null | undefined;
  every_days?: number | null | undefined;
}

/** The form's values for a goal's (or a draft's) habit fields. */
export function habitFormOf(fields: HabitFieldsLike): HabitFormValues {
  const kind = fields.kind ?? "progress";
  if (kind === "progress") return HABIT_FORM_DEFAULTS;
  const target = fields.target ?? null;
  return {
    kind,
    times: kind === "check" && target !== null ? String(target) : HABIT_FORM_DEFAULTS.times,
    amount: kind === "amount" && target !== null ? String(target) : "",
    unit: fields.unit ?? "",
    direction: fields.direction ?? "at_least",
    schedule: fields.weekdays?.length ? "weekdays" : fields.every_days ? "every_n" : "every_day",
    weekdays: fields.weekdays ? [...fields.weekdays] : [],
    everyDays: fields.every_days ? String(fields.every_days) : HABIT_FORM_DEFAULTS.everyDays,
  };
}

/** A goal's stored habit fields with every default applied (a goal without them is a progress goal). */
export function habitFieldsOf(fields: HabitFieldsLike): HabitFields {
  if (!fields.kind || fields.kind === "progress") return PROGRESS_HABIT;
  return {
    kind: fields.kind,
    target: fields.target ?? null,
    unit: fields.unit ?? null,
    direction: fields.direction ?? "at_least",
    weekdays: fields.weekdays ? [...fields.weekdays] : null,
    every_days: fields.every_days ?? null,
  };
}

/** "week" for a weekly goal: what "times per …" and "… per …" say. */
export function periodWord(timeframe: string): string {
  return streakUnitOf({ timeframe });
}

export type HabitCheck = { fields: HabitFields } | { problem: string; field: HabitFieldName };

function numberOf(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Which field a message of core's is about, so the form shows it there. */
function fieldOfMessage(message: string, kind: GoalKind): HabitFieldName {
  if (message.startsWith("unit")) return "unit";
  if (message.startsWith("weekdays") || message.startsWith("every_days") || message.startsWith("send weekdays")) return "schedule";
  return kind === "check" ? "times" : "amount";
}

/** The habit fields the form's values make for a goal of `timeframe`, or the first problem and where it is. */
export function checkHabitForm(values: HabitFormValues, timeframe: string): HabitCheck {
  if (values.kind === "progress") return { fields: PROGRESS_HABIT };
  const per = periodWord(timeframe);
  const targetField: HabitFieldName = values.kind === "check" ? "times" : "amount";
  const target = numberOf(values.kind === "check" ? values.times : values.amount);
  if (target === null) {
    const problem = values.kind === "check" ? `Enter how many times per ${per}` : `Enter the amount per ${per}`;
    return { problem, field: targetField };
  }
  if (Number.isNaN(target)) return { problem: "target must be a number", field: targetField };
  const daily = timeframe === "daily";
  let weekdays: number[] | null = null;
  let everyDays: number | null = null;
  if (daily && values.schedule === "weekdays") {
    if (values.weekdays.length === 0) return { problem: "Choose at least one day of the week", field: "schedule" };
    weekdays = values.weekdays;
  }
  if (daily && values.schedule === "every_n") {
    everyDays = numberOf(values.everyDays);
    if (everyDays === null) return { problem: "Enter every how many days", field: "schedule" };
  }
  const unit = values.kind === "amount" && values.unit.trim() ? values.unit.trim() : null;
  const body = { kind: values.kind, target, unit, direction: values.direction, weekdays, every_days: everyDays };
  const resolved = resolveHabitFields(body, undefined, timeframe);
  if (typeof resolved === "string") return { problem: resolved, field: fieldOfMessage(resolved, values.kind) };
  return { fields: resolved };
}

/** The fields of a PATCH that change `current` into `next` (none when nothing changed). */
export function habitChange(current: HabitFieldsLike, next: HabitFields): Partial<HabitFields> {
  const before = habitFieldsOf(current);
  const change: Partial<Record<keyof HabitFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof HabitFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) change[key] = next[key];
  }
  // A new kind names every field, so none of the old kind's is kept by the server's merge.
  return Object.keys(change).length > 0 && change.kind !== undefined ? next : (change as Partial<HabitFields>);
}
