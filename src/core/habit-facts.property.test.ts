/**
 * Habit facts (issue 29) against a plain reference written from the words: local days
 * straight from Intl, periods from calendar dates, each period judged on its own and the runs
 * counted afterwards. Generated histories, kinds, schedules, directions, week starts, pauses and
 * zones, with `now` around DST changes. Also: the facts from day aggregates of any two disjoint
 * parts of a journal, merged, equal the facts from the whole journal (what a server holding old
 * days apart from new check-ins computes), and the journal's order does not matter.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween, dayKey } from "./dates.js";
import { goalFacts } from "./goal-facts.js";
import { addHabitDay, habitFacts, type HabitDay, mergeHabitDays } from "./habit-facts.js";
import type { Direction, GoalKind, WeekStart } from "./habit-rules.js";
import { PausedDays } from "./pauses.js";

const DAY = 86_400_000;
/** Instants a day or two around DST changes (and one far from any), so `now` and entries cross them. */
const NOWS = [
  Date.UTC(2026, 2, 29, 1, 30), // Europe/Berlin springs forward
  Date.UTC(2026, 9, 25, 0, 45), // Europe/Berlin falls back
  Date.UTC(2026, 2, 8, 7, 10), // America/New_York springs forward
  Date.UTC(2026, 10, 1, 5, 50), // America/New_York falls back
  Date.UTC(2026, 3, 5, 14, 0), // Pacific/Auckland falls back
  Date.UTC(2027, 0, 1, 3, 0),
  Date.UTC(2028, 1, 29, 23, 30),
];
const ZONES = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Asia/Kolkata", "UTC", "America/St_Johns"];

const intlKey = (ms: number, zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
const dayNo = (key: string) => daysBetween("1970-01-01", key);
const keyOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

interface Scenario {
  now: number;
  zone: string;
  weekStart: WeekStart;
  goal: {
    kind: Exclude<GoalKind, "progress">;
    timeframe: "daily" | "weekly" | "monthly" | "yearly";
    target: number;
    direction: Direction;
    weekdays: number[] | null;
    every_days: number | null;
    created_at: string;
  };
  journal: { progress: number; created_at: string; amount: number | null }[];
  pauses: { from: string; to: string }[];
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    now: fc.tuple(fc.constantFrom(...NOWS), fc.integer({ min: -2 * DAY, max: 2 * DAY })).map(([t, d]) => t + d),
    zone: fc.constantFrom(...ZONES),
    weekStart: fc.constantFrom<WeekStart>("monday", "sunday"),
    kind: fc.constantFrom<"check" | "amount">("check", "amount"),
    timeframe: fc.constantFrom<Scenario["goal"]["timeframe"]>("daily", "daily", "weekly", "monthly", "yearly"),
    direction: fc.constantFrom<Direction>("at_least", "at_least", "at_most"),
    schedule: fc.oneof(
      fc.constant({ weekdays: null, every_days: null }),
      fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }).map((w) => ({ weekdays: w, every_days: null })),
      fc.integer({ min: 2, max: 9 }).map((n) => ({ weekdays: null, every_days: n })),
    ),
    targetSmall: fc.integer({ min: 0, max: 4 }),
    createdBack: fc.integer({ min: 0, max: 120 * DAY }),
    pauseSpans: fc.array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 20 })), { maxLength: 2 }),
  })
  .chain((s) => {
    const time = fc.integer({ min: s.now - 130 * DAY, max: s.now + DAY });
    const amount = fc.integer({ min: 0, max: 4000 }).map((n) => n / 1000);
    return fc.record({
      base: fc.constant(s),
      journal: fc.array(
        fc.record({
          progress: fc.integer({ min: 0, max: 100 }),
          created_at: time.map((t) => new Date(t).toISOString()),
          amount: s.kind === "amount" ? amount : fc.constant(null),
        }),
        { maxLength: 40 },
      ),
    });
  })
  .map(({ base: s, journal }) => {
    const daily = s.timeframe === "daily";
    const atMost = s.direction === "at_most";
    const target =
      s.kind === "check" ? Math.max(atMost ? 0 : 1, s.targetSmall) : s.targetSmall === 0 && !atMost ? 1.5 : s.targetSmall * 1.25;
    const todayN = dayNo(intlKey(s.now, s.zone));
    return {
      now: s.now,
      zone: s.zone,
      weekStart: s.weekStart,
      goal: {
        kind: s.kind,
        timeframe: s.timeframe,
        target,
        direction: s.direction,
        weekdays: daily ? s.schedule.weekdays : null,
        every_days: daily ? s.schedule.every_days : null,
        created_at: new Date(s.now - s.createdBack).toISOString(),
      },
      journal,
      pauses: s.pauseSpans.map(([back, len]) => ({ from: keyOf(todayN - back), to: keyOf(todayN - back + len) })),
    };
  });

/** The period (first day's key) holding a day, from calendar dates alone. */
function periodKey(timeframe: string, key: string, weekStart: WeekStart): string {
  if (timeframe === "daily") return key;
  if (timeframe === "monthly") return `${key.slice(0, 7)}-01`;
  if (timeframe === "yearly") return `${key.slice(0, 4)}-01-01`;
  const weekday = new Date(`${key}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const back = weekStart === "sunday" ? weekday : (weekday + 6) % 7;
  return keyOf(dayNo(key) - back);
}

/** The rules, read literally, day by day over the whole history. */
function reference(s: Scenario) {
  const { goal, zone } = s;
  const today = dayNo(intlKey(s.now, zone));
  const created = dayNo(intlKey(Date.parse(goal.created_at), zone));
  const entries = s.journal.map((e) => ({
    day: dayNo(intlKey(Date.parse(e.created_at), zone)),
    value: goal.kind === "amount" ? (e.amount ?? 0) : 1,
  }));
  const start = Math.min(created, ...entries.map((e) => e.day));
  const paused = (d: number) => s.pauses.some((p) => d >= dayNo(p.from) && d <= dayNo(p.to));
  const due = (d: number) => {
    if (goal.weekdays) return goal.weekdays.includes(((new Date(d * DAY).getUTCDay() + 6) % 7) + 1);
    if (goal.every_days) return (((d - created) % goal.every_days) + goal.every_days) % goal.every_days === 0;
    return true;
  };
  const met = (v: number) => (goal.direction === "at_most" ? v <= goal.target + 1e-9 : v >= goal.target - 1e-9);
  // Every day from the first day of the first period through the end of today's period, grouped.
  const periods = new Map<string, { days: number[]; value: number }>();
  const firstPeriod = periodKey(goal.timeframe, keyOf(Math.min(start, today)), s.weekStart);
  const currentPeriod = periodKey(goal.timeframe, keyOf(today), s.weekStart);
  for (let d = dayNo(firstPeriod); periodKey(goal.timeframe, keyOf(d), s.weekStart) <= currentPeriod; d += 1) {
    const key = periodKey(goal.timeframe, keyOf(d), s.weekStart);
    const p = periods.get(key) ?? { days: [], value: 0 };
    p.days.push(d);
    periods.set(key, p);
  }
  for (const e of entries) {
    if (e.day > today || paused(e.day) || !due(e.day)) continue;
    const p = periods.get(periodKey(goal.timeframe, keyOf(e.day), s.weekStart));
    if (p) p.value += e.value;
  }
  const statuses: ("met" | "broken" | "skip")[] = [];
  for (const [key, p] of periods) {
    const isOpen = key === currentPeriod;
    const anyPaused = p.days.some(paused);
    const allPaused = p.days.every(paused);
    const dueDay = goal.weekdays || goal.every_days ? due(p.days[0] as number) : true;
    if (!dueDay || allPaused) statuses.push("skip");
    else if (met(p.value)) statuses.push("met");
    else if (key === firstPeriod || anyPaused || (isOpen && goal.direction === "at_least")) statuses.push("skip");
    else statuses.push("broken");
  }
  let best = 0;
  let run = 0;
  for (const st of statuses) {
    if (st === "met") best = Math.max(best, (run += 1));
    if (st === "broken") run = 0;
  }
  const currentValue = periods.get(currentPeriod)?.value ?? 0;
  const todayDue = !paused(today) && due(today);
  return {
    period_value: Math.round(currentValue * 1000) / 1000,
    period_target: goal.target,
    streak: run,
    best_streak: best,
    due_today: goal.direction === "at_least" && todayDue && !met(currentValue),
  };
}

describe("habit facts", () => {
  it("equal the issue's rules derived from the whole history, in any zone and across DST changes", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const f = goalFacts(
          { ...s.goal, journal: s.journal, pauses: s.pauses },
          { now: new Date(s.now), timeZone: s.zone, weekStart: s.weekStart },
        );
        const { streak_unit: unit, ...habit } = f.habit;
        expect(habit).toEqual(reference(s));
        expect(unit).toBe({ daily: "day", weekly: "week", monthly: "month", yearly: "year" }[s.goal.timeframe]);
        expect(f.streak).toBe(habit.streak);
      }),
      { numRuns: 600 },
    );
  });

  it("from merged day aggregates of any two parts of the journal equal those of the whole, in any order", () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (s, split) => {
        const clock = { now: new Date(s.now), timeZone: s.zone, weekStart: s.weekStart };
        const whole = goalFacts({ ...s.goal, journal: s.journal, pauses: s.pauses }, clock).habit;
        const reversed = goalFacts({ ...s.goal, journal: [...s.journal].reverse(), pauses: s.pauses }, clock).habit;
        expect(reversed).toEqual(whole);
        const parts: [HabitDay[], HabitDay[]] = [[], []];
        s.journal.forEach((e, i) => {
          addHabitDay(parts[split[i] ? 1 : 0], dayNo(dayKey(e.created_at, s.zone)), s.goal.kind === "amount" ? (e.amount ?? 0) : 1);
        });
        const today = dayNo(intlKey(s.now, s.zone));
        const created = dayNo(intlKey(Date.parse(s.goal.created_at), s.zone));
        const first = Math.min(created, ...s.journal.map((e) => dayNo(intlKey(Date.parse(e.created_at), s.zone))));
        const merged = habitFacts(s.goal, mergeHabitDays(parts[0], parts[1]), {
          today,
          startDay: first,
          anchorDay: created,
          weekStart: s.weekStart,
          paused: new PausedDays(s.pauses),
        });
        expect(merged).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });
});
