// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GoalInput } from "../../lib/api.js";
import { renderAt } from "../../lib/test-render.js";
import { CreateGoalForm } from "./create-goal-form.js";
import type { GoalActions } from "./goal-actions.js";
import { type GoalFormFill, type GoalFormState, useGoalForm } from "./goal-form.js";

function setup() {
  const create = vi.fn<(input: GoalInput, onCreated?: () => void) => void>();
  const actions = { create, creating: false } as unknown as GoalActions;
  const state: { form?: GoalFormState } = {};
  function Harness() {
    const form = useGoalForm();
    state.form = form;
    return <CreateGoalForm form={form} actions={actions} />;
  }
  renderAt(<Harness />);
  return { create, fill: (values: GoalFormFill) => act(() => state.form!.fill(values)) };
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create goal" }));
const sent = (create: ReturnType<typeof setup>["create"]) => create.mock.calls.at(-1)?.[0];

describe("the create form's kind (issue 29 item 2)", () => {
  afterEach(cleanup);

  it("keeps the spec's form when 'Track a percentage' is chosen: the five fields, nothing more", () => {
    const { create } = setup();
    expect((screen.getByLabelText("What you track") as HTMLSelectElement).value).toBe("progress");
    expect(screen.queryByLabelText(/Times per/)).toBeNull();
    expect(screen.queryByLabelText("Unit")).toBeNull();
    expect(screen.queryByLabelText("Schedule")).toBeNull();
    change("Title", "Finish the course");
    submit();
    expect(create).toHaveBeenCalledTimes(1);
    const input = sent(create)!;
    expect(Object.keys(input).sort()).toEqual(["category", "description", "motivation", "timeframe", "title"]);
    expect(input).toMatchObject({ title: "Finish the course", timeframe: "daily", category: "general" });
  });

  it("offers the three kinds in plain words", () => {
    setup();
    const options = within(screen.getByLabelText("What you track")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Track a percentage", "Done or not", "An amount"]);
  });

  it("creates 'Gym 3 times a week': a check goal, times per week", () => {
    const { create } = setup();
    change("Title", "Gym 3 times a week");
    change("Timeframe", "weekly");
    change("What you track", "check");
    expect((screen.getByLabelText("Times per week") as HTMLInputElement).value).toBe("1");
    expect(screen.queryByLabelText("Schedule")).toBeNull(); // only daily goals have one
    change("Times per week", "3");
    submit();
    expect(sent(create)).toMatchObject({
      title: "Gym 3 times a week",
      timeframe: "weekly",
      kind: "check",
      target: 3,
      direction: "at_least",
    });
  });

  it("creates 'Run 20 km a week': an amount goal with a unit", () => {
    const { create } = setup();
    change("Title", "Run 20 km a week");
    change("Timeframe", "weekly");
    change("What you track", "amount");
    change("Amount per week", "20");
    change("Unit", " km ");
    submit();
    expect(sent(create)).toMatchObject({ kind: "amount", target: 20, unit: "km", direction: "at_least", weekdays: null, every_days: null });
  });

  it("creates 'At most 2 coffees a day', and an at-most limit may be 0", () => {
    const { create } = setup();
    change("Title", "At most 2 coffees a day");
    change("What you track", "amount");
    change("Amount per day", "2");
    change("Unit", "coffees");
    change("At least or at most", "at_most");
    submit();
    expect(sent(create)).toMatchObject({ kind: "amount", target: 2, unit: "coffees", direction: "at_most" });
    change("Amount per day", "0");
    submit();
    expect(sent(create)).toMatchObject({ target: 0, direction: "at_most" });
  });

  it("creates 'Meditate on weekdays': a daily check goal due Monday to Friday", () => {
    const { create } = setup();
    change("Title", "Meditate on weekdays");
    change("What you track", "check");
    change("Schedule", "weekdays");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) fireEvent.click(screen.getByLabelText(day));
    submit();
    expect(sent(create)).toMatchObject({ timeframe: "daily", kind: "check", target: 1, weekdays: [1, 2, 3, 4, 5], every_days: null });
  });

  it("creates a daily check goal due every 3 days", () => {
    const { create } = setup();
    change("Title", "Water the plants");
    change("What you track", "check");
    change("Schedule", "every_n");
    change("Every how many days", "3");
    submit();
    expect(sent(create)).toMatchObject({ kind: "check", every_days: 3, weekdays: null });
  });

  it.each([
    ["an amount goal without its amount", { kind: "amount" }, "Amount per day", "", "Enter the amount per day"],
    [
      "an amount of 0 at least",
      { kind: "amount" },
      "Amount per day",
      "0",
      "target must be more than 0 and at most 1000000 for an amount goal",
    ],
    [
      "an amount over the limit",
      { kind: "amount" },
      "Amount per day",
      "1000001",
      "target must be more than 0 and at most 1000000 for an amount goal",
    ],
    ["an amount that is no number", { kind: "amount" }, "Amount per day", "lots", "target must be a number"],
    ["0 times", { kind: "check" }, "Times per day", "0", "target must be a whole number from 1 to 100 for a check goal"],
    ["101 times", { kind: "check" }, "Times per day", "101", "target must be a whole number from 1 to 100 for a check goal"],
    ["2.5 times", { kind: "check" }, "Times per day", "2.5", "target must be a whole number from 1 to 100 for a check goal"],
    ["every 1 day", { kind: "check", schedule: "every_n" }, "Every how many days", "1", "every_days must be a whole number from 2 to 365"],
    [
      "every 366 days",
      { kind: "check", schedule: "every_n" },
      "Every how many days",
      "366",
      "every_days must be a whole number from 2 to 365",
    ],
  ])("says what is wrong with %s at its field, and sends nothing", (_name, pick, label, value, message) => {
    const { create } = setup();
    change("Title", "A habit");
    change("What you track", pick.kind);
    if ("schedule" in pick) change("Schedule", pick.schedule as string);
    change(label, value);
    submit();
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for a day when 'Specific days of the week' has none", () => {
    const { create } = setup();
    change("Title", "A habit");
    change("What you track", "check");
    change("Schedule", "weekdays");
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one day of the week");
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText("Sunday"));
    submit();
    expect(sent(create)).toMatchObject({ weekdays: [7] });
  });

  it("is filled by a coach draft's kind fields, and Reset goes back to a percentage", () => {
    const { create, fill } = setup();
    fill({
      title: "Meditate on weekdays",
      timeframe: "daily",
      category: "personal",
      motivation: "",
      description: "",
      kind: "check",
      target: 1,
      weekdays: [1, 2, 3, 4, 5],
    });
    expect((screen.getByLabelText("What you track") as HTMLSelectElement).value).toBe("check");
    expect((screen.getByLabelText("Schedule") as HTMLSelectElement).value).toBe("weekdays");
    expect((screen.getByLabelText("Friday") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Saturday") as HTMLInputElement).checked).toBe(false);
    submit();
    expect(sent(create)).toMatchObject({ title: "Meditate on weekdays", kind: "check", weekdays: [1, 2, 3, 4, 5] });

    fill({ title: "Run 20 km a week", timeframe: "weekly", kind: "amount", target: 20, unit: "km", direction: "at_least" });
    expect((screen.getByLabelText("Amount per week") as HTMLInputElement).value).toBe("20");
    expect((screen.getByLabelText("Unit") as HTMLInputElement).value).toBe("km");

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect((screen.getByLabelText("What you track") as HTMLSelectElement).value).toBe("progress");
    expect(screen.queryByLabelText("Unit")).toBeNull();
  });
});
