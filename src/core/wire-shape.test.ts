import { describe, expect, it } from "vitest";
import { entryTime } from "./entries.js";
import { fastEntryTime } from "./analytics/fast-time.js";
import { normaliseEntry, normaliseGoal } from "./wire-shape.js";

const T = "2026-03-05T10:00:00Z";
const OLD = "2020-01-01T00:00:00Z";

describe("normaliseEntry", () => {
  it("respells createdAt as created_at and drops createdAt", () => {
    expect(normaliseEntry({ progress: 5, createdAt: T })).toEqual({ progress: 5, created_at: T });
    expect(normaliseEntry({ progress: 5, created_at: null, createdAt: T })).toEqual({ progress: 5, created_at: T });
  });

  it('lets an empty created_at give way to createdAt: "" carries no information', () => {
    const e = normaliseEntry({ progress: 5, created_at: "", createdAt: T });
    expect(e).toEqual({ progress: 5, created_at: T });
    expect(entryTime(e)).toBe(Date.UTC(2026, 2, 5, 10));
    expect(fastEntryTime(e)).toBe(Date.UTC(2026, 2, 5, 10));
  });

  it("prefers created_at when both say something", () => {
    expect(normaliseEntry({ progress: 5, created_at: T, createdAt: OLD })).toEqual({ progress: 5, created_at: T });
  });

  it("keeps what there is when createdAt says nothing", () => {
    expect(normaliseEntry({ progress: 5, created_at: "", createdAt: null })).toEqual({ progress: 5, created_at: "" });
    expect(normaliseEntry({ progress: 5, createdAt: "" })).toEqual({ progress: 5, created_at: "" });
    expect(normaliseEntry({ progress: 5, created_at: null, createdAt: null })).toEqual({ progress: 5, created_at: null });
    expect(entryTime(normaliseEntry({ progress: 5, created_at: null, createdAt: null }))).toBeNaN();
  });

  it("answers an entry already in shape unchanged, and never touches its input", () => {
    const input = { id: "e", progress: 1, createdAt: T };
    const copy = structuredClone(input);
    normaliseEntry(input);
    expect(input).toEqual(copy);
    expect(normaliseEntry({ id: "e", progress: 1, created_at: T })).toEqual({ id: "e", progress: 1, created_at: T });
  });

  it("passes non-objects through", () => {
    expect(normaliseEntry(null)).toBeNull();
    expect(normaliseEntry(undefined)).toBeUndefined();
    expect(normaliseEntry("")).toBe("");
  });
});

describe("normaliseGoal", () => {
  const base = { id: "g1", title: "Run", category: "health", timeframe: "daily", public: false };

  it("respells createdAt and updatedAt, an empty snake_case value giving way", () => {
    expect(normaliseGoal({ ...base, createdAt: T, updatedAt: T })).toEqual({ ...base, created_at: T, updated_at: T });
    expect(normaliseGoal({ ...base, created_at: "", createdAt: T, updated_at: "", updatedAt: T })).toEqual({
      ...base,
      created_at: T,
      updated_at: T,
    });
    expect(normaliseGoal({ ...base, created_at: T, createdAt: OLD, updated_at: T, updatedAt: OLD })).toEqual({
      ...base,
      created_at: T,
      updated_at: T,
    });
  });

  it("reads why as motivation only when motivation is missing", () => {
    expect(normaliseGoal({ ...base, why: "Because" })).toEqual({ ...base, motivation: "Because" });
    expect(normaliseGoal({ ...base, motivation: "Mine", why: "Because" })).toEqual({ ...base, motivation: "Mine" });
    expect(normaliseGoal({ ...base, motivation: "", why: "Because" })).toEqual({ ...base, motivation: "" });
  });

  it("respells its journal entries and latest update", () => {
    const g = normaliseGoal({
      ...base,
      created_at: OLD,
      journal: [
        { id: "a", progress: 10, createdAt: T },
        { id: "b", progress: 20, created_at: T },
      ],
      latest_update: { note: "n", progress: 20, createdAt: T },
    });
    expect(g.journal).toEqual([
      { id: "a", progress: 10, created_at: T },
      { id: "b", progress: 20, created_at: T },
    ]);
    expect(g.latest_update).toEqual({ note: "n", progress: 20, created_at: T });
  });

  it("leaves a goal in the app's shape as it is, and passes non-objects through", () => {
    const goal = { ...base, created_at: T, updated_at: T, motivation: "m", journal: [], latest_update: null };
    expect(normaliseGoal(goal)).toEqual(goal);
    expect(normaliseGoal(null)).toBeNull();
  });
});
