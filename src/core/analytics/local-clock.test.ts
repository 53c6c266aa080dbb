import { tzOffset } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayKey, daysBetween, localHour, weekdayIndex } from "../dates.js";

/**
 * The local day straight from Intl: dates.ts's dayKey now reads this clock itself, so
 * the clock is pinned to an independent source as well.
 */
function intlDayKey(ms: number, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
}
import { createLocalClock, hourOfLocal, keyOfDay, weekdayOfDay } from "./local-clock.js";

const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "America/Sao_Paulo", // used to switch DST at midnight
  "Asia/Kolkata",
  "Australia/Lord_Howe", // 30-minute DST
  "Pacific/Chatham", // +12:45 / +13:45
  "America/St_Johns", // -03:30
  "Pacific/Apia", // skipped 30 Dec 2011 entirely
  "Asia/Kathmandu",
  "UTC",
];

function expectLikeDatesTs(ms: number, zone: string): void {
  const clock = createLocalClock(zone);
  const key = dayKey(ms, zone);
  expect(key).toBe(intlDayKey(ms, zone));
  const local = clock.localMs(ms);
  expect(keyOfDay(clock.dayOf(ms)), `${new Date(ms).toISOString()} in ${zone}`).toBe(key);
  expect(clock.dayOf(ms)).toBe(daysBetween("1970-01-01", key));
  expect(hourOfLocal(local)).toBe(localHour(ms, zone));
  expect(weekdayOfDay(clock.dayOf(ms))).toBe(weekdayIndex(ms, zone));
  const intlWeekday = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short" }).format(ms);
  expect(weekdayOfDay(clock.dayOf(ms))).toBe(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(intlWeekday));
}

describe("createLocalClock", () => {
  it("places random instants on the same local day and hour as dates.ts", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, ms) => {
        expectLikeDatesTs(ms, zone);
      }),
      { numRuns: 1500 },
    );
  });

  it("is exact around every offset change of 2011 and 2026, to the millisecond", () => {
    for (const zone of ZONES) {
      for (const year of [2011, 2026]) {
        for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
          const before = tzOffset(zone, new Date(day));
          if (before === tzOffset(zone, new Date(day + 86_400_000))) continue;
          let lo = day;
          let hi = day + 86_400_000;
          while (hi - lo > 1) {
            const mid = Math.floor((lo + hi) / 2);
            if (tzOffset(zone, new Date(mid)) === before) lo = mid;
            else hi = mid;
          }
          for (const delta of [-3_600_001, -60_000, -1, 0, 1, 60_000, 3_599_999, 3_600_000]) expectLikeDatesTs(hi + delta, zone);
        }
      }
    }
  });

  it("keeps answering correctly whatever order days are learnt in", () => {
    // Memos are shared between calls; query one zone in scattered order, twice.
    const zone = "America/New_York";
    const instants = Array.from({ length: 400 }, (_, i) => Date.UTC(2026, 0, 1) + ((i * 7919) % 400) * 21_600_000 + i * 1000);
    for (const ms of [...instants, ...instants.reverse()]) expectLikeDatesTs(ms, zone);
  });

  it("rejects an unknown zone", () => {
    expect(() => createLocalClock("Not/AZone")).toThrow(RangeError);
  });
});

describe("createLocalClock and unknown zones", () => {
  it("refuses an unknown zone every time, also after known zones were learnt", () => {
    createLocalClock("Europe/Berlin").dayOf(0);
    for (let i = 0; i < 3; i += 1) {
      expect(() => createLocalClock("Mars/Olympus_Mons")).toThrow("Invalid time zone: Mars/Olympus_Mons");
      expect(() => dayKey(0, "Mars/Olympus_Mons")).toThrow("Invalid time zone");
    }
  });
});
