import { describe, expect, it } from "vitest";
import { withDerivedProgress } from "./habit-journal.js";

const entry = (id: string, created_at: string, amount?: number) => ({
  id,
  created_at,
  progress: 0,
  ...(amount === undefined ? {} : { amount }),
});

describe("withDerivedProgress (issue 29)", () => {
  // 2026-03-08 is a Sunday, 2026-03-09 a Monday.
  const journal = [entry("b", "2026-03-09T10:00:00Z"), entry("a", "2026-03-08T10:00:00Z"), entry("c", "2026-03-09T12:00:00Z")];
  const gym = { kind: "check" as const, timeframe: "weekly", target: 2 };

  it("sorts the journal and sums each period on its own, the week starting on Monday or Sunday", () => {
    expect(withDerivedProgress(gym, journal, "UTC").map((e) => [e.id, e.progress])).toEqual([
      ["a", 50],
      ["b", 50],
      ["c", 100],
    ]);
    expect(withDerivedProgress(gym, journal, "UTC", "sunday").map((e) => e.progress)).toEqual([50, 100, 100]);
  });

  it("reads days in the given zone", () => {
    // 2026-03-09T02:00Z is still Sunday in New York.
    const late = [entry("a", "2026-03-08T10:00:00Z"), entry("b", "2026-03-09T02:00:00Z")];
    expect(withDerivedProgress(gym, late, "UTC").map((e) => e.progress)).toEqual([50, 50]);
    expect(withDerivedProgress(gym, late, "America/New_York").map((e) => e.progress)).toEqual([50, 100]);
  });

  it("sums amounts, and leaves a progress goal's entries as they are", () => {
    const run = { kind: "amount" as const, timeframe: "daily", target: 10 };
    const day = [entry("a", "2026-03-09T08:00:00Z", 2.5), entry("b", "2026-03-09T09:00:00Z", 5)];
    expect(withDerivedProgress(run, day, "UTC").map((e) => e.progress)).toEqual([25, 75]);
    const spec = [{ ...entry("a", "2026-03-09T08:00:00Z"), progress: 40 }];
    expect(withDerivedProgress({ timeframe: "daily" }, spec, "UTC")).toEqual(spec);
  });
});
