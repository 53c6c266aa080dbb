import { describe, expect, it } from "vitest";
import { computeHabitAnalytics, habitCsv, habitRange, type HabitAnalyticsGoal } from "./habit-analytics.js";

// Thursday 2026-11-26, 18:00 UTC; weeks start on Monday (23 November).
const NOW = new Date("2026-11-26T18:00:00.000Z");
const at = (key: string, hour = 12) => `${key}T${String(hour).padStart(2, "0")}:00:00.000Z`;
const goal = (over: Partial<HabitAnalyticsGoal>): HabitAnalyticsGoal => ({
  id: "g",
  title: "Habit",
  timeframe: "weekly",
  created_at: at("2026-10-01"),
  journal: [],
  ...over,
});
const analytics = (goals: HabitAnalyticsGoal[], range = { from: "2026-11-02", to: "2026-11-26" }, timeZone = "UTC") =>
  computeHabitAnalytics(goals, { now: NOW, timeZone, weekStart: "monday", range });

describe("habit analytics", () => {
  it("walks a weekly check goal's whole weeks in the range: met, missed, the open one not yet due", () => {
    const days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-09", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-23"];
    const gym = goal({ kind: "check", target: 3, journal: days.map((d) => ({ progress: 0, created_at: at(d) })) });
    const [row] = analytics([gym]).habits;
    expect(row?.periods.map((p) => [p.start, p.end, p.value, p.met, p.due])).toEqual([
      ["2026-11-02", "2026-11-08", 3, true, true],
      ["2026-11-09", "2026-11-15", 1, false, true],
      ["2026-11-16", "2026-11-22", 3, true, true],
      ["2026-11-23", "2026-11-29", 1, false, false],
    ]);
    expect(row).toMatchObject({ kind: "check", unit: null, target: 3, periods_met: 2, periods_due: 3, total: 8, best_streak: 1 });
  });

  it("totals an amount goal per period with its unit, and an at-most period over the limit is missed at once", () => {
    const run = goal({
      kind: "amount",
      unit: "km",
      target: 20,
      journal: [
        { progress: 0, amount: 12.5, created_at: at("2026-11-10") },
        { progress: 0, amount: 8.25, created_at: at("2026-11-12") },
        { progress: 0, amount: 5, created_at: at("2026-11-24") },
      ],
    });
    const coffee = goal({ id: "c", kind: "amount", unit: "cups", target: 2, direction: "at_most", timeframe: "daily" });
    coffee.journal = [{ progress: 0, amount: 3, created_at: at("2026-11-26", 8) }];
    const [km, cups] = analytics([run, coffee], { from: "2026-11-09", to: "2026-11-26" }).habits;
    expect(km?.periods.map((p) => p.value)).toEqual([20.75, 0, 5]);
    expect(km).toMatchObject({ unit: "km", total: 25.75, periods_met: 1, periods_due: 2 });
    const today = cups?.periods.at(-1);
    expect(today).toMatchObject({ start: "2026-11-26", value: 3, met: false, due: true });
  });

  it("never walks before the goal's first period nor after today's, and steps over a paused week", () => {
    const g = goal({
      kind: "check",
      created_at: at("2026-11-11"),
      pauses: [{ from: "2026-11-16", to: "2026-11-22" }],
      journal: [{ progress: 0, created_at: at("2026-11-12") }],
    });
    const [row] = analytics([g], { from: "2026-10-01", to: "2026-12-31" }).habits;
    expect(row?.periods.map((p) => [p.start, p.met, p.paused, p.due])).toEqual([
      ["2026-11-09", true, false, true],
      ["2026-11-16", false, true, false],
      ["2026-11-23", false, false, false],
    ]);
  });

  it("leaves out progress goals and archived habits, and keeps the order given", () => {
    const goals = [
      goal({ id: "p" }),
      goal({ id: "a", kind: "check", archived: true }),
      goal({ id: "b", kind: "check" }),
      goal({ id: "c", kind: "amount", target: 1 }),
    ];
    expect(analytics(goals).habits.map((h) => h.id)).toEqual(["b", "c"]);
  });

  it("reads days in the zone asked", () => {
    // 23:30 UTC on Sunday 8 November is Monday 9 November in Berlin: the next week there.
    const g = goal({ kind: "check", journal: [{ progress: 0, created_at: "2026-11-08T23:30:00.000Z" }] });
    const met = (tz: string) =>
      analytics([g], undefined, tz)
        .habits[0]?.periods.filter((p) => p.met)
        .map((p) => p.start);
    expect(met("UTC")).toEqual(["2026-11-02"]);
    expect(met("Europe/Berlin")).toEqual(["2026-11-09"]);
  });

  it("writes one CSV row per period", () => {
    const g = goal({
      kind: "amount",
      unit: "km",
      target: 5,
      title: "=Run",
      journal: [{ progress: 0, amount: 6, created_at: at("2026-11-24") }],
    });
    const csv = habitCsv(analytics([g], { from: "2026-11-23", to: "2026-11-26" }));
    expect(csv).toBe(
      "goal_id,title,kind,unit,period_start,period_end,value,target,met,paused,due\r\n" +
        "g,'=Run,amount,km,2026-11-23,2026-11-29,6,5,yes,no,yes\r\n",
    );
  });
});

describe("habit range", () => {
  it("defaults to the last 12 weeks up to today, and from 12 weeks before a given `to`", () => {
    expect(habitRange({}, "2026-11-26")).toEqual({ from: "2026-09-04", to: "2026-11-26" });
    expect(habitRange({ to: "2026-03-31" }, "2026-11-26")).toEqual({ from: "2026-01-07", to: "2026-03-31" });
  });

  it("takes at most 366 days and refuses a reversed or malformed range", () => {
    expect(habitRange({ from: "2024-01-01", to: "2024-12-31" }, "2026-11-26")).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(habitRange({ from: "2025-01-01", to: "2026-01-02" }, "2026-11-26")).toEqual({ error: "The range must be at most 366 days" });
    expect(habitRange({ from: "2026-11-02", to: "2026-11-01" }, "2026-11-26")).toEqual({ error: "from must not be after to" });
    expect(habitRange({ from: "2026-02-30" }, "2026-11-26")).toEqual({ error: "from must be a date (YYYY-MM-DD)" });
  });
});
