import { describe, expect, it } from "vitest";
import { entryTime, sortEntriesByTime } from "./entries.js";

describe("entryTime", () => {
  // The createdAt spelling is respelled where entries enter the app: wire-shape.test.ts.
  it("reads created_at", () => {
    expect(entryTime({ progress: 0, created_at: "2026-03-05T10:00:00Z" })).toBe(Date.UTC(2026, 2, 5, 10));
    expect(entryTime({ progress: 0, created_at: "2026-03-05T10:00:00+01:00" })).toBe(Date.UTC(2026, 2, 5, 9));
  });

  it("is NaN for a missing or invalid date", () => {
    expect(entryTime({ progress: 0 })).toBeNaN();
    expect(entryTime({ progress: 0, created_at: null })).toBeNaN();
    expect(entryTime({ progress: 0, created_at: "" })).toBeNaN();
    expect(entryTime({ progress: 0, created_at: "yesterday" })).toBeNaN();
  });
});

describe("sortEntriesByTime", () => {
  it("sorts by instant, not by string, oldest first", () => {
    const a = { id: "a", progress: 10, created_at: "2026-03-05T09:00:00Z" };
    const b = { id: "b", progress: 20, created_at: "2026-03-05T10:00:00+02:00" }; // 08:00Z
    const c = { id: "c", progress: 30, created_at: "2026-03-04T23:00:00Z" };
    expect(sortEntriesByTime([a, b, c]).map((e) => e.id)).toEqual(["c", "b", "a"]);
  });

  it("keeps input order for equal times and does not touch the input", () => {
    const t = "2026-03-05T09:00:00Z";
    const input = [
      { id: "x", progress: 1, created_at: t },
      { id: "early", progress: 2, created_at: "2026-03-01T00:00:00Z" },
      { id: "y", progress: 3, created_at: t },
      { id: "z", progress: 4, created_at: t },
    ];
    const copy = structuredClone(input);
    expect(sortEntriesByTime(input).map((e) => e.id)).toEqual(["early", "x", "y", "z"]);
    expect(input).toEqual(copy);
  });

  it("drops entries without a valid date", () => {
    const entries = [
      { id: "ok", progress: 1, created_at: "2026-03-05T09:00:00Z" },
      { id: "none", progress: 2 },
      { id: "bad", progress: 3, created_at: "2026-02-30T00:00:00Z" },
    ];
    expect(sortEntriesByTime(entries).map((e) => e.id)).toEqual(["ok"]);
    expect(sortEntriesByTime([])).toEqual([]);
  });
});
