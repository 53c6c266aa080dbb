// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Goal } from "../../../core/schemas.js";
import type { GoalEdit } from "./goal-actions.js";
import { TitleEditor } from "./title-editor.js";

function goal(extra: Partial<Goal> = {}): Goal {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Gym",
    description: "",
    motivation: "Stronger",
    category: "health",
    timeframe: "weekly",
    public: false,
    slug: null,
    username: "u",
    created_at: "2026-03-01T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    progress: 0,
    likes_count: 0,
    journal: [],
    ...extra,
  };
}

function setup(g: Goal) {
  const onSave = vi.fn<(edit: GoalEdit) => void>();
  const onDone = vi.fn();
  render(<TitleEditor goal={g} onSave={onSave} onDone={onDone} />);
  return { onSave, onDone };
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const openKind = () => fireEvent.click(screen.getByText(/^What you track:/));
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("the card's Edit: what the goal tracks (issue 29 item 2)", () => {
  afterEach(cleanup);

  it("sends the spec's three fields only when the kind is left alone", () => {
    const { onSave, onDone } = setup(goal());
    expect(screen.getByText("What you track: Track a percentage")).toBeTruthy();
    change("Goal title", "Gym sessions");
    save();
    expect(onSave).toHaveBeenCalledWith({ title: "Gym sessions", motivation: "Stronger", description: "" });
    expect(onDone).toHaveBeenCalled();
  });

  it("turns a progress goal into 'Gym 3 times a week', naming every habit field", () => {
    const { onSave } = setup(goal());
    openKind();
    change("What you track", "check");
    change("Times per week", "3");
    save();
    expect(onSave.mock.calls[0]?.[0].habit).toEqual({
      kind: "check",
      target: 3,
      unit: null,
      direction: "at_least",
      weekdays: null,
      every_days: null,
    });
  });

  it("changes only the target of an amount goal, and shows its fields as they are", () => {
    const { onSave } = setup(goal({ kind: "amount", target: 20, unit: "km", direction: "at_least", weekdays: null, every_days: null }));
    expect(screen.getByText("What you track: An amount")).toBeTruthy();
    openKind();
    expect((screen.getByLabelText("Unit") as HTMLInputElement).value).toBe("km");
    change("Amount per week", "25");
    save();
    expect(onSave.mock.calls[0]?.[0].habit).toEqual({ target: 25 });
  });

  it("says what is wrong at its field and keeps the editor open", () => {
    const { onSave, onDone } = setup(
      goal({ kind: "check", target: 3, unit: null, direction: "at_least", weekdays: null, every_days: null }),
    );
    openKind();
    change("Times per week", "0");
    save();
    expect(screen.getByRole("alert").textContent).toBe("target must be a whole number from 1 to 100 for a check goal");
    expect(onSave).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("turns a check goal back into a percentage", () => {
    const { onSave } = setup(goal({ kind: "check", target: 3, unit: null, direction: "at_least", weekdays: null, every_days: null }));
    openKind();
    change("What you track", "progress");
    save();
    expect(onSave.mock.calls[0]?.[0].habit).toEqual({
      kind: "progress",
      target: null,
      unit: null,
      direction: "at_least",
      weekdays: null,
      every_days: null,
    });
  });
});
