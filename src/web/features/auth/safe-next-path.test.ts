import { describe, expect, it } from "vitest";
import { safeNextPath } from "../../components/layout/require-auth.js";

const next = (v: string) => `?next=${encodeURIComponent(v)}`;

describe("safeNextPath", () => {
  it("keeps same-site relative paths with their query", () => {
    expect(safeNextPath(next("/journal?goal_id=42"))).toBe("/journal?goal_id=42");
    expect(safeNextPath(next("/dashboard?template=tmpl-health-walk"))).toBe("/dashboard?template=tmpl-health-walk");
  });

  it("sends anything else to /dashboard", () => {
    for (const bad of [
      "",
      "dashboard",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/x",
      "/\t/evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeNextPath(next(bad)), bad).toBe("/dashboard");
    }
    expect(safeNextPath("")).toBe("/dashboard");
  });
});
