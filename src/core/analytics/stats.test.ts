import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { medianInPlace, round2, roundInt } from "./stats.js";

function sortedMedian(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

describe("stats", () => {
  it("finds the median like a full sort does", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ noNaN: true, noDefaultInfinity: true })), {
          minLength: 1,
          maxLength: 60,
        }),
        (values) => {
          // == rather than Object.is: which of 0 and -0 lands in the middle is not defined.
          expect(medianInPlace([...values]) === sortedMedian(values)).toBe(true);
          expect(medianInPlace(Float64Array.from(values)) === sortedMedian(values)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(medianInPlace([])).toBeNaN();
    expect(medianInPlace([3, 1, 2, 10])).toBe(2.5);
  });

  it("rounds without negative zeros", () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(Object.is(roundInt(-0.4), 0)).toBe(true);
    expect(round2(0.98947)).toBe(0.99);
  });
});
