/**
 * One rule for a check-in's time (issue 17): the browser's copy in core (the journal form and the
 * demo check with it before sending) refuses exactly what the server's refuses, with its words.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryTimeProblem, FUTURE_TOLERANCE_MS } from "../../src/core/entry-time.js";
import { entryTime, FUTURE_TOLERANCE_MS as SERVER_TOLERANCE_MS } from "../../src/server/journal/entry-time.js";

function serverProblem(value: string, now: Date): string | undefined {
  try {
    entryTime(value, "created_at", now);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

describe("a check-in's time: core and server agree", () => {
  it("allows the same 5 minutes ahead", () => {
    expect(FUTURE_TOLERANCE_MS).toBe(SERVER_TOLERANCE_MS);
    expect(FUTURE_TOLERANCE_MS).toBe(5 * 60_000);
  });

  it("refuses the same times with the same message", () => {
    const now = new Date("2026-03-10T12:00:00.000Z");
    const cases = [
      "2026-03-10T12:05:00.000Z", // the edge: allowed
      "2026-03-10T12:05:00.001Z",
      "2026-03-09T08:00:00+02:00",
      "1969-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
      "2027-01-01T00:00:00.000Z",
    ];
    for (const value of cases) expect(entryTimeProblem(value, now), value).toBe(serverProblem(value, now));
    expect(entryTimeProblem("2026-03-10T12:06:00.000Z", now)).toBe("created_at cannot be in the future");
    expect(entryTimeProblem("2026-03-10T12:05:00.000Z", now)).toBeUndefined();
  });

  it("agrees on any instant around now", () => {
    const now = new Date("2026-03-10T12:00:00.000Z");
    fc.assert(
      fc.property(fc.integer({ min: -3 * FUTURE_TOLERANCE_MS, max: 3 * FUTURE_TOLERANCE_MS }), (offset) => {
        const value = new Date(now.getTime() + offset).toISOString();
        expect(entryTimeProblem(value, now)).toBe(serverProblem(value, now));
      }),
    );
  });
});
