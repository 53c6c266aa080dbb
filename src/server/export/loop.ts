/**
 * Reads Loop Habit Tracker's CSV export ("Loop Habits CSV <date>.zip": Habits.csv, the combined
 * Checkmarks.csv and Scores.csv at its root, a folder per habit; loop-zip.ts) into the import
 * document (issue 29 item 6): yes/no habits become check goals with their frequency, numerical
 * habits amount goals with their unit, target and at-least / at-most type (loop-schedule.ts),
 * each day done an entry (with its amount), each run of skipped days a pause, and the day's
 * note (only the per-habit "NNN Name/Checkmarks.csv", Date,Value,Notes, has it) the entry's note.
 * Three generations of the files are understood:
 *
 *   Habits.csv  Position,Name,Question,Description,NumRepetitions,Interval,Color
 *               … ,Color,Unit,Target Type,Target Value,Archived?   (Target Type 0 at least, 1 at most)
 *               Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?[,Tags]
 *   Checkmarks  Date,<habit name>,<habit name>,   (trailing comma; names written unquoted)
 *               values -1/0/1/2/3 (UNKNOWN/NO/YES_AUTO/YES_MANUAL/SKIP), named in the per-habit
 *               files of newer versions; a numerical habit's day is the amount × 1000 as an
 *               integer in every generation (Loop stores it so; Entry.formattedValue writes it)
 *   Scores.csv  same columns, habit strength 0.0000–1.0000: not needed, strength is computed here
 *
 * Ids are derived from the user, the habit name and the date, so importing the same export
 * again updates what the first import wrote instead of duplicating it.
 */
import { parse } from "csv-parse/sync";
import { v5 as uuidv5 } from "uuid";
import { DESCRIPTION_MAX_LENGTH, NOTE_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../core/constants.js";
import { MS_PER_DAY } from "../../core/analytics/local-clock.js";
import { derivedProgress, entryValue, habitRules, periodOfDay, roundAmount, UNIT_MAX_LENGTH } from "../../core/habit-rules.js";
import { dayOfIsoDate, PAUSE_MAX_DAYS } from "../../core/pauses.js";
import { PAUSES_PER_GOAL_MAX } from "../db/goal-pauses.js";
import { badRequest } from "../errors.js";
import { headerHabits } from "./loop-header.js";
import { amountSchedule, checkSchedule } from "./loop-schedule.js";
import { readLoopZip } from "./loop-zip.js";
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
 * loop-header.ts); days in Checkmarks.csv (a century of days); and journal entries the files
 * would create (the JSON import's row bound). Columns are bounded by the habits
 * (loop-header.ts); a ZIP by its entries and unpacked size (loop-zip.ts).
 */
const MAX_HABITS = 1000;
const MAX_NAME_COMMAS = 31;
export const LOOP_MAX_DAYS = 36_600;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface LoopHabit {
  position: number;
  name: string;
  question: string;
  description: string;
  numerator: number;
  denominator: number;
  numerical: boolean;
  unit: string;
  atMost: boolean;
  targetValue: number;
  archived: boolean;
}

/** A run of days Loop marked skipped, as a pause of the habit's goal (ids of the file, like the goals'). */
export interface LoopPause {
  id: string;
  goal_id: string;
  from: string;
  to: string;
}

/** Something a habit did not carry over exactly, for the import's summary. */
export interface LoopNote {
  habit: string;
  note: string;
}

export interface LoopConversion {
  doc: ImportDocument;
  pauses: LoopPause[];
  notes: LoopNote[];
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
    const whole = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : 1);
    const unit = pick(row, "Unit");
    const targetText = pick(row, "Target Value");
    const target = Number(targetText);
    const targetType = pick(row, "Target Type").toUpperCase();
    const position = Number(pick(row, "Position"));
    return {
      position: Number.isInteger(position) && position > 0 ? position : i + 1,
      name,
      question: pick(row, "Question"),
      description: pick(row, "Description"),
      numerator: whole(pick(row, "FrequencyNumerator", "NumRepetitions")),
      denominator: whole(pick(row, "FrequencyDenominator", "Interval")),
      // Before the Type column, only numerical habits had a unit or a target.
      numerical: hasType ? pick(row, "Type") === "NUMERICAL" : Boolean(unit || targetText),
      unit: unit.slice(0, UNIT_MAX_LENGTH).trim(),
      // Target Type: AT_LEAST / AT_MOST by name; 0 / 1 in the generation before names.
      atMost: targetType === "AT_MOST" || targetType === "1",
      targetValue: Number.isFinite(target) && target >= 0 ? target : 0,
      archived: pick(row, "Archived?").toLowerCase() === "true",
    };
  });
}

/** What Loop recorded for a habit on a day. */
export type LoopDay = { done: false } | { done: true; amount: number } | { skip: true; done: false };

const UNKNOWN_DAY: LoopDay = { done: false };
const SKIP_DAY: LoopDay = { skip: true, done: false };

/**
 * A day's value: YES_MANUAL (2) done; SKIP (3) skipped; NO (0), YES_AUTO (1), UNKNOWN (-1)
 * neither. A numerical habit's value is the amount × 1000, written as an integer by every
 * generation of Loop's exporter (a value with decimals, never written by Loop, is read as the amount).
 */
export function loopDay(raw: string, habit: Pick<LoopHabit, "numerical">): LoopDay {
  const value = raw.trim();
  if (value === "SKIP") return SKIP_DAY;
  if (value === "YES_MANUAL" && !habit.numerical) return { done: true, amount: 1 };
  const n = value === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return UNKNOWN_DAY;
  if (habit.numerical) {
    if (n <= 0) return UNKNOWN_DAY;
    const amount = roundAmount(Number.isInteger(n) ? n / 1000 : n);
    return amount > 0 ? { done: true, amount } : UNKNOWN_DAY;
  }
  if (n === 2) return { done: true, amount: 1 };
  if (n === 3) return SKIP_DAY;
  return UNKNOWN_DAY;
}

function rowsByDate(text: string, file: string): Map<string, string[]> {
  const rows = parseCsv(text, file, false) as string[][];
  if (rows.length - 1 > LOOP_MAX_DAYS) throw badRequest(`${file} has more than ${LOOP_MAX_DAYS} days`);
  const byDate = new Map<string, string[]>();
  rows.slice(1).forEach((row, i) => {
    const date = (row[0] ?? "").trim();
    if (!DATE_RE.test(date) || Number.isNaN(dayOfIsoDate(date))) {
      throw badRequest(`${file} row ${i + 2}: "${date}" is not a date (YYYY-MM-DD)`);
    }
    byDate.set(date, row);
  });
  return byDate;
}

/** A habit's own Checkmarks.csv (Date,Value,Notes): each day's note, by date. */
function notesByDate(text: string | undefined, file: string): Map<string, string> {
  const notes = new Map<string, string>();
  if (text === undefined) return notes;
  for (const [date, row] of rowsByDate(text, file)) {
    const note = (row[2] ?? "").trim();
    if (note) notes.set(date, note);
  }
  return notes;
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

const isoOfDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Runs of consecutive days as pauses of at most PAUSE_MAX_DAYS days, oldest first. */
function pauseRanges(days: readonly number[]): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  for (const day of days) {
    const last = out.at(-1);
    if (last && day === last.to + 1 && day - last.from < PAUSE_MAX_DAYS) last.to = day;
    else out.push({ from: day, to: day });
  }
  return out;
}

/** The files of the body: the ZIP's, or the CSV texts sent. */
function filesOf(body: LoopImportBody) {
  if (body.zip !== undefined) return readLoopZip(body.zip);
  return { habits: body.habits ?? "", checkmarks: body.checkmarks ?? "", habitCheckmarks: new Map<number, string>() };
}

/** Converts the files to an import document for this user, with the pauses and what to tell them. */
export function loopToDocument(body: LoopImportBody, userId: string, now: Date): LoopConversion {
  const files = filesOf(body);
  const habits = parseHabits(files.habits);
  const names = habits.map((h) => h.name);
  const checkCols = headerHabits(firstLine(files.checkmarks), names, "Checkmarks.csv");
  const checks = rowsByDate(files.checkmarks, "Checkmarks.csv");
  const dates = [...checks.keys()].sort();
  const checkCol = firstIndexes(checkCols);

  const goals: ExportGoal[] = [];
  const entries: ExportEntry[] = [];
  const pauses: LoopPause[] = [];
  const notes: LoopNote[] = [];
  for (const habit of habits) {
    const goalId = uuidv5(`loop-goal:${userId}:${habit.name}`, NAMESPACE);
    const col = (checkCol.get(habit.name) ?? -1) + 1;
    const folder = String(habit.position).padStart(3, "0");
    const dayNotes = notesByDate(files.habitCheckmarks.get(habit.position), `${folder} ${habit.name}/Checkmarks.csv`);
    const schedule = habit.numerical
      ? amountSchedule(habit.denominator, habit.targetValue, habit.unit, habit.atMost)
      : checkSchedule(habit.numerator, habit.denominator);
    if (schedule.nearest) notes.push({ habit: habit.name, note: schedule.nearest });
    const goalFields = habit.numerical
      ? {
          kind: "amount" as const,
          target: schedule.target,
          unit: habit.unit || null,
          direction: habit.atMost ? ("at_most" as const) : ("at_least" as const),
          weekdays: null,
          every_days: null,
        }
      : {
          kind: "check" as const,
          target: schedule.target,
          unit: null,
          direction: "at_least" as const,
          weekdays: null,
          every_days: schedule.every_days,
        };
    const rules = habitRules({ ...goalFields, timeframe: schedule.timeframe });

    const done: ExportEntry[] = [];
    const skipped: number[] = [];
    // Each entry's progress: the share of its period's target reached with it (as a check-in's is;
    // the goal's figures are computed from the days, not from this).
    let period = Number.NaN;
    let periodValue = 0;
    for (const date of col > 0 ? dates : []) {
      const day = loopDay(checks.get(date)?.[col] ?? "", habit);
      const dayNumber = dayOfIsoDate(date);
      if ("skip" in day) {
        skipped.push(dayNumber);
        continue;
      }
      if (!day.done) continue;
      if (entries.length + done.length >= IMPORT_MAX_ROWS) {
        throw badRequest(`These files would create more than ${IMPORT_MAX_ROWS} journal entries: import fewer habits or days at a time`);
      }
      const span = periodOfDay(rules.timeframe, dayNumber);
      if (span.from !== period) {
        period = span.from;
        periodValue = 0;
      }
      periodValue = roundAmount(periodValue + entryValue(rules.kind, day.amount));
      // Noon UTC keeps the calendar day in every zone from UTC-11 to UTC+11; today's check
      // cannot be dated later than now.
      const noon = Date.parse(`${date}T12:00:00.000Z`);
      const said = habit.numerical ? `${day.amount} ${habit.unit}`.trim() : "Done";
      const note = dayNotes.get(date) ?? `${said} (Loop Habit Tracker)`;
      done.push({
        id: uuidv5(`loop-entry:${userId}:${habit.name}:${date}`, NAMESPACE),
        goal_id: goalId,
        note: note.slice(0, NOTE_MAX_LENGTH),
        progress: derivedProgress(rules, periodValue),
        created_at: new Date(Math.min(noon, now.getTime())).toISOString(),
        ...(habit.numerical ? { amount: day.amount } : {}),
      });
    }
    const ranges = pauseRanges(skipped);
    const kept = ranges.slice(-PAUSES_PER_GOAL_MAX);
    if (kept.length < ranges.length) {
      notes.push({
        habit: habit.name,
        note: `${ranges.length - kept.length} earlier runs of skipped days were not kept: a goal has at most ${PAUSES_PER_GOAL_MAX} pauses`,
      });
    }
    for (const r of kept) {
      const from = isoOfDay(r.from);
      const to = isoOfDay(r.to);
      pauses.push({ id: uuidv5(`loop-pause:${userId}:${habit.name}:${from}:${to}`, NAMESPACE), goal_id: goalId, from, to });
    }
    const first = done[0]?.created_at ?? (dates[0] ? `${dates[0]}T12:00:00.000Z` : now.toISOString());
    const last = done.at(-1)?.created_at ?? first;
    goals.push({
      id: goalId,
      title: habit.name.slice(0, TITLE_MAX_LENGTH),
      description: [habit.question, habit.description].filter(Boolean).join("\n\n").slice(0, DESCRIPTION_MAX_LENGTH),
      motivation: "",
      category: "general",
      timeframe: schedule.timeframe,
      public: false,
      slug: null,
      created_at: first,
      updated_at: last,
      ...goalFields,
      // Issue 30: a habit archived in Loop is an archived goal (a goal you have keeps your choice: routes.ts).
      archived: habit.archived,
    });
    entries.push(...done);
  }
  return { doc: { format: EXPORT_FORMAT, version: EXPORT_VERSION, groups: [], goals, entries, likes: [] }, pauses, notes };
}
