import { describe, expect, it } from "vitest";
import { templateTarget } from "./template-target.js";

describe("templateTarget", () => {
  it("goes to the dashboard prefill when signed in, else to login returning there", () => {
    expect(templateTarget("tmpl-health-walk", true)).toBe("/dashboard?template=tmpl-health-walk");
    expect(templateTarget("tmpl-health-walk", false)).toBe("/login?next=%2Fdashboard%3Ftemplate%3Dtmpl-health-walk");
  });
});
