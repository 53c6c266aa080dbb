import { describe, expect, it } from "vitest";
import { categoryLabel, progressBorderClass, shortDate } from "./format.js";

describe("public goal display helpers", () => {
  it("colours entries by the 90 / 50 / 25 thresholds", () => {
    expect(progressBorderClass(100)).toMatch(/^border-l-emerald-500/);
    expect(progressBorderClass(90)).toMatch(/^border-l-emerald-500/);
    expect(progressBorderClass(89)).toMatch(/^border-l-sky-500/);
    expect(progressBorderClass(50)).toMatch(/^border-l-sky-500/);
    expect(progressBorderClass(49)).toMatch(/^border-l-amber-500/);
    expect(progressBorderClass(25)).toMatch(/^border-l-amber-500/);
    expect(progressBorderClass(24)).toMatch(/^border-l-rose-400/);
    expect(progressBorderClass(0)).toMatch(/^border-l-rose-400/);
  });

  it("defaults the category to General", () => {
    expect(categoryLabel("")).toBe("General");
    expect(categoryLabel(null)).toBe("General");
    expect(categoryLabel("health")).toBe("Health");
  });

  it("formats dates and tolerates bad ones", () => {
    expect(shortDate("2026-03-05T12:00:00Z")).toMatch(/^Mar [45], 2026$/);
    expect(shortDate("nonsense")).toBe("");
    expect(shortDate(undefined)).toBe("");
  });
});
