import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary, type AnalyticsGoal, type AnalyticsSummary } from "./analytics.js";
import type { EntryLike } from "./entries.js";

const ZONE = "Europe/Berlin";

function goal(id: string, journal: EntryLike[] | null | undefined, extra: Partial<AnalyticsGoal> = {}): AnalyticsGoal {
  return { id, title: id, category: "general", timeframe: "daily", public: false, journal, ...extra };
}

const at = (iso: string, progress: number): EntryLike => ({ progress, created_at: iso });

function summarize(goals: AnalyticsGoal[], now: string, timeZone = ZONE): AnalyticsSummary {
  return computeAnalyticsSummary(goals, { now: new Date(now), timeZone });
}

describe("computeAnalyticsSummary edge cases", () => {
  it("gives neutral figures for no goals", () => {
    expect(summarize([], "2026-03-11T10:00:00Z")).toEqual({
      count: 0,
      avgProgress: 0,
      sparkDelta: 0,
      streakTotal: 0,
      distribution: [0, 0, 0, 0, 0],
      spark: [0, 0, 0, 0, 0, 0, 0],
      top: null,
      completedCount: 0,
      nearingCount: 0,
      stalledCount: 0,
      medianPace: 0,
      avgPace: 0,
      cadenceMedianDays: null,
      activeDays7: 0,
      dowCounts: [0, 0, 0, 0, 0, 0, 0],
      hourCounts: new Array(24).fill(0),
      adherenceAvg: null,
      adherenceByCadenceAvg: { daily: null, weekly: null, monthly: null, yearly: null },
      etaDaysMedian: null,
      etaDate: null,
      weeklyCompletion: 0,
      strongestDay: null,
      weakestDay: null,
      needAttention: [],
      topGoals: [],
    } satisfies AnalyticsSummary);
  });

  it("treats missing, null and empty journals as 0% with no activity", () => {
    const s = summarize(
      [
        goal("a", undefined, { created_at: "2026-03-01T10:00:00Z" }),
        goal("b", null, { created_at: "2026-03-10T10:00:00Z" }),
        goal("c", []), // no created date either: unknown age
      ],
      "2026-03-11T10:00:00Z",
    );
    expect(s.avgProgress).toBe(0);
    expect(s.distribution).toEqual([3, 0, 0, 0, 0]);
    expect(s.spark).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(s.activeDays7).toBe(0);
    expect(s.strongestDay).toBeNull();
    expect(s.medianPace).toBe(0);
    expect(s.cadenceMedianDays).toBeNull();
    // "a" is 10 days old, logged nothing: 0% adherence; "b" is 1 day old; "c" has no known age.
    expect(s.adherenceAvg).toBe(0);
    // Stalled needs > 14 idle days since creation: none here; "c" can never be judged.
    expect(s.stalledCount).toBe(0);
    expect(s.needAttention).toEqual([]);
    expect(s.topGoals.map((g) => g.id)).toEqual(["a", "b", "c"]); // 0% each: by title
  });

  it("sorts entries by time, whatever the journal order, keeping input order for equal times", () => {
    const entries = [at("2026-03-10T08:00:00Z", 30), at("2026-03-11T08:00:00Z", 50), at("2026-03-09T08:00:00Z", 10)];
    const shuffled = summarize([goal("a", entries)], "2026-03-11T12:00:00Z");
    const sorted = summarize([goal("a", [entries[2]!, entries[0]!, entries[1]!])], "2026-03-11T12:00:00Z");
    const newestFirst = summarize([goal("a", [entries[1]!, entries[0]!, entries[2]!])], "2026-03-11T12:00:00Z");
    expect(shuffled).toEqual(sorted);
    expect(newestFirst).toEqual(sorted);
    expect(sorted.avgProgress).toBe(50);
    expect(sorted.medianPace).toBe(20); // (50 − 10) / 2 days

    // Same instant twice: the one given last is "the last entry" (as sortEntriesByTime).
    const tie = [at("2026-03-11T08:00:00Z", 40), at("2026-03-11T08:00:00Z", 60), at("2026-03-01T08:00:00Z", 5)];
    expect(summarize([goal("a", tie)], "2026-03-11T12:00:00Z").avgProgress).toBe(60);
    expect(summarize([goal("a", [tie[1]!, tie[0]!, tie[2]!])], "2026-03-11T12:00:00Z").avgProgress).toBe(40);
  });

  it("counts future-dated entries for progress (as the cards do) but not for time-based figures", () => {
    const s = summarize(
      [goal("a", [at("2026-03-11T08:00:00Z", 20), at("2026-03-13T08:00:00Z", 80)], { created_at: "2026-03-11T07:00:00Z" })],
      "2026-03-11T12:00:00Z",
    );
    expect(s.avgProgress).toBe(80);
    expect(s.spark.at(-1)).toBe(20);
    expect(s.activeDays7).toBe(1);
    expect(s.dowCounts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(s.streakTotal).toBe(1);
    expect(s.medianPace).toBe(0); // one entry up to today: no pace
  });

  it("counts an entry later today (server clock slightly ahead)", () => {
    const s = summarize([goal("a", [at("2026-03-11T12:00:05Z", 30)])], "2026-03-11T12:00:00Z");
    expect(s.avgProgress).toBe(30);
    expect(s.activeDays7).toBe(1);
    expect(s.streakTotal).toBe(1);
    expect(s.spark.at(-1)).toBe(30);
  });

  it("rounds and clamps fractional or out-of-range progress like the cards", () => {
    const progresses = [12.5, -5, 250, Number.NaN, 99.4, 79.5];
    const goals = progresses.map((p, i) => goal(`g${i}`, [at("2026-03-10T08:00:00Z", p)]));
    const s = summarize(goals, "2026-03-11T12:00:00Z");
    // 13, 0, 100, 0, 99, 80
    expect(s.topGoals.map((g) => g.progress)).toEqual([100, 99, 80, 13]);
    expect(s.distribution).toEqual([3, 0, 0, 0, 3]);
    expect(s.completedCount).toBe(1);
    expect(s.nearingCount).toBe(2);
    expect(s.avgProgress).toBe(49); // 292 / 6 = 48.7
  });

  it("ignores entries without a valid date", () => {
    const s = summarize(
      [goal("a", [at("2026-03-10T08:00:00Z", 40), { progress: 90, created_at: "garbage" }, { progress: 95 }])],
      "2026-03-11T12:00:00Z",
    );
    expect(s.avgProgress).toBe(40);
    expect(s.dowCounts.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("uses local days and hours across the spring DST switch in Europe/Berlin", () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST (01:00 UTC). Now: Wed 1 April 12:00 CEST.
    const s = summarize(
      [
        goal("a", [
          at("2026-03-28T23:30:00Z", 10), // Sun 29 Mar 00:30 CET
          at("2026-03-29T00:59:59Z", 20), // Sun 01:59:59 CET
          at("2026-03-29T01:00:00Z", 30), // Sun 03:00 CEST
          at("2026-03-29T21:59:00Z", 40), // Sun 23:59 CEST
          at("2026-03-29T22:00:00Z", 50), // Mon 30 Mar 00:00 CEST
          at("2026-03-30T22:30:00Z", 60), // Tue 31 Mar 00:30
          at("2026-04-01T09:00:00Z", 70), // Wed 1 Apr 11:00
        ]),
      ],
      "2026-04-01T10:00:00Z",
    );
    expect(s.streakTotal).toBe(4); // Sun, Mon, Tue, Wed
    expect(s.activeDays7).toBe(4);
    expect(s.dowCounts).toEqual([1, 1, 1, 0, 0, 0, 4]);
    const hours = new Array<number>(24).fill(0);
    for (const h of [0, 1, 3, 23, 0, 0, 11]) hours[h] = (hours[h] ?? 0) + 1;
    expect(s.hourCounts).toEqual(hours);
    // Distinct days Sun, Mon, Tue, Wed: gaps 1, 1, 1. Pace (70 − 10) / 3 days = 20.
    expect(s.cadenceMedianDays).toBe(1);
    expect(s.medianPace).toBe(20);
  });

  it("repeats the 02:00 hour across the autumn DST switch in Europe/Berlin", () => {
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET (01:00 UTC).
    const s = summarize(
      [goal("a", [at("2026-10-25T00:30:00Z", 10), at("2026-10-25T01:30:00Z", 20), at("2026-10-25T22:59:00Z", 30)])],
      "2026-10-26T08:00:00Z",
    );
    expect(s.hourCounts[2]).toBe(2); // 02:30 CEST and 02:30 CET
    expect(s.hourCounts[23]).toBe(1); // 23:59 CET, still Sunday
    expect(s.dowCounts).toEqual([0, 0, 0, 0, 0, 0, 3]);
    expect(s.streakTotal).toBe(0); // nothing on Monday 26th yet
    expect(s.activeDays7).toBe(1);
  });

  it("applies the stalled threshold strictly (> 14 idle days)", () => {
    const now = "2026-03-31T12:00:00Z";
    const s = summarize(
      [
        goal("a14", [at("2026-03-17T10:00:00Z", 10)]),
        goal("a15", [at("2026-03-16T10:00:00Z", 10)]),
        goal("done", [at("2026-01-01T10:00:00Z", 100)]),
      ],
      now,
    );
    expect(s.stalledCount).toBe(1);
  });

  it("applies the need-attention thresholds (progress < 50, idle > 7, age ≥ 14)", () => {
    const created = { created_at: "2026-03-01T10:00:00Z" }; // 14 days before the 15th
    const now = "2026-03-15T12:00:00Z";
    const s = summarize(
      [
        goal("idle8", [at("2026-03-07T10:00:00Z", 10)], created),
        goal("idle7", [at("2026-03-08T10:00:00Z", 10)], created),
        goal("fifty", [at("2026-03-02T10:00:00Z", 50)], created),
        goal("young", [at("2026-03-02T10:00:00Z", 10)], { created_at: "2026-03-02T10:00:00Z" }),
        goal("backdated", [at("2026-02-01T10:00:00Z", 30)], { created_at: "2026-03-10T10:00:00Z" }),
      ],
      now,
    );
    // "backdated" was created 5 days ago but its first check-in is from 1 Feb: it started then.
    expect(s.needAttention.map((g) => g.id)).toEqual(["idle8", "backdated"]);
  });

  it("lists at most 3 goals needing attention, lowest progress first, then longest idle", () => {
    const old = { created_at: "2025-01-01T10:00:00Z" };
    const s = summarize(
      [
        goal("p30", [at("2026-01-01T10:00:00Z", 30)], old),
        goal("p10-recent", [at("2026-02-20T10:00:00Z", 10)], old),
        goal("p10-older", [at("2026-01-20T10:00:00Z", 10)], old),
        goal("p40", [at("2026-01-01T10:00:00Z", 40)], old),
      ],
      "2026-03-11T12:00:00Z",
    );
    expect(s.needAttention.map((g) => g.id)).toEqual(["p10-older", "p10-recent", "p30"]);
  });

  it("caps adherence at 120% and needs goals at least 3 days old", () => {
    const now = "2026-03-11T12:00:00Z";
    const daily = (d: number) => at(`2026-03-${String(d).padStart(2, "0")}T08:00:00Z`, d);
    const weeklyEveryDay = goal("w", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(daily), {
      timeframe: "weekly",
      created_at: "2026-02-01T00:00:00Z",
    });
    // 3 days old (Mar 8 → 11): window = the last 3 days, Mar 9 … 11; 2 of 3 logged = 66.7%.
    const young = goal("y", [daily(8), daily(9), daily(11)], { created_at: "2026-03-08T09:00:00Z" });
    const tooYoung = goal("t", [daily(10)], { created_at: "2026-03-09T09:00:00Z" });
    const s = summarize([weeklyEveryDay, young, tooYoung], now);
    expect(s.adherenceByCadenceAvg).toEqual({ daily: 67, weekly: 120, monthly: null, yearly: null });
    expect(s.adherenceAvg).toBe(93); // (120 + 66.7) / 2
  });

  it("counts an unknown timeframe as weekly for adherence", () => {
    const s = summarize(
      [
        goal("x", [at("2026-03-05T08:00:00Z", 10), at("2026-03-10T08:00:00Z", 20)], {
          timeframe: "fortnightly",
          created_at: "2026-01-01T00:00:00Z",
        }),
      ],
      "2026-03-11T12:00:00Z",
    );
    expect(s.adherenceByCadenceAvg.weekly).toBe(100); // 2 days logged, 14 / 7 = 2 expected
  });

  it("keeps the forecast only under 365 days", () => {
    const now = "2026-03-11T12:00:00Z";
    // 1% in 100 days: pace 0.01/day, 99% to go = 9,900 days.
    const slow = goal("slow", [at("2025-12-01T08:00:00Z", 0), at("2026-03-11T08:00:00Z", 1)]);
    expect(summarize([slow], now).etaDaysMedian).toBeNull();
    expect(summarize([slow], now).etaDate).toBeNull();
    // 10 → 20 in 2 days: 5/day, 80 to go = 16 days.
    const fast = goal("fast", [at("2026-03-09T08:00:00Z", 10), at("2026-03-11T08:00:00Z", 20)]);
    expect(summarize([fast], now)).toMatchObject({ etaDaysMedian: 16, etaDate: "2026-03-27" });
    // Finished or regressing goals give no forecast.
    const done = goal("done", [at("2026-03-09T08:00:00Z", 10), at("2026-03-11T08:00:00Z", 100)]);
    const down = goal("down", [at("2026-03-09T08:00:00Z", 30), at("2026-03-11T08:00:00Z", 20)]);
    expect(summarize([done, down], now).etaDaysMedian).toBeNull();
  });

  it("breaks weekday ties toward Monday and reports a zero day as weakest", () => {
    // Mon 9 and Tue 10 March, one entry each.
    const s = summarize([goal("a", [at("2026-03-09T08:00:00Z", 10), at("2026-03-10T08:00:00Z", 20)])], "2026-03-11T12:00:00Z");
    expect(s.strongestDay).toBe("Monday");
    expect(s.weakestDay).toBe("Wednesday");
  });

  it("orders top goals by progress, then title, and keeps at most 4", () => {
    const goals = ["delta", "alpha", "charlie", "bravo", "echo"].map((t) =>
      goal(t, [at("2026-03-10T08:00:00Z", t === "echo" ? 90 : 50)], { title: t, category: "" }),
    );
    const s = summarize(goals, "2026-03-11T12:00:00Z");
    expect(s.topGoals.map((g) => g.title)).toEqual(["echo", "alpha", "bravo", "charlie"]);
    expect(s.topGoals[0]).toEqual({ id: "echo", title: "echo", progress: 90, streak: 0, timeframe: "daily", category: "general" });
    expect(s.top).toEqual({ id: "echo", title: "echo", progress: 90 });
  });

  it("reads the day in the given zone, not the machine's", () => {
    // 23:30 UTC on Mar 10 is already Mar 11 in Tokyo but still Mar 10 in New York.
    const goals = [goal("a", [at("2026-03-10T23:30:00Z", 10)])];
    expect(summarize(goals, "2026-03-11T01:00:00Z", "Asia/Tokyo").streakTotal).toBe(1);
    expect(summarize(goals, "2026-03-11T01:00:00Z", "America/New_York").streakTotal).toBe(1);
    expect(summarize(goals, "2026-03-11T12:00:00Z", "America/New_York").streakTotal).toBe(0);
  });

  it("rejects an invalid zone or date instead of guessing", () => {
    expect(() => summarize([], "2026-03-11T12:00:00Z", "Mars/Olympus")).toThrow(RangeError);
    expect(() => computeAnalyticsSummary([], { now: new Date(Number.NaN), timeZone: ZONE })).toThrow(RangeError);
  });
});
