import { describe, expect, it } from "vitest";
import { type GroupGoal, groupGoalDays, groupSummary, perfectDayStreak } from "./group-summary.js";

const NOW = new Date("2026-06-10T15:00:00Z"); // a Wednesday
const clock = { now: NOW, timeZone: "UTC" };
const at = (daysAgo: number, hour = 9) => new Date(Date.UTC(2026, 5, 10 - daysAgo, hour)).toISOString();
const entries = (...daysAgo: number[]) => daysAgo.map((d) => ({ progress: 10, created_at: at(d) }));
const daily = (journal: GroupGoal["journal"], extra: Partial<GroupGoal> = {}): GroupGoal => ({
  timeframe: "daily",
  created_at: at(30),
  journal,
  ...extra,
});
const today = Date.UTC(2026, 5, 10) / 86_400_000;
const streak = (goals: GroupGoal[], window = Infinity) =>
  perfectDayStreak(
    goals.map((g) => groupGoalDays(g, clock, window)),
    today,
  );

describe("group summary", () => {
  it("counts due goals done today and averages progress", () => {
    const goals = [daily(entries(0)), daily(entries(1)), { timeframe: "weekly", journal: entries(0) }];
    expect(groupSummary(goals, [40, 20, 90], clock)).toEqual({ dueToday: 2, doneToday: 1, averageProgress: 50, perfectDays: 0 });
  });

  it("counts days on which every due goal was met; today counts once done and never breaks", () => {
    expect(streak([daily(entries(1, 2, 3, 5)), daily(entries(1, 2, 3, 4))])).toBe(3);
    expect(streak([daily(entries(0, 1, 2, 3, 5)), daily(entries(0, 1, 2, 3, 4))])).toBe(4);
  });

  it("excuses paused goals and skips days with nothing due", () => {
    const paused = daily(entries(1, 4), { pauses: [{ from: "2026-06-07", to: "2026-06-08" }] });
    expect(streak([paused])).toBe(2);
    // Mondays only (June 8 and 1): the days between are not due.
    expect(streak([daily(entries(2, 9), { kind: "check", weekdays: [1] })])).toBe(2);
  });

  it("meets an at-most goal by staying within its limit", () => {
    const coffee = daily(entries(1, 1, 1, 2), { kind: "check", target: 2, direction: "at_most", created_at: at(4) });
    // 3 coffees yesterday break it; the day before (1) and the one before that (0) are within.
    expect(streak([coffee])).toBe(1); // today: 0 coffees so far, within the limit
  });

  it("excuses a goal on its first day when not met there", () => {
    // The new goal (created 3 days ago, first check-in 2 days ago) does not end the older one's run.
    expect(streak([daily(entries(1, 2), { created_at: at(3) }), daily(entries(1, 2, 3, 4, 5))])).toBe(5);
  });

  it("never claims days before a windowed journal", () => {
    const windowed = daily(entries(1, 2, 3));
    expect(streak([windowed], 3)).toBe(3);
    // The server's run of entry days fills in what the window left out.
    const withRun = daily(entries(1, 2, 3), { facts: { streak_run: { through: "2026-06-09", days: 6 } } });
    expect(streak([withRun], 3)).toBe(6);
    // A check goal's check-ins per day of the last 12 weeks (the card strip's) fill it in too.
    const recent = {
      from: "2026-05-25",
      before: 0,
      days: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((o) => [o, 1, 0]) as [number, number, number][],
    };
    const check = daily(entries(1, 2, 3), { kind: "check", facts: { recent_days: recent } });
    expect(streak([check], 3)).toBe(11); // May 30 to June 9; May 29 has none
  });

  it("is 0 without daily goals and null average without goals", () => {
    expect(groupSummary([], [], clock)).toEqual({ dueToday: 0, doneToday: 0, averageProgress: null, perfectDays: 0 });
  });
});
