import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIsoInstant } from "./iso-instant.js";

describe("parseIsoInstant", () => {
  it("reads offsets in every spelling databases emit", () => {
    expect(parseIsoInstant("2026-03-05T10:00:00Z")).toBe(Date.UTC(2026, 2, 5, 10));
    expect(parseIsoInstant("2026-03-05T11:00:00+01:00")).toBe(Date.UTC(2026, 2, 5, 10));
    expect(parseIsoInstant("2026-03-05T15:30:00+0530")).toBe(Date.UTC(2026, 2, 5, 10));
    expect(parseIsoInstant("2026-03-05 10:00:00.123456+00")).toBe(Date.UTC(2026, 2, 5, 10, 0, 0, 123));
    expect(parseIsoInstant("2026-03-05T05:00-05:00")).toBe(Date.UTC(2026, 2, 5, 10));
  });

  it("treats a zone-less date-time as UTC, not as the machine's zone", () => {
    expect(parseIsoInstant("2026-03-05T10:00:00")).toBe(Date.UTC(2026, 2, 5, 10));
    expect(parseIsoInstant("2026-03-05 10:00")).toBe(Date.UTC(2026, 2, 5, 10));
    expect(parseIsoInstant("2026-03-05")).toBe(Date.UTC(2026, 2, 5));
  });

  it("rejects impossible or non-ISO dates instead of rolling them over", () => {
    expect(parseIsoInstant("2026-02-30T10:00:00Z")).toBeNaN();
    expect(parseIsoInstant("2026-02-29T10:00:00Z")).toBeNaN();
    expect(parseIsoInstant("2028-02-29T10:00:00Z")).toBe(Date.UTC(2028, 1, 29, 10));
    expect(parseIsoInstant("2026-03-05T24:00:00Z")).toBeNaN();
    expect(parseIsoInstant("March 5, 2026")).toBeNaN();
    expect(parseIsoInstant("")).toBeNaN();
  });

  it("round-trips toISOString", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (d) => {
        expect(parseIsoInstant(d.toISOString())).toBe(d.getTime());
      }),
    );
  });
});
