import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOfDay } from "./analytics/local-clock.js";
import { streakAtRisk, streakWithPauses } from "./day-streak.js";
import { PausedDays } from "./pauses.js";

const TODAY = 20_782; // 2026-11-25
const facts = (days: number[]) => {
  const sorted = [...new Set(days)].filter((d) => d <= TODAY).sort((a, b) => a - b);
  return { days: sorted, dayCount: sorted.length, today: TODAY };
};
const pausedOf = (ranges: [number, number][]) => new PausedDays(ranges.map(([a, b]) => ({ from: keyOfDay(a), to: keyOfDay(b) })));

/** The spec's rule written out on the open (not paused) days, from today back. */
function referenceStreak(days: number[], paused: PausedDays): number {
  const set = new Set(days);
  let n = 0;
  for (let d = TODAY; d > TODAY - 2000; d -= 1) {
    if (paused.has(d)) continue;
    if (!set.has(d)) return n;
    n += 1;
  }
  return n;
}

describe("streakWithPauses", () => {
  it("is the spec's streak when nothing is paused", () => {
    expect(streakWithPauses(facts([TODAY, TODAY - 1, TODAY - 2, TODAY - 4]))).toBe(3);
    expect(streakWithPauses(facts([TODAY - 1, TODAY - 2]))).toBe(0); // strict: nothing today
  });

  it("steps over a vacation: the days before it carry on the streak", () => {
    const days = [TODAY, TODAY - 1, TODAY - 9, TODAY - 10, TODAY - 11];
    expect(streakWithPauses(facts(days))).toBe(2);
    expect(streakWithPauses(facts(days), pausedOf([[TODAY - 8, TODAY - 2]]))).toBe(5);
  });

  it("does not count a check-in made on a paused day", () => {
    const days = [TODAY, TODAY - 1, TODAY - 2];
    expect(streakWithPauses(facts(days), pausedOf([[TODAY - 1, TODAY - 1]]))).toBe(2);
  });

  it("when today is paused, counts back from the last open day", () => {
    expect(streakWithPauses(facts([TODAY - 1, TODAY - 2]), pausedOf([[TODAY, TODAY + 3]]))).toBe(2);
  });

  it("equals the rule applied to the open days, for any journal and pauses", () => {
    const day = fc.integer({ min: TODAY - 60, max: TODAY + 3 });
    const range = fc.tuple(fc.integer({ min: TODAY - 60, max: TODAY + 2 }), fc.integer({ min: 0, max: 10 }));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), fc.array(range, { maxLength: 4 }), (days, ranges) => {
        const paused = pausedOf(ranges.map(([a, len]) => [a, a + len]));
        expect(streakWithPauses(facts(days), paused)).toBe(
          referenceStreak(
            days.filter((d) => d <= TODAY),
            paused,
          ),
        );
      }),
    );
  });
});

describe("streakAtRisk", () => {
  it("names yesterday's streak when today has no check-in yet", () => {
    expect(streakAtRisk(facts([TODAY - 1, TODAY - 2, TODAY - 3]))).toBe(3);
  });

  it("is null once today is logged, when the streak is already broken, or today is paused", () => {
    expect(streakAtRisk(facts([TODAY, TODAY - 1]))).toBeNull();
    expect(streakAtRisk(facts([TODAY - 2, TODAY - 3]))).toBeNull();
    expect(streakAtRisk(facts([TODAY - 1]), pausedOf([[TODAY, TODAY]]))).toBeNull();
    expect(streakAtRisk(facts([]))).toBeNull();
  });

  it("reads yesterday as the last open day: a pause in between keeps the streak at risk, not lost", () => {
    expect(streakAtRisk(facts([TODAY - 4, TODAY - 5]), pausedOf([[TODAY - 3, TODAY - 1]]))).toBe(2);
  });
});
