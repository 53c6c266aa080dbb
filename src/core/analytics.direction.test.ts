/**
 * Issue 28 item 4: adding goals must not read as a decline. A goal that did not exist at the
 * start of the 7-day window is not a fall within it, so the panel's direction (the same
 * panelDirection the panel, the coach review and the demo read) agrees with what the goals did.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary, type AnalyticsGoal } from "./analytics.js";
import { panelDirection } from "./analytics/direction.js";
import { clampProgress } from "./clamp-progress.js";
import { entryTime } from "./entries.js";
import { analyticsScenarioArb, DAY, entryArb } from "../../test/support/journal-arbitraries.js";

/**
 * The same goal with a journal that never falls: its dated entries in time order, given the
 * same progress values sorted ascending (so no goal's progress ever goes down).
 */
function neverFalling(goal: AnalyticsGoal): AnalyticsGoal {
  const dated = (goal.journal ?? [])
    .map((e) => ({ t: entryTime(e), e }))
    .filter(({ t }) => !Number.isNaN(t))
    .sort((a, b) => a.t - b.t);
  const values = dated.map(({ e }) => clampProgress(e.progress)).sort((a, b) => a - b);
  return { ...goal, journal: dated.map(({ e }, i) => ({ progress: values[i] as number, created_at: e.created_at })) };
}

/** A goal created inside the last 6 days (so inside the spark's 7-day window), with any never-falling entries. */
function newGoalArb(now: number): fc.Arbitrary<AnalyticsGoal> {
  return fc
    .record({
      age: fc.integer({ min: 0, max: 6 * DAY - 1 }),
      journal: fc.array(entryArb(now, 6), { maxLength: 8 }),
      timeframe: fc.constantFrom("daily", "weekly", "monthly", "yearly"),
    })
    .map(({ age, journal, timeframe }) =>
      neverFalling({
        id: "new-goal",
        title: "New goal",
        category: "general",
        timeframe,
        public: false,
        created_at: new Date(now - age).toISOString(),
        journal,
      }),
    );
}

const scenarioWithNewGoal = analyticsScenarioArb.chain(({ now, zone, goals }) =>
  fc.record({
    now: fc.constant(now),
    zone: fc.constant(zone),
    goals: fc.constant(goals.map(neverFalling)),
    added: fc.array(newGoalArb(now), { minLength: 1, maxLength: 3 }),
  }),
);

describe("the panel's direction when goals are added (issue 28 item 4)", () => {
  it("never turns falling or mixed when a goal is added and no goal fell", () => {
    fc.assert(
      fc.property(scenarioWithNewGoal, ({ now, zone, goals, added }) => {
        const opts = { now: new Date(now), timeZone: zone };
        const before = panelDirection(computeAnalyticsSummary(goals, opts));
        const after = computeAnalyticsSummary([...goals, ...added.map((g, i) => ({ ...g, id: `new-${i}` }))], opts);
        expect(["rising", "flat"]).toContain(before);
        expect(["rising", "flat"]).toContain(panelDirection(after));
        expect(after.sparkDelta).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it("reads the issue's example as rising: two goals rose, three new ones at 0 % joined", () => {
    const now = new Date("2026-03-11T10:00:00Z");
    const old = (id: string): AnalyticsGoal => ({
      id,
      title: id,
      category: "general",
      timeframe: "daily",
      public: false,
      created_at: "2026-02-01T08:00:00Z",
      journal: [
        { progress: 40, created_at: "2026-02-02T08:00:00Z" },
        { progress: 55, created_at: "2026-03-10T08:00:00Z" },
      ],
    });
    const fresh = (id: string): AnalyticsGoal => ({ ...old(id), created_at: "2026-03-10T09:00:00Z", journal: [] });
    const s = computeAnalyticsSummary([old("a"), old("b"), fresh("c"), fresh("d"), fresh("e")], {
      now,
      timeZone: "Europe/Berlin",
    });
    expect(s.avgProgress).toBe(22);
    expect(s.sparkDelta).toBeGreaterThan(0);
    expect(panelDirection(s)).toBe("rising");
    expect(s.etaDate).not.toBeNull();
  });
});
