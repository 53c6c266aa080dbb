/**
 * The nudge rules (issue 32) on goalFacts at a frozen Thursday evening, 2026-11-26 20:30 UTC: a run
 * of 3 that ends tonight nudges and one of 2 does not; a check-in today, a pause or a weekly progress
 * goal (not due) keeps it quiet; a weekly habit's run is at risk only on its week's last day; an
 * amount goal behind its line and a check goal out of days nudge, an on-pace or at-most one does not.
 */
import { describe, expect, it } from "vitest";
import { goalFacts } from "./goal-facts.js";
import { behindPaceNudge, streakAtRiskNudge, type NudgeGoal } from "./nudges.js";

const NOW = new Date("2026-11-26T20:30:00.000Z");
const clock = { now: NOW, timeZone: "UTC" };
const at = (d: number) => `2026-11-${String(d).padStart(2, "0")}T10:00:00.000Z`;
const journal = (days: number[], amount?: number) =>
  days.map((d, i) => ({ id: `e${i}`, progress: 10, created_at: at(d), ...(amount === undefined ? {} : { amount }) }));

function facts(goal: NudgeGoal & { timeframe: string }, days: number[], amount?: number, now = NOW) {
  return goalFacts({ ...goal, created_at: at(1), journal: journal(days, amount) }, { ...clock, now });
}

describe("streak at risk", () => {
  const daily = { title: "Read", kind: "progress", timeframe: "daily" } as const;
  it("nudges a run of 3 or more that ends tonight, with its unit", () => {
    expect(streakAtRiskNudge(daily, facts(daily, [23, 24, 25]))).toEqual({
      nudge: "streak_at_risk",
      title: "Read",
      body: "Your 3-day streak ends tonight unless you log today.",
    });
  });
  it("stays quiet for a shorter run, a check-in today, a pause today, and a goal not due today", () => {
    expect(streakAtRiskNudge(daily, facts(daily, [24, 25]))).toBeNull();
    expect(streakAtRiskNudge(daily, facts(daily, [23, 24, 25, 26]))).toBeNull();
    const paused = { ...daily, pauses: [{ id: "p", from: "2026-11-26", to: "2026-11-26" }] };
    expect(streakAtRiskNudge(paused, goalFacts({ ...paused, created_at: at(1), journal: journal([23, 24, 25]) }, clock))).toBeNull();
    const weekly = { ...daily, timeframe: "weekly" } as const;
    expect(streakAtRiskNudge(weekly, facts(weekly, [23, 24, 25]))).toBeNull();
  });
  it("nudges a weekly habit's run of weeks on the week's last day only", () => {
    const gym = { title: "Gym", kind: "check", timeframe: "weekly", target: 1 } as const;
    const weeks = [2, 9, 16];
    expect(streakAtRiskNudge(gym, facts(gym, weeks))).toBeNull(); // Thursday
    const sunday = new Date("2026-11-29T20:30:00.000Z");
    expect(streakAtRiskNudge(gym, facts(gym, weeks, undefined, sunday))?.body).toBe(
      "Your 3-week streak ends tonight unless you log today.",
    );
  });
});

describe("behind pace", () => {
  it("nudges an at-least amount goal behind its line, not one on pace or an at-most one", () => {
    const run = { title: "Run", kind: "amount", timeframe: "weekly", target: 20, unit: "km" } as const;
    expect(behindPaceNudge(run, facts(run, [24], 5))?.body).toBe("5 of 20 km this week: 6.429 km behind pace.");
    expect(behindPaceNudge(run, facts(run, [24], 12))).toBeNull();
    const sugar = { ...run, direction: "at_most" } as const;
    expect(behindPaceNudge(sugar, facts(sugar, [24], 5))).toBeNull();
  });
  it("nudges a check goal whose days left cannot reach its target, not a reachable, met or daily one", () => {
    const gym = { title: "Gym", kind: "check", timeframe: "weekly", target: 6 } as const;
    expect(behindPaceNudge(gym, facts(gym, [23]))?.body).toBe(
      "1 of 6 this week with 4 days left: the target is out of reach, every check-in still counts.",
    );
    expect(behindPaceNudge({ ...gym, target: 5 }, facts({ ...gym, target: 5 }, [23]))).toBeNull();
    const daily = { ...gym, timeframe: "daily", target: 3 } as const;
    expect(behindPaceNudge(daily, facts(daily, []))).toBeNull();
    const progress = { title: "Read", kind: "progress", timeframe: "weekly" } as const;
    expect(behindPaceNudge(progress, facts(progress, []))).toBeNull();
  });
  it("counts paused days out of the days left", () => {
    const gym = {
      title: "Gym",
      kind: "check",
      timeframe: "weekly",
      target: 5,
      pauses: [{ id: "p", from: "2026-11-28", to: "2026-11-29" }],
    } as const;
    const f = goalFacts({ ...gym, created_at: at(1), journal: journal([23]) }, clock);
    expect(behindPaceNudge(gym, f)?.body).toBe(
      "1 of 5 this week with 2 days left: the target is out of reach, every check-in still counts.",
    );
  });
});
