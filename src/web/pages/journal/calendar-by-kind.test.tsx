// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { goalHistory } from "../../../core/goal-history.js";
import { dayOfIsoDate } from "../../../core/pauses.js";
import type { Goal } from "../../../core/schemas.js";
import { CheckInCalendar } from "../../components/charts/check-in-calendar.js";
import { habitDayStates } from "../../features/history/habit-calendar-days.js";
import { AmountPeriodChart } from "./amount-period-chart.js";
import { CalendarDayDialog } from "./calendar-day-dialog.js";
import { checkInTimeOf } from "./use-calendar-tap.js";

afterEach(cleanup);

const NOW = new Date("2026-11-25T10:00:00Z"); // a Wednesday
const today = dayOfIsoDate("2026-11-25");
const clock = { now: NOW, timeZone: "UTC" };

function goal(fields: Partial<Goal>): Goal {
  return { id: "g1", title: "Gym", timeframe: "daily", created_at: "2026-11-01T08:00:00Z", journal: [], pauses: [], ...fields } as Goal;
}

function calendar(g: Goal, journal: { created_at: string; progress: number; amount?: number }[], onDayActivate?: (day: number) => void) {
  const history = goalHistory(journal, [{ from: "2026-11-20", to: "2026-11-20" }], clock);
  const dayState = habitDayStates(g, history, "UTC");
  render(<CheckInCalendar days={[]} today={today} goalTitle={g.title} dayState={dayState} onDayActivate={onDayActivate} />);
}

describe("the journal calendar by kind", () => {
  it("names and shapes each day of a weekday check goal: done, missed, not due, paused, open", () => {
    calendar(goal({ kind: "check", target: 1, weekdays: [1, 2, 3, 5] }), [{ created_at: "2026-11-23T07:00:00Z", progress: 100 }]);
    const cell = (name: string) => screen.getByRole("gridcell", { name });
    const done = cell("Monday 23 November 2026: done");
    const missed = cell("Tuesday 24 November 2026: missed");
    const notDue = cell("Sunday 22 November 2026: not due");
    const paused = cell("Friday 20 November 2026: paused");
    const open = cell("Wednesday 25 November 2026: due, not done yet");
    // Told apart by shape or pattern, not colour alone: each state has its own class list.
    const looks = [done, missed, notDue, paused, open].map((c) => c.className);
    expect(new Set(looks).size).toBe(5);
    expect(missed.className).toMatch(/border-2/);
    expect(notDue.className).toMatch(/radial-gradient/);
  });

  it("shows a weekly check goal's done day as partly done until the week is met, and an amount below its share as partly", () => {
    calendar(goal({ kind: "check", timeframe: "weekly", target: 3 }), [{ created_at: "2026-11-23T07:00:00Z", progress: 33 }]);
    expect(screen.getByRole("gridcell", { name: "Monday 23 November 2026: partly done" })).toBeTruthy();
    cleanup();
    calendar(goal({ kind: "amount", timeframe: "daily", target: 30, unit: "pages" }), [
      { created_at: "2026-11-23T07:00:00Z", progress: 40, amount: 12 },
      { created_at: "2026-11-24T07:00:00Z", progress: 100, amount: 30 },
    ]);
    expect(screen.getByRole("gridcell", { name: "Monday 23 November 2026: partly done" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Tuesday 24 November 2026: done" })).toBeTruthy();
  });

  it("keeps a progress goal's calendar as the spec's heatmap", () => {
    const history = goalHistory([], [], clock);
    expect(habitDayStates(goal({ kind: "progress" }), history, "UTC")).toBeUndefined();
  });

  it("taps a day by click or Enter; days after today cannot be tapped", () => {
    const onDay = vi.fn();
    calendar(goal({ kind: "check" }), [], onDay);
    const monday = screen.getByRole("gridcell", { name: "Monday 23 November 2026: missed" });
    fireEvent.click(monday);
    expect(onDay).toHaveBeenLastCalledWith(dayOfIsoDate("2026-11-23"));
    fireEvent.focus(monday);
    fireEvent.keyDown(monday, { key: "Enter" });
    expect(onDay).toHaveBeenCalledTimes(2);
    const future = document.querySelector(`[data-day="${today + 1}"]`);
    expect(future).toBeNull();
  });

  it("backdates a past day's check-in to noon of that day, and today's to now", () => {
    expect(checkInTimeOf(today, today, NOW)).toBe(NOW.toISOString());
    const past = new Date(checkInTimeOf(today - 2, today, NOW));
    expect([past.getFullYear(), past.getMonth() + 1, past.getDate(), past.getHours()]).toEqual([2026, 11, 23, 12]);
  });
});

describe("CalendarDayDialog", () => {
  it("asks an amount goal for the day's amount with its unit, and logs it", () => {
    const onLog = vi.fn();
    render(
      <CalendarDayDialog
        goal={goal({ kind: "amount", target: 20, unit: "km", timeframe: "weekly" })}
        day={dayOfIsoDate("2026-11-23")}
        checkIns={0}
        onLog={onLog}
        onNotDone={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Monday 23 November 2026" })).toBeTruthy();
    const field = screen.getByLabelText("Amount (km)");
    fireEvent.change(field, { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Log" }));
    expect(onLog).not.toHaveBeenCalled();
    expect(screen.getByText("Enter an amount above 0, with at most 3 decimals")).toBeTruthy();
    fireEvent.change(field, { target: { value: "5,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Log" }));
    expect(onLog).toHaveBeenCalledWith(5.5);
  });

  it("offers Not done for a check goal's done day", () => {
    const onNotDone = vi.fn();
    render(
      <CalendarDayDialog
        goal={goal({ kind: "check" })}
        day={today - 2}
        checkIns={1}
        onLog={vi.fn()}
        onNotDone={onNotDone}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Not done" }));
    expect(onNotDone).toHaveBeenCalledTimes(1);
  });
});

describe("AmountPeriodChart", () => {
  it("says the period's amount against its target and the forecast in words", () => {
    const g = goal({ kind: "amount", timeframe: "weekly", target: 21, unit: "km" });
    const history = goalHistory([{ created_at: "2026-11-23T07:00:00Z", progress: 26, amount: 5.5 }], [], clock);
    render(<AmountPeriodChart goal={g} history={history} />);
    expect(screen.getByRole("img", { name: "Amount chart of Gym: 5.5 of 21 km this week: 3.5 km behind" })).toBeTruthy();
  });
});
