import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryTime } from "../entries.js";
import { fastEntryTime, parseCanonicalIso } from "./fast-time.js";

const same = (text: string) => {
  const fast = fastEntryTime({ progress: 0, created_at: text });
  const slow = entryTime({ progress: 0, created_at: text });
  expect(Object.is(fast, slow), `${text}: ${fast} vs ${slow}`).toBe(true);
};

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** Canonical-looking strings, with every field allowed slightly out of range. */
const isoLike = fc
  .record({
    y: fc.integer({ min: 0, max: 9999 }),
    mo: fc.integer({ min: 0, max: 13 }),
    d: fc.integer({ min: 0, max: 32 }),
    h: fc.integer({ min: 0, max: 25 }),
    mi: fc.integer({ min: 0, max: 60 }),
    s: fc.integer({ min: 0, max: 60 }),
    frac: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
    zone: fc.oneof(
      fc.constant("Z"),
      fc
        .record({ sign: fc.constantFrom("+", "-"), h: fc.integer({ min: 0, max: 25 }), m: fc.integer({ min: 0, max: 61 }) })
        .map((z) => `${z.sign}${pad(z.h)}:${pad(z.m)}`),
    ),
  })
  .map(
    ({ y, mo, d, h, mi, s, frac, zone }) =>
      `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${frac === undefined ? "" : `.${frac}`}${zone}`,
  );

describe("fastEntryTime", () => {
  it("parses the canonical shape itself", () => {
    expect(parseCanonicalIso("2026-03-11T10:00:00.123Z")).toBe(Date.UTC(2026, 2, 11, 10, 0, 0, 123));
    expect(parseCanonicalIso("2026-03-11T10:00:00+05:30")).toBe(Date.UTC(2026, 2, 11, 4, 30));
    expect(parseCanonicalIso("0100-03-01T00:00:00Z")).toBe(new Date("0100-03-01T00:00:00Z").getTime());
    expect(parseCanonicalIso("2024-02-29T12:00:00Z")).toBe(Date.UTC(2024, 1, 29, 12));
  });

  it("hands other shapes to entryTime", () => {
    for (const text of [
      "0000-02-29T00:00:00Z",
      "0099-01-01T00:00:00Z",
      "2026-03-11 10:00:00Z",
      "2026-03-11t10:00:00z",
      "2026-03-11T10:00Z",
      "2026-03-11T10:00:00+0100",
      "2026-03-11",
      " 2026-03-11T10:00:00Z",
    ]) {
      expect(Number.isNaN(parseCanonicalIso(text))).toBe(true);
      same(text);
    }
  });

  it("agrees with entryTime on canonical-looking strings, valid or not", () => {
    fc.assert(fc.property(isoLike, same), { numRuns: 3000 });
  });

  it("agrees with entryTime on real instants in any offset", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }), (d) => {
        same(d.toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with entryTime on mangled and arbitrary text", () => {
    const mangled = fc
      .tuple(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date("2100-01-01") }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
      )
      .map(([d, at, ch]) => {
        const s = d.toISOString();
        const i = at % s.length;
        return s.slice(0, i) + ch + s.slice(i + 1);
      });
    fc.assert(fc.property(fc.oneof(mangled, fc.string()), same), { numRuns: 3000 });
  });

  // The createdAt spelling is respelled where entries enter the app: wire-shape.test.ts.
  it("reads created_at like entryTime", () => {
    expect(fastEntryTime({ progress: 0, created_at: "2026-03-11T10:00:00Z" })).toBe(Date.UTC(2026, 2, 11, 10));
    expect(fastEntryTime({ progress: 0, created_at: "" })).toBeNaN();
    expect(fastEntryTime({ progress: 0, created_at: null })).toBeNaN();
    expect(fastEntryTime({ progress: 0 })).toBeNaN();
  });
});
