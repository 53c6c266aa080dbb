/**
 * A goal's facts, derived once (spec §4 and §3 Analytics summary): overall and period
 * progress, streak, latest entry, idle days, the 7-day spark, and what the analytics
 * panel and its CSV need (start day, pace, cadence, distinct entry days). Goal cards,
 * the analytics panel, the coach and the demo all read these figures from here, so a
 * screen can never disagree with another about what a goal's journal says.
 *
 * One pass over the journal: each entry's time is parsed once (fastEntryTime), its local
 * day computed once (LocalClock), and the journal sorted at most once (oldest-first and
 * strictly newest-first journals skip the sort). progress.ts's overallProgress and
 * periodProgress and streak.ts's computeStreak are named views of this function.
 */
import { clampProgress } from "./clamp-progress.js";
import { PROGRESS_MIN } from "./constants.js";
import { periodStart } from "./dates.js";
import type { EntryLike } from "./entries.js";
import { daysFromCivil, fastEntryTime } from "./analytics/fast-time.js";
import { createLocalClock, hourOfLocal, keyOfDay, MS_PER_DAY, weekdayOfDay, type LocalClock } from "./analytics/local-clock.js";
import { medianInPlace } from "./analytics/stats.js";
import { timeOrder } from "./analytics/time-order.js";
import { TIMEFRAMES, type Timeframe } from "./constants.js";
import { atRiskBack, runSpanBack, streakBack } from "./day-streak.js";
import { addHabitDay, type HabitDay, habitAtRisk, habitFacts, type HabitFacts, progressHabitFacts } from "./habit-facts.js";
import { entryValue, type GoalKind, type HabitGoal, type WeekStart } from "./habit-rules.js";
import { cadenceOf, habitStrength } from "./habit-strength.js";
import { PausedDays, type PauseRange } from "./pauses.js";
import type { ApiGoalFacts } from "./schemas.js";

export const SPARK_POINTS = 7;

/**
 * The consecutive-day run of entry days ending on the latest entry day up to today
 * ("YYYY-MM-DD" in the zone the facts were computed in). With the latest entry, it is all a
 * streak needs from a journal: GET /api/goals sends it with a bounded journal window, so
 * goalFacts on the window gives the streak of the whole journal (decision 020).
 */
export interface StreakRun {
  through: string;
  days: number;
}

/** The goal fields the facts read; API goals, demo goals and coach goals all fit. */
export interface FactsGoal<E extends EntryLike = EntryLike> extends HabitGoal {
  timeframe?: string;
  created_at?: string | null;
  journal?: readonly E[] | null;
  /**
   * Facts the server derived from the whole journal, when `journal` is only its latest entries. A
   * check or amount goal's habit figures cannot come from a window: with `streak_unit` given,
   * the server's figures stand (decision 046).
   */
  facts?: ({ streak_run?: StreakRun | null } & Partial<Omit<HabitFacts, "streak_unit">> & { streak_unit?: string }) | null;
  /** Paused day ranges (issue 17): the day rules read the goal as if those days did not exist. */
  pauses?: readonly PauseRange[] | null;
}

export interface FactsClock {
  now: Date;
  timeZone: string;
  /** The first day of a habit goal's week (the user's setting); Monday when not given. */
  weekStart?: WeekStart;
}

/** Activity tallies over all goals of a summary (weekday/hour window, active days). */
export interface Tally {
  today: number;
  activityFrom: number; // first day of the 90-day weekday/hour window
  dowCounts: number[];
  hourCounts: number[];
  /** Bit k set: some entry falls on day today − k (k < 7). */
  activeMask: number;
}

export interface GoalFacts<E extends EntryLike = EntryLike> {
  /** Overall progress (§4): the latest entry of the whole journal, clamped; 0 without one. */
  overall: number;
  /** Period progress (§4): the latest entry since the period start, else the latest overall. */
  period: number;
  /**
   * Consecutive local days with an entry, counting back from today (strict: no entry today → 0);
   * for check and amount goals, the streak of periods met (habit-facts.ts).
   */
  streak: number;
  /** The habit figures (issue 29): period value and target, streak unit, best streak, due today. */
  habit: HabitFacts;
  /** The latest dated entry (ties: the one given last); undefined with none. */
  latest: E | undefined;
  /** Entries with a valid date. */
  entries: number;
  /** Epoch ms of the latest entry; NaN with no dated entry. */
  lastTime: number;
  /**
   * Calendar days from the latest entry (or, with none, the goal's creation) to today,
   * at least 0; null when neither is known. What the coach calls idle.
   */
  idleDays: number | null;
  /** Today as a day number in the zone. */
  today: number;
  /** Day the goal began: its created day, or an earlier back-dated entry's; NaN if unknown. */
  startDay: number;
  /** Day of the latest entry up to today, else startDay; NaN if unknown (the panel's idle/stalled). */
  lastUpdateDay: number;
  /** % per day between the first and last entry up to today; null with fewer than 2. */
  pace: number | null;
  /** Median gap in days between consecutive distinct entry days; null with fewer than 2 days. */
  cadenceGap: number | null;
  /** Distinct entry days up to today, ascending (only `dayCount` slots are used). */
  days: Int32Array;
  dayCount: number;
  /** Progress as of the end of each of the last 7 days, oldest first; null before the first entry. */
  spark: (number | null)[];
  /** The run of entry days ending on the latest one up to today (with `goal.facts.streak_run`); null with none. */
  run: StreakRun | null;
  /**
   * Habit strength 0–100 (habit-strength.ts) over the days this journal holds: exact for a
   * whole journal; for a window, the server's `strength` is the figure (GET /api/goals).
   */
  strength: number;
  /** "N-day run ends tonight unless you log today": N when yesterday's streak is at risk, else null (a habit: its periods, habit.streak_unit). */
  atRisk: number | null;
}

/**
 * A goal's facts at `now` in `timeZone`. Pure: never reads the machine's clock or zone. `read`:
 * readJournal of the goal's journal, when the caller reads it for other figures as well.
 */
export function goalFacts<E extends EntryLike>(goal: FactsGoal<E>, clock: FactsClock, read?: JournalRead): GoalFacts<E> {
  return goalsFacts([goal], clock, read && [read])[0] as GoalFacts<E>;
}

/**
 * goalFacts of many goals at one `now` in one zone: one zone clock and one period start per
 * timeframe for all of them. The dashboard computes twenty cards' facts on every load and every
 * minute, and each zone clock or period start costs Intl calls (issue 16: the dashboard's main thread).
 */
export function goalsFacts<E extends EntryLike>(
  goals: readonly FactsGoal<E>[],
  { now, timeZone, weekStart }: FactsClock,
  reads?: readonly JournalRead[],
): GoalFacts<E>[] {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError(`Invalid date: ${String(now)}`);
  const clock = createLocalClock(timeZone);
  const today = clock.dayOf(nowMs);
  const periodStarts = new Map<string, number>();
  return goals.map((goal, index) => {
    const timeframe = goal.timeframe ?? "weekly";
    let periodFrom = periodStarts.get(timeframe);
    if (periodFrom === undefined) {
      periodFrom = periodStart(timeframe, now, timeZone).getTime();
      periodStarts.set(timeframe, periodFrom);
    }
    return factsOn(goal, { clock, today, periodFrom, weekStart, zone: timeZone }, reads?.[index]);
  });
}

/** The figures a goal card, the list's sort and the stats row read (web: CardFacts). */
export type ListedFacts<E extends EntryLike = EntryLike> = Pick<
  GoalFacts<E>,
  "overall" | "period" | "streak" | "habit" | "latest" | "strength" | "atRisk"
>;

/**
 * A listed goal's card figures read from the facts the server sent with it (GET /api/goals:
 * goal-window.ts apiGoalFigures, over the whole journal) instead of a walk over its journal: the
 * dashboard of 200 goals computed them all on every load (issue 30). They hold for the journal
 * they were sent with, on the day (`today`, in the zone `facts.time_zone` names) they were
 * computed: the caller knows both. goal-window.test.ts proves they equal goalFacts then.
 */
export function listedFacts<E extends EntryLike>(
  goal: FactsGoal<E> & { facts: ApiGoalFacts; strength?: number },
  today: number,
  weekStart?: WeekStart,
): ListedFacts<E> {
  const f = goal.facts;
  const progress = (goal.kind ?? "progress") === "progress";
  const habit: HabitFacts = progress
    ? { period_value: null, period_target: null, streak_unit: "day", streak: f.streak, best_streak: f.best_streak, due_today: f.due_today }
    : serverHabitFacts(goal, f);
  const paused = goal.pauses && goal.pauses.length > 0 ? new PausedDays(goal.pauses) : PausedDays.none;
  // The run the server sent ends on the latest entry day up to today: the only days atRisk asks about.
  const given = givenRun(goal, today);
  return {
    overall: f.overall,
    period: f.period,
    streak: f.streak,
    habit,
    latest: sentLatest(goal.journal ?? [], f.last_entry_at),
    strength: goal.strength ?? 0,
    atRisk: progress ? atRiskBack(today, () => entryDays(NO_DAYS, 0, given), paused) : habitAtRisk(goal, habit, today, weekStart),
  };
}

const NO_DAYS = new Int32Array(0);

/**
 * The latest entry as latestEntry reads it, found from the end by the time the server sent
 * (`last_entry_at`): a listed window is oldest first, so one entry is read, not every one.
 */
function sentLatest<E extends EntryLike>(journal: readonly E[], lastEntryAt: string | null): E | undefined {
  const last = lastEntryAt === null ? NaN : Date.parse(lastEntryAt);
  for (let i = journal.length - 1; i >= 0 && !Number.isNaN(last); i -= 1) {
    const t = fastEntryTime(journal[i] as E);
    if (t === last) return journal[i];
    if (t > last) break;
  }
  return latestEntry(journal);
}

/** Where a goal's facts are computed: one zone clock and one "today" for many goals. */
export interface FactsContext {
  clock: LocalClock;
  today: number;
  /** Epoch ms of the current period's start; NaN when no caller reads `period`. */
  periodFrom: number;
  /** Activity tallies to add this goal's entries to (the analytics summary). */
  tally?: Tally;
  weekStart?: WeekStart;
  /** The zone `clock` reads, when known: a kept walk (FactsPrefix) is resumed only in its own zone. */
  zone?: string;
}

/** The goal's creation instant, read as entries read theirs. */
export function createdMsOf(goal: { created_at?: string | null }): number {
  return fastEntryTime({ progress: 0, created_at: goal.created_at });
}

/** The day a goal began: its created day, or its earliest (back-dated) entry's; NaN if neither is known. */
export function startDayOf(clock: LocalClock, createdMs: number, earliestEntryMs: number): number {
  const startMs = Math.min(Number.isNaN(createdMs) ? Infinity : createdMs, Number.isNaN(earliestEntryMs) ? Infinity : earliestEntryMs);
  return Number.isFinite(startMs) ? clock.dayOf(startMs) : NaN;
}

/**
 * The latest dated entry (ties: the one given last), read exactly as goalFacts reads it;
 * for overallProgress, which needs no clock.
 */
export function latestEntry<E extends EntryLike>(journal: readonly E[]): E | undefined {
  const { times, order } = readJournal(journal);
  if (order === "asc") return lastDated(journal, times, journal.length - 1, -1);
  if (order === "desc") return lastDated(journal, times, 0, 1);
  return order.length > 0 ? journal[order[order.length - 1] as number] : undefined;
}

/** First dated entry walking from `from` by `step`: the latest in an already ordered journal. */
function lastDated<E>(journal: readonly E[], times: Float64Array, from: number, step: number): E | undefined {
  for (let i = from; i >= 0 && i < journal.length; i += step) if (!Number.isNaN(times[i])) return journal[i];
  return undefined;
}

/** Each entry's time and clamped progress, and the journal's time order (timeOrder). */
export interface JournalRead {
  times: Float64Array;
  progress: Float64Array;
  order: ReturnType<typeof timeOrder>;
  /** A walk over the journal's first entries, kept by the caller to resume from (FactsPrefix). */
  prefix?: FactsPrefix;
}

/**
 * Each entry's time and clamped progress, read once, and their time order: what every figure of
 * a journal starts from. GET /api/goals reads a goal's journal once for its facts, its window and
 * its strip (goal-window.ts), three parses of every entry before. `known`: readJournal of the
 * journal's first entries, which are not read again.
 */
export function readJournal(journal: readonly EntryLike[], known?: Pick<JournalRead, "times" | "progress">): JournalRead {
  const n = journal.length;
  const times = new Float64Array(n);
  const progress = new Float64Array(n);
  // `known`: the read of the journal's first entries (a server's kept history, decision 068), copied.
  const from = known ? Math.min(known.times.length, n) : 0;
  if (known && from > 0) {
    times.set(known.times.subarray(0, from));
    progress.set(known.progress.subarray(0, from));
  }
  for (let i = from; i < n; i += 1) {
    const entry = journal[i] as EntryLike;
    times[i] = fastEntryTime(entry);
    progress[i] = clampProgress(entry.progress);
  }
  return { times, progress, order: timeOrder(times) };
}

/**
 * What factsOn's walk over a journal in time order has gathered so far: the state of its one loop,
 * so a walk over a journal's first entries can be kept and resumed (FactsPrefix).
 */
interface Walk {
  /** Distinct entry days up to today in walk order (`dayCount` used), and whether they ascend. */
  days: Int32Array;
  dayCount: number;
  daysSorted: boolean;
  entries: number;
  latest: number;
  overall: number;
  period: number;
  lastTime: number;
  /** Earliest dated entry, future ones included. */
  firstMs: number;
  past: number;
  firstP: number;
  firstDay: number;
  lastP: number;
  lastDay: number;
  // Spark: the latest entry (in time order) on or before each spark day. "old" covers
  // entries on or before the first spark day; recent ones are tracked per spark day.
  oldP: number;
  oldPos: number;
  recentP: number[];
  recentPos: number[];
  /** A check or amount goal's check-ins per local day (habit-facts.ts); future ones included. */
  habitDays: HabitDay[] | null;
}

function newWalk(size: number, habit: boolean): Walk {
  return {
    days: new Int32Array(size),
    dayCount: 0,
    daysSorted: true,
    entries: 0,
    latest: -1,
    overall: PROGRESS_MIN,
    period: NaN,
    lastTime: NaN,
    firstMs: NaN,
    past: 0,
    firstP: 0,
    firstDay: 0,
    lastP: 0,
    lastDay: NaN,
    oldP: -1,
    oldPos: -1,
    recentP: [-1, -1, -1, -1, -1, -1, -1],
    recentPos: [-1, -1, -1, -1, -1, -1, -1],
    habitDays: habit ? [] : null,
  };
}

/** A copy of `w` to walk on from, its days in an array of `size` slots (w is left as it is). */
function copyWalk(w: Walk, size: number): Walk {
  const days = new Int32Array(Math.max(size, w.dayCount));
  days.set(w.days.subarray(0, w.dayCount));
  return {
    ...w,
    days,
    recentP: [...w.recentP],
    recentPos: [...w.recentPos],
    habitDays: w.habitDays && w.habitDays.map((d) => ({ ...d })),
  };
}

/**
 * factsOn's walk over the first `length` entries of a journal, kept by a caller that derives the
 * facts of that journal again and again with only entries after them changing (a server's kept
 * history, decision 073): the next factsOn resumes from it instead of walking those entries again,
 * so its cost follows the entries after them and the journal's days, not all its entries. Used only
 * for a journal in ascending time order, in the zone, on the day, with the period start and the
 * goal kind it was walked with (`key`); anything else walks the whole journal, as without it.
 */
export interface FactsPrefix {
  /** How many of the journal's first entries the walk covers (the caller's kept entries). */
  length: number;
  /** Filled by factsOn on first use, replaced when another zone, day, period or kind asks. */
  walked?: { key: string; walk: Walk };
}

/** goalFacts with a shared clock and tally: the analytics summary computes every goal in one zone. */
export function factsOn<E extends EntryLike>(goal: FactsGoal<E>, ctx: FactsContext, read?: JournalRead): GoalFacts<E> {
  const journal = goal.journal ?? [];
  const { today, periodFrom, tally } = ctx;
  const n = journal.length;
  // Every entry read once, in journal order (sequential access even when unsorted).
  const { times, progress, order } = read ?? readJournal(journal);
  const count = typeof order === "string" ? n : order.length;
  const kind = goal.kind ?? "progress";

  // A kept walk over the journal's first entries: resumed where it holds (FactsPrefix).
  const prefix = read?.prefix;
  let w: Walk | undefined;
  let from = 0;
  if (prefix && order === "asc" && !tally && ctx.zone !== undefined && prefix.length <= n) {
    const key = `${ctx.zone}|${today}|${periodFrom}|${kind}`;
    if (prefix.walked?.key !== key) {
      const kept = newWalk(prefix.length, kind !== "progress");
      walkEntries(kept, journal, times, progress, order, 0, prefix.length, ctx, kind);
      prefix.walked = { key, walk: kept };
    }
    w = copyWalk(prefix.walked.walk, count);
    from = prefix.length;
  }
  w ??= newWalk(count, kind !== "progress");
  walkEntries(w, journal, times, progress, order, from, count, ctx, kind);
  return factsOfWalk(goal, ctx, w);
}

/** factsOn's one loop: entries `from` to `to` of the journal's time order added to `w`. */
function walkEntries(
  w: Walk,
  journal: readonly EntryLike[],
  times: Float64Array,
  progress: Float64Array,
  order: JournalRead["order"],
  from: number,
  to: number,
  { clock, today, periodFrom, tally }: FactsContext,
  kind: GoalKind,
): void {
  const n = journal.length;
  const sparkFrom = today - (SPARK_POINTS - 1);
  const { days, recentP, recentPos, habitDays } = w;
  let { dayCount, daysSorted, entries, latest, overall, period, lastTime, firstMs, past, firstP, firstDay, lastP, lastDay, oldP, oldPos } =
    w;

  for (let k = from; k < to; k += 1) {
    const i = order === "asc" ? k : order === "desc" ? n - 1 - k : (order[k] as number);
    const t = times[i] as number;
    if (Number.isNaN(t)) continue;
    const p = progress[i] as number;
    entries += 1;
    latest = i;
    overall = p;
    if (t >= periodFrom) period = p;
    lastTime = t;
    if (Number.isNaN(firstMs)) firstMs = t;
    const local = clock.localMs(t);
    const day = Math.floor(local / MS_PER_DAY);
    if (habitDays) addHabitDay(habitDays, day, entryValue(kind, (journal[i] as EntryLike).amount));
    if (day > today) continue; // not happened yet as far as time-based figures go

    if (past === 0) {
      firstP = p;
      firstDay = day;
    }
    past += 1;
    lastP = p;
    lastDay = day;
    const prevDay = dayCount > 0 ? (days[dayCount - 1] as number) : NaN;
    if (day !== prevDay) {
      if (day < prevDay) daysSorted = false;
      days[dayCount] = day;
      dayCount += 1;
    }
    if (tally && day >= tally.activityFrom) {
      const wd = weekdayOfDay(day);
      tally.dowCounts[wd] = (tally.dowCounts[wd] ?? 0) + 1;
      const h = hourOfLocal(local);
      tally.hourCounts[h] = (tally.hourCounts[h] ?? 0) + 1;
      if (day > today - 7) tally.activeMask |= 1 << (today - day);
    }
    if (day <= sparkFrom) {
      oldP = p;
      oldPos = k;
    } else {
      for (let j = day - sparkFrom; j < SPARK_POINTS; j += 1) {
        recentP[j] = p;
        recentPos[j] = k;
      }
    }
  }
  Object.assign(w, {
    dayCount,
    daysSorted,
    entries,
    latest,
    overall,
    period,
    lastTime,
    firstMs,
    past,
    firstP,
    firstDay,
    lastP,
    lastDay,
    oldP,
    oldPos,
  });
}

/** The facts of a goal from factsOn's walk over its whole journal. */
function factsOfWalk<E extends EntryLike>(goal: FactsGoal<E>, ctx: FactsContext, w: Walk): GoalFacts<E> {
  const journal = goal.journal ?? [];
  const { clock, today } = ctx;
  const { days, daysSorted, entries, latest, overall, period, lastTime, firstMs, past, firstP, firstDay, lastP, lastDay, oldP, oldPos } = w;
  const { recentP, recentPos, habitDays } = w;
  let { dayCount } = w;

  let distinct = days.subarray(0, dayCount);
  if (!daysSorted) {
    // Only a fall-back DST switch across midnight can reorder local days; rare, so fix up.
    distinct = Int32Array.from(new Set(Array.from(distinct).sort((a, b) => a - b)));
    dayCount = distinct.length;
  }
  const gaps = new Float64Array(Math.max(0, dayCount - 1));
  for (let j = 1; j < dayCount; j += 1) gaps[j - 1] = (distinct[j] as number) - (distinct[j - 1] as number);

  const paused = goal.pauses && goal.pauses.length > 0 ? new PausedDays(goal.pauses) : PausedDays.none;
  const given = givenRun(goal, today);
  const dayStreak = streakBack(today, entryDays(distinct, dayCount, given), paused);
  const run = runBack(distinct, dayCount, given, paused);

  const createdMs = createdMsOf(goal);
  const startDay = startDayOf(clock, createdMs, firstMs);
  const sent = goal.facts;
  const habit = habitDays
    ? sent?.streak_unit !== undefined
      ? serverHabitFacts(goal, sent)
      : habitFacts(goal, habitDays, {
          today,
          startDay,
          anchorDay: Number.isNaN(createdMs) ? NaN : clock.dayOf(createdMs),
          weekStart: ctx.weekStart,
          paused,
        })
    : progressHabitFacts(goal, distinct, dayCount, today, dayStreak, paused);
  const streak = habit.streak;
  // "N-day run ends tonight" reads days; a habit's, its periods.
  const atRisk = habitDays
    ? habitAtRisk(goal, habit, today, ctx.weekStart)
    : atRiskBack(today, () => entryDays(distinct, dayCount, given), paused);
  const since = Number.isNaN(lastTime) ? createdMs : lastTime;
  const spark = recentP.map((rp, j) => {
    const pos = recentPos[j] as number;
    if (pos > oldPos) return rp;
    return oldPos >= 0 ? oldP : null;
  });

  return {
    overall,
    // Spec §4 literally: the last entry since the period start, else the last overall.
    period: Number.isNaN(period) ? overall : period,
    streak,
    habit,
    latest: latest >= 0 ? journal[latest] : undefined,
    entries,
    lastTime,
    idleDays: Number.isNaN(since) ? null : Math.max(0, today - clock.dayOf(since)),
    today,
    startDay,
    lastUpdateDay: past > 0 ? lastDay : startDay,
    pace: past >= 2 ? (lastP - firstP) / Math.max(1, lastDay - firstDay) : null,
    cadenceGap: gaps.length > 0 ? medianInPlace(gaps) : null,
    days: distinct,
    dayCount,
    spark,
    run,
    strength: habitStrength(
      { days: distinct, dayCount, today, startDay },
      goal.kind === "check" ? cadenceOf(goal) : timeframeOf(goal),
      paused,
    ),
    atRisk,
  };
}

/** A check or amount goal's habit figures as the server sent them beside a window. */
function serverHabitFacts(goal: FactsGoal, f: NonNullable<FactsGoal["facts"]>): HabitFacts {
  return {
    period_value: f.period_value ?? 0,
    period_target: f.period_target ?? goal.target ?? null,
    streak_unit: f.streak_unit as HabitFacts["streak_unit"],
    streak: f.streak ?? 0,
    best_streak: f.best_streak ?? 0,
    due_today: f.due_today ?? false,
  };
}

function timeframeOf(goal: FactsGoal): Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(goal.timeframe ?? "") ? (goal.timeframe as Timeframe) : "weekly";
}

/** Days [from, to] of a run given with the goal, clipped to today; null without one. */
function givenRun(goal: FactsGoal, today: number): { from: number; to: number } | null {
  const given = goal.facts?.streak_run;
  if (!given || !(given.days > 0)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given.through);
  if (!m) return null;
  const to = daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
  return { from: to - Math.floor(given.days) + 1, to: Math.min(to, today) };
}

/**
 * Whether a day holds an entry (a distinct day of the journal, or a day of the given run),
 * asked for days in descending order: one cursor walks the ascending days back.
 */
function entryDays(days: Int32Array, count: number, given: { from: number; to: number } | null) {
  let i = count - 1;
  return (day: number): boolean => {
    while (i >= 0 && (days[i] as number) > day) i -= 1;
    if (i >= 0 && days[i] === day) return true;
    return given !== null && day >= given.from && day <= given.to;
  };
}

/**
 * The run of entry days ending on the latest of them (days up to today only), as the calendar
 * days it spans: paused days inside it count in the span and are stepped over by the streak.
 */
function runBack(days: Int32Array, count: number, given: { from: number; to: number } | null, paused: PausedDays): StreakRun | null {
  const last = Math.max(count > 0 ? (days[count - 1] as number) : -Infinity, given && given.to >= given.from ? given.to : -Infinity);
  if (!Number.isFinite(last)) return null;
  return { through: keyOfDay(last), days: runSpanBack(last, entryDays(days, count, given), paused) };
}
