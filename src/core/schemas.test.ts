import { describe, expect, it } from "vitest";
import { createJournalBody, looseGoalSchema, publicListQuery, templateSchema, updateGoalBody } from "./schemas.js";
import { GOAL_TEMPLATES } from "./templates.js";

describe("looseGoalSchema", () => {
  const base = {
    id: "g1",
    title: "Read",
    category: "study",
    timeframe: "daily",
    username: "ann",
    progress: 40,
  };

  it("accepts createdAt/updatedAt and fills the defaults the spec gives", () => {
    const g = looseGoalSchema.parse({ ...base, createdAt: "2026-01-02T03:04:05.000Z", why: "Because" });
    expect(g.created_at).toBe("2026-01-02T03:04:05.000Z");
    expect(g.updated_at).toBe("2026-01-02T03:04:05.000Z");
    expect(g.motivation).toBe("Because");
    expect(g.journal).toEqual([]);
    expect(g.public).toBe(false);
    expect(g.slug).toBeNull();
  });

  it("normalises journal entries spelled with createdAt", () => {
    const g = looseGoalSchema.parse({
      ...base,
      created_at: "2026-01-01T00:00:00.000Z",
      journal: [{ id: "e1", goal_id: "g1", note: "n", progress: 10, createdAt: "2026-01-03T00:00:00.000Z" }],
    });
    expect(g.journal[0]?.created_at).toBe("2026-01-03T00:00:00.000Z");
  });

  it("rejects an unknown timeframe", () => {
    expect(looseGoalSchema.safeParse({ ...base, created_at: "x", timeframe: "hourly" }).success).toBe(false);
  });
});

describe("payload schemas", () => {
  it("trims notes and refuses an empty one", () => {
    const ok = createJournalBody.parse({ goal_id: "0190a0a0-0000-7000-8000-000000000000", note: "  hi  ", progress: 5 });
    expect(ok.note).toBe("hi");
    const bad = createJournalBody.safeParse({ goal_id: "0190a0a0-0000-7000-8000-000000000000", note: "   ", progress: 5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Note cannot be empty");
  });

  it("refuses progress outside 0..100 and non-numbers", () => {
    for (const progress of [-1, 101, "50", null]) {
      const r = createJournalBody.safeParse({ goal_id: "0190a0a0-0000-7000-8000-000000000000", note: "x", progress });
      expect(r.success).toBe(false);
    }
  });

  it("types the visibility fields", () => {
    expect(updateGoalBody.safeParse({ public: "yes" }).success).toBe(false);
    expect(updateGoalBody.parse({ public: true, slug: null })).toEqual({ public: true, slug: null });
  });

  it("bounds the public list's limit", () => {
    expect(publicListQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(publicListQuery.safeParse({ limit: "101" }).success).toBe(false);
    expect(publicListQuery.parse({ limit: "12", sort: "likes" })).toEqual({ limit: 12, sort: "likes" });
  });

  it("every library template matches the Template entity", () => {
    for (const t of GOAL_TEMPLATES) expect(templateSchema.safeParse(t).success, t.id).toBe(true);
  });
});
