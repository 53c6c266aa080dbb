import { describe, expect, it } from "vitest";
import { GoalHistoryCache, REFRESH_DAYS, type KeptHistory } from "./history-cache.js";
import { HISTORY_KEPT_DAYS } from "../db/history-version.js";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-27T12:00:00.000Z");
const horizonAt = (ms: number) => new Date(ms - HISTORY_KEPT_DAYS * DAY).toISOString();
const kept = (version: string, entries = 3, horizon = horizonAt(NOW)): KeptHistory => ({
  version,
  horizon,
  entries: Array.from({ length: entries }, (_, i) => ({
    id: `e${i}`,
    progress: i,
    created_at: new Date(NOW - (200 - i) * DAY).toISOString(),
  })),
});

describe("GoalHistoryCache", () => {
  it("gives a goal's kept entries back only under the history stamp they were read under", () => {
    const cache = new GoalHistoryCache(1 << 20);
    const part = kept("7");
    cache.set("g1", part);
    expect(cache.get("g1", "7", NOW)).toBe(part);
    expect(cache.get("g1", "8", NOW)).toBeUndefined();
    // A stamp that moved drops the slot: the old entries are never used again.
    expect(cache.get("g1", "7", NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("reads a horizon again once it is REFRESH_DAYS past its read", () => {
    const cache = new GoalHistoryCache(1 << 20);
    cache.set("g1", kept("1"));
    expect(cache.get("g1", "1", NOW + (REFRESH_DAYS - 1) * DAY)).toBeDefined();
    expect(cache.get("g1", "1", NOW + (REFRESH_DAYS + 1) * DAY)).toBeUndefined();
  });

  it("stays within its bytes, the least recently used goal out first", () => {
    const probe = new GoalHistoryCache(1 << 20);
    probe.set("x", kept("1", 100));
    const each = probe.size;
    const cache = new GoalHistoryCache(each * 2);
    cache.set("a", kept("1", 100));
    cache.set("b", kept("1", 100));
    expect(cache.get("a", "1", NOW)).toBeDefined(); // a is now the most recent
    cache.set("c", kept("1", 100));
    expect(cache.get("b", "1", NOW)).toBeUndefined();
    expect(cache.get("a", "1", NOW)).toBeDefined();
    expect(cache.get("c", "1", NOW)).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(each * 2);
    // A part larger than the whole budget is not kept at all.
    const tiny = new GoalHistoryCache(100);
    tiny.set("a", kept("1", 100));
    expect(tiny.get("a", "1", NOW)).toBeUndefined();
  });
});
