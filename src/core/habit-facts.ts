/**
 * A habit goal's facts (issue 29): the current period's value against its target, the streak of
 * periods met, the best streak, and whether the goal is still due today. goal-facts.ts adds them to
 * every goal's facts; for the spec's progress goals they are the day rules it already had.
 *
 * Everything starts from the goal's check-ins aggregated per local day (HabitDay: the count and the
 * amount sum of a day). Aggregates of disjoint parts of a journal merge into the aggregates of the
 * whole (mergeHabitDays), so a caller holding old days and new check-ins apart gets the same facts
 * as one reading the whole journal (habit-facts.property.test.ts).
 *
 * Streak rules, for check and amount goals:
 * - the unit is the goal's period; a daily goal with weekdays or every N days counts its due days
 *   only (the others neither count nor break);
 * - a closed period counts when met and breaks the run when not;
 * - the current period counts once met, and an at-least period does not break the run while it is
 *   still open; an at-most period over its limit cannot recover, so it breaks at once;
 * - paused days neither count nor break: their check-ins are left out, a period wholly paused is
 *   stepped over, and a partly paused period that is not met is stepped over too;
 * - the period holding the goal's first day is stepped over when not met (a new goal is not a fall,
 *   decision 039); periods before it do not exist.
 */
import {
  roundAmount,
  type HabitGoal,
  habitRules,
  type HabitRules,
  isDueDay,
  periodOfDay,
  streakUnitOf,
  type StreakUnit,
  targetMet,
  type WeekStart,
} from "./habit-rules.js";
import { PausedDays } from "./pauses.js";

/** One local day's check-ins: how many, and their amounts' sum. */
export interface HabitDay {
  day: number;
  count: number;
  amount: number;
}

export interface HabitFacts {
  /** Done count (check) or amount (amount) so far in the current period; null for progress goals. */
  period_value: number | null;
  /** The period's target (times or amount); null for progress goals. */
  period_target: number | null;
  streak_unit: StreakUnit;
  streak: number;
  best_streak: number;
  /** Due today and not yet met (see habitFacts for progress goals). */
  due_today: boolean;
}

/** Where the facts are read: today, the goal's first day and the day its schedule counts from. */
export interface HabitDayContext {
  today: number;
  /** The goal's first day (its created day, or an earlier back-dated check-in's); NaN if unknown. */
  startDay: number;
  /** The day an every-N-days schedule counts from (the created day); NaN: startDay. */
  anchorDay?: number;
  weekStart?: WeekStart;
  paused?: PausedDays;
}

/**
 * A check or amount goal's "N-day (-week, -month) run ends tonight unless you log today": its
 * streak when today is the last day of the open period, due and not yet met; else null.
 */
export function habitAtRisk(goal: HabitGoal, facts: HabitFacts, today: number, weekStart: WeekStart = "monday"): number | null {
  if (!facts.due_today || facts.streak <= 0) return null;
  return periodOfDay(habitRules(goal).timeframe, today, weekStart).to === today ? facts.streak : null;
}

/** Adds one check-in to ascending day aggregates (a new day is inserted in order). */
export function addHabitDay(days: HabitDay[], day: number, amount: number): void {
  let i = days.length - 1;
  while (i >= 0 && (days[i] as HabitDay).day > day) i -= 1;
  const at = days[i];
  if (at && at.day === day) {
    at.count += 1;
    at.amount = roundAmount(at.amount + amount);
  } else {
    days.splice(i + 1, 0, { day, count: 1, amount: roundAmount(amount) });
  }
}

/** The day aggregates of two disjoint parts of a journal, as one ascending list. */
export function mergeHabitDays(a: readonly HabitDay[], b: readonly HabitDay[]): HabitDay[] {
  const out: HabitDay[] = a.map((d) => ({ ...d }));
  for (const d of b) {
    const i = out.findIndex((x) => x.day >= d.day);
    const at = i >= 0 ? out[i] : undefined;
    if (at && at.day === d.day) {
      at.count += d.count;
      at.amount = roundAmount(at.amount + d.amount);
    } else if (i < 0) out.push({ ...d });
    else out.splice(i, 0, { ...d });
  }
  return out;
}

/**
 * The longest run of consecutive non-paused days with a check-in (paused days stepped over), over
 * ascending distinct days (`count` of them) up to today: the spec's day streak at its best.
 */
export function bestDayRun(days: ArrayLike<number>, count: number, today: number, paused: PausedDays = PausedDays.none): number {
  let best = 0;
  let run = 0;
  let prev = NaN;
  for (let k = 0; k < count; k += 1) {
    const day = days[k] as number;
    if (day > today) break;
    if (paused.has(day)) continue;
    // Consecutive when every day between the previous one and this one is paused.
    const gap = day - prev - 1;
    run = gap >= 0 && paused.countIn(prev + 1, day - 1) === gap ? run + 1 : 1;
    prev = day;
    if (run > best) best = run;
  }
  return best;
}

/**
 * A goal's habit facts from its day aggregates (ascending, any days; days after today are left
 * out). For a progress goal: `streak_unit` "day", `best_streak` the longest run of consecutive
 * check-in days (the spec's streak at its best), `due_today` true for a daily goal without a
 * check-in today, and no period value or target. `spec` gives the progress goal's streak as
 * goal-facts.ts reads it (the spec's rule), which the progress kind keeps.
 */
export function habitFacts(goal: HabitGoal, days: readonly HabitDay[], ctx: HabitDayContext, specStreak = 0): HabitFacts {
  const rules = habitRules(goal);
  const paused = ctx.paused ?? PausedDays.none;
  if (rules.kind === "progress") {
    const numbers = days.map((d) => d.day);
    return progressHabitFacts(goal, numbers, numbers.length, ctx.today, specStreak, paused);
  }
  return { ...periodRuns(rules, days, ctx, paused), period_target: rules.target, streak_unit: streakUnitOf(goal) };
}

/** habitFacts of a progress goal from its ascending distinct check-in days (GoalFacts.days). */
export function progressHabitFacts(
  goal: HabitGoal,
  days: ArrayLike<number>,
  count: number,
  today: number,
  specStreak: number,
  paused: PausedDays = PausedDays.none,
): HabitFacts {
  let last = NaN;
  for (let k = count - 1; k >= 0; k -= 1) {
    if ((days[k] as number) <= today) {
      last = days[k] as number;
      break;
    }
  }
  return {
    period_value: null,
    period_target: null,
    streak_unit: "day",
    streak: specStreak,
    best_streak: Math.max(specStreak, bestDayRun(days, count, today, paused)),
    due_today: habitRules(goal).timeframe === "daily" && !paused.has(today) && last !== today,
  };
}

/**
 * How one period counts (the streak rules above): `met`; `missed` (breaks a run); `skipped` (not a
 * due day of the schedule, or wholly paused); `pending` (not met but not a fall: the open period
 * of an at-least goal, a partly paused one, the goal's first one).
 */
export type PeriodVerdict = "met" | "missed" | "skipped" | "pending";

/** One period as the walker reads it; days are day numbers, `value` the done count or amount. */
export interface WalkedPeriod {
  from: number;
  to: number;
  value: number;
  pausedDays: number;
  /** The period holding today. */
  open: boolean;
  verdict: PeriodVerdict;
}

/**
 * Walks a check or amount goal's periods, oldest first, from its first period (or the one holding
 * `range.from`, if later) to the current one (or the one holding `range.to`, if earlier). The one
 * walker of the streak rules: the facts (periodRuns) and the analytics (habit-analytics.ts) read it.
 */
export function walkHabitPeriods(
  rules: HabitRules,
  days: readonly HabitDay[],
  ctx: HabitDayContext,
  visit: (period: WalkedPeriod) => void,
  range?: { from: number; to: number },
): void {
  const { today } = ctx;
  const paused = ctx.paused ?? PausedDays.none;
  const weekStart = ctx.weekStart ?? "monday";
  const anchor = anchorOf(ctx);
  const scheduled = isScheduled(rules);
  const value = (d: HabitDay) => (rules.kind === "amount" ? d.amount : d.count);
  const current = periodOfDay(rules.timeframe, today, weekStart);
  const first = Number.isFinite(ctx.startDay) && ctx.startDay <= today ? periodOfDay(rules.timeframe, ctx.startDay, weekStart) : current;
  const start = range ? Math.max(first.from, periodOf(rules, range.from, weekStart)) : first.from;
  const end = range ? Math.min(current.from, periodOf(rules, range.to, weekStart)) : current.from;

  let i = 0;
  for (let from = start; from <= end;) {
    const { to } = periodOfDay(rules.timeframe, from, weekStart);
    let sum = 0;
    while (i < days.length && (days[i] as HabitDay).day < from) i += 1;
    for (; i < days.length && (days[i] as HabitDay).day <= to; i += 1) {
      const d = days[i] as HabitDay;
      if (d.day > today || paused.has(d.day)) continue;
      if (scheduled && !isDueDay(rules, d.day, anchor)) continue;
      sum += value(d);
    }
    sum = roundAmount(sum);
    const open = from === current.from;
    const pausedDays = paused.isEmpty ? 0 : paused.countIn(from, to);
    let verdict: PeriodVerdict;
    if ((scheduled && !isDueDay(rules, from, anchor)) || pausedDays === to - from + 1) verdict = "skipped";
    else if (targetMet(rules, sum)) verdict = "met";
    else if (!(open && rules.direction === "at_least") && pausedDays === 0 && from !== first.from) verdict = "missed";
    else verdict = "pending";
    visit({ from, to, value: sum, pausedDays, open, verdict });
    from = to + 1;
  }
}

const periodOf = (rules: HabitRules, day: number, weekStart: WeekStart) => periodOfDay(rules.timeframe, day, weekStart).from;
/** The day an every-N-days schedule counts from: the created day, else the goal's first day. */
const anchorOf = (ctx: HabitDayContext) => (Number.isFinite(ctx.anchorDay) ? (ctx.anchorDay as number) : ctx.startDay);
/** A daily goal due on some days only (weekdays or every N days). */
const isScheduled = (rules: HabitRules) => rules.weekdays !== null || rules.everyDays !== null;

/** Walks the goal's periods from its first to the current one: the runs and the current value. */
function periodRuns(rules: HabitRules, days: readonly HabitDay[], ctx: HabitDayContext, paused: PausedDays) {
  const { today } = ctx;
  const anchor = anchorOf(ctx);
  let run = 0;
  let best = 0;
  let currentValue = 0;
  walkHabitPeriods(rules, days, { ...ctx, paused }, (p) => {
    if (p.open) currentValue = p.value;
    if (p.verdict === "met") {
      run += 1;
      if (run > best) best = run;
    } else if (p.verdict === "missed") run = 0;
  });
  const todayDue = !paused.has(today) && (!isScheduled(rules) || isDueDay(rules, today, anchor));
  return {
    period_value: currentValue,
    streak: run,
    best_streak: best,
    due_today: rules.direction === "at_least" && todayDue && !targetMet(rules, currentValue),
  };
}
