import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZONES } from "../../../test/support/journal-arbitraries.js";
import { localClock } from "./due.js";
import { calendarFeed } from "./ics.js";

/** The local date, ISO weekday and minutes of `ms` in `zone`, straight from Intl. */
function intlClock(ms: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) });

describe("a reminder's local time", () => {
  it("is Intl's local date, weekday and minute in every zone", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        expect(localClock(new Date(ms), zone)).toEqual(intlClock(ms, zone));
      }),
      { numRuns: 2_000 },
    );
  });

  it("is right on both sides of a daylight-saving change", () => {
    // New York springs forward at 2026-03-08 07:00 UTC (02:00 EST becomes 03:00 EDT).
    expect(localClock(new Date("2026-03-08T06:59:00Z"), "America/New_York")).toEqual({ date: "2026-03-08", weekday: 7, minutes: 119 });
    expect(localClock(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toEqual({ date: "2026-03-08", weekday: 7, minutes: 180 });
  });
});

describe("the calendar feed's time zones", () => {
  const feed = (zone: string) =>
    calendarFeed(
      [
        {
          goalId: "g1",
          title: "Run",
          url: "https://example.test/g1",
          reminder: { time: "07:30", times: ["07:30"], days: [1, 3], time_zone: zone } as never,
        },
      ],
      new Date("2026-06-15T12:00:00Z"),
    );

  it("lists each offset change of the years around now, at its local minute", () => {
    const text = feed("America/New_York");
    expect(text).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT");
    expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD");
    expect(text.match(/BEGIN:DAYLIGHT/g)).toHaveLength(4); // 2025 through 2028
    expect(text).toContain("DTSTART;TZID=America/New_York:20260615T073000");
    // Lord Howe moves by 30 minutes, Chatham sits at +12:45.
    expect(feed("Australia/Lord_Howe")).toContain("DTSTART:20261004T020000\r\nTZOFFSETFROM:+1030\r\nTZOFFSETTO:+1100");
    expect(feed("Pacific/Chatham")).toContain("TZOFFSETFROM:+1245\r\nTZOFFSETTO:+1345");
  });

  it("gives a zone without changes one STANDARD part", () => {
    expect(feed("Asia/Kolkata")).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20250101T053000\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\nEND:STANDARD",
    );
  });
});
