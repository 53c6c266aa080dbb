import { describe, expect, it } from "vitest";
import { capitalise, categoryLabel } from "./text-case.js";

describe("text case", () => {
  it("capitalises the first letter only", () => {
    expect(capitalise("monthly")).toBe("Monthly");
    expect(capitalise("read 30 pages")).toBe("Read 30 pages");
    expect(capitalise("")).toBe("");
  });
  it("shows a missing or blank category as General", () => {
    expect(categoryLabel("")).toBe("General");
    expect(categoryLabel("  ")).toBe("General");
    expect(categoryLabel(null)).toBe("General");
    expect(categoryLabel(undefined)).toBe("General");
    expect(categoryLabel(" health ")).toBe("Health");
  });
});
