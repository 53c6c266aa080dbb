import { describe, expect, it } from "vitest";
import { resolveHabitFields } from "./habit-field-rules.js";
import { TEMPLATE_HABITS, templateHabit } from "./template-habits.js";
import { GOAL_TEMPLATES, findTemplate } from "./templates.js";

describe("template habits (issue 29 item 2)", () => {
  it("each names a real template and is a goal the API accepts with that template's timeframe", () => {
    for (const [id, habit] of Object.entries(TEMPLATE_HABITS)) {
      const template = findTemplate(id);
      expect(template, id).toBeDefined();
      const resolved = resolveHabitFields(habit, undefined, template!.timeframe);
      expect(typeof resolved === "string" ? `${id}: ${resolved}` : "valid").toBe("valid");
    }
  });

  it("templates whose title names no amount or schedule stay progress goals", () => {
    expect(templateHabit("tmpl-health-first-5k")).toBeUndefined();
    expect(templateHabit("tmpl-finance-emergency-fund")).toBeUndefined();
    expect(templateHabit("toString")).toBeUndefined();
    expect(Object.keys(TEMPLATE_HABITS).length).toBeLessThan(GOAL_TEMPLATES.length);
  });

  it("says what the title says", () => {
    expect(templateHabit("tmpl-health-daily-steps")).toEqual({ kind: "amount", target: 8000, unit: "steps" });
    expect(templateHabit("tmpl-health-strength")).toEqual({ kind: "check", target: 3 });
    expect(templateHabit("tmpl-career-email-batches")).toMatchObject({ direction: "at_most", target: 3 });
    expect(templateHabit("tmpl-health-bedtime")?.weekdays).toEqual([1, 2, 3, 4, 5]);
  });
});
