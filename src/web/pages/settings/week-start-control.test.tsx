// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HabitKindFields } from "../../features/goals/habit-kind-fields.js";
import { HABIT_FORM_DEFAULTS } from "../../features/goals/habit-form-values.js";
import { Toaster } from "../../components/ui/toaster.js";
import { renderAt } from "../../lib/test-render.js";
import { readWeekStart } from "../../lib/week-start.js";
import { WeekStartControl } from "./week-start-control.js";

/** A server holding the account's week start; PATCH changes it unless `failPatch`. */
function server(start: "monday" | "sunday", failPatch = false) {
  let weekStart = start;
  return vi.fn(async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url !== "/api/settings/preferences") return json(404, { error: "Not found" });
    if (init?.method === "PATCH") {
      if (failPatch) return json(503, { error: "The database is unavailable; try again shortly" });
      weekStart = (JSON.parse(String(init.body)) as { week_start: typeof weekStart }).week_start;
    }
    return json(200, { week_start: weekStart });
  });
}

const checked = (name: string) => (screen.getByRole("radio", { name }) as HTMLInputElement).checked;

describe("Weeks start on (issue 29)", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("token", "t");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the account's week start, keeps a copy on the device, and saves a change", async () => {
    const fetchSpy = server("monday");
    vi.stubGlobal("fetch", fetchSpy);
    renderAt(
      <>
        <WeekStartControl />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(checked("Monday")).toBe(true));
    fireEvent.click(screen.getByRole("radio", { name: "Sunday" }));
    expect(await screen.findByText("Weeks now start on Sunday")).toBeTruthy();
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch![1]!.body))).toEqual({ week_start: "sunday" });
    expect(checked("Sunday")).toBe(true);
    expect(readWeekStart()).toBe("sunday");
  });

  it("a failed save puts the choice back and says why", async () => {
    vi.stubGlobal("fetch", server("monday", true));
    renderAt(
      <>
        <WeekStartControl />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(checked("Monday")).toBe(true));
    fireEvent.click(screen.getByRole("radio", { name: "Sunday" }));
    expect(await screen.findByText("The database is unavailable; try again shortly")).toBeTruthy();
    expect(checked("Monday")).toBe(true);
    expect(readWeekStart()).toBe("monday");
  });

  it("the goal form's days of the week start on the device's week start", () => {
    const values = { ...HABIT_FORM_DEFAULTS, kind: "check" as const, schedule: "weekdays" as const };
    const { unmount } = render(<HabitKindFields values={values} onChange={() => undefined} timeframe="daily" />);
    expect(screen.getAllByRole("checkbox")[0]!.getAttribute("aria-label")).toBe("Monday");
    unmount();
    localStorage.setItem("pv_prefs", JSON.stringify({ week_start: "sunday" }));
    render(<HabitKindFields values={values} onChange={() => undefined} timeframe="daily" />);
    const days = screen.getAllByRole("checkbox").map((c) => c.getAttribute("aria-label"));
    expect(days).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
  });
});
