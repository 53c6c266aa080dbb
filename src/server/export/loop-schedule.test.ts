import { describe, expect, it } from "vitest";
import { amountSchedule, checkSchedule } from "./loop-schedule.js";

describe("Loop frequencies as schedules here", () => {
  it("maps the frequencies that have a schedule here exactly", () => {
    expect(checkSchedule(1, 1)).toEqual({ timeframe: "daily", target: 1, every_days: null });
    expect(checkSchedule(3, 7)).toEqual({ timeframe: "weekly", target: 3, every_days: null });
    expect(checkSchedule(1, 7)).toEqual({ timeframe: "weekly", target: 1, every_days: null });
    expect(checkSchedule(4, 30)).toEqual({ timeframe: "monthly", target: 4, every_days: null });
    expect(checkSchedule(10, 31)).toEqual({ timeframe: "monthly", target: 10, every_days: null });
    expect(checkSchedule(1, 3)).toEqual({ timeframe: "daily", target: 1, every_days: 3 });
    expect(checkSchedule(1, 365)).toEqual({ timeframe: "daily", target: 1, every_days: 365 });
  });

  it("takes the nearest schedule for any other frequency and says so", () => {
    expect(checkSchedule(2, 3)).toMatchObject({ timeframe: "weekly", target: 5, nearest: expect.stringContaining('"5 times a week"') });
    expect(checkSchedule(3, 14)).toMatchObject({ timeframe: "monthly", target: 6, nearest: expect.any(String) });
    expect(checkSchedule(6, 7 - 1)).toMatchObject({ timeframe: "daily", target: 1, every_days: null, nearest: expect.any(String) });
    expect(checkSchedule(2, 400)).toMatchObject({ timeframe: "yearly", target: 2, nearest: expect.any(String) });
    expect(checkSchedule(1, 400)).toMatchObject({ timeframe: "yearly", target: 1, nearest: expect.any(String) });
  });

  it("keeps a numerical habit's period and target, scaling the target to the nearest period otherwise", () => {
    expect(amountSchedule(7, 20, "km", false)).toEqual({ timeframe: "weekly", target: 20, every_days: null });
    expect(amountSchedule(1, 0, "cups", true)).toEqual({ timeframe: "daily", target: 0, every_days: null });
    expect(amountSchedule(14, 30, "km", false)).toMatchObject({
      timeframe: "weekly",
      target: 15,
      nearest: expect.stringContaining('"15 km a week"'),
    });
  });
});
