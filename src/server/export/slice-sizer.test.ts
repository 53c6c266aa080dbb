import { describe, expect, it } from "vitest";
import { fixedSlices, sliceSizes } from "./slice-sizer.js";

describe("sliceSizes (decision 071)", () => {
  it("shrinks to the rows that fit the budget at the last slice's pace", () => {
    const s = sliceSizes({ first: 100, min: 10, max: 1000, budgetMs: 20 });
    expect(s.rows).toBe(100);
    s.took(100, 200); // 2 ms a row
    expect(s.rows).toBe(10);
    s.took(10, 5); // 0.5 ms a row: 40 fit, but at most twice the last
    expect(s.rows).toBe(20);
    s.took(20, 10);
    expect(s.rows).toBe(40);
  });

  it("grows at most twice per slice, up to max, and never below min", () => {
    const s = sliceSizes({ first: 100, min: 10, max: 300, budgetMs: 20 });
    s.took(100, 1);
    expect(s.rows).toBe(200);
    s.took(200, 1);
    expect(s.rows).toBe(300);
    s.took(300, 0);
    expect(s.rows).toBe(300);
    s.took(300, 60_000);
    expect(s.rows).toBe(10);
  });

  it("ignores an empty slice; a fixed size never moves", () => {
    const s = sliceSizes({ first: 50, min: 10, max: 1000 });
    s.took(0, 500);
    expect(s.rows).toBe(50);
    const f = fixedSlices(400);
    f.took(400, 10_000);
    expect(f.rows).toBe(400);
  });
});
