import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOfDay } from "./analytics/local-clock.js";
import { TIMEFRAMES, type Timeframe } from "./constants.js";
import { cadenceOf, habitStrength, strengthMultiplier, strengthScore } from "./habit-strength.js";
import { PausedDays } from "./pauses.js";

const TODAY = 20_782; // 2026-11-25
const input = (days: number[], startDay = Math.min(TODAY, ...days)) => {
  const sorted = [...new Set(days)].filter((d) => d <= TODAY).sort((a, b) => a - b);
  return { days: sorted, dayCount: sorted.length, today: TODAY, startDay };
};
const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pausedOf = (ranges: [number, number][]) => new PausedDays(ranges.map(([a, b]) => ({ from: keyOfDay(a), to: keyOfDay(b) })));

describe("habitStrength", () => {
  it("uses Loop's smoothing factor: a daily score halves its distance in 13 days", () => {
    expect(strengthMultiplier(1) ** 13).toBeCloseTo(0.5, 12);
  });

  it("is 0 for a goal with no check-ins and near 100 after a long daily run", () => {
    expect(habitStrength(input([], TODAY - 30), "daily")).toBe(0);
    expect(habitStrength(input(run(TODAY - 99, TODAY)), "daily")).toBeGreaterThanOrEqual(99);
  });

  it("barely moves for one lapse after a long run, and drops with frequent lapses", () => {
    const long = run(TODAY - 100, TODAY - 2); // yesterday missed, today not yet logged
    const oneLapse = habitStrength(input(long), "daily");
    expect(oneLapse).toBeGreaterThanOrEqual(93);
    const everyOther = run(TODAY - 100, TODAY).filter((d) => (TODAY - d) % 2 === 1);
    expect(habitStrength(input(everyOther, TODAY - 100), "daily")).toBeLessThan(55);
  });

  it("does not count today against the user before it is over", () => {
    const days = run(TODAY - 40, TODAY - 1);
    expect(strengthScore(input(days), "daily")).toBeCloseTo(1 - strengthMultiplier(1) ** 40, 12);
    expect(strengthScore(input([...days, TODAY]), "daily")).toBeGreaterThan(strengthScore(input(days), "daily"));
  });

  it("reads a weekly goal by its cadence: one check-in a week is full strength", () => {
    const weekly = run(TODAY - 364, TODAY).filter((d) => (TODAY - d) % 7 === 3);
    expect(habitStrength(input(weekly, TODAY - 364), "weekly")).toBeGreaterThanOrEqual(95);
    expect(habitStrength(input(weekly, TODAY - 364), "daily")).toBeLessThan(20);
  });

  const timeframe = fc.constantFrom<Timeframe>(...TIMEFRAMES);
  const days = fc.array(fc.integer({ min: TODAY - 400, max: TODAY }), { maxLength: 120 });
  const ranges = fc.array(fc.tuple(fc.integer({ min: TODAY - 400, max: TODAY - 1 }), fc.integer({ min: 0, max: 40 })), {
    maxLength: 3,
  });

  it("is an integer from 0 to 100", () => {
    fc.assert(
      fc.property(days, timeframe, ranges, (ds, tf, rs) => {
        const s = habitStrength(input(ds, TODAY - 400), tf, pausedOf(rs.map(([a, l]) => [a, Math.min(TODAY - 1, a + l)])));
        expect(Number.isInteger(s) && s >= 0 && s <= 100).toBe(true);
      }),
    );
  });

  it("never goes down when a check-in is added", () => {
    fc.assert(
      fc.property(days, fc.integer({ min: TODAY - 400, max: TODAY }), timeframe, ranges, (ds, extra, tf, rs) => {
        const paused = pausedOf(rs.map(([a, l]) => [a, Math.min(TODAY - 1, a + l)]));
        const before = strengthScore(input(ds, TODAY - 400), tf, paused);
        const after = strengthScore(input([...ds, extra], TODAY - 400), tf, paused);
        expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      }),
    );
  });

  it("treats paused days as if they did not exist (the same score on the timeline without them)", () => {
    fc.assert(
      fc.property(days, timeframe, ranges, (ds, tf, rs) => {
        const paused = pausedOf(rs.map(([a, l]) => [a, Math.min(TODAY - 1, a + l)]));
        // The open days, renumbered consecutively so that today keeps its number.
        const open = run(TODAY - 400, TODAY).filter((d) => !paused.has(d));
        const renumber = new Map(open.map((d, i) => [d, TODAY - (open.length - 1 - i)]));
        const kept = ds.filter((d) => renumber.has(d)).map((d) => renumber.get(d) as number);
        const withPauses = strengthScore(input(ds, TODAY - 400), tf, paused);
        const without = strengthScore(input(kept, TODAY - (open.length - 1)), tf);
        expect(withPauses).toBeCloseTo(without, 12);
      }),
    );
  });
});

describe("habitStrength of a check goal (issue 29)", () => {
  it("follows the goal's own frequency: 3 times a week is full strength, once a week is not", () => {
    const thrice = run(TODAY - 300, TODAY).filter((d) => [0, 2, 4].includes((d + 3) % 7));
    const cadence = cadenceOf({ kind: "check", timeframe: "weekly", target: 3 });
    expect(cadence).toEqual({ checkIns: 3, period: 7 });
    expect(habitStrength(input(thrice, TODAY - 300), cadence)).toBeGreaterThanOrEqual(95);
    const once = run(TODAY - 300, TODAY).filter((d) => (d + 3) % 7 === 0);
    expect(habitStrength(input(once, TODAY - 300), cadence)).toBeLessThan(50);
    expect(habitStrength(input(once, TODAY - 300), "weekly")).toBeGreaterThanOrEqual(95);
  });

  it("reads weekdays and every N days as Loop's frequencies, and keeps at-most goals on their timeframe", () => {
    expect(cadenceOf({ kind: "check", timeframe: "daily", weekdays: [1, 2, 3, 4, 5] })).toEqual({ checkIns: 5, period: 7 });
    expect(cadenceOf({ kind: "check", timeframe: "daily", every_days: 3 })).toEqual({ checkIns: 1, period: 3 });
    expect(cadenceOf({ kind: "check", timeframe: "daily", target: 0, direction: "at_most" })).toEqual({ checkIns: 1, period: 1 });
    expect(cadenceOf({ kind: "check", timeframe: "daily", target: 4 })).toEqual({ checkIns: 1, period: 1 });
  });
});
