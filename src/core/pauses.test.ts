import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOfDay } from "./analytics/local-clock.js";
import { pauseBody } from "./pause-body.js";
import { dayOfIsoDate, PausedDays, pauseRangeProblem } from "./pauses.js";

describe("dayOfIsoDate", () => {
  it("reads calendar dates and is the inverse of keyOfDay", () => {
    expect(dayOfIsoDate("1970-01-01")).toBe(0);
    expect(dayOfIsoDate("2026-11-25")).toBe(20_782);
    fc.assert(fc.property(fc.integer({ min: -50_000, max: 50_000 }), (day) => dayOfIsoDate(keyOfDay(day)) === day));
  });

  it("refuses what is not a real date", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-01", "20261125", "2026-11-25T00:00", "", "yesterday"]) {
      expect(dayOfIsoDate(bad)).toBeNaN();
    }
  });
});

describe("pauseBody", () => {
  it("accepts one day and a full leap year", () => {
    expect(pauseBody.safeParse({ from: "2026-12-24", to: "2026-12-24" }).success).toBe(true);
    expect(pauseBody.safeParse({ from: "2028-01-01", to: "2028-12-31" }).success).toBe(true); // 366 days
  });

  it("refuses a range over 366 days, to before from, bad dates and extra fields, with a reason", () => {
    const cases: [unknown, string][] = [
      [{ from: "2027-01-01", to: "2028-01-02" }, "A pause covers at most 366 days"],
      [{ from: "2026-12-24", to: "2026-12-23" }, "to must not be before from"],
      [{ from: "2026-02-30", to: "2026-03-01" }, "from must be a date (YYYY-MM-DD)"],
      [{ from: "2026-02-01" }, "to must be a date (YYYY-MM-DD)"],
    ];
    for (const [body, message] of cases) {
      const parsed = pauseBody.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
    }
    expect(pauseBody.safeParse({ from: "2026-01-01", to: "2026-01-02", id: "x" }).success).toBe(false);
  });
});

describe("pauseRangeProblem", () => {
  it("gives the API's reason for a range it would refuse, and nothing for one it takes", () => {
    expect(pauseRangeProblem({ from: "2026-12-24", to: "2026-12-24" })).toBeUndefined();
    expect(pauseRangeProblem({ from: "2028-01-01", to: "2028-12-31" })).toBeUndefined();
    expect(pauseRangeProblem({ from: "2027-01-01", to: "2028-01-02" })).toBe("A pause covers at most 366 days");
    expect(pauseRangeProblem({ from: "2026-12-24", to: "2026-12-23" })).toBe("to must not be before from");
    expect(pauseRangeProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe("from must be a date (YYYY-MM-DD)");
    expect(pauseRangeProblem({ from: "2026-02-01", to: "" })).toBe("to must be a date (YYYY-MM-DD)");
  });

  it("refuses exactly what pauseBody refuses, with its first reason (the demo's pauses follow the API)", () => {
    const day = fc.integer({ min: 20_000, max: 21_000 }).map(keyOfDay);
    const text = fc.oneof(day, day, day, fc.constantFrom("", "2026-02-30", "soon"));
    fc.assert(
      fc.property(text, text, (from, to) => {
        const parsed = pauseBody.safeParse({ from, to });
        expect(pauseRangeProblem({ from, to })).toBe(parsed.success ? undefined : parsed.error.issues[0]?.message);
      }),
    );
  });
});

describe("PausedDays", () => {
  it("answers membership exactly as the ranges say, overlapping and adjacent ones merged", () => {
    const range = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 30 }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), fc.integer({ min: -5, max: 240 }), (ranges, day) => {
        const paused = new PausedDays(ranges.map(([a, len]) => ({ from: keyOfDay(a), to: keyOfDay(a + len) })));
        const expected = ranges.some(([a, len]) => day >= a && day <= a + len);
        expect(paused.has(day)).toBe(expected);
        let count = 0;
        for (let d = 0; d <= 240; d += 1) if (ranges.some(([a, len]) => d >= a && d <= a + len)) count += 1;
        expect(paused.countIn(0, 240)).toBe(count);
      }),
    );
  });
});
