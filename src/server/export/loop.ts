/**
 * Reads Loop Habit Tracker's CSV export ("Loop Habits CSV <date>.zip": Habits.csv,
 * Checkmarks.csv, Scores.csv at its root) into the import document: one goal per habit, one
 * entry per day the habit was done. Three generations of the files are understood:
 *
 *   Habits.csv  Position,Name,Question,Description,NumRepetitions,Interval,Color
 *               … ,Color,Unit,Target Type,Target Value,Archived?
 *               Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?[,Tags]
 *   Checkmarks  Date,<habit name>,<habit name>,   (trailing comma; names written unquoted)
 *               values -1/0/1/2/3 in older versions, UNKNOWN/NO/YES_AUTO/YES_MANUAL/SKIP in
 *               newer ones; numerical habits give the amount (older versions: amount × 1000)
 *   Scores.csv  same columns, habit strength 0.0000–1.0000
 *
 * Ids are derived from the user, the habit name and the date, so importing the same export
 * again updates what the first import wrote instead of duplicating it.
 */
import { parse } from "csv-parse/sync";
import { v5 as uuidv5 } from "uuid";
import { DESCRIPTION_MAX_LENGTH, NOTE_MAX_LENGTH, TITLE_MAX_LENGTH, type Timeframe } from "../../core/constants.js";
import { badRequest } from "../errors.js";
import { headerHabits } from "./loop-header.js";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  IMPORT_MAX_ROWS,
  type ExportEntry,
  type ExportGoal,
  type ImportDocument,
  type LoopImportBody,
} from "../../core/export-schema.js";

const NAMESPACE = "6f1c3a52-7d0e-4c36-9a4e-0b8e3f5d2a17";
/**
 * Bounds of one Loop import (issue 19), each refused with a 400 before the work it would cost:
 * habits in Habits.csv; commas in one habit name (bounds the header matcher's walk per column,
 * loop-header.ts); days in Checkmarks.csv / Scores.csv (a century of days); and journal entries
 * the files would create (the JSON import's row bound). Columns are bounded by the habits
 * (loop-header.ts).
 */
const MAX_HABITS = 1000;
const MAX_NAME_COMMAS = 31;
export const LOOP_MAX_DAYS = 36_600;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface LoopHabit {
  name: string;
  question: string;
  description: string;
  numerator: number;
  denominator: number;
  numerical: boolean;
  unit: string;
  archived: boolean;
}

type Row = Record<string, string | undefined>;

function pick(row: Row, ...names: string[]): string {
  for (const n of names) {
    const v = row[n];
    if (v !== undefined) return v.trim();
  }
  return "";
}

function parseCsv(text: string, file: string, columns: boolean): unknown[] {
  try {
    return parse(text.replace(/^\uFEFF/, ""), {
      columns,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown[];
  } catch (err) {
    throw badRequest(`${file} is not valid CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function parseHabits(text: string): LoopHabit[] {
  const rows = parseCsv(text, "Habits.csv", true) as Row[];
  if (rows.length === 0) throw badRequest("Habits.csv lists no habits");
  if (!("Name" in rows[0]!)) throw badRequest("Habits.csv has no Name column: choose the Habits.csv of a Loop Habit Tracker export");
  if (rows.length > MAX_HABITS) throw badRequest(`Habits.csv lists more than ${MAX_HABITS} habits`);
  const hasType = "Type" in rows[0]!;
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const name = pick(row, "Name");
    if (!name) throw badRequest(`Habits.csv row ${i + 2} has no name`);
    if (seen.has(name)) throw badRequest(`Habits.csv lists "${name}" twice`);
    if (name.split(",").length > MAX_NAME_COMMAS + 1) {
      throw badRequest(`Habits.csv row ${i + 2}: a habit name may hold at most ${MAX_NAME_COMMAS} commas`);
    }
    seen.add(name);
    const numerator = Number(pick(row, "FrequencyNumerator", "NumRepetitions") || 1);
    const denominator = Number(pick(row, "FrequencyDenominator", "Interval") || 1);
    const unit = pick(row, "Unit");
    return {
      name,
      question: pick(row, "Question"),
      description: pick(row, "Description"),
      numerator: Number.isFinite(numerator) && numerator > 0 ? numerator : 1,
      denominator: Number.isFinite(denominator) && denominator > 0 ? denominator : 1,
      // Before the Type column, only numerical habits had a unit or a target.
      numerical: hasType ? pick(row, "Type") === "NUMERICAL" : Boolean(unit || pick(row, "Target Value")),
      unit,
      archived: pick(row, "Archived?").toLowerCase() === "true",
    };
  });
}

const DONE_NAMES = new Set(["YES_MANUAL"]);
const NOT_DONE_NAMES = new Set(["NO", "YES_AUTO", "UNKNOWN", "SKIP", ""]);

/** The amount done that day (1 for a yes/no habit), 0 when not done, undefined when unknown. */
export function checkmarkAmount(raw: string, habit: LoopHabit, modernValues: boolean): number | undefined {
  const value = raw.trim();
  if (DONE_NAMES.has(value)) return 1;
  if (NOT_DONE_NAMES.has(value)) return value === "NO" ? 0 : undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  if (habit.numerical) {
    if (n < 0) return undefined;
    return modernValues ? n : n / 1000;
  }
  if (n === 2) return 1; // YES_MANUAL
  if (n === 0) return 0; // NO
  return undefined; // YES_AUTO (1), UNKNOWN (-1), SKIP (3 or -3)
}

function timeframeOf(h: LoopHabit): Timeframe {
  if (h.denominator <= 1) return "daily";
  if (h.denominator <= 7) return "weekly";
  if (h.denominator <= 31) return "monthly";
  return "yearly";
}

function rowsByDate(text: string, file: string): Map<string, string[]> {
  const rows = parseCsv(text, file, false) as string[][];
  if (rows.length - 1 > LOOP_MAX_DAYS) throw badRequest(`${file} has more than ${LOOP_MAX_DAYS} days`);
  const byDate = new Map<string, string[]>();
  rows.slice(1).forEach((row, i) => {
    const date = (row[0] ?? "").trim();
    if (!DATE_RE.test(date) || Number.isNaN(Date.parse(date))) {
      throw badRequest(`${file} row ${i + 2}: "${date}" is not a date (YYYY-MM-DD)`);
    }
    byDate.set(date, row);
  });
  return byDate;
}

function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}

/** Each name's first position (a name listed twice reads its first column, as before). */
function firstIndexes(names: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  names.forEach((n, i) => {
    if (!out.has(n)) out.set(n, i);
  });
  return out;
}

/** Converts the files to an import document for this user. */
export function loopToDocument(body: LoopImportBody, userId: string, now: Date): ImportDocument {
  const habits = parseHabits(body.habits);
  const names = habits.map((h) => h.name);
  const modernValues = /(^|,)Type(,|$)/.test(firstLine(body.habits));
  const checkCols = headerHabits(firstLine(body.checkmarks), names, "Checkmarks.csv");
  const checks = rowsByDate(body.checkmarks, "Checkmarks.csv");
  const scoreCols = body.scores ? headerHabits(firstLine(body.scores), names, "Scores.csv") : [];
  const scores = body.scores ? rowsByDate(body.scores, "Scores.csv") : new Map<string, string[]>();
  const dates = [...checks.keys()].sort();
  const checkCol = firstIndexes(checkCols);
  const scoreCol = firstIndexes(scoreCols);

  const goals: ExportGoal[] = [];
  const entries: ExportEntry[] = [];
  for (const habit of habits) {
    const goalId = uuidv5(`loop-goal:${userId}:${habit.name}`, NAMESPACE);
    const col = (checkCol.get(habit.name) ?? -1) + 1;
    const scoreAt = (scoreCol.get(habit.name) ?? -1) + 1;
    // Loop's habit strength is an exponential average of the days done; used when the
    // export has no Scores.csv. A higher frequency forgets faster.
    const multiplier = 0.5 ** (Math.sqrt(habit.numerator / habit.denominator) / 13);
    let strength = 0;
    const done: ExportEntry[] = [];
    for (const date of col > 0 ? dates : []) {
      const amount = checkmarkAmount(checks.get(date)?.[col] ?? "", habit, modernValues);
      if (amount === undefined) continue;
      strength = strength * multiplier + (amount > 0 ? 1 : 0) * (1 - multiplier);
      if (amount <= 0) continue;
      if (entries.length + done.length >= IMPORT_MAX_ROWS) {
        throw badRequest(`These files would create more than ${IMPORT_MAX_ROWS} journal entries: import fewer habits or days at a time`);
      }
      const given = scoreAt > 0 ? Number(scores.get(date)?.[scoreAt]) : Number.NaN;
      const score = Number.isFinite(given) ? given : strength;
      // Noon UTC keeps the calendar day in every zone from UTC-11 to UTC+11; today's check
      // cannot be dated later than now.
      const noon = Date.parse(`${date}T12:00:00.000Z`);
      const note = habit.numerical ? `${Number(amount.toFixed(3))} ${habit.unit}`.trim() : "Done";
      done.push({
        id: uuidv5(`loop-entry:${userId}:${habit.name}:${date}`, NAMESPACE),
        goal_id: goalId,
        note: `${note} (Loop Habit Tracker)`.slice(0, NOTE_MAX_LENGTH),
        progress: Math.min(100, Math.max(0, Math.round(score * 100))),
        created_at: new Date(Math.min(noon, now.getTime())).toISOString(),
      });
    }
    const first = done[0]?.created_at ?? (dates[0] ? `${dates[0]}T12:00:00.000Z` : now.toISOString());
    const last = done.at(-1)?.created_at ?? first;
    goals.push({
      id: goalId,
      title: habit.name.slice(0, TITLE_MAX_LENGTH),
      description: [habit.question, habit.description].filter(Boolean).join("\n\n").slice(0, DESCRIPTION_MAX_LENGTH),
      motivation: "",
      category: "general",
      timeframe: timeframeOf(habit),
      public: false,
      slug: null,
      created_at: first,
      updated_at: last,
      // Issue 30: a habit archived in Loop is an archived goal (a goal you have keeps your choice: routes.ts).
      archived: habit.archived,
    });
    entries.push(...done);
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, groups: [], goals, entries, likes: [] };
}
