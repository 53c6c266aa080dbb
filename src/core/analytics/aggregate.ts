/** Summary figures computed from per-goal facts (spec §3 Analytics summary, §9 constants). */
import {
  ADHERENCE_CAP_PERCENT,
  ADHERENCE_MIN_GOAL_AGE_DAYS,
  ADHERENCE_WINDOW_DAYS,
  CADENCE_DAYS,
  FORECAST_MAX_DAYS,
  NEED_ATTENTION_IDLE_DAYS,
  NEED_ATTENTION_MAX,
  NEED_ATTENTION_MAX_PROGRESS,
  NEED_ATTENTION_MIN_AGE_DAYS,
  PROGRESS_MAX,
  TOP_GOALS,
} from "../constants.js";
import { SPARK_POINTS } from "../goal-facts.js";
import { cadenceKey, categoryOf, type GoalRow } from "./prepare.js";
import { mean, medianInPlace, round2, roundInt } from "./stats.js";
import { WEEKDAY_NAMES, type AdherenceByCadence, type GoalRef, type TopGoal, type WeekdayName } from "./types.js";

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const ref = ({ goal, facts }: GoalRow): GoalRef => ({ id: goal.id, title: goal.title, progress: facts.overall });

/** Overall progress descending, then title, then id (so the order never depends on input order). */
export function topGoals(rows: readonly GoalRow[]): TopGoal[] {
  return [...rows]
    .sort((a, b) => b.facts.overall - a.facts.overall || compareText(a.goal.title, b.goal.title) || compareText(a.goal.id, b.goal.id))
    .slice(0, TOP_GOALS)
    .map((row) => ({
      ...ref(row),
      streak: row.facts.streak,
      timeframe: row.goal.timeframe,
      category: categoryOf(row.goal),
    }));
}

/**
 * Average progress of the given goals as of the end of each spark day, rounded. Every point
 * averages the same goals: a goal created inside the window counts as 0 before it began, as it
 * does before its first entry. Averaging only the goals existing by each day made a goal added
 * at 0 % read as a fall (issue 28 item 4): only a goal whose progress went down lowers the line.
 */
export function sparkSeries(rows: readonly GoalRow[]): number[] {
  const points: number[] = [];
  for (let j = 0; j < SPARK_POINTS; j += 1) {
    let sum = 0;
    for (const { facts } of rows) sum += facts.spark[j] ?? 0; // no entry yet by that day counts as 0
    points.push(rows.length === 0 ? 0 : roundInt(sum / rows.length));
  }
  return points;
}

/** Goals with progress < 50, idle > 7 days and at least 14 days old; lowest progress first, at most 3. */
export function needAttention(rows: readonly GoalRow[], today: number): GoalRef[] {
  return rows
    .filter(
      ({ facts }) =>
        facts.overall < NEED_ATTENTION_MAX_PROGRESS &&
        today - facts.lastUpdateDay > NEED_ATTENTION_IDLE_DAYS &&
        today - facts.startDay >= NEED_ATTENTION_MIN_AGE_DAYS,
    )
    .sort(
      (a, b) =>
        a.facts.overall - b.facts.overall ||
        a.facts.lastUpdateDay - b.facts.lastUpdateDay || // longer idle first
        compareText(a.goal.title, b.goal.title) ||
        compareText(a.goal.id, b.goal.id),
    )
    .slice(0, NEED_ATTENTION_MAX)
    .map(ref);
}

/**
 * Percent of expected check-ins logged over the last min(14, age) days (today included),
 * capped at 120; null for goals younger than 3 days or of unknown age.
 */
export function adherenceOf({ facts }: GoalRow, cadenceDays: number, today: number): number | null {
  const age = today - facts.startDay;
  if (!(age >= ADHERENCE_MIN_GOAL_AGE_DAYS)) return null;
  const window = Math.min(ADHERENCE_WINDOW_DAYS, age);
  let logged = 0;
  for (let i = facts.dayCount - 1; i >= 0 && (facts.days[i] as number) > today - window; i -= 1) logged += 1;
  const expected = Math.max(1, window / cadenceDays);
  return Math.min(ADHERENCE_CAP_PERCENT, (logged / expected) * 100);
}

export function adherence(rows: readonly GoalRow[], today: number): { avg: number | null; byCadence: AdherenceByCadence } {
  const all: number[] = [];
  const by: Record<keyof AdherenceByCadence, number[]> = { daily: [], weekly: [], monthly: [], yearly: [] };
  for (const row of rows) {
    const key = cadenceKey(row.goal.timeframe);
    const value = adherenceOf(row, CADENCE_DAYS[key], today);
    if (value === null) continue;
    all.push(value);
    by[key].push(value);
  }
  const avg = (values: number[]) => (values.length === 0 ? null : roundInt(mean(values)));
  return {
    avg: avg(all),
    byCadence: { daily: avg(by.daily), weekly: avg(by.weekly), monthly: avg(by.monthly), yearly: avg(by.yearly) },
  };
}

export function paceStats(rows: readonly GoalRow[]): { median: number; avg: number } {
  const paces = rows.flatMap(({ facts }) => (facts.pace === null ? [] : [facts.pace]));
  if (paces.length === 0) return { median: 0, avg: 0 };
  return { avg: round2(mean(paces)), median: round2(medianInPlace(paces)) };
}

export function cadenceMedian(rows: readonly GoalRow[]): number | null {
  const gaps = rows.flatMap(({ facts }) => (facts.cadenceGap === null ? [] : [facts.cadenceGap]));
  return gaps.length === 0 ? null : round2(medianInPlace(gaps));
}

/** Median days to 100% over unfinished goals with positive pace, rounded up; null if none or ≥ 365. */
export function etaDays(rows: readonly GoalRow[]): number | null {
  const etas: number[] = [];
  for (const { facts } of rows) {
    if (facts.pace !== null && facts.pace > 0 && facts.overall < PROGRESS_MAX) {
      etas.push((PROGRESS_MAX - facts.overall) / facts.pace);
    }
  }
  if (etas.length === 0) return null;
  const days = Math.ceil(medianInPlace(etas));
  return days < FORECAST_MAX_DAYS ? days : null;
}

/** Weekday with the most entries (first on ties), and with the fewest (zero allowed). */
export function strongestWeakest(dowCounts: readonly number[]): { strongest: WeekdayName | null; weakest: WeekdayName | null } {
  let total = 0;
  let best = 0;
  let worst = 0;
  dowCounts.forEach((c, i) => {
    total += c;
    if (c > (dowCounts[best] ?? 0)) best = i;
    if (c < (dowCounts[worst] ?? 0)) worst = i;
  });
  if (total === 0) return { strongest: null, weakest: null };
  return { strongest: WEEKDAY_NAMES[best] ?? null, weakest: WEEKDAY_NAMES[worst] ?? null };
}
