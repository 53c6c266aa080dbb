import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnalyticsGoal } from "./analytics.js";
import { ANALYTICS_CSV_FILENAME, ANALYTICS_CSV_HEADER, analyticsCsv, toCsv } from "./csv.js";

const HEADER_LINE = "goal_id,title,category,timeframe,progress_period,progress_overall,streak,public,last_update\r\n";

describe("toCsv", () => {
  it("writes CRLF after every record and leaves plain cells bare", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x", 1],
          [true, null],
        ],
      ),
    ).toBe("a,b\r\nx,1\r\ntrue,\r\n");
  });

  it("quotes cells with a comma, quote, CR or LF and doubles quotes", () => {
    expect(toCsv(["v"], [["x,y"], ['say "hi"'], ["two\nlines"], ["cr\rhere"], ["plain"]])).toBe(
      'v\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain\r\n',
    );
  });

  it("neutralises text that a spreadsheet would run as a formula", () => {
    const csv = toCsv(["v"], [["=SUM(A1:A9)"], ["+1"], ["-1"], ["@cmd"], ["\tx"], ["\rx"], ["a=b"], ['=HYPERLINK("x")']]);
    expect(csv.split("\r\n").slice(1, -1)).toEqual([
      "'=SUM(A1:A9)",
      "'+1",
      "'-1",
      "'@cmd",
      "'\tx",
      '"\'\rx"', // quoted too, for the CR
      "a=b",
      `"'=HYPERLINK(""x"")"`,
    ]);
  });

  it("leaves numbers alone, negative ones included", () => {
    expect(toCsv(["n"], [[-5], [0], [-0.25], [1e21]])).toBe("n\r\n-5\r\n0\r\n-0.25\r\n1e+21\r\n");
  });

  it("writes empty cells for null, undefined and non-finite numbers, and ISO text for dates", () => {
    expect(toCsv(["a", "b", "c", "d"], [[null, undefined, Number.NaN, new Date("2026-03-11T10:00:00Z")]])).toBe(
      "a,b,c,d\r\n,,,2026-03-11T10:00:00.000Z\r\n",
    );
  });

  it("quotes a record made of one empty cell so it is not a blank line", () => {
    expect(toCsv(["a"], [[""]])).toBe('a\r\n""\r\n');
    expect(parse(toCsv(["a"], [[""]]))).toEqual([["a"], [""]]);
  });

  it("round-trips arbitrary text and numbers through a CSV parser", () => {
    const cell = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({ unit: fc.constantFrom("a", ",", '"', "\r", "\n", "=", "+", "-", "@", "\t", " ", "'") }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
    );
    const expectedText = (v: string | number): string => {
      if (typeof v === "number") return String(v);
      return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    };
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((w) => fc.array(fc.array(cell, { minLength: w, maxLength: w }), { maxLength: 8 }).map((rows) => ({ w, rows }))),
        ({ w, rows }) => {
          const header = Array.from({ length: w }, (_, i) => `c${i}`);
          const csv = toCsv(header, rows);
          const parsed = parse(csv, { record_delimiter: "\r\n" }) as string[][];
          expect(parsed).toEqual([header, ...rows.map((r) => r.map(expectedText))]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("analyticsCsv", () => {
  it("has the spec's columns and a product-named file", () => {
    expect(ANALYTICS_CSV_HEADER.join(",") + "\r\n").toBe(HEADER_LINE);
    expect(ANALYTICS_CSV_FILENAME).toBe("progressvault-analytics.csv");
    expect(analyticsCsv([], { now: new Date("2026-03-11T10:00:00Z"), timeZone: "UTC" })).toBe(HEADER_LINE);
  });

  it("writes one row per goal, in the given order", () => {
    const goals: AnalyticsGoal[] = [
      {
        id: "g1",
        title: "Run, then rest",
        category: "health",
        timeframe: "daily",
        public: true,
        journal: [
          { progress: 60, created_at: "2026-03-10T06:00:00Z" },
          { progress: 70.4, created_at: "2026-03-11T07:15:00+01:00" },
          { progress: 40, created_at: "2026-03-05T18:30:00Z" },
        ],
      },
      { id: "g2", title: "=cmd|' /C calc'!A0", category: "", timeframe: "weekly", public: false, journal: null },
      {
        id: "g3",
        title: "Future",
        category: "study",
        timeframe: "monthly",
        public: false,
        journal: [
          { progress: 35, created_at: "2026-03-11T09:00:00Z" },
          { progress: 90, created_at: "2026-03-14T10:00:00Z" },
        ],
      },
    ];
    const csv = analyticsCsv(goals, { now: new Date("2026-03-11T10:00:00Z"), timeZone: "Europe/Berlin" });
    expect(csv).toBe(
      HEADER_LINE +
        'g1,"Run, then rest",health,daily,70,70,2,yes,2026-03-11T06:15:00.000Z\r\n' +
        "g2,'=cmd|' /C calc'!A0,general,weekly,0,0,0,no,\r\n" +
        // Progress follows the latest entry even when dated ahead, like the goal card.
        "g3,Future,study,monthly,90,90,1,no,2026-03-14T10:00:00.000Z\r\n",
    );
  });
});
