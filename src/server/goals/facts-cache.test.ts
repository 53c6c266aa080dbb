import { describe, expect, it } from "vitest";
import { GoalFactsCache, type GoalPart, type PartKey } from "./facts-cache.js";

const part = (overall: number, note = ""): GoalPart => ({
  facts: {
    time_zone: "UTC",
    overall,
    period: overall,
    streak: 0,
    entries: 1,
    idle_days: 0,
    last_entry_at: null,
    streak_run: null,
    recent_days: { from: "2026-09-07", before: 0, days: [] },
    period_value: null,
    period_target: null,
    streak_unit: "day",
    best_streak: 0,
    due_today: false,
  },
  strength: 0,
  journal: [{ id: "e", goal_id: "g", note, progress: overall, created_at: "2026-11-25T00:00:00.000Z" }],
});
const key = (goalId: string, over: Partial<PartKey> = {}): PartKey => ({
  goalId,
  stamp: "1",
  timeZone: "UTC",
  day: "2026-11-25",
  pauses: "[]",
  ...over,
});

describe("GoalFactsCache", () => {
  it("answers a part only under the very key it was filed under", () => {
    const cache = new GoalFactsCache(1 << 20);
    cache.set(key("a"), part(10));
    expect(cache.get(key("a"))?.facts.overall).toBe(10);
    for (const other of [{ stamp: "2" }, { timeZone: "Europe/Paris" }, { day: "2026-11-26" }, { pauses: '[{"from":"x"}]' }]) {
      expect(cache.get(key("a", other))).toBeUndefined();
    }
    expect(cache.get(key("b"))).toBeUndefined();
  });

  it("replaces a goal's part in a zone by the newer one, and keeps each zone's own", () => {
    const cache = new GoalFactsCache(1 << 20);
    cache.set(key("a"), part(10));
    const one = cache.size;
    cache.set(key("a", { stamp: "2" }), part(20));
    expect(cache.size).toBe(one); // the old part was replaced, not kept beside it
    expect(cache.get(key("a"))).toBeUndefined();
    cache.set(key("a", { timeZone: "Asia/Tokyo" }), part(30));
    expect(cache.get(key("a", { stamp: "2" }))?.facts.overall).toBe(20);
    expect(cache.get(key("a", { timeZone: "Asia/Tokyo" }))?.facts.overall).toBe(30);
  });

  it("holds at most its bytes, dropping the least recently used first", () => {
    const probe = new GoalFactsCache(1 << 20);
    probe.set(key("x"), part(1, "n".repeat(1000)));
    const each = probe.size;
    const cache = new GoalFactsCache(each * 3);
    for (const id of ["a", "b", "c"]) cache.set(key(id), part(1, "n".repeat(1000)));
    expect(cache.get(key("a"))).toBeDefined(); // a is now the most recently used
    cache.set(key("d"), part(1, "n".repeat(1000)));
    expect(cache.size).toBeLessThanOrEqual(each * 3);
    expect(cache.get(key("b"))).toBeUndefined();
    expect(cache.get(key("a"))).toBeDefined();
    expect(cache.get(key("d"))).toBeDefined();
    // A part larger than the whole cache is not kept at all.
    cache.set(key("huge"), part(1, "n".repeat(each * 4)));
    expect(cache.get(key("huge"))).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(each * 3);
  });
});
