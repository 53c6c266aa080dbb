import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayKey } from "./dates.js";
import type { EntryLike } from "./entries.js";
import { computeStreak } from "./streak.js";
import { normaliseEntry } from "./wire-shape.js";

const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";
const at = (created_at: string): EntryLike => ({ created_at, progress: 10 });

describe("computeStreak", () => {
  const now = new Date("2026-03-05T10:00:00Z");

  it("is 0 for an empty journal", () => {
    expect(computeStreak([], now, BERLIN)).toBe(0);
  });

  it("counts consecutive days back from today, in any input order", () => {
    const entries = [at("2026-03-03T12:00:00Z"), at("2026-03-05T08:00:00Z"), at("2026-03-04T12:00:00Z")];
    expect(computeStreak(entries, now, BERLIN)).toBe(3);
  });

  it("breaks at the first gap", () => {
    const entries = [at("2026-03-05T08:00:00Z"), at("2026-03-04T12:00:00Z"), at("2026-03-02T12:00:00Z"), at("2026-03-01T12:00:00Z")];
    expect(computeStreak(entries, now, BERLIN)).toBe(2);
  });

  it("is 0 when there is no entry today (counting starts at today)", () => {
    const entries = [at("2026-03-04T12:00:00Z"), at("2026-03-03T12:00:00Z")];
    expect(computeStreak(entries, now, BERLIN)).toBe(0);
  });

  it("counts several entries on one day once", () => {
    const entries = [at("2026-03-05T06:00:00Z"), at("2026-03-05T07:00:00Z"), at("2026-03-05T09:00:00Z")];
    expect(computeStreak(entries, now, BERLIN)).toBe(1);
  });

  it("puts 23:59 and 00:01 local on different days", () => {
    const entries = [at("2026-03-04T22:59:00Z"), at("2026-03-04T23:01:00Z")]; // Berlin: 4th 23:59, 5th 00:01
    expect(computeStreak(entries, now, BERLIN)).toBe(2);
    // In UTC both are on the 4th, and today (the 5th) has nothing.
    expect(computeStreak(entries, now, "UTC")).toBe(0);
  });

  it("survives DST changes", () => {
    const spring = [at("2026-03-28T11:00:00Z"), at("2026-03-29T10:00:00Z"), at("2026-03-30T10:00:00Z")];
    expect(computeStreak(spring, new Date("2026-03-30T20:00:00Z"), BERLIN)).toBe(3);
    const autumn = [at("2026-10-24T10:00:00Z"), at("2026-10-25T11:00:00Z"), at("2026-10-26T11:00:00Z")];
    expect(computeStreak(autumn, new Date("2026-10-26T22:30:00Z"), BERLIN)).toBe(3); // 23:30 local, still the 26th
    const newYork = [at("2026-03-07T23:00:00-05:00"), at("2026-03-08T23:00:00-04:00"), at("2026-03-09T00:30:00-04:00")];
    expect(computeStreak(newYork, new Date("2026-03-09T12:00:00Z"), NEW_YORK)).toBe(3);
  });

  it("runs across a leap day and a year boundary", () => {
    const leap = [at("2028-02-28T12:00:00Z"), at("2028-02-29T12:00:00Z"), at("2028-03-01T12:00:00Z")];
    expect(computeStreak(leap, new Date("2028-03-01T18:00:00Z"), BERLIN)).toBe(3);
    const newYear = [at("2025-12-30T12:00:00Z"), at("2025-12-31T12:00:00Z"), at("2026-01-01T12:00:00Z")];
    expect(computeStreak(newYear, new Date("2026-01-01T13:00:00Z"), BERLIN)).toBe(3);
  });

  it("reads an entry received as createdAt, and ignores future and undated entries", () => {
    const entries: EntryLike[] = [
      normaliseEntry({ createdAt: "2026-03-05T08:00:00Z", progress: 10 }),
      { created_at: "2026-03-06T08:00:00Z", progress: 20 }, // tomorrow
      { progress: 30 },
      { created_at: "not a date", progress: 40 },
    ];
    expect(computeStreak(entries, now, BERLIN)).toBe(1);
  });

  it("is between 0 and the number of distinct entry days, and counts a full run exactly", () => {
    const zones = fc.constantFrom(BERLIN, NEW_YORK, "UTC", "Asia/Kolkata");
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date("2026-02-01T00:00:00Z"), max: new Date("2026-04-01T00:00:00Z"), noInvalidDate: true })),
        fc.date({ min: new Date("2026-02-15T00:00:00Z"), max: new Date("2026-04-01T00:00:00Z"), noInvalidDate: true }),
        zones,
        (dates, now, zone) => {
          const entries = dates.map((d) => at(d.toISOString()));
          const streak = computeStreak(entries, now, zone);
          const distinctDays = new Set(dates.map((d) => dayKey(d, zone))).size;
          expect(streak).toBeGreaterThanOrEqual(0);
          expect(streak).toBeLessThanOrEqual(distinctDays);
          expect(streak > 0).toBe(dates.some((d) => dayKey(d, zone) === dayKey(now, zone)));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), zones, (n, zone) => {
        const now = new Date("2026-03-31T12:00:00Z");
        // One entry at local noon on each of the last n days; stepping by 24h from noon never skips a day.
        const entries = Array.from({ length: n }, (_, i) => at(new Date(now.getTime() - i * 86_400_000).toISOString()));
        expect(computeStreak(entries, now, zone)).toBe(n);
      }),
    );
  });
});
