import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EntryLike } from "./entries.js";
import { clampProgress, overallProgress, periodProgress, quickIncrement } from "./progress.js";
import { normaliseEntry } from "./wire-shape.js";

const BERLIN = "Europe/Berlin";
const entry = (created_at: string, progress: number): EntryLike => ({ created_at, progress });

describe("clampProgress", () => {
  it("rounds and clamps to 0..100", () => {
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(42.4)).toBe(42);
    expect(clampProgress(42.5)).toBe(43);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(99.6)).toBe(100);
    expect(Object.is(clampProgress(-0.4), 0)).toBe(true);
  });

  it("maps non-finite values to 0", () => {
    expect(clampProgress(NaN)).toBe(0);
    expect(clampProgress(Infinity)).toBe(0);
    expect(clampProgress(-Infinity)).toBe(0);
    expect(clampProgress("70" as unknown as number)).toBe(0);
  });
});

describe("overallProgress", () => {
  it("is 0 for an empty journal", () => {
    expect(overallProgress([])).toBe(0);
  });

  it("takes the latest entry by time, whatever the input order", () => {
    const entries = [
      entry("2026-03-05T10:00:00Z", 60),
      entry("2026-03-07T10:00:00Z", 40), // latest, although lower
      entry("2026-03-01T10:00:00Z", 90),
    ];
    expect(overallProgress(entries)).toBe(40);
  });

  it("rounds and clamps the latest value", () => {
    expect(overallProgress([entry("2026-03-01T10:00:00Z", 10), entry("2026-03-02T10:00:00Z", 33.6)])).toBe(34);
    expect(overallProgress([entry("2026-03-02T10:00:00Z", 120)])).toBe(100);
    expect(overallProgress([entry("2026-03-02T10:00:00Z", -20)])).toBe(0);
  });

  it("reads an entry received with the createdAt spelling, and skips undated entries", () => {
    const entries: EntryLike[] = [
      normaliseEntry({ createdAt: "2026-03-02T10:00:00Z", progress: 55 }),
      { created_at: "2026-03-01T10:00:00Z", progress: 30 },
      { progress: 99 },
    ];
    expect(overallProgress(entries)).toBe(55);
  });
});

describe("periodProgress", () => {
  const now = new Date("2026-03-05T10:00:00Z"); // Thursday

  it("is 0 for an empty journal", () => {
    expect(periodProgress([], "weekly", now, BERLIN)).toBe(0);
  });

  it("uses the last entry inside the current period", () => {
    const entries = [
      entry("2026-03-03T10:00:00Z", 50), // this week (Tuesday)
      entry("2026-02-27T10:00:00Z", 20), // last week
      entry("2026-03-04T10:00:00Z", 70), // this week (Wednesday)
    ];
    expect(periodProgress(entries, "weekly", now, BERLIN)).toBe(70);
  });

  it("falls back to the last entry overall when nothing is in the period", () => {
    const entries = [entry("2026-03-01T10:00:00Z", 45), entry("2026-02-20T10:00:00Z", 30)];
    expect(periodProgress(entries, "weekly", now, BERLIN)).toBe(45); // Sunday before this Monday
    expect(periodProgress(entries, "daily", now, BERLIN)).toBe(45);
    expect(periodProgress([entry("2025-12-31T12:00:00Z", 80)], "yearly", now, BERLIN)).toBe(80);
  });

  it("places an entry at local 00:01 on Monday in the new week", () => {
    const monday = new Date("2026-03-09T08:00:00Z");
    const entries = [entry("2026-03-08T22:59:00Z", 30), entry("2026-03-08T23:01:00Z", 35.4)]; // Sun 23:59, Mon 00:01
    expect(periodProgress(entries, "weekly", monday, BERLIN)).toBe(35);
  });

  it("always equals overallProgress, since the latest entry is in the period whenever any is", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            created_at: fc
              .date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true })
              .map((d) => d.toISOString()),
            progress: fc.double(),
          }),
        ),
        fc.constantFrom("daily", "weekly", "monthly", "yearly", "other"),
        (entries, timeframe) => {
          expect(periodProgress(entries, timeframe, new Date("2026-03-05T10:00:00Z"), BERLIN)).toBe(overallProgress(entries));
        },
      ),
    );
  });
});

describe("progress invariants", () => {
  const arbitraryEntries = fc.array(
    fc.record({
      created_at: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom("", "garbage", "2026-02-30T00:00:00Z"),
      ),
      progress: fc.double(), // includes NaN, ±Infinity, -0 and fractions
    }),
  );

  it("overall and period progress are always whole numbers in 0..100", () => {
    fc.assert(
      fc.property(
        arbitraryEntries,
        fc.string(),
        fc.date({ noInvalidDate: true, min: new Date("1900-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z") }),
        (entries, timeframe, now) => {
          for (const value of [overallProgress(entries), periodProgress(entries, timeframe, now, BERLIN)]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });

  it("clampProgress is a whole number in 0..100 and idempotent", () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const c = clampProgress(n);
        expect(Number.isInteger(c) && c >= 0 && c <= 100).toBe(true);
        expect(clampProgress(c)).toBe(c);
      }),
    );
  });
});

describe("quickIncrement", () => {
  it("adds 10 and caps at 100", () => {
    expect(quickIncrement(0)).toBe(10);
    expect(quickIncrement(45)).toBe(55);
    expect(quickIncrement(95)).toBe(100);
    expect(quickIncrement(100)).toBe(100);
    expect(quickIncrement(42.4)).toBe(52);
    expect(quickIncrement(NaN)).toBe(10);
    expect(quickIncrement(250)).toBe(100);
  });
});
