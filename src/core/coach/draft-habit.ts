/**
 * The habit kind a sentence names (issue 29), for the built-in coach's drafts: "gym 3 times a
 * week" → a check goal of 3 per week, "run 20 km a week" → an amount goal of 20 km, "at most 2
 * coffees a day" → an at-most amount goal, "meditate on weekdays" → a check goal due Monday to
 * Friday, "water the plants every 3 days" → a check goal every 3 days. Nothing for a sentence that
 * names none of these: the draft stays the spec's progress goal.
 */
import type { Timeframe } from "../constants.js";
import type { HabitFields } from "../habit-fields.js";
import { AMOUNT_TARGET_MAX, CHECK_TARGET_MAX, EVERY_DAYS_MAX, EVERY_DAYS_MIN, UNIT_MAX_LENGTH } from "../habit-rules.js";

const NUMBER_WORDS: Record<string, number> = {
  once: 1,
  twice: 2,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
const NUMBER = String.raw`(\d+(?:[.,]\d+)?|once|twice|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred)`;
const PER = String.raw`(?:a|per|each|every)\s+(?:day|week|month|year)`;
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const AT_MOST = new RegExp(
  String.raw`\b(?:at most|no more than|max(?:imum)?|up to|less than|fewer than|under)\s+${NUMBER}(?:\s+([a-z]+))?`,
  "i",
);
const TIMES = new RegExp(String.raw`\b${NUMBER}\s*(?:x|times?)?\s*(?:a|per|each|every)\s+(?:day|week|month|year)\b`, "i");
const TIMES_WORD = new RegExp(String.raw`\b${NUMBER}\s*(?:x|times)\b`, "i");
const AMOUNT = new RegExp(String.raw`\b${NUMBER}\s+([a-z][a-z-]*)\s+(?:of\s+[a-z]+\s+)?${PER}\b`, "i");
const EVERY_N = /\bevery\s+(\d+|other|two|three|four|five|six|seven|ten)\s+days?\b/i;
const WEEKDAYS = /\b(?:on weekdays|every weekday|weekdays only|monday to friday|mon-fri)\b/i;
const WEEKENDS = /\b(?:on weekends|every weekend|at weekends)\b/i;
const NAMED_DAYS = new RegExp(String.raw`\bon\s+((?:(?:${DAYS.join("|")})s?(?:\s*,\s*|\s+and\s+|\s+)?)+)`, "i");

/** Words that count occurrences, not an amount's unit. */
const NOT_UNITS = new Set([
  "x",
  "time",
  "times",
  "day",
  "days",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "session",
  "sessions",
]);

function numberOf(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? Number(text.replace(",", "."));
}

/** What a sentence names: habit fields, and the daily timeframe a schedule of days needs. */
export type DraftHabit = Partial<HabitFields> & { timeframe?: Timeframe };

/** The habit fields a sentence names, for a goal of `timeframe`; undefined when it names none. */
export function habitFromText(text: string, timeframe: Timeframe): DraftHabit | undefined {
  const at = AT_MOST.exec(text);
  if (at) {
    const target = numberOf(at[1] as string);
    const unit = at[2] && !NOT_UNITS.has(at[2].toLowerCase()) ? at[2].slice(0, UNIT_MAX_LENGTH) : null;
    if (!(target >= 0 && target <= AMOUNT_TARGET_MAX)) return undefined;
    if (unit) return { kind: "amount", target, unit, direction: "at_most" };
    if (Number.isInteger(target) && target <= CHECK_TARGET_MAX) return { kind: "check", target, direction: "at_most" };
    return undefined;
  }
  // Days of the week make it a daily goal due on them ("on weekends" reads as weekly otherwise).
  if (WEEKDAYS.test(text)) return { kind: "check", timeframe: "daily", weekdays: [1, 2, 3, 4, 5] };
  if (WEEKENDS.test(text)) return { kind: "check", timeframe: "daily", weekdays: [6, 7] };
  const named = TIMES.test(text) ? null : NAMED_DAYS.exec(text);
  if (named) {
    const days = DAYS.map((d, i) => (new RegExp(String.raw`\b${d}`, "i").test(named[1] as string) ? i + 1 : 0)).filter((d) => d > 0);
    if (days.length > 0) return { kind: "check", timeframe: "daily", weekdays: days };
  }
  if (timeframe === "daily") {
    const every = EVERY_N.exec(text);
    if (every) {
      const n = every[1]?.toLowerCase() === "other" ? 2 : numberOf(every[1] as string);
      if (Number.isInteger(n) && n >= EVERY_DAYS_MIN && n <= EVERY_DAYS_MAX) return { kind: "check", every_days: n };
    }
  }
  const amount = AMOUNT.exec(text);
  if (amount && !NOT_UNITS.has((amount[2] as string).toLowerCase())) {
    const target = numberOf(amount[1] as string);
    if (target > 0 && target <= AMOUNT_TARGET_MAX) return { kind: "amount", target, unit: (amount[2] as string).slice(0, UNIT_MAX_LENGTH) };
  }
  const times = TIMES.exec(text) ?? TIMES_WORD.exec(text);
  if (times) {
    const target = numberOf(times[1] as string);
    if (Number.isInteger(target) && target >= 1 && target <= CHECK_TARGET_MAX) return { kind: "check", target };
  }
  return undefined;
}
