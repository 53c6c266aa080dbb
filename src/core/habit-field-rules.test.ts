import { describe, expect, it } from "vitest";
import { resolveHabitFields } from "./habit-field-rules.js";
import { habitFieldsInput } from "./habit-fields.js";
import { z } from "zod";

const wire = z.object(habitFieldsInput);

describe("resolveHabitFields without zod (issue 29: the browser's check)", () => {
  it.each([
    [{ kind: "check", weekdays: [] }],
    [{ kind: "check", weekdays: [0] }],
    [{ kind: "check", weekdays: [8] }],
    [{ kind: "check", weekdays: [1, 1] }],
    [{ kind: "check", weekdays: [1.5] }],
    [{ kind: "check", every_days: 1 }],
    [{ kind: "check", every_days: 366 }],
    [{ kind: "check", every_days: 2.5 }],
  ])("refuses %j with the message the API's zod shape gives", (body) => {
    const zodMessage = wire.safeParse(body).error?.issues[0]?.message;
    expect(zodMessage).toBeDefined();
    expect(resolveHabitFields(body, undefined, "daily")).toBe(zodMessage);
  });

  it("keeps the schedules the API takes", () => {
    expect(resolveHabitFields({ kind: "check", weekdays: [5, 1] }, undefined, "daily")).toMatchObject({ weekdays: [1, 5] });
    expect(resolveHabitFields({ kind: "check", every_days: 365 }, undefined, "daily")).toMatchObject({ every_days: 365 });
  });
});
