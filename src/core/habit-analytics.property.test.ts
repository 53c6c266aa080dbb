/**
 * The habit analytics over generated histories, kinds, schedules, pauses, zones and ranges: periods
 * met never exceed periods due, and an amount goal's totals (without pauses or a schedule, which
 * leave some days' check-ins out by rule) equal the sum of its check-ins on the walked periods' days.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLocalClock, keyOfDay } from "./analytics/local-clock.js";
import { dayOfIsoDate } from "./pauses.js";
import { computeHabitAnalytics, habitRange, type HabitAnalyticsGoal } from "./habit-analytics.js";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 1, 5, 50); // around New York's fall-back change
const ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Pacific/Auckland"];

const history = fc.record({
  zone: fc.constantFrom(...ZONES),
  weekStart: fc.constantFrom<"monday" | "sunday">("monday", "sunday"),
  kind: fc.constantFrom<"check" | "amount">("check", "amount"),
  timeframe: fc.constantFrom<"daily" | "weekly" | "monthly" | "yearly">("daily", "weekly", "monthly", "yearly"),
  direction: fc.constantFrom<"at_least" | "at_most">("at_least", "at_most"),
  target: fc.integer({ min: 0, max: 5 }),
  schedule: fc.oneof(
    fc.constant({}),
    fc.record({ weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }) }),
    fc.record({ every_days: fc.integer({ min: 2, max: 9 }) }),
  ),
  createdAgo: fc.integer({ min: 0, max: 500 }),
  entries: fc.array(
    fc.record({ ago: fc.integer({ min: -3 * DAY, max: 500 * DAY }), amount: fc.integer({ min: 0, max: 9999 }).map((n) => n / 1000) }),
    { maxLength: 60 },
  ),
  pauses: fc.array(fc.record({ ago: fc.integer({ min: 0, max: 400 }), length: fc.integer({ min: 0, max: 20 }) }), { maxLength: 3 }),
  rangeEndAgo: fc.integer({ min: -10, max: 400 }),
  rangeDays: fc.integer({ min: 1, max: 366 }),
});

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

function build(h: History, withExtras: boolean) {
  const today = createLocalClock(h.zone).dayOf(NOW);
  const goal: HabitAnalyticsGoal = {
    id: "g",
    title: "Habit",
    kind: h.kind,
    timeframe: h.timeframe,
    direction: h.direction,
    target: h.kind === "check" ? Math.max(1, h.target) : h.target || 1,
    ...(withExtras && h.timeframe === "daily" ? h.schedule : {}),
    created_at: new Date(NOW - h.createdAgo * DAY).toISOString(),
    journal: h.entries.map((e) => ({ progress: 0, amount: e.amount, created_at: new Date(NOW - e.ago).toISOString() })),
    pauses: withExtras ? h.pauses.map((p) => ({ from: keyOfDay(today - p.ago - p.length), to: keyOfDay(today - p.ago) })) : [],
  };
  const asked = habitRange(
    { to: keyOfDay(today - h.rangeEndAgo), from: keyOfDay(today - h.rangeEndAgo - h.rangeDays + 1) },
    keyOfDay(today),
  );
  if ("error" in asked) throw new Error(asked.error);
  const result = computeHabitAnalytics([goal], { now: new Date(NOW), timeZone: h.zone, weekStart: h.weekStart, range: asked });
  return { goal, today, row: result.habits[0]! };
}

describe("habit analytics over generated histories", () => {
  it("periods met never exceed periods due, and due periods are met or not as their value says", () => {
    fc.assert(
      fc.property(history, (h) => {
        const { row } = build(h, true);
        expect(row.periods_met).toBeLessThanOrEqual(row.periods_due);
        expect(row.periods_due).toBeLessThanOrEqual(row.periods.length);
        expect(row.best_streak).toBeLessThanOrEqual(row.periods_met);
        expect(row.periods.filter((p) => p.met).every((p) => p.due)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("an amount goal's totals equal the sum of its check-ins on the periods' days up to today", () => {
    fc.assert(
      fc.property(history, (h) => {
        const { goal, today, row } = build({ ...h, kind: "amount" }, false);
        const clock = createLocalClock(h.zone);
        const first = row.periods[0];
        const last = row.periods.at(-1);
        let sum = 0;
        if (first && last) {
          const [from, to] = [dayOfIsoDate(first.start), Math.min(today, dayOfIsoDate(last.end))];
          for (const e of goal.journal ?? []) {
            const day = clock.dayOf(Date.parse(e.created_at as string));
            if (day >= from && day <= to) sum += e.amount ?? 0;
          }
        }
        expect(row.total).toBeCloseTo(sum, 6);
        expect(row.total).toBeCloseTo(
          row.periods.reduce((s, p) => s + p.value, 0),
          6,
        );
      }),
      { numRuns: 300 },
    );
  });
});
