/**
 * CSV export (spec §3 CSV export): RFC 4180 text plus a guard against spreadsheet
 * formula injection, since titles are user text and the file is meant for Excel/Sheets.
 */
import { categoryOf, prepareGoals } from "./analytics/prepare.js";
import type { AnalyticsGoal, AnalyticsOptions } from "./analytics/types.js";

export const ANALYTICS_CSV_HEADER = [
  "goal_id",
  "title",
  "category",
  "timeframe",
  "progress_period",
  "progress_overall",
  "streak",
  "public",
  "last_update",
] as const;

export const ANALYTICS_CSV_FILENAME = "progressvault-analytics.csv";

/** Leading characters a spreadsheet reads as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text of one cell. Text starting like a formula gets a leading ' so spreadsheets show it
 * as text; numbers are left alone (-5 is a number, not a formula). null/undefined and
 * non-finite numbers become empty cells.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString()) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(cells: readonly unknown[]): string {
  // A record of one empty field would be a blank line, which readers skip; quote it.
  if (cells.length === 1 && cellText(cells[0]) === "") return '""';
  return cells.map(field).join(",");
}

/** One record of toCsv's text, its CRLF included (a streamed file writes its records one by one). */
export const csvRecord = (cells: readonly unknown[]): string => `${line(cells)}\r\n`;

/** RFC 4180: CRLF after every record (the last included), fields quoted only when needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvRecord).join("");
}

/** One row per goal, in the order given. */
export function analyticsCsv(goals: readonly AnalyticsGoal[], opts: AnalyticsOptions): string {
  const { rows } = prepareGoals(goals, opts);
  return toCsv(
    ANALYTICS_CSV_HEADER,
    rows.map(({ goal, facts }) => [
      goal.id,
      goal.title,
      categoryOf(goal),
      goal.timeframe,
      facts.overall, // period progress equals overall progress (progress.ts periodProgress)
      facts.overall,
      facts.streak,
      goal.public ? "yes" : "no",
      Number.isNaN(facts.lastTime) ? "" : new Date(facts.lastTime).toISOString(),
    ]),
  );
}
