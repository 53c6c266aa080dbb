import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayOfIsoDate } from "./pauses.js";
import { createLocalClock, keyOfDay } from "./analytics/local-clock.js";
import { dayLevel, daysOfRecent, forecastTo100, historyDays, historyFromDay, recentCheckInDays } from "./goal-history.js";

const e = (created_at: string, progress: number) => ({ created_at, progress });
const day = (iso: string) => dayOfIsoDate(iso);

describe("historyDays", () => {
  it("groups check-ins by local day, in time order, with each day's change", () => {
    const journal = [
      e("2026-11-03T23:30:00Z", 40), // Berlin: Nov 4, 00:30
      e("2026-11-01T09:00:00Z", 10),
      e("2026-11-03T08:00:00Z", 25),
      e("2026-11-03T12:00:00Z", 30),
      e("not a date", 99),
    ];
    expect(historyDays(journal, "Europe/Berlin")).toEqual([
      { day: day("2026-11-01"), count: 1, progress: 10, change: 10 },
      { day: day("2026-11-03"), count: 2, progress: 30, change: 20 },
      { day: day("2026-11-04"), count: 1, progress: 40, change: 10 },
    ]);
    expect(historyDays(journal, "UTC").map((d) => d.count)).toEqual([1, 3]);
  });

  it("counts every dated entry once and ends at the latest entry's progress", () => {
    const entry = fc.record({
      created_at: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }).map((t) => new Date(t).toISOString()),
      progress: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 50 }), (journal) => {
        const days = historyDays(journal, "America/New_York");
        expect(days.reduce((n, d) => n + d.count, 0)).toBe(journal.length);
        for (let i = 1; i < days.length; i += 1) expect(days[i]!.day).toBeGreaterThan(days[i - 1]!.day);
        // The sum of the changes telescopes to the last progress.
        expect(days.reduce((s, d) => s + d.change, 0)).toBe(days.at(-1)?.progress ?? 0);
      }),
    );
  });
});

describe("dayLevel", () => {
  it("shades by what the day did", () => {
    expect([undefined, { count: 0, change: 0 }].map(dayLevel)).toEqual([0, 0]);
    expect(dayLevel({ count: 1, change: 0 })).toBe(1);
    expect(dayLevel({ count: 1, change: -10 })).toBe(1);
    expect(dayLevel({ count: 1, change: 5 })).toBe(2);
    expect(dayLevel({ count: 1, change: 10 })).toBe(3);
    expect(dayLevel({ count: 1, change: 30 })).toBe(4);
  });
});

describe("forecastTo100", () => {
  it("draws the goal's own pace to 100 %", () => {
    expect(forecastTo100({ day: 100, progress: 40 }, 2)).toEqual({ fromDay: 100, fromProgress: 40, toDay: 130 });
    expect(forecastTo100({ day: 100, progress: 41 }, 2)).toEqual({ fromDay: 100, fromProgress: 41, toDay: 130 });
  });

  it("has no forecast when done, still, going backwards, unknown or over a year away", () => {
    expect(forecastTo100({ day: 1, progress: 100 }, 5)).toBeNull();
    expect(forecastTo100({ day: 1, progress: 50 }, 0)).toBeNull();
    expect(forecastTo100({ day: 1, progress: 50 }, -1)).toBeNull();
    expect(forecastTo100({ day: 1, progress: 50 }, null)).toBeNull();
    expect(forecastTo100(undefined, 1)).toBeNull();
    expect(forecastTo100({ day: 1, progress: 0 }, 0.2)).toBeNull();
  });
});

describe("recentCheckInDays", () => {
  it("reads the strip's weeks exactly as historyDays over the whole journal does, in any zone and order", () => {
    const now = new Date("2026-11-27T03:00:00.000Z");
    const span = 400 * 86_400_000;
    const entry = fc.record({
      offset: fc.integer({ min: -span, max: 86_400_000 }),
      progress: fc.integer({ min: 0, max: 100 }),
      invalid: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.constantFrom("UTC", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"),
        fc.integer({ min: 1, max: 20 }),
        (drawn, timeZone, weeks) => {
          const today = createLocalClock(timeZone).dayOf(now.getTime());
          const fromDay = historyFromDay(today, weeks);
          // A third of the times within three days of the strip's first midnight (ties included),
          // the rest spread over the year before now.
          const edge = fromDay * 86_400_000;
          const journal = drawn.map((d, i) => ({
            id: `e${i}`,
            progress: d.progress,
            created_at:
              d.invalid && i % 7 === 0
                ? "not a time"
                : new Date(i % 3 === 0 ? edge + (d.offset % (3 * 86_400_000)) : now.getTime() + d.offset).toISOString(),
          }));
          const whole = historyDays(journal, timeZone).filter((d) => d.day >= fromDay && d.day <= today);
          const recent = recentCheckInDays(journal, { now, timeZone }, weeks);
          expect(recent.from).toBe(keyOfDay(fromDay));
          expect(daysOfRecent(recent)).toEqual(whole);
        },
      ),
      { numRuns: 400 },
    );
  });
});
