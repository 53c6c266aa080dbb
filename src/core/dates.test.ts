import fc from "fast-check";
import { TZDate, tz } from "@date-fns/tz";
import { startOfDay } from "date-fns/startOfDay";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { startOfYear } from "date-fns/startOfYear";
import { describe, expect, it } from "vitest";
import {
  addDaysToKey,
  dayHeaderLabel,
  dayKey,
  daysBetween,
  localHour,
  periodBounds,
  periodStart,
  relativeDayLabel,
  weekdayIndex,
} from "./dates.js";

const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";
const iso = (d: Date) => d.toISOString();

describe("periodStart", () => {
  const now = new Date("2026-03-05T10:00:00Z"); // Thursday

  it("daily starts at local midnight", () => {
    expect(iso(periodStart("daily", now, BERLIN))).toBe("2026-03-04T23:00:00.000Z");
    expect(iso(periodStart("daily", now, NEW_YORK))).toBe("2026-03-05T05:00:00.000Z");
    expect(iso(periodStart("daily", now, "UTC"))).toBe("2026-03-05T00:00:00.000Z");
  });

  it("weekly starts on Monday 00:00 local", () => {
    expect(iso(periodStart("weekly", now, BERLIN))).toBe("2026-03-01T23:00:00.000Z");
  });

  it("crosses the week boundary Sunday → Monday in local time", () => {
    // Sunday 23:30 in Berlin is still last week…
    expect(iso(periodStart("weekly", new Date("2026-03-08T22:30:00Z"), BERLIN))).toBe("2026-03-01T23:00:00.000Z");
    // …and Monday 00:30 starts a new one, although it is still Sunday in UTC.
    expect(iso(periodStart("weekly", new Date("2026-03-08T23:30:00Z"), BERLIN))).toBe("2026-03-08T23:00:00.000Z");
    expect(iso(periodStart("weekly", new Date("2026-03-08T23:30:00Z"), "UTC"))).toBe("2026-03-02T00:00:00.000Z");
  });

  it("monthly starts on the 1st, across the month boundary", () => {
    expect(iso(periodStart("monthly", now, BERLIN))).toBe("2026-02-28T23:00:00.000Z");
    // 31 March 22:30 UTC is already 1 April 00:30 in Berlin (summer time, +02:00).
    expect(iso(periodStart("monthly", new Date("2026-03-31T22:30:00Z"), BERLIN))).toBe("2026-03-31T22:00:00.000Z");
    expect(iso(periodStart("monthly", new Date("2028-02-29T12:00:00Z"), "UTC"))).toBe("2028-02-01T00:00:00.000Z");
  });

  it("yearly starts on 1 January, across the year boundary", () => {
    const newYearsEve = new Date("2025-12-31T23:30:00Z");
    expect(iso(periodStart("yearly", newYearsEve, BERLIN))).toBe("2025-12-31T23:00:00.000Z");
    expect(iso(periodStart("yearly", newYearsEve, NEW_YORK))).toBe("2025-01-01T05:00:00.000Z");
  });

  it("treats any other timeframe as weekly and ignores case", () => {
    expect(periodStart("fortnightly", now, BERLIN)).toEqual(periodStart("weekly", now, BERLIN));
    expect(periodStart("", now, BERLIN)).toEqual(periodStart("weekly", now, BERLIN));
    expect(periodStart("Daily", now, BERLIN)).toEqual(periodStart("daily", now, BERLIN));
  });

  it("handles DST days (spring forward and fall back)", () => {
    // Berlin 2026-03-29: clocks jump 02:00 → 03:00. Midnight is still +01:00.
    expect(iso(periodStart("daily", new Date("2026-03-29T12:00:00Z"), BERLIN))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(periodStart("daily", new Date("2026-03-30T10:00:00Z"), BERLIN))).toBe("2026-03-29T22:00:00.000Z");
    expect(iso(periodStart("weekly", new Date("2026-03-29T12:00:00Z"), BERLIN))).toBe("2026-03-22T23:00:00.000Z");
    expect(iso(periodStart("weekly", new Date("2026-03-30T12:00:00Z"), BERLIN))).toBe("2026-03-29T22:00:00.000Z");
    // Berlin 2026-10-25: clocks go 03:00 → 02:00. Midnight is still +02:00.
    expect(iso(periodStart("daily", new Date("2026-10-25T12:00:00Z"), BERLIN))).toBe("2026-10-24T22:00:00.000Z");
    expect(iso(periodStart("daily", new Date("2026-10-26T12:00:00Z"), BERLIN))).toBe("2026-10-25T23:00:00.000Z");
    // New York 2026-03-08: midnight is EST (-05:00), noon is EDT.
    expect(iso(periodStart("daily", new Date("2026-03-08T16:00:00Z"), NEW_YORK))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(periodStart("daily", new Date("2026-03-09T16:00:00Z"), NEW_YORK))).toBe("2026-03-09T04:00:00.000Z");
  });

  it("gives date-fns' own start for every instant, whatever starts it found before (decision 073)", () => {
    // Starts are kept per local day: instants of one day, days across DST changes (a zone where
    // midnight is skipped, one with half-hour changes), asked in any order, each against date-fns.
    const DAY = 86_400_000;
    const starts = {
      daily: startOfDay,
      weekly: (d: Date, c: { in: ReturnType<typeof tz> }) => startOfWeek(d, { ...c, weekStartsOn: 1 }),
      monthly: startOfMonth,
      yearly: startOfYear,
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            base: fc.constantFrom(
              Date.UTC(2026, 2, 29),
              Date.UTC(2026, 9, 25),
              Date.UTC(2026, 3, 5),
              Date.UTC(2026, 8, 6),
              Date.UTC(2027, 0, 1),
            ),
            offset: fc.integer({ min: -3 * DAY, max: 3 * DAY }),
            timeframe: fc.constantFrom("daily", "weekly", "monthly", "yearly"),
            zone: fc.constantFrom(BERLIN, NEW_YORK, "Australia/Lord_Howe", "America/Santiago", "Pacific/Auckland", "Asia/Kathmandu"),
            sunday: fc.boolean(),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (asks) => {
          for (const { base, offset, timeframe, zone, sunday } of asks) {
            const at = new Date(base + offset);
            const c = { in: tz(zone) };
            expect(periodStart(timeframe, at, zone).getTime()).toBe(starts[timeframe as keyof typeof starts](at, c).getTime());
            const { from } = periodBounds(timeframe, at, zone, sunday ? "sunday" : "monday");
            const want =
              sunday && timeframe === "weekly"
                ? startOfWeek(at, { ...c, weekStartsOn: 0 })
                : starts[timeframe as keyof typeof starts](at, c);
            expect(from.getTime()).toBe(want.getTime());
          }
        },
      ),
      { numRuns: 300, seed: 7302 },
    );
  });

  it("returns a plain Date at or before now, never after", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom("daily", "weekly", "monthly", "yearly", "other"),
        fc.constantFrom(BERLIN, NEW_YORK, "UTC", "Asia/Kolkata", "Australia/Lord_Howe"),
        (now, timeframe, zone) => {
          const start = periodStart(timeframe, now, zone);
          expect(start.constructor).toBe(Date);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(localHour(start, zone)).toBe(0);
        },
      ),
    );
  });
});

describe("dayKey", () => {
  it("gives the local calendar day", () => {
    expect(dayKey(new Date("2026-03-05T22:59:00Z"), BERLIN)).toBe("2026-03-05"); // 23:59 local
    expect(dayKey(new Date("2026-03-05T23:01:00Z"), BERLIN)).toBe("2026-03-06"); // 00:01 local
    expect(dayKey(new Date("2026-03-05T23:01:00Z"), "UTC")).toBe("2026-03-05");
    expect(dayKey("2026-03-06T03:00:00Z", NEW_YORK)).toBe("2026-03-05");
    expect(dayKey(Date.UTC(2028, 1, 29, 12), BERLIN)).toBe("2028-02-29");
  });

  it("keeps a date-only string as that calendar day in every zone", () => {
    expect(dayKey("2026-03-05", NEW_YORK)).toBe("2026-03-05");
    expect(dayKey("2026-03-05", "Pacific/Kiritimati")).toBe("2026-03-05");
  });

  it("throws for an invalid date rather than inventing a day", () => {
    expect(() => dayKey("not a date", BERLIN)).toThrow(RangeError);
    expect(() => dayKey(new Date(NaN), BERLIN)).toThrow(RangeError);
  });
});

describe("daysBetween and addDaysToKey", () => {
  it("counts calendar days, not 24-hour blocks", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // Berlin spring-forward in between
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2); // fall-back in between
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2); // leap day
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2026-03-05", "2026-03-01")).toBe(-4);
    expect(daysBetween("2026-03-05", "2026-03-05")).toBe(0);
    expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN();
  });

  it("adds days across month, year and leap boundaries", () => {
    expect(addDaysToKey("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToKey("2028-02-28", 2)).toBe("2028-03-01");
    expect(addDaysToKey("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDaysToKey("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDaysToKey("2026-03-29", 1)).toBe("2026-03-30");
    expect(() => addDaysToKey("2026-13-01", 1)).toThrow(RangeError);
    expect(() => addDaysToKey("2026-03-01", 1.5)).toThrow(RangeError);
  });

  it("are inverse to each other", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: -3000, max: 3000 }),
        (d, n) => {
          const key = dayKey(d, "UTC");
          expect(daysBetween(key, addDaysToKey(key, n))).toBe(n);
        },
      ),
    );
  });
});

describe("relativeDayLabel", () => {
  const now = new Date("2026-03-05T10:00:00Z");

  it("says Today, Yesterday, N days ago, or a date from 30 days on", () => {
    expect(relativeDayLabel("2026-03-05T00:30:00+01:00", now, BERLIN)).toBe("Today");
    expect(relativeDayLabel("2026-03-04T22:59:00Z", now, BERLIN)).toBe("Yesterday"); // 23:59 local
    expect(relativeDayLabel("2026-03-03T12:00:00Z", now, BERLIN)).toBe("2 days ago");
    expect(relativeDayLabel(new Date("2026-02-04T12:00:00Z"), now, BERLIN)).toBe("29 days ago");
    expect(relativeDayLabel(new Date("2026-02-03T12:00:00Z"), now, BERLIN)).toBe("Feb 3, 2026");
    expect(relativeDayLabel("2025-03-05T12:00:00Z", now, BERLIN)).toBe("Mar 5, 2025");
  });

  it("depends on the zone at the day boundary", () => {
    const lateEvening = "2026-03-04T23:30:00Z"; // Berlin 00:30 on the 5th, New York 18:30 on the 4th
    expect(relativeDayLabel(lateEvening, now, BERLIN)).toBe("Today");
    expect(relativeDayLabel(lateEvening, now, NEW_YORK)).toBe("Yesterday");
  });

  it("counts days across DST changes", () => {
    expect(relativeDayLabel("2026-03-28T23:30:00Z", new Date("2026-03-30T08:00:00Z"), BERLIN)).toBe("Yesterday");
    expect(relativeDayLabel("2026-10-24T12:00:00Z", new Date("2026-10-26T06:00:00Z"), BERLIN)).toBe("2 days ago");
    expect(relativeDayLabel("2026-03-07T12:00:00Z", new Date("2026-03-09T04:30:00Z"), NEW_YORK)).toBe("2 days ago");
  });

  it("shows future dates as a date and invalid ones as empty", () => {
    expect(relativeDayLabel("2026-03-06T12:00:00Z", now, BERLIN)).toBe("Mar 6, 2026");
    expect(relativeDayLabel("garbage", now, BERLIN)).toBe("");
  });
});

describe("dayHeaderLabel", () => {
  const now = new Date("2026-03-05T10:00:00Z");

  it("says Today, Yesterday, else a long date", () => {
    expect(dayHeaderLabel("2026-03-05", now, BERLIN)).toBe("Today");
    expect(dayHeaderLabel("2026-03-04", now, BERLIN)).toBe("Yesterday");
    expect(dayHeaderLabel("2026-03-02T08:00:00Z", now, BERLIN)).toBe("Monday, March 2, 2026");
    expect(dayHeaderLabel("2028-02-29T12:00:00Z", now, BERLIN)).toBe("Tuesday, February 29, 2028");
    expect(dayHeaderLabel("", now, BERLIN)).toBe("");
  });
});

describe("weekdayIndex and localHour", () => {
  it("numbers weekdays from Monday = 0 in the local zone", () => {
    expect(weekdayIndex("2026-03-02", BERLIN)).toBe(0);
    expect(weekdayIndex("2026-03-08", BERLIN)).toBe(6);
    expect(weekdayIndex("2028-02-29T12:00:00Z", BERLIN)).toBe(1);
    // Sunday 23:30 UTC is Monday 00:30 in Berlin.
    expect(weekdayIndex(new Date("2026-03-08T23:30:00Z"), BERLIN)).toBe(0);
    expect(weekdayIndex(new Date("2026-03-08T23:30:00Z"), "UTC")).toBe(6);
    expect(weekdayIndex("nope", BERLIN)).toBeNaN();
  });

  it("agrees with the zone's own weekday for any instant", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(BERLIN, NEW_YORK, "UTC", "Asia/Tokyo", "Pacific/Honolulu"),
        (d, zone) => {
          const local = new TZDate(d.getTime(), zone);
          expect(weekdayIndex(d, zone)).toBe((local.getDay() + 6) % 7);
          expect(localHour(d, zone)).toBe(local.getHours());
        },
      ),
    );
  });

  it("reads the local hour across DST", () => {
    expect(localHour("2026-03-29T00:30:00Z", BERLIN)).toBe(1); // 01:30 CET
    expect(localHour("2026-03-29T01:30:00Z", BERLIN)).toBe(3); // 03:30 CEST, 02:xx never happens
    expect(localHour("2026-10-25T00:30:00Z", BERLIN)).toBe(2); // first 02:30 (CEST)
    expect(localHour("2026-10-25T01:30:00Z", BERLIN)).toBe(2); // second 02:30 (CET)
    expect(localHour("2026-03-08T06:30:00Z", NEW_YORK)).toBe(1); // 01:30 EST
    expect(localHour("2026-03-08T07:30:00Z", NEW_YORK)).toBe(3); // 03:30 EDT
    expect(localHour(Date.UTC(2026, 2, 5, 23, 59), "UTC")).toBe(23);
    expect(localHour("x", BERLIN)).toBeNaN();
  });
});
