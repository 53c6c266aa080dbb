import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodProgress } from "../../../core/progress.js";
import { goalPeriodProgress } from "./period.js";
import { toPublicGoalView } from "./public-goal-query.js";

const summary = {
  id: "g1",
  username: "ann",
  slug: "run-5k",
  title: "Run 5k",
  description: "",
  motivation: "",
  category: "health" as const,
  timeframe: "weekly" as const,
  public: true as const,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  progress: 12,
  likes_count: 0,
  likes: 0,
  updates_count: 0,
  latest_update: null,
};

const instant = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T23:59:59Z"), noInvalidDate: true });
const entry = fc.record({
  id: fc.string(),
  note: fc.string(),
  progress: fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double({ min: -10, max: 110, noNaN: true })),
  created_at: fc.oneof(
    instant.map((d) => d.toISOString()),
    fc.constantFrom("", "not a date", "2026-02-30T10:00:00Z"),
  ),
});

describe("goalPeriodProgress", () => {
  it("is core's periodProgress of the page's journal, for every timeframe, zone and moment", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 12 }),
        fc.constantFrom("daily", "weekly", "monthly", "yearly", "someday"),
        instant,
        fc.constantFrom("UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Auckland"),
        fc.integer({ min: 0, max: 100 }),
        (journal, timeframe, now, timeZone, serverProgress) => {
          const goal = toPublicGoalView({ ...summary, progress: serverProgress, journal });
          // The rule reads a journal oldest first; the page's is newest first.
          const oldestFirst = [...goal.journal].reverse();
          const byTheRule = goal.journal.length === 0 ? goal.progress : periodProgress(oldestFirst, timeframe, now, timeZone);
          expect(goalPeriodProgress(goal)).toBe(byTheRule);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("takes the server's newest of entries that share a time, as core does", () => {
    const at = "2026-03-01T10:00:00.000Z";
    const journal = [
      { id: "b", note: "", progress: 70, created_at: at },
      { id: "a", note: "", progress: 30, created_at: at },
    ];
    const goal = toPublicGoalView({ ...summary, journal });
    expect(goal.progress).toBe(70); // the server's newest-first order decides the tie
    expect(goalPeriodProgress(goal)).toBe(periodProgress([...goal.journal].reverse(), "weekly", new Date(at), "UTC"));
  });
});
