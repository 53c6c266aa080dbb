import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH_FILTERS,
  type PublicSearchFilters,
  categoryMatches,
  progressBound,
  searchPublicGoals,
  serverCategory,
} from "./public-search.js";
import { normaliseGoal } from "./wire-shape.js";

const goal = (id: string, fields: Partial<Parameters<typeof searchPublicGoals>[0][number]> = {}) => ({
  id,
  title: `Goal ${id}`,
  description: "",
  category: "general",
  timeframe: "weekly",
  progress: 0,
  created_at: "2024-03-10T12:00:00.000Z",
  ...fields,
});

const run = (goals: ReturnType<typeof goal>[], f: Partial<PublicSearchFilters>, tz = "UTC") =>
  searchPublicGoals(goals, { ...DEFAULT_SEARCH_FILTERS, ...f }, tz).map((g) => g.id);

describe("progressBound", () => {
  it("uses the default for blank or missing values", () => {
    expect(progressBound("", 0)).toBe(0);
    expect(progressBound("   ", 100)).toBe(100);
    expect(progressBound(undefined, 100)).toBe(100);
    expect(progressBound(null, 0)).toBe(0);
    expect(progressBound("abc", 100)).toBe(100);
  });
  it("reads numbers and numeric text, clamped to 0..100", () => {
    expect(progressBound("40", 0)).toBe(40);
    expect(progressBound(55, 0)).toBe(55);
    expect(progressBound("150", 0)).toBe(100);
    expect(progressBound(-5, 100)).toBe(0);
    expect(progressBound("0", 100)).toBe(0);
  });
});

describe("category matching", () => {
  it("matches everything for all or blank", () => {
    expect(categoryMatches("finance", "all")).toBe(true);
    expect(categoryMatches("finance", "")).toBe(true);
  });
  it("matches exactly, case-insensitively, and treats a missing category as general", () => {
    expect(categoryMatches("career", "career")).toBe(true);
    expect(categoryMatches("Career", "career")).toBe(true);
    expect(categoryMatches("study", "career")).toBe(false);
    expect(categoryMatches(null, "general")).toBe(true);
  });
  it("maps the spec's fitness, learning and habit to health, study and personal", () => {
    expect(categoryMatches("health", "fitness")).toBe(true);
    expect(categoryMatches("study", "learning")).toBe(true);
    expect(categoryMatches("personal", "habit")).toBe(true);
    expect(categoryMatches("fitness", "fitness")).toBe(true);
    expect(categoryMatches("study", "fitness")).toBe(false);
    expect(categoryMatches("health", "learning")).toBe(false);
  });
  it("gives the server only categories it knows", () => {
    expect(serverCategory("all")).toBeUndefined();
    expect(serverCategory("fitness")).toBe("health");
    expect(serverCategory("career")).toBe("career");
    expect(serverCategory("finance")).toBe("finance");
    expect(serverCategory("nonsense")).toBeUndefined();
  });
});

describe("searchPublicGoals filters", () => {
  it("matches the query in title or description, trimmed and case-insensitive", () => {
    const goals = [
      goal("a", { title: "Run a Marathon" }),
      goal("b", { description: "Train for a marathon in spring" }),
      goal("c", { title: "Read books" }),
    ];
    expect(run(goals, { q: "  MARATHON " }).sort()).toEqual(["a", "b"]);
    expect(run(goals, { q: "" }).sort()).toEqual(["a", "b", "c"]);
    expect(run(goals, { q: "swim" })).toEqual([]);
  });

  it("filters by category", () => {
    const goals = [goal("h", { category: "health" }), goal("s", { category: "study" }), goal("c", { category: "career" })];
    expect(run(goals, { category: "fitness" })).toEqual(["h"]);
    expect(run(goals, { category: "career" })).toEqual(["c"]);
    expect(run(goals, { category: "all" }).sort()).toEqual(["c", "h", "s"]);
  });

  it("filters by timeframe", () => {
    const goals = [goal("d", { timeframe: "daily" }), goal("w", { timeframe: "weekly" }), goal("y", { timeframe: "yearly" })];
    expect(run(goals, { timeframe: "daily" })).toEqual(["d"]);
    expect(run(goals, { timeframe: "yearly" })).toEqual(["y"]);
    expect(run(goals, { timeframe: "all" }).sort()).toEqual(["d", "w", "y"]);
  });

  it("keeps progress within min and max, both inclusive", () => {
    const goals = [
      goal("p0", { progress: 0 }),
      goal("p30", { progress: 30 }),
      goal("p70", { progress: 70 }),
      goal("p100", { progress: 100 }),
    ];
    expect(run(goals, { minP: "30", maxP: "70" }).sort()).toEqual(["p30", "p70"]);
    expect(run(goals, { minP: 31 }).sort()).toEqual(["p100", "p70"]);
    expect(run(goals, { maxP: "29" })).toEqual(["p0"]);
  });

  it("treats blank min and max as 0 and 100", () => {
    const goals = [goal("p0", { progress: 0 }), goal("p100", { progress: 100 }), goal("over", { progress: 140 })];
    expect(run(goals, { minP: "", maxP: "" }).sort()).toEqual(["over", "p0", "p100"]);
    expect(run(goals, { minP: undefined, maxP: "  " }).sort()).toEqual(["over", "p0", "p100"]);
  });

  it("compares created dates with inclusive from and to days", () => {
    const goals = [
      goal("jan31", { created_at: "2024-01-31T23:59:59.000Z" }),
      goal("feb01", { created_at: "2024-02-01T00:00:00.000Z" }),
      // Received with the createdAt spelling, respelled where it entered (wire-shape.ts).
      normaliseGoal({ ...goal("feb15"), created_at: null, createdAt: "2024-02-15T10:00:00.000Z" }),
      goal("feb29", { created_at: "2024-02-29T23:59:59.999Z" }),
      goal("mar01", { created_at: "2024-03-01T00:00:00.000Z" }),
    ];
    expect(run(goals, { from: "2024-02-01", to: "2024-02-29" }).sort()).toEqual(["feb01", "feb15", "feb29"]);
    expect(run(goals, { from: "2024-02-29" }).sort()).toEqual(["feb29", "mar01"]);
    expect(run(goals, { to: "2024-01-31" })).toEqual(["jan31"]);
    expect(run(goals, { from: "2024-02-15", to: "2024-02-15" })).toEqual(["feb15"]);
  });

  it("reads the created day in the user's time zone", () => {
    // 23:30 UTC on 1 Feb is already 2 Feb in Berlin.
    const goals = [goal("late", { created_at: "2024-02-01T23:30:00.000Z" })];
    expect(run(goals, { from: "2024-02-02" }, "UTC")).toEqual([]);
    expect(run(goals, { from: "2024-02-02" }, "Europe/Berlin")).toEqual(["late"]);
  });

  it("drops goals without a readable created date only when a date bound is set", () => {
    const goals = [goal("bad", { created_at: "not a date" }), goal("ok")];
    expect(run(goals, {}).sort()).toEqual(["bad", "ok"]);
    expect(run(goals, { from: "2000-01-01" })).toEqual(["ok"]);
  });

  it("combines filters", () => {
    const goals = [
      goal("match", { title: "Morning run", category: "health", timeframe: "daily", progress: 60 }),
      goal("wrongTf", { title: "Morning run", category: "health", timeframe: "weekly", progress: 60 }),
      goal("wrongCat", { title: "Morning run", category: "study", timeframe: "daily", progress: 60 }),
      goal("lowP", { title: "Morning run", category: "health", timeframe: "daily", progress: 10 }),
    ];
    expect(run(goals, { q: "run", category: "fitness", timeframe: "daily", minP: 50 })).toEqual(["match"]);
  });
});

describe("searchPublicGoals sort", () => {
  const goals = [
    goal("old", { title: "banana", progress: 50, created_at: "2023-01-01T00:00:00Z" }),
    goal("new", { title: "Cherry", progress: 10, created_at: "2024-06-01T00:00:00Z" }),
    goal("mid", { title: "apple", progress: 90, created_at: "2024-01-01T00:00:00Z" }),
  ];
  it("defaults to recent: newest created first", () => {
    expect(run(goals, {})).toEqual(["new", "mid", "old"]);
    expect(run(goals, { sort: "unknown" })).toEqual(["new", "mid", "old"]);
  });
  it("sorts progress highest first, ties newest first", () => {
    expect(run(goals, { sort: "progress" })).toEqual(["mid", "old", "new"]);
    const tied = [
      goal("t1", { progress: 40, created_at: "2024-01-01T00:00:00Z" }),
      goal("t2", { progress: 40, created_at: "2024-05-01T00:00:00Z" }),
    ];
    expect(run(tied, { sort: "progress" })).toEqual(["t2", "t1"]);
  });
  it("sorts titles A to Z, case-insensitively", () => {
    expect(run(goals, { sort: "title" })).toEqual(["mid", "old", "new"]);
  });
  it("puts goals without a date last in recent order and does not change the input", () => {
    const list = [goal("undated", { created_at: "" }), ...goals];
    const before = list.map((g) => g.id);
    expect(run(list, { sort: "recent" })).toEqual(["new", "mid", "old", "undated"]);
    expect(list.map((g) => g.id)).toEqual(before);
  });
});
