import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timeOrder } from "./time-order.js";

/** The reference: positions of the non-NaN times, stably sorted by time. */
function reference(times: readonly number[]): number[] {
  return times
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => !Number.isNaN(t))
    .sort((a, b) => a.t - b.t)
    .map(({ i }) => i);
}

function expand(order: Float64Array | "asc" | "desc", times: readonly number[]): number[] {
  const valid = times.map((t, i) => (Number.isNaN(t) ? -1 : i)).filter((i) => i >= 0);
  if (order === "asc") return valid;
  if (order === "desc") return valid.reverse();
  return Array.from(order);
}

describe("timeOrder", () => {
  it("orders like a stable sort, NaN times dropped", () => {
    const time = fc.oneof(
      fc.integer({ min: 0, max: 20 }),
      fc.constant(Number.NaN),
      fc.integer({ min: -8.64e15, max: 8.64e15 }),
      fc.constantFrom(0.5, 1.25),
    );
    fc.assert(
      fc.property(fc.array(time, { maxLength: 40 }), (times) => {
        expect(expand(timeOrder(Float64Array.from(times)), times)).toEqual(reference(times));
      }),
      { numRuns: 2000 },
    );
  });

  it("skips the sort for oldest-first and strictly newest-first journals", () => {
    expect(timeOrder(Float64Array.from([1, 2, 2, Number.NaN, 3]))).toBe("asc");
    expect(timeOrder(Float64Array.from([3, Number.NaN, 2, 1]))).toBe("desc");
    expect(timeOrder(Float64Array.from([3, 2, 2, 1]))).toEqual(Float64Array.from([3, 1, 2, 0]));
  });
});
