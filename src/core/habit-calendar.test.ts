import { describe, expect, it } from "vitest";
import { daysFromCivil } from "./analytics/fast-time.js";
import type { HabitDay } from "./habit-facts.js";
import { amountForecast, habitDayState } from "./habit-calendar.js";
import { PausedDays } from "./pauses.js";

// Monday 2 March 2026 … Sunday 8 March 2026.
const MON = daysFromCivil(2026, 3, 2);
const days = (list: [number, number, number][]) => new Map(list.map(([day, count, amount]) => [day, { day, count, amount } as HabitDay]));

describe("habitDayState", () => {
  const ctx = { today: MON + 3, startDay: MON - 30 };

  it("daily check goal: done, missed in the past, open today, nothing in the future", () => {
    const goal = { kind: "check" as const, timeframe: "daily", target: 1 };
    const byDay = days([[MON, 1, 0]]);
    expect(habitDayState(goal, byDay, MON, ctx)).toBe("done");
    expect(habitDayState(goal, byDay, MON + 1, ctx)).toBe("missed");
    expect(habitDayState(goal, byDay, MON + 3, ctx)).toBe("open");
    expect(habitDayState(goal, byDay, MON + 4, ctx)).toBe("none");
  });

  it("weekday schedule: the other days are not due; a paused day is paused", () => {
    const goal = { kind: "check" as const, timeframe: "daily", target: 1, weekdays: [1, 3, 5] };
    const paused = new PausedDays([{ from: "2026-03-04", to: "2026-03-04" }]);
    expect(habitDayState(goal, days([]), MON + 1, ctx)).toBe("not_due");
    expect(habitDayState(goal, days([]), MON, ctx)).toBe("missed");
    expect(habitDayState(goal, days([]), MON + 2, { ...ctx, paused })).toBe("paused");
  });

  it("every 3 days counts from the anchor day", () => {
    const goal = { kind: "check" as const, timeframe: "daily", every_days: 3 };
    const at = { ...ctx, anchorDay: MON };
    expect(habitDayState(goal, days([]), MON + 1, at)).toBe("not_due");
    expect(habitDayState(goal, days([]), MON + 2, at)).toBe("not_due");
    expect(habitDayState(goal, days([[MON + 3, 1, 0]]), MON + 3, at)).toBe("done");
  });

  it("weekly check target: a done day is partly done until the week is met", () => {
    const goal = { kind: "check" as const, timeframe: "weekly", target: 2 };
    expect(habitDayState(goal, days([[MON, 1, 0]]), MON, ctx)).toBe("partly");
    expect(
      habitDayState(
        goal,
        days([
          [MON, 1, 0],
          [MON + 2, 1, 0],
        ]),
        MON,
        ctx,
      ),
    ).toBe("done");
    expect(habitDayState(goal, days([[MON, 1, 0]]), MON + 1, ctx)).toBe("none");
  });

  it("amount: below the day's share is partly done", () => {
    const daily = { kind: "amount" as const, timeframe: "daily", target: 30 };
    expect(habitDayState(daily, days([[MON, 1, 12]]), MON, ctx)).toBe("partly");
    expect(habitDayState(daily, days([[MON, 2, 30]]), MON, ctx)).toBe("done");
    const weekly = { kind: "amount" as const, timeframe: "weekly", target: 14 };
    expect(habitDayState(weekly, days([[MON, 1, 1.5]]), MON, ctx)).toBe("partly");
    expect(habitDayState(weekly, days([[MON, 1, 2]]), MON, ctx)).toBe("done");
  });

  it("at most: over the limit is missed, within it done", () => {
    const goal = { kind: "amount" as const, timeframe: "daily", target: 2, direction: "at_most" as const };
    expect(habitDayState(goal, days([[MON, 3, 3]]), MON, ctx)).toBe("missed");
    expect(habitDayState(goal, days([[MON, 1, 1]]), MON, ctx)).toBe("done");
    expect(habitDayState(goal, days([]), MON + 1, ctx)).toBe("done");
  });

  it("days before the goal began show nothing", () => {
    const goal = { kind: "check" as const, timeframe: "daily" };
    expect(habitDayState(goal, days([]), MON, { today: MON + 3, startDay: MON + 2 })).toBe("none");
  });
});

describe("amountForecast", () => {
  const goal = { kind: "amount" as const, timeframe: "weekly", target: 21, unit: "km" };
  it("reads a straight line from 0 to the target over the period", () => {
    // Wednesday: 3 of 7 days, 9 km expected.
    expect(amountForecast(goal, 9, MON + 2)).toEqual({ expected: 9, ahead: 0, text: "on pace" });
    expect(amountForecast(goal, 5.5, MON + 2).text).toBe("3.5 km behind");
    expect(amountForecast(goal, 12, MON + 2).text).toBe("on pace");
  });
  it("an at-most goal is over its pace above the line", () => {
    const coffee = { kind: "amount" as const, timeframe: "weekly", target: 14, unit: "cups", direction: "at_most" as const };
    expect(amountForecast(coffee, 8, MON + 2).text).toBe("2 cups over");
    expect(amountForecast(coffee, 4, MON + 2).text).toBe("on pace");
  });
});
