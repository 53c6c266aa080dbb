/**
 * The analytics panel's habits (issue 29): each check or amount goal's periods over a range of
 * days, walked with the streak rules of habit-facts.ts (walkHabitPeriods), so the panel, its
 * downloads, the demo and the MCP tool never disagree with the goal's card about a period.
 *
 * A habit's periods are whole periods (a week starts on the user's week start) from the one
 * holding the range's first day to the one holding its last, never before the goal's first
 * period nor after the current one. A period is due when it is met or missed (habit-facts.ts's
 * verdicts): the open period of an at-least goal, a partly paused one not met and the goal's
 * first one not met are not falls, so they are not due either. Kept apart from the spec's
 * summary (analytics.ts), whose fields and CSV columns are fixed.
 */
import { fastEntryTime } from "./analytics/fast-time.js";
import { createLocalClock, keyOfDay, type LocalClock } from "./analytics/local-clock.js";
import { toCsv } from "./csv.js";
import { createdMsOf, type FactsGoal, startDayOf } from "./goal-facts.js";
import { addHabitDay, type HabitDay, walkHabitPeriods } from "./habit-facts.js";
import { entryValue, habitRules, roundAmount, type WeekStart } from "./habit-rules.js";
import { dayOfIsoDate, PausedDays } from "./pauses.js";

/** Without from/to: the last 12 weeks up to today. */
export const HABIT_RANGE_DEFAULT_DAYS = 84;
/** The longest range, in days (both ends counted). */
export const HABIT_RANGE_MAX_DAYS = 366;

/** The goal fields the habit analytics read; API goals and demo goals both fit. */
export interface HabitAnalyticsGoal extends FactsGoal {
  id: string;
  title: string;
  unit?: string | null;
  archived?: boolean | null;
}

export interface HabitRange {
  from: string;
  to: string;
}

export interface HabitPeriodRow {
  start: string;
  end: string;
  /** Done count (check) or amount total (amount) of the period's counted days. */
  value: number;
  target: number;
  met: boolean;
  /** Some of its days were paused. */
  paused: boolean;
  /** Met or missed: it counts in `periods_due`. */
  due: boolean;
}

export interface HabitRow {
  id: string;
  title: string;
  kind: "check" | "amount";
  timeframe: "daily" | "weekly" | "monthly" | "yearly";
  direction: "at_least" | "at_most";
  target: number;
  /** An amount goal's unit; null for a check goal. */
  unit: string | null;
  periods_met: number;
  periods_due: number;
  /** The periods' values summed: check-ins done (check) or the amount (amount). */
  total: number;
  /** The longest run of periods met inside the range. */
  best_streak: number;
  periods: HabitPeriodRow[];
}

export interface HabitAnalytics extends HabitRange {
  habits: HabitRow[];
}

export interface HabitAnalyticsOptions {
  now: Date;
  timeZone: string;
  weekStart?: WeekStart;
  range: HabitRange;
}

/**
 * The range asked (YYYY-MM-DD, both optional), with its defaults (to: today; from: 12 weeks
 * back from `to`), or why it cannot be one (the API's 400 text).
 */
export function habitRange(asked: { from?: string | undefined; to?: string | undefined }, today: string): HabitRange | { error: string } {
  const to = asked.to ?? today;
  const toDay = dayOfIsoDate(to);
  if (Number.isNaN(toDay)) return { error: "to must be a date (YYYY-MM-DD)" };
  const from = asked.from ?? keyOfDay(toDay - HABIT_RANGE_DEFAULT_DAYS + 1);
  const fromDay = dayOfIsoDate(from);
  if (Number.isNaN(fromDay)) return { error: "from must be a date (YYYY-MM-DD)" };
  if (fromDay > toDay) return { error: "from must not be after to" };
  if (toDay - fromDay + 1 > HABIT_RANGE_MAX_DAYS) return { error: `The range must be at most ${HABIT_RANGE_MAX_DAYS} days` };
  return { from, to };
}

/** The habits (check and amount goals, not archived) of `goals`, in their order, over the range. */
export function computeHabitAnalytics(goals: readonly HabitAnalyticsGoal[], opts: HabitAnalyticsOptions): HabitAnalytics {
  const clock = createLocalClock(opts.timeZone);
  const today = clock.dayOf(opts.now.getTime());
  const range = { from: dayOfIsoDate(opts.range.from), to: dayOfIsoDate(opts.range.to) };
  // Every habit's periods fall within the range's few hundred days: each day's key is made once
  // (keyOfDay was most of the time: 200 daily habits over 366 days are 146,000 keys).
  const keys = new Map<number, string>();
  const keyOf = (day: number) => {
    let key = keys.get(day);
    if (key === undefined) keys.set(day, (key = keyOfDay(day)));
    return key;
  };
  return {
    ...opts.range,
    habits: goals
      .filter((g) => !g.archived && habitRules(g).kind !== "progress")
      .map((goal) => habitRow(goal, clock, keyOf, { today, weekStart: opts.weekStart, range })),
  };
}

function habitRow(
  goal: HabitAnalyticsGoal,
  clock: LocalClock,
  keyOf: (day: number) => string,
  ctx: { today: number; weekStart: WeekStart | undefined; range: { from: number; to: number } },
): HabitRow {
  const rules = habitRules(goal);
  const days: HabitDay[] = [];
  let earliest = NaN;
  for (const e of goal.journal ?? []) {
    const t = fastEntryTime(e);
    if (Number.isNaN(t)) continue;
    if (!(t >= earliest)) earliest = t;
    addHabitDay(days, clock.dayOf(t), entryValue(rules.kind, e.amount));
  }
  const createdMs = createdMsOf(goal);
  const dayCtx = {
    ...ctx,
    startDay: startDayOf(clock, createdMs, earliest),
    anchorDay: Number.isNaN(createdMs) ? NaN : clock.dayOf(createdMs),
    paused: goal.pauses && goal.pauses.length > 0 ? new PausedDays(goal.pauses) : PausedDays.none,
  };
  const periods: HabitPeriodRow[] = [];
  let met = 0;
  let due = 0;
  let total = 0;
  let run = 0;
  let best = 0;
  walkHabitPeriods(
    rules,
    days,
    dayCtx,
    (p) => {
      const isMet = p.verdict === "met";
      const isDue = isMet || p.verdict === "missed";
      if (isMet) {
        met += 1;
        run += 1;
        best = Math.max(best, run);
      } else if (p.verdict === "missed") run = 0;
      if (isDue) due += 1;
      total += p.value;
      periods.push({
        start: keyOf(p.from),
        end: keyOf(p.to),
        value: p.value,
        target: rules.target,
        met: isMet,
        paused: p.pausedDays > 0,
        due: isDue,
      });
    },
    ctx.range,
  );
  return {
    id: goal.id,
    title: goal.title,
    kind: rules.kind as HabitRow["kind"],
    timeframe: rules.timeframe,
    direction: rules.direction,
    target: rules.target,
    unit: rules.kind === "amount" ? (goal.unit ?? null) : null,
    periods_met: met,
    periods_due: due,
    total: roundAmount(total),
    best_streak: best,
    periods,
  };
}

export const HABIT_CSV_HEADER = [
  "goal_id",
  "title",
  "kind",
  "unit",
  "period_start",
  "period_end",
  "value",
  "target",
  "met",
  "paused",
  "due",
] as const;
export const HABIT_CSV_FILENAME = "progressvault-habits.csv";
export const HABIT_JSON_FILENAME = "progressvault-habits.json";

/** One row per period of every habit: the panel's CSV download (the demo's too). */
export function habitCsv(analytics: HabitAnalytics): string {
  const yesNo = (b: boolean) => (b ? "yes" : "no");
  return toCsv(
    HABIT_CSV_HEADER,
    analytics.habits.flatMap((h) =>
      h.periods.map((p) => [
        h.id,
        h.title,
        h.kind,
        h.unit ?? "",
        p.start,
        p.end,
        p.value,
        p.target,
        yesNo(p.met),
        yesNo(p.paused),
        yesNo(p.due),
      ]),
    ),
  );
}
