import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary, type AnalyticsGoal, type AnalyticsSummary } from "./analytics.js";
import { normaliseGoal } from "./wire-shape.js";

/**
 * A small, hand-checked data set for the analytics tests. "Now" is Wednesday
 * 2026-03-11 11:00 in Europe/Berlin (UTC+1: summer time only starts on 29 March), so
 * every local time below is the UTC time plus one hour, except G2's first entry (June,
 * UTC+2). Expected figures are worked out by hand below.
 */
const FIXTURE_NOW = new Date("2026-03-11T10:00:00Z");
const FIXTURE_ZONE = "Europe/Berlin";

const FIXTURE_GOALS: AnalyticsGoal[] = [
  {
    // Daily, entries given out of order. Local days: Feb 1, Mar 5, Mar 9, Mar 10, Mar 11.
    id: "g1",
    title: "Run 5k",
    category: "health",
    timeframe: "daily",
    public: true,
    created_at: "2026-02-01T08:00:00Z",
    journal: [
      { progress: 55, created_at: "2026-03-09T07:00:00Z" }, // Mon 08:00
      { progress: 10, created_at: "2026-02-01T09:00:00Z" }, // Sun 10:00
      { progress: 70, created_at: "2026-03-11T07:15:00Z" }, // Wed 08:15 (today)
      { progress: 40, created_at: "2026-03-05T18:30:00Z" }, // Thu 19:30
      { progress: 60, created_at: "2026-03-10T06:00:00Z" }, // Tue 07:00
    ],
  },
  {
    // Yearly and idle since 11 Jan; its last entry is 23:30 UTC, i.e. 00:30 the next local day.
    id: "g2",
    title: "Read 12 books",
    category: "study",
    timeframe: "yearly",
    public: false,
    created_at: "2025-06-01T12:00:00Z",
    journal: [
      { progress: 5, created_at: "2025-06-01T12:30:00Z" }, // Sun Jun 1 14:30 (UTC+2, outside 90 days)
      { progress: 30, created_at: "2025-12-20T20:00:00Z" }, // Sat Dec 20 21:00
      { progress: 45, created_at: "2026-01-10T23:30:00Z" }, // Sun Jan 11 00:30
    ],
  },
  {
    // Two days old, with an entry dated on Saturday 14 March (after today).
    id: "g3",
    title: "Ship side project",
    category: "creative",
    timeframe: "weekly",
    public: true,
    created_at: "2026-03-09T10:00:00Z",
    journal: [
      { progress: 20, created_at: "2026-03-09T10:05:00Z" }, // Mon 11:05
      { progress: 35, created_at: "2026-03-11T09:59:00Z" }, // Wed 10:59 (today)
      { progress: 90, created_at: "2026-03-14T10:00:00Z" }, // Sat, future
    ],
  },
  {
    id: "g4",
    title: "Emergency fund",
    category: "finance",
    timeframe: "monthly",
    public: false,
    created_at: "2025-11-01T09:00:00Z",
    journal: [
      { progress: 50, created_at: "2025-11-02T10:00:00Z" }, // Sun Nov 2 11:00 (outside 90 days)
      { progress: 100, created_at: "2026-03-07T11:00:00Z" }, // Sat Mar 7 12:00
    ],
  },
  {
    // No journal at all (null) and no category: "last update" is its created day, Feb 20.
    id: "g5",
    title: "Meditate",
    category: "",
    timeframe: "daily",
    public: false,
    created_at: "2026-02-20T08:00:00Z",
    journal: null,
  },
  // The createdAt spelling (respelled where goals enter: wire-shape.ts), an undated entry, an
  // explicit offset and fractional progress.
  normaliseGoal({
    id: "g6",
    title: "Learn Spanish",
    category: "personal",
    timeframe: "weekly",
    public: true,
    createdAt: "2026-02-25T12:00:00.000Z",
    journal: [
      { progress: 99, created_at: "not a date" }, // dropped
      { progress: 12.4, createdAt: "2026-02-26T12:00:00+01:00" }, // Thu Feb 26 12:00 → 12%
      { progress: 24.6, created_at: "2026-03-02T22:30:00Z" }, // Mon Mar 2 23:30 → 25%
    ],
  }),
  {
    // Progress went down: negative pace.
    id: "g7",
    title: "Write a journal",
    category: "general",
    timeframe: "daily",
    public: false,
    created_at: "2025-12-01T00:00:00Z",
    journal: [
      { progress: 60, created_at: "2025-12-01T09:00:00Z" }, // Mon Dec 1 10:00 (outside 90 days)
      { progress: 48, created_at: "2026-01-05T08:00:00Z" }, // Mon Jan 5 09:00
    ],
  },
];

/**
 * Every figure below is worked out by hand from analytics.fixture.ts.
 * Today = Wed 2026-03-11 (Berlin). Overall progress (§4, last entry of the whole journal):
 * g1 70, g2 45, g3 90 (its future entry still is the latest entry), g4 100, g5 0,
 * g6 25 (24.6 rounded), g7 48.
 */
const expected: AnalyticsSummary = {
  count: 7,
  // (70 + 45 + 90 + 100 + 0 + 25 + 48) / 7 = 378 / 7 = 54
  avgProgress: 54,
  // Spark, averages of all 7 goals as of the end of Mar 5 … Mar 11 (g3, created Mar 9, counts
  // as 0 before then, as a goal does before its first entry: issue 28 item 4; g3's Mar 14 entry
  // has not happened yet):
  //   Mar 5, 6: g1 40, g2 45, g3 0, g4 50, g5 0, g6 25, g7 48 = 208 / 7 = 29.7 → 30
  //   Mar 7, 8: g4 reaches 100 → 258 / 7 = 36.9 → 37
  //   Mar 9:    g1 55, g3 20 → 293 / 7 = 41.9 → 42
  //   Mar 10:   g1 60 → 298 / 7 = 42.6 → 43
  //   Mar 11:   g1 70, g3 35 → 323 / 7 = 46.1 → 46
  spark: [30, 30, 37, 37, 42, 43, 46],
  sparkDelta: 16, // 46 − 30
  // Streaks: g1 has Mar 11, 10, 9 (not Mar 8) = 3; g3 has Mar 11 (not Mar 10) = 1; others 0.
  streakTotal: 4,
  // 0-19: g5 | 20-39: g6 | 40-59: g2, g7 | 60-79: g1 | 80-100: g3, g4
  distribution: [1, 1, 2, 1, 2],
  top: { id: "g4", title: "Emergency fund", progress: 100 },
  completedCount: 1, // g4
  nearingCount: 1, // g3 (90)
  // < 100 and idle > 14 days: g2 (last Jan 11: 59 days), g5 (created Feb 20: 19 days),
  // g7 (Jan 5: 65 days). g6 is idle 9 days, g1 and g3 updated today.
  stalledCount: 3,
  // Pace (last − first) / days between them:
  //   g1 (70 − 10) / 38 (Feb 1 → Mar 11) = 1.5789   g2 (45 − 5) / 224 (Jun 1 → Jan 11) = 0.1786
  //   g3 (35 − 20) / 2 = 7.5 (future entry ignored)  g4 (100 − 50) / 125 (Nov 2 → Mar 7) = 0.4
  //   g6 (25 − 12) / 4 (Feb 26 → Mar 2) = 3.25       g7 (48 − 60) / 35 (Dec 1 → Jan 5) = −0.3429
  // Sorted: −0.3429, 0.1786, 0.4, 1.5789, 3.25, 7.5 → median (0.4 + 1.5789) / 2 = 0.9895
  medianPace: 0.99,
  avgPace: 2.09, // sum 12.5647 / 6 = 2.0941
  // Median gap between distinct entry days per goal: g1 gaps 32, 4, 1, 1 → 2.5; g2 202, 22 → 112;
  // g3 2; g4 125; g6 4; g7 35. Sorted 2, 2.5, 4, 35, 112, 125 → (4 + 35) / 2
  cadenceMedianDays: 19.5,
  // Entry days among Mar 5 … Mar 11: Mar 5, 7, 9, 10, 11 (g3's Mar 14 is in the future)
  activeDays7: 5,
  // 90-day window Dec 12 … Mar 11, 13 entries:
  // Mon: g1 Mar 9, g3 Mar 9, g6 Mar 2, g7 Jan 5 | Tue: g1 Mar 10 | Wed: g1 + g3 Mar 11
  // Thu: g1 Mar 5, g6 Feb 26 | Fri: none | Sat: g2 Dec 20, g4 Mar 7 | Sun: g1 Feb 1, g2 Jan 11
  dowCounts: [4, 1, 2, 2, 0, 2, 2],
  // Local hours: g1 10, 19, 8, 7, 8 | g2 21, 0 | g3 11, 10 | g4 12 | g6 12, 23 | g7 9
  hourCounts: [1, 0, 0, 0, 0, 0, 0, 1, 2, 1, 2, 1, 2, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1],
  // Window = the last 14 days, Feb 26 … Mar 11 (every eligible goal is ≥ 14 days old; g3 is 2
  // days old, so not eligible). Distinct entry days vs expected check-ins:
  //   g1 daily 4 / 14 = 28.6%   g2 yearly 0 / max(1, 14/365) = 0%   g4 monthly 1 / 1 = 100%
  //   g5 daily 0 / 14 = 0%      g6 weekly 2 / 2 = 100%             g7 daily 0 / 14 = 0%
  // Average 228.6 / 6 = 38.1
  adherenceAvg: 38,
  adherenceByCadenceAvg: { daily: 10, weekly: 100, monthly: 100, yearly: 0 }, // daily 28.6 / 3 = 9.5
  // Days to 100% for goals < 100 with positive pace: g3 10 / 7.5 = 1.33, g1 30 / 1.5789 = 19,
  // g6 75 / 3.25 = 23.08, g2 55 / 0.1786 = 308 → median (19 + 23.08) / 2 = 21.04 → 22 days
  etaDaysMedian: 22,
  etaDate: "2026-04-02", // Mar 11 + 22 days
  weeklyCompletion: 14, // 1 of 7 goals at 100 → 14.3%
  strongestDay: "Monday",
  weakestDay: "Friday",
  // < 50, idle > 7, ≥ 14 days old: g5 0, g6 25 (idle 9, age 14), g2 45, g7 48 → first three
  needAttention: [
    { id: "g5", title: "Meditate", progress: 0 },
    { id: "g6", title: "Learn Spanish", progress: 25 },
    { id: "g2", title: "Read 12 books", progress: 45 },
  ],
  topGoals: [
    { id: "g4", title: "Emergency fund", progress: 100, streak: 0, timeframe: "monthly", category: "finance" },
    { id: "g3", title: "Ship side project", progress: 90, streak: 1, timeframe: "weekly", category: "creative" },
    { id: "g1", title: "Run 5k", progress: 70, streak: 3, timeframe: "daily", category: "health" },
    { id: "g7", title: "Write a journal", progress: 48, streak: 0, timeframe: "daily", category: "general" },
  ],
};

describe("computeAnalyticsSummary on the hand-checked fixture", () => {
  const summary = computeAnalyticsSummary(FIXTURE_GOALS, { now: FIXTURE_NOW, timeZone: FIXTURE_ZONE });

  it("has exactly the spec's fields", () => {
    expect(Object.keys(summary).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const key of Object.keys(expected) as (keyof AnalyticsSummary)[]) {
    it(`computes ${key}`, () => {
      expect(summary[key]).toEqual(expected[key]);
    });
  }

  it("does not depend on the order of the goals", () => {
    const reversed = computeAnalyticsSummary([...FIXTURE_GOALS].reverse(), { now: FIXTURE_NOW, timeZone: FIXTURE_ZONE });
    expect(reversed).toEqual(summary);
  });

  it("gives a JSON-safe result (Copy JSON)", () => {
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });
});
