import { describe, expect, it } from "vitest";
import type { Goal } from "../../../core/schemas.js";
import type { CardFacts as GoalFacts } from "./goal-display.js";
import { filterGoals, matchesSearch, pageOf, sortGoals, type GoalWithFacts } from "./list-view.js";

function item(id: string, over: Partial<Goal> = {}, facts: Partial<GoalFacts> = {}): GoalWithFacts {
  const goal: Goal = {
    id,
    title: `Goal ${id}`,
    description: "",
    motivation: "",
    category: "general",
    timeframe: "daily",
    public: false,
    slug: null,
    username: "u",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    progress: 0,
    likes_count: 0,
    journal: [],
    ...over,
  };
  const habit = { period_value: null, period_target: null, streak_unit: "day" as const, streak: 0, best_streak: 0, due_today: false };
  return { goal, facts: { overall: 0, period: 0, streak: 0, habit, latest: undefined, strength: 0, atRisk: null, ...facts } };
}

describe("search and visibility filter", () => {
  const items = [
    item("a", { title: "Run a 10K", public: true, slug: "run" }),
    item("b", { title: "Read books", motivation: "Think more CLEARLY" }),
    item("c", { title: "Save money", category: "finance", description: "emergency fund" }),
  ];

  it("matches title, motivation, description and category, trimmed and case-insensitive", () => {
    expect(filterGoals(items, "  run ", "all").map((i) => i.goal.id)).toEqual(["a"]);
    expect(filterGoals(items, "clearly", "all").map((i) => i.goal.id)).toEqual(["b"]);
    expect(filterGoals(items, "EMERGENCY", "all").map((i) => i.goal.id)).toEqual(["c"]);
    expect(filterGoals(items, "finance", "all").map((i) => i.goal.id)).toEqual(["c"]);
    expect(filterGoals(items, "", "all")).toHaveLength(3);
    expect(matchesSearch(items[0]!.goal, "nothing like it")).toBe(false);
  });

  it("filters public and private goals", () => {
    expect(filterGoals(items, "", "public").map((i) => i.goal.id)).toEqual(["a"]);
    expect(filterGoals(items, "", "private").map((i) => i.goal.id)).toEqual(["b", "c"]);
    expect(filterGoals(items, "read", "public")).toEqual([]);
  });
});

describe("sort", () => {
  const items = [
    item("old", { title: "banana", created_at: "2026-01-01T00:00:00Z" }, { overall: 50, streak: 1 }),
    item("new", { title: "Apple", created_at: "2026-03-01T00:00:00Z" }, { overall: 10, streak: 5 }),
    item("mid", { title: "cherry", created_at: "2026-02-01T00:00:00Z" }, { overall: 90, streak: 0 }),
  ];
  const ids = (sorted: GoalWithFacts[]) => sorted.map((i) => i.goal.id);

  it("Recent puts the newest goal first", () => expect(ids(sortGoals(items, "recent"))).toEqual(["new", "mid", "old"]));
  it("Progress desc", () => expect(ids(sortGoals(items, "progress"))).toEqual(["mid", "old", "new"]));
  it("Streak desc", () => expect(ids(sortGoals(items, "streak"))).toEqual(["new", "old", "mid"]));
  it("Title, ignoring case", () => expect(ids(sortGoals(items, "title"))).toEqual(["new", "old", "mid"]));
  it("My order: by position, goals without one last and newest first (issue 30)", () => {
    const placed = [
      ...items.map((i, n) => ({ ...i, goal: { ...i.goal, position: [2, 0, 1][n] } })),
      item("unplaced-old", { created_at: "2026-01-05T00:00:00Z" }),
      item("unplaced-new", { created_at: "2026-04-01T00:00:00Z" }),
    ];
    expect(ids(sortGoals(placed, "manual"))).toEqual(["new", "mid", "old", "unplaced-new", "unplaced-old"]);
  });
  it("breaks ties by recency and leaves the input alone", () => {
    const tied = [item("x", { created_at: "2026-01-01T00:00:00Z" }), item("y", { created_at: "2026-02-01T00:00:00Z" })];
    expect(ids(sortGoals(tied, "progress"))).toEqual(["y", "x"]);
    expect(ids(tied)).toEqual(["x", "y"]);
  });
});

describe("pageOf", () => {
  const thirteen = Array.from({ length: 13 }, (_, i) => i);
  it("cuts pages of the given size", () => {
    expect(pageOf(thirteen, 1, 12)).toEqual({ items: thirteen.slice(0, 12), page: 1, pageCount: 2 });
    expect(pageOf(thirteen, 2, 12)).toEqual({ items: [12], page: 2, pageCount: 2 });
  });
  it("clamps the page into range and has one page when empty", () => {
    expect(pageOf(thirteen, 9, 12).page).toBe(2);
    expect(pageOf(thirteen, 0, 12).page).toBe(1);
    expect(pageOf([], 3, 12)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
