import { describe, expect, it } from "vitest";
import { progressBorderClass, shortDate, startedDate } from "./format.js";
import { categoryLabel } from "../../../core/text-case.js";

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

  it("defaults the category to General (core/text-case.ts)", () => {
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

describe("startedDate", () => {
  const created = "2026-11-27T12:00:00";
  const backdated = { created_at: "2026-10-18T12:00:00" };
  it("is the first check-in when the page holds the whole journal and it came before the creation", () => {
    expect(startedDate({ created_at: created, updates_count: 1, journal: [backdated] })).toBe(shortDate(backdated.created_at));
  });
  it("keeps the creation when older entries were not sent: the oldest of the latest is no start", () => {
    expect(startedDate({ created_at: created, updates_count: 9, journal: [backdated] })).toBe(shortDate(created));
  });
  it("is the server's first check-in when it sends one, whatever part of the journal the page holds", () => {
    const first = "2026-09-02T12:00:00";
    expect(startedDate({ created_at: created, updates_count: 9, first_entry_at: first, journal: [backdated] })).toBe(shortDate(first));
    expect(startedDate({ created_at: created, updates_count: 0, first_entry_at: null, journal: [] })).toBe(shortDate(created));
  });
});
