// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { forecastTo100, historyDays } from "../../../core/goal-history.js";
import { dayOfIsoDate } from "../../../core/pauses.js";
import { CheckInCalendar } from "./check-in-calendar.js";
import { ProgressChart } from "./progress-chart.js";

afterEach(cleanup);

const today = dayOfIsoDate("2026-11-25"); // a Wednesday
const journal = [
  { created_at: "2026-11-23T09:00:00Z", progress: 20 },
  { created_at: "2026-11-24T09:00:00Z", progress: 35 },
  { created_at: "2026-11-24T18:00:00Z", progress: 40 },
];
const days = historyDays(journal, "UTC");

describe("CheckInCalendar", () => {
  it("is a grid named as a check-in calendar, Monday first, with a text for every day", () => {
    render(<CheckInCalendar days={days} today={today} goalTitle="Run a 5k" />);
    const grid = screen.getByRole("grid", { name: /^Check-in calendar of Run a 5k: 2 days with check-ins/ });
    const rows = grid.querySelectorAll('[role="rowheader"]');
    expect(Array.from(rows, (r) => r.getAttribute("aria-label"))).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(screen.getByRole("gridcell", { name: "Tuesday 24 November 2026: 2 check-ins, +20 %" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Monday 23 November 2026: 1 check-in, +20 %" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Sunday 22 November 2026: no check-in" })).toBeTruthy();
    // Months are labelled.
    expect(screen.getAllByRole("columnheader", { name: "Nov" }).length).toBeGreaterThan(0);
  });

  it("has one tab stop, today, and arrow keys move it between days", () => {
    render(<CheckInCalendar days={days} today={today} goalTitle="Run a 5k" />);
    const tabStop = () =>
      screen
        .getAllByRole("gridcell")
        .filter((c) => c.getAttribute("tabindex") === "0")
        .map((c) => c.getAttribute("data-key"));
    expect(tabStop()).toEqual(["2026-11-25"]);
    const press = (key: string) => fireEvent.keyDown(screen.getByRole("grid"), { key });
    press("ArrowUp");
    expect(tabStop()).toEqual(["2026-11-24"]);
    press("ArrowLeft");
    expect(tabStop()).toEqual(["2026-11-17"]);
    press("Home");
    expect(tabStop()).toEqual(["2026-11-16"]); // Monday of that week
    press("ArrowRight");
    press("ArrowRight");
    press("End"); // never past today
    expect(tabStop()).toEqual(["2026-11-25"]);
  });

  it("marks paused days, and the compact strip is one named image", () => {
    const paused = (d: number) => d === today - 3;
    render(<CheckInCalendar days={days} today={today} goalTitle="Run a 5k" isPaused={paused} />);
    expect(screen.getByRole("gridcell", { name: "Sunday 22 November 2026: no check-in (paused)" })).toBeTruthy();
    cleanup();
    render(<CheckInCalendar days={days} today={today} goalTitle="Run a 5k" weeks={12} compact />);
    expect(screen.getByRole("img", { name: /^Check-in calendar of Run a 5k: 2 days with check-ins in the last 12 weeks$/ })).toBeTruthy();
    expect(screen.queryByRole("gridcell")).toBeNull();
    cleanup();
    // The strip is one image: its name says what the hatching shows.
    render(
      <CheckInCalendar
        days={days}
        today={today}
        goalTitle="Run a 5k"
        weeks={12}
        compact
        isPaused={(d) => d >= today - 4 && d <= today - 3}
      />,
    );
    expect(
      screen.getByRole("img", { name: "Check-in calendar of Run a 5k: 2 days with check-ins in the last 12 weeks, 2 days paused" }),
    ).toBeTruthy();
  });
});

describe("ProgressChart", () => {
  it("names where progress went and where it is heading, drawing the forecast dashed", () => {
    const last = days[days.length - 1]!;
    const forecast = forecastTo100(last, 10);
    render(<ProgressChart days={days} forecast={forecast} goalTitle="Run a 5k" />);
    const chart = screen.getByRole("img", { name: /progress chart/i });
    expect(chart.getAttribute("aria-label")).toBe(
      "Progress chart of Run a 5k: from 20 % on Nov 23, 2026 to 40 % on Nov 24, 2026; at this pace 100 % around Nov 30, 2026 (dashed)",
    );
    expect(chart.querySelector('[data-testid="forecast"]')?.getAttribute("stroke-dasharray")).toBe("6 5");
  });

  it("says so when there is nothing to draw", () => {
    render(<ProgressChart days={[]} forecast={null} goalTitle="Read" />);
    expect(screen.getByRole("img", { name: "Progress chart of Read: no check-ins yet" })).toBeTruthy();
  });
});
