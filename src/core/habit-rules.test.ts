import { describe, expect, it } from "vitest";
import { daysBetween } from "./dates.js";
import { goalFacts } from "./goal-facts.js";
import { derivedProgress, habitRules, isDueDay, periodOfDay, streakUnitOf, targetMet } from "./habit-rules.js";

const day = (key: string) => daysBetween("1970-01-01", key);
const at = (key: string, hour = 12) => `${key}T${String(hour).padStart(2, "0")}:00:00.000Z`;

describe("periods", () => {
  it("start weeks on Monday, or on Sunday when the user chooses so", () => {
    // 2026-11-26 is a Thursday.
    expect(periodOfDay("weekly", day("2026-11-26"))).toEqual({ from: day("2026-11-23"), to: day("2026-11-29") });
    expect(periodOfDay("weekly", day("2026-11-26"), "sunday")).toEqual({ from: day("2026-11-22"), to: day("2026-11-28") });
    expect(periodOfDay("weekly", day("2026-11-22"), "sunday").from).toBe(day("2026-11-22"));
    expect(periodOfDay("weekly", day("2026-11-22")).from).toBe(day("2026-11-16"));
  });
  it("give months and years their calendar days", () => {
    expect(periodOfDay("monthly", day("2028-02-10"))).toEqual({ from: day("2028-02-01"), to: day("2028-02-29") });
    expect(periodOfDay("monthly", day("2026-12-31"))).toEqual({ from: day("2026-12-01"), to: day("2026-12-31") });
    expect(periodOfDay("yearly", day("2026-06-01"))).toEqual({ from: day("2026-01-01"), to: day("2026-12-31") });
    expect(periodOfDay("daily", 5)).toEqual({ from: 5, to: 5 });
  });
});

describe("schedules", () => {
  it("are due on ISO weekdays, or every N days from the first day", () => {
    const weekdays = habitRules({ kind: "check", timeframe: "daily", weekdays: [1, 2, 3, 4, 5] });
    expect(isDueDay(weekdays, day("2026-11-27"), NaN)).toBe(true); // Friday
    expect(isDueDay(weekdays, day("2026-11-28"), NaN)).toBe(false); // Saturday
    const every3 = habitRules({ kind: "check", timeframe: "daily", every_days: 3 });
    const first = day("2026-11-01");
    expect([0, 1, 2, 3, 6, -3, -1].map((d) => isDueDay(every3, first + d, first))).toEqual([true, false, false, true, true, true, false]);
  });
  it("apply to daily goals only", () => {
    expect(habitRules({ kind: "check", timeframe: "weekly", weekdays: [1] }).weekdays).toBeNull();
    expect(habitRules({ kind: "check", timeframe: "weekly", every_days: 3 }).everyDays).toBeNull();
    expect(streakUnitOf({ kind: "check", timeframe: "monthly" })).toBe("month");
  });
});

describe("targets and derived progress", () => {
  it("meet at least the target or at most the limit", () => {
    expect(targetMet({ direction: "at_least", target: 3 }, 3)).toBe(true);
    expect(targetMet({ direction: "at_least", target: 3 }, 2)).toBe(false);
    expect(targetMet({ direction: "at_most", target: 2 }, 2)).toBe(true);
    expect(targetMet({ direction: "at_most", target: 0 }, 1)).toBe(false);
    expect(targetMet({ direction: "at_least", target: 0.3 }, 0.1 + 0.2)).toBe(true);
  });
  it("is the share of the target reached; Loop's rule for limits", () => {
    expect(derivedProgress({ direction: "at_least", target: 20 }, 5.5)).toBe(28);
    expect(derivedProgress({ direction: "at_least", target: 20 }, 40)).toBe(100);
    expect(derivedProgress({ direction: "at_most", target: 2 }, 2)).toBe(100);
    expect(derivedProgress({ direction: "at_most", target: 2 }, 3)).toBe(50);
    expect(derivedProgress({ direction: "at_most", target: 2 }, 4)).toBe(0);
    expect(derivedProgress({ direction: "at_most", target: 2 }, 9)).toBe(0);
    expect(derivedProgress({ direction: "at_most", target: 0 }, 0)).toBe(100);
    expect(derivedProgress({ direction: "at_most", target: 0 }, 0.001)).toBe(0);
  });
});

describe("habit facts of examples from the issue", () => {
  const clock = (key: string, weekStart?: "monday" | "sunday") => ({ now: new Date(at(key, 18)), timeZone: "UTC", weekStart });

  it("a weekly habit done 8 weeks running has a streak of 8 weeks, not 0 days", () => {
    // Mondays 2026-10-05 … 2026-11-23, three check-ins each week; today is Thursday 2026-11-26.
    const journal = [];
    for (let w = 0; w < 8; w += 1) {
      for (const d of [0, 1, 2]) journal.push({ progress: 0, created_at: new Date(Date.UTC(2026, 9, 5 + 7 * w + d, 8)).toISOString() });
    }
    const f = goalFacts({ kind: "check", timeframe: "weekly", target: 3, created_at: at("2026-10-05"), journal }, clock("2026-11-26"));
    expect(f.habit).toEqual({ period_value: 3, period_target: 3, streak_unit: "week", streak: 8, best_streak: 8, due_today: false });
    expect(f.streak).toBe(8);
  });

  it("the open week does not break the run until it is over; a missed week does", () => {
    const journal = [at("2026-11-02"), at("2026-11-09"), at("2026-11-24")].map((t) => ({ progress: 0, created_at: t }));
    const goal = { kind: "check" as const, timeframe: "weekly", target: 2, created_at: at("2026-11-02"), journal };
    // Weeks of 2 Nov and 9 Nov: one check-in each, target 2: the first is the goal's first week (stepped over), the second breaks.
    expect(goalFacts(goal, clock("2026-11-26")).habit).toMatchObject({ period_value: 1, streak: 0, best_streak: 0, due_today: true });
    const met = { ...goal, target: 1 };
    // Target 1: 2 Nov and 9 Nov met, 16 Nov missed (broken), 23 Nov met (open, counted).
    expect(goalFacts(met, clock("2026-11-26")).habit).toMatchObject({ streak: 1, best_streak: 2, due_today: false });
  });

  it("counts due days only for a weekday schedule, with Sunday weeks irrelevant to days", () => {
    // Meditate on weekdays: Mon 23 … Fri 27 Nov done; today Monday 30 Nov, not yet.
    const journal = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].map((k) => ({ progress: 0, created_at: at(k) }));
    const goal = { kind: "check" as const, timeframe: "daily", weekdays: [1, 2, 3, 4, 5], created_at: at("2026-11-23"), journal };
    expect(goalFacts(goal, clock("2026-11-30")).habit).toMatchObject({ streak: 5, best_streak: 5, due_today: true, streak_unit: "day" });
    expect(goalFacts(goal, clock("2026-11-29", "sunday")).habit).toMatchObject({ streak: 5, due_today: false });
  });

  it("sums amounts against an at-most limit; over the limit breaks at once", () => {
    const coffee = (k: string, amount: number) => ({ progress: 0, created_at: at(k), amount });
    const goal = {
      kind: "amount" as const,
      timeframe: "daily",
      target: 2,
      direction: "at_most" as const,
      created_at: at("2026-11-20"),
      journal: [coffee("2026-11-24", 2), coffee("2026-11-25", 1), coffee("2026-11-26", 1)],
    };
    expect(goalFacts(goal, clock("2026-11-26")).habit).toMatchObject({ period_value: 1, streak: 7, best_streak: 7, due_today: false });
    const over = { ...goal, journal: [...goal.journal, coffee("2026-11-26", 1.5)] };
    expect(goalFacts(over, clock("2026-11-26")).habit).toMatchObject({ period_value: 2.5, streak: 0, best_streak: 6 });
  });

  it("steps over paused days", () => {
    const journal = ["2026-11-20", "2026-11-21", "2026-11-25", "2026-11-26"].map((k) => ({ progress: 0, created_at: at(k) }));
    const goal = {
      kind: "check" as const,
      timeframe: "daily",
      created_at: at("2026-11-20"),
      journal,
      pauses: [{ from: "2026-11-22", to: "2026-11-24" }],
    };
    expect(goalFacts(goal, clock("2026-11-26")).habit).toMatchObject({ streak: 4, best_streak: 4 });
    expect(goalFacts({ ...goal, pauses: [] }, clock("2026-11-26")).habit).toMatchObject({ streak: 2, best_streak: 2 });
  });

  it("keep the spec's streak for progress goals, with its best run and a daily goal's due today", () => {
    const journal = ["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-25"].map((k) => ({ progress: 10, created_at: at(k) }));
    const f = goalFacts({ timeframe: "daily", created_at: at("2026-11-10"), journal }, clock("2026-11-26"));
    expect(f.streak).toBe(0);
    expect(f.atRisk).toBe(1);
    expect(f.habit).toEqual({ period_value: null, period_target: null, streak_unit: "day", streak: 0, best_streak: 3, due_today: true });
    expect(goalFacts({ timeframe: "weekly", journal }, clock("2026-11-26")).habit.due_today).toBe(false);
  });
});

describe("a habit's run at risk (the card's \"N-day run ends tonight\")", () => {
  const clock = (key: string, weekStart?: "monday" | "sunday") => ({ now: new Date(at(key, 18)), timeZone: "UTC", weekStart });
  const check = (keys: string[], extra: Record<string, unknown> = {}) => ({
    kind: "check" as const,
    timeframe: "daily",
    target: 1,
    created_at: at("2026-11-01"),
    journal: keys.map((k) => ({ progress: 100, created_at: at(k) })),
    ...extra,
  });

  it("a daily habit met on the days before and not yet today: its streak, in days", () => {
    const f = goalFacts(check(["2026-11-24", "2026-11-25"]), clock("2026-11-26"));
    expect(f.atRisk).toBe(2);
    expect(f.habit.streak_unit).toBe("day");
    expect(goalFacts(check(["2026-11-24", "2026-11-25", "2026-11-26"]), clock("2026-11-26")).atRisk).toBeNull();
    expect(goalFacts(check(["2026-11-23"]), clock("2026-11-26")).atRisk).toBeNull();
  });

  it("a weekday habit is at risk only on a day it is due", () => {
    // 2026-11-27 is a Friday, 2026-11-28 a Saturday.
    const weekdays = check(["2026-11-25", "2026-11-26"], { weekdays: [1, 2, 3, 4, 5] });
    expect(goalFacts(weekdays, clock("2026-11-27")).atRisk).toBe(2);
    expect(
      goalFacts({ ...weekdays, journal: [...weekdays.journal, { progress: 100, created_at: at("2026-11-27") }] }, clock("2026-11-28"))
        .atRisk,
    ).toBeNull();
  });

  it("a weekly habit: on the week's last day only, by the user's week start", () => {
    // Weeks of Mon 2026-11-16 and Mon 2026-11-23: three gym visits in the first, one in the second.
    const gym = check(["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-24"], { timeframe: "weekly", target: 3 });
    const sunday = goalFacts(gym, clock("2026-11-29"));
    expect(sunday.atRisk).toBe(1);
    expect(sunday.habit.streak_unit).toBe("week");
    expect(goalFacts(gym, clock("2026-11-26")).atRisk).toBeNull();
    // Weeks starting on Sunday end on Saturday.
    expect(goalFacts(gym, clock("2026-11-28", "sunday")).atRisk).not.toBeNull();
    expect(goalFacts(gym, clock("2026-11-29", "sunday")).atRisk).toBeNull();
  });

  it("an at-most habit is never at risk: not logging keeps it", () => {
    const coffee = check(["2026-11-24", "2026-11-25"], { kind: "amount", target: 2, unit: "cups", direction: "at_most" });
    expect(goalFacts(coffee, clock("2026-11-26")).atRisk).toBeNull();
  });
});

describe("periodBounds", () => {
  it("gives a period's instants across DST changes and week starts", async () => {
    const { periodBounds } = await import("./dates.js");
    const iso = (b: { from: Date; to: Date }) => [b.from.toISOString(), b.to.toISOString()];
    // Berlin falls back on Sunday 2026-10-25: that day has 25 hours.
    expect(iso(periodBounds("daily", new Date("2026-10-25T12:00:00Z"), "Europe/Berlin"))).toEqual([
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
    ]);
    expect(iso(periodBounds("weekly", new Date("2026-10-25T12:00:00Z"), "Europe/Berlin"))).toEqual([
      "2026-10-18T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
    ]);
    expect(iso(periodBounds("weekly", new Date("2026-10-25T12:00:00Z"), "Europe/Berlin", "sunday"))).toEqual([
      "2026-10-24T22:00:00.000Z",
      "2026-10-31T23:00:00.000Z",
    ]);
    expect(iso(periodBounds("monthly", new Date("2026-02-10T12:00:00Z"), "UTC"))).toEqual([
      "2026-02-01T00:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
    ]);
    expect(iso(periodBounds("yearly", new Date("2028-02-29T12:00:00Z"), "UTC"))).toEqual([
      "2028-01-01T00:00:00.000Z",
      "2029-01-01T00:00:00.000Z",
    ]);
  });
});

describe("habit facts beside a window (decision 046)", () => {
  it("take the server's figures for a check goal, whose streak a window cannot give", () => {
    const window = ["2026-11-25", "2026-11-26"].map((k) => ({ progress: 0, created_at: at(k) }));
    const clock = { now: new Date(at("2026-11-26", 18)), timeZone: "UTC" };
    const goal = { kind: "check" as const, timeframe: "weekly", target: 2, created_at: at("2026-01-05"), journal: window };
    const server = {
      streak_run: null,
      streak_unit: "week",
      streak: 30,
      best_streak: 41,
      period_value: 2,
      period_target: 2,
      due_today: false,
    };
    expect(goalFacts({ ...goal, facts: server }, clock).habit).toEqual({
      period_value: 2,
      period_target: 2,
      streak_unit: "week",
      streak: 30,
      best_streak: 41,
      due_today: false,
    });
    expect(goalFacts(goal, clock).habit.streak).toBe(1);
  });
});
