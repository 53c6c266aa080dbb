import { describe, expect, it } from "vitest";
import { goalStartedAt } from "./goal-started.js";

describe("goalStartedAt", () => {
  const created = "2026-11-27T10:00:00.000Z";

  it("is the creation when every check-in came after it", () => {
    expect(goalStartedAt(created, [{ created_at: "2026-11-28T09:00:00.000Z" }])).toBe(created);
    expect(goalStartedAt(created, [])).toBe(created);
  });

  it("is the first check-in when one was backdated or imported before the creation, in any order", () => {
    const entries = [
      { created_at: "2026-11-26T09:00:00.000Z" },
      { created_at: "2026-10-18T09:00:00.000Z" },
      { created_at: "2026-11-01T09:00:00.000Z" },
    ];
    expect(goalStartedAt(created, entries)).toBe("2026-10-18T09:00:00.000Z");
  });

  it("compares instants, not text, and skips an unreadable date", () => {
    expect(goalStartedAt(created, [{ created_at: "2026-11-27T11:00:00+02:00" }])).toBe("2026-11-27T11:00:00+02:00");
    expect(goalStartedAt(created, [{ created_at: "not a date" }])).toBe(created);
  });
});
