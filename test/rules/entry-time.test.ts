/**
 * One rule for a check-in's time (issue 17), in core: the journal form and the demo check with it
 * before sending, and the server refuses with it — a 400 in the rule's words — and stores the
 * instant it allows in UTC.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryTimeProblem, FUTURE_TOLERANCE_MS } from "../../src/core/entry-time.js";
import { AppError } from "../../src/server/errors.js";
import { entryTime } from "../../src/server/journal/entry-time.js";

const now = new Date("2026-03-10T12:00:00.000Z");

function serverAnswer(value: string): string {
  try {
    return entryTime(value, "created_at", now);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("BAD_REQUEST");
    return `400 ${(err as Error).message}`;
  }
}

describe("a check-in's time", () => {
  it("may be up to 5 minutes ahead, and not before 1970", () => {
    expect(FUTURE_TOLERANCE_MS).toBe(5 * 60_000);
    expect(entryTimeProblem("2026-03-10T12:05:00.000Z", now)).toBeUndefined();
    expect(entryTimeProblem("2026-03-10T12:05:00.001Z", now)).toBe("created_at cannot be in the future");
    expect(entryTimeProblem("1969-12-31T23:59:59.999Z", now, "entries[2].created_at")).toBe("entries[2].created_at cannot be before 1970");
    expect(entryTimeProblem("1970-01-01T00:00:00.000Z", now)).toBeUndefined();
  });

  it("is refused by the server with a 400 in the rule's words, and stored in UTC when allowed", () => {
    expect(serverAnswer("2026-03-09T08:00:00+02:00")).toBe("2026-03-09T06:00:00.000Z");
    expect(serverAnswer("2026-03-10T12:05:00.000Z")).toBe("2026-03-10T12:05:00.000Z");
    expect(serverAnswer("2026-03-10T12:05:00.001Z")).toBe("400 created_at cannot be in the future");
    expect(serverAnswer("1969-12-31T23:59:59.999Z")).toBe("400 created_at cannot be before 1970");
    expect(serverAnswer("2027-01-01T00:00:00.000Z")).toBe("400 created_at cannot be in the future");
  });

  it("is refused by the server exactly when the browser's check refuses it, around now", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * FUTURE_TOLERANCE_MS, max: 3 * FUTURE_TOLERANCE_MS }), (offset) => {
        const value = new Date(now.getTime() + offset).toISOString();
        const problem = entryTimeProblem(value, now);
        expect(serverAnswer(value)).toBe(problem ? `400 ${problem}` : value);
      }),
    );
  });
});
