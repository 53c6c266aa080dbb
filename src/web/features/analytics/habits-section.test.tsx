// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HabitAnalytics } from "../../../core/habit-analytics.js";
import type { Goal } from "../../../core/schemas.js";
import { HabitsSection } from "./habits-section.js";

// Thursday 2026-11-26 at noon UTC; the section reads the zone it is given.
const NOW = new Date("2026-11-26T12:00:00.000Z");
const at = (key: string) => `${key}T09:00:00.000Z`;

function habit(id: string, title: string, extra: Partial<Goal>, days: [string, number?][]): Goal {
  return {
    id,
    title,
    description: "",
    motivation: "",
    category: "health",
    timeframe: "weekly",
    public: false,
    slug: null,
    username: "u",
    created_at: at("2026-11-01"),
    updated_at: at("2026-11-26"),
    progress: 0,
    likes_count: 0,
    ...extra,
    journal: days.map(([d, amount], i) => ({
      id: `${id}-${i}`,
      goal_id: id,
      note: "",
      progress: 0,
      created_at: at(d),
      ...(amount ? { amount } : {}),
    })),
  } as Goal;
}

const gym = habit("g", "Gym", { kind: "check", target: 2 }, [["2026-11-09"], ["2026-11-10"], ["2026-11-17"]]);
const run = habit("r", "Run", { kind: "amount", target: 20, unit: "km" }, [
  ["2026-11-10", 12.5],
  ["2026-11-12", 9],
]);
const course = habit("c", "Course", {}, []);

const section = (props: Partial<Parameters<typeof HabitsSection>[0]> = {}) =>
  render(<HabitsSection goals={[gym, run, course]} now={NOW} timeZone="UTC" todayKey="2026-11-26" {...props} />);

afterEach(cleanup);

describe("the Habits section", () => {
  it("computes each habit's periods met here without a loader (demo mode), amounts with their unit", () => {
    section();
    const gymFigures = screen.getByRole("listitem", { name: "Gym" });
    expect(within(gymFigures).getByText(/1 of 3 periods met · best streak 1 week$/)).toBeTruthy();
    const runFigures = screen.getByRole("listitem", { name: "Run" });
    expect(within(runFigures).getByText(/1 of 3 periods met · best streak 1 week · total 21.5 km/)).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Course" })).toBeNull();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-09-04");
  });

  it("refuses a range longer than 366 days in words, and never asks for it", async () => {
    const load = vi.fn().mockResolvedValue({ from: "2026-09-04", to: "2026-11-26", habits: [] } satisfies HabitAnalytics);
    section({ loadHabits: load });
    expect(await screen.findByText(/No habits here/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-01-01" } });
    expect(screen.getByRole("alert").textContent).toBe("The range must be at most 366 days");
    expect(load.mock.calls.map((c) => c[1])).toEqual([{ from: "2026-09-04", to: "2026-11-26" }]);
    expect(screen.getByText(/No habits here/)).toBeTruthy();
  });

  it("asks the loader for the range and group, shows loading, then an error with Retry", async () => {
    const answer: HabitAnalytics = { from: "2026-11-01", to: "2026-11-26", habits: [] };
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(answer);
    section({ loadHabits: load, group: "none" });
    expect(screen.getByRole("status").textContent).toBe("Loading habits…");
    expect(load).toHaveBeenCalledWith(["g", "r", "c"], { from: "2026-09-04", to: "2026-11-26" }, expect.any(AbortSignal), "none");
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    expect(await screen.findByText(/No habits here/)).toBeTruthy();
  });
});
