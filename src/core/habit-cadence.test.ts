import { describe, expect, it } from "vitest";
import { cadenceText } from "./habit-cadence.js";

describe("cadenceText", () => {
  it("has no words for the spec's progress goals", () => {
    expect(cadenceText({ timeframe: "weekly" })).toBeUndefined();
    expect(cadenceText({ kind: "progress", timeframe: "daily" })).toBeUndefined();
  });

  it.each([
    [{ kind: "check", timeframe: "weekly", target: 3 }, "3× a week"],
    [{ kind: "check", timeframe: "weekly", target: 1 }, "Once a week"],
    [{ kind: "check", timeframe: "daily", target: 1 }, "Once a day"],
    [{ kind: "check", timeframe: "daily", target: 1, weekdays: [5, 1, 2, 3, 4] }, "Weekdays"],
    [{ kind: "check", timeframe: "daily", target: 1, weekdays: [7, 6] }, "Weekends"],
    [{ kind: "check", timeframe: "daily", target: 1, weekdays: [1, 3, 5] }, "Mon, Wed, Fri"],
    [{ kind: "check", timeframe: "daily", target: 1, every_days: 3 }, "Every 3 days"],
    [{ kind: "check", timeframe: "daily", target: 2, every_days: 3 }, "2× · Every 3 days"],
    [{ kind: "check", timeframe: "monthly", target: 0, direction: "at_most" }, "Not at all"],
    [{ kind: "amount", timeframe: "weekly", target: 20, unit: "km" }, "20 km a week"],
    [{ kind: "amount", timeframe: "daily", target: 2, unit: "cups", direction: "at_most" }, "At most 2 cups a day"],
    [{ kind: "amount", timeframe: "daily", target: 30, unit: "pages", weekdays: [1, 2, 3, 4, 5] }, "30 pages · Weekdays"],
    [{ kind: "amount", timeframe: "yearly", target: 1500000, unit: "steps" }, "1,500,000 steps a year"],
  ] as const)("%o reads %s", (goal, text) => {
    expect(cadenceText(goal)).toBe(text);
  });

  it("ignores a schedule on a goal that is not daily, as the rules do", () => {
    expect(cadenceText({ kind: "check", timeframe: "weekly", target: 2, weekdays: [1] })).toBe("2× a week");
  });
});
