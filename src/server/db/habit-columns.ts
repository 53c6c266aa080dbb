/**
 * A goal's habit fields (issue 29) as its columns hold them and back: one mapping for the goal
 * list, single goals, the export and the import. `weekdays` is stored as JSON text.
 */
import { type HabitFields, PROGRESS_HABIT } from "../../core/habit-fields.js";
import type { Direction, GoalKind } from "../../core/habit-rules.js";

export const habitColumns = ["goals.kind", "goals.target", "goals.unit", "goals.direction", "goals.weekdays", "goals.every_days"] as const;

export interface HabitRow {
  kind: string;
  target: number | null;
  unit: string | null;
  direction: string;
  weekdays: string | null;
  every_days: number | null;
}

export function habitOfRow(row: HabitRow): HabitFields {
  if (row.kind === "progress") return PROGRESS_HABIT;
  return {
    kind: row.kind as GoalKind,
    // PostgreSQL's double precision arrives as a number; a driver that sends text would not.
    target: row.target === null ? null : Number(row.target),
    unit: row.unit,
    direction: row.direction as Direction,
    weekdays: row.weekdays ? (JSON.parse(row.weekdays) as number[]) : null,
    every_days: row.every_days,
  };
}

export function habitToRow(f: HabitFields): HabitRow {
  return { ...f, weekdays: f.weekdays ? JSON.stringify(f.weekdays) : null };
}

/** An entry's amount as answered: present for amount goals' entries only. */
export function amountOf(amount: number | string | null | undefined): { amount?: number } {
  return amount === null || amount === undefined ? {} : { amount: Number(amount) };
}
