import { describe, expect, it } from "vitest";
import type { SavedGoal } from "../../lib/device-store.js";
import { followedList, savedGoalList } from "./device-lists.js";

const saved = (id: string): SavedGoal => ({
  id,
  title: `T${id}`,
  username: "ann",
  slug: `s${id}`,
  category: "health",
  timeframe: "daily",
  progress: 10,
  created_at: "2024-01-01T00:00:00Z",
});

describe("savedGoalList", () => {
  it("keeps linkable goals in saved order and skips broken entries", () => {
    const saves = { b: saved("b"), x: { id: "x" } as unknown as SavedGoal, a: saved("a") };
    expect(savedGoalList(saves).map((g) => g.id)).toEqual(["b", "a"]);
  });

  it("respells a createdAt another version wrote as the saves are read back", () => {
    const { created_at: _, ...rest } = saved("c");
    const saves = { c: { ...rest, createdAt: "2024-02-02T00:00:00Z" } as unknown as SavedGoal };
    expect(savedGoalList(saves)).toEqual([{ ...rest, created_at: "2024-02-02T00:00:00Z" }]);
  });
});

describe("followedList", () => {
  it("reads full follow records", () => {
    expect(followedList({ g1: { id: "g1", title: "Run", username: "ann", slug: "run" } }, {})).toEqual([
      { id: "g1", title: "Run", username: "ann", slug: "run" },
    ]);
  });
  it("reads a bare truthy flag, borrowing from the saved copy, and drops false flags", () => {
    const list = followedList({ a: true, b: true, c: false }, { a: saved("a") });
    expect(list).toEqual([
      { id: "a", title: "Ta", username: "ann", slug: "sa" },
      { id: "b", title: undefined, username: undefined, slug: undefined },
    ]);
  });
});
