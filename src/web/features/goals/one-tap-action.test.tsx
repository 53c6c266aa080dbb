// @vitest-environment happy-dom
/**
 * The one-tap action per kind (issue 29 item 3): a check goal's Done (and Undo after it), an
 * amount goal's quick amount labelled with its unit, a progress goal's +10 %, the "N of M" line;
 * and the same action from the `+` shortcut (tapGoal).
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HabitFacts } from "../../../core/habit-facts.js";
import type { Goal } from "../../../core/schemas.js";
import { toast } from "../../lib/toast.js";
import type { GoalActions } from "./goal-actions.js";
import { lastTaps } from "./last-taps.js";
import { HabitPeriod, OneTapAction, tapGoal } from "./one-tap-action.js";

afterEach(() => {
  cleanup();
  lastTaps.clear();
  vi.restoreAllMocks();
});

function goalOf(over: Partial<Goal>): Goal {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Gym",
    description: "",
    motivation: "",
    category: "health",
    timeframe: "weekly",
    public: false,
    slug: null,
    username: "u",
    created_at: "2026-01-05T10:00:00Z",
    updated_at: "2026-01-05T10:00:00Z",
    progress: 0,
    likes_count: 0,
    journal: [],
    ...over,
  };
}

const habit = (over: Partial<HabitFacts>): HabitFacts => ({
  period_value: 0,
  period_target: 3,
  streak_unit: "week",
  streak: 0,
  best_streak: 0,
  due_today: true,
  ...over,
});

function fakeActions() {
  const quickIncrement = vi.fn<GoalActions["quickIncrement"]>();
  const logHabit = vi.fn<GoalActions["logHabit"]>();
  return {
    create: vi.fn(),
    creating: false,
    quickIncrement,
    incrementing: () => false,
    logHabit,
    saveEdit: vi.fn(),
    setPublic: vi.fn(),
    publish: vi.fn(),
    remove: vi.fn(),
    move: vi.fn(),
    setArchived: vi.fn(),
    removeArchived: vi.fn(),
  } satisfies GoalActions;
}

const check = goalOf({ kind: "check", target: 3, direction: "at_least" });
const run = goalOf({ id: "00000000-0000-4000-8000-000000000002", title: "Run", kind: "amount", target: 20, unit: "km" });

describe("a check goal", () => {
  it("has Done, which logs one check-in; Undo appears after it and takes it back once", () => {
    const actions = fakeActions();
    const { rerender } = render(<OneTapAction goal={check} facts={{ overall: 0, habit: habit({}) }} actions={actions} />);
    expect(screen.queryByRole("button", { name: /Undo/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(actions.logHabit).toHaveBeenCalledTimes(1);
    expect(actions.logHabit).toHaveBeenCalledWith(check);

    const undo = vi.fn();
    lastTaps.set(check.id, undo);
    rerender(<OneTapAction goal={check} facts={{ overall: 33, habit: habit({ period_value: 1 }) }} actions={actions} />);
    fireEvent.click(screen.getByRole("button", { name: "Undo the last check-in of Gym" }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: /Undo/ })).toBeNull();
    expect(lastTaps.undo(check.id)).toBe(false);
  });

  it("waits once the period is met, and while a check-in is on its way", () => {
    const actions = fakeActions();
    render(<OneTapAction goal={check} facts={{ overall: 100, habit: habit({ period_value: 3, due_today: false }) }} actions={actions} />);
    expect(screen.getByRole("button", { name: "Done" })).toHaveProperty("disabled", true);
    cleanup();
    render(<OneTapAction goal={check} facts={{ overall: 0, habit: habit({}) }} actions={{ ...actions, incrementing: () => true }} />);
    expect(screen.getByRole("button", { name: "Done" })).toHaveProperty("disabled", true);
  });

  it("says '2 of 3 this week' with a bar at 67 %", () => {
    render(<HabitPeriod goal={check} habit={habit({ period_value: 2 })} />);
    expect(screen.getByText("2 of 3 this week")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "This period" });
    expect(bar.getAttribute("aria-valuenow")).toBe("67");
    expect(bar.getAttribute("aria-valuetext")).toBe("2 of 3 this week");
  });
});

describe("an amount goal", () => {
  it("has a quick amount field labelled with its unit: Log sends the amount and empties the field", () => {
    const actions = fakeActions();
    render(<OneTapAction goal={run} facts={{ overall: 0, habit: habit({ period_target: 20 }) }} actions={actions} />);
    const field = screen.getByLabelText("km") as HTMLInputElement;
    fireEvent.change(field, { target: { value: "7,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Log" }));
    expect(actions.logHabit).toHaveBeenCalledWith(run, 7.5);
    expect(field.value).toBe("");
  });

  it("refuses what is not an amount, saying why, and sends nothing", () => {
    const warning = vi.spyOn(toast, "warning");
    const actions = fakeActions();
    render(<OneTapAction goal={run} facts={{ overall: 0, habit: habit({ period_target: 20 }) }} actions={actions} />);
    for (const bad of ["", "abc", "-2", "1.2345", "0"]) {
      fireEvent.change(screen.getByLabelText("km"), { target: { value: bad } });
      fireEvent.click(screen.getByRole("button", { name: "Log" }));
    }
    expect(actions.logHabit).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledTimes(5);
  });

  it("says '12.5 of 20 km this month'", () => {
    render(<HabitPeriod goal={{ ...run, timeframe: "monthly" }} habit={habit({ period_value: 12.5, period_target: 20 })} />);
    expect(screen.getByText("12.5 of 20 km this month")).toBeTruthy();
  });
});

describe("a progress goal", () => {
  it("keeps the spec's +10%", () => {
    const actions = fakeActions();
    const goal = goalOf({ title: "Learn Spanish" });
    render(
      <OneTapAction goal={goal} facts={{ overall: 40, habit: habit({ period_value: null, period_target: null }) }} actions={actions} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "+10%" }));
    expect(actions.quickIncrement).toHaveBeenCalledWith(goal);
    expect(actions.logHabit).not.toHaveBeenCalled();
  });
});

describe("the + shortcut (tapGoal)", () => {
  it("does each kind's one-tap action: +10 %, Done, the typed amount (or focuses the empty field)", () => {
    const actions = fakeActions();
    const progress = goalOf({ id: "00000000-0000-4000-8000-000000000003", title: "Read" });
    tapGoal(progress, { overall: 0, habit: habit({}) }, actions);
    expect(actions.quickIncrement).toHaveBeenCalledWith(progress);

    tapGoal(check, { overall: 0, habit: habit({}) }, actions);
    expect(actions.logHabit).toHaveBeenCalledWith(check);
    // Met for the week: nothing more.
    tapGoal(check, { overall: 100, habit: habit({ period_value: 3 }) }, actions);
    expect(actions.logHabit).toHaveBeenCalledTimes(1);

    render(<OneTapAction goal={run} facts={{ overall: 0, habit: habit({ period_target: 20 }) }} actions={actions} />);
    const field = screen.getByLabelText("km") as HTMLInputElement;
    tapGoal(run, { overall: 0, habit: habit({ period_target: 20 }) }, actions);
    expect(document.activeElement).toBe(field);
    expect(actions.logHabit).toHaveBeenCalledTimes(1);
    fireEvent.change(field, { target: { value: "5" } });
    tapGoal(run, { overall: 0, habit: habit({ period_target: 20 }) }, actions);
    expect(actions.logHabit).toHaveBeenLastCalledWith(run, 5);
  });
});
