import { describe, expect, it } from "vitest";
import { keyOfDay } from "../../../core/analytics/local-clock.js";
import { apiGoalFigures, journalWindow } from "../../../core/goal-window.js";
import { GOAL_JOURNAL_WINDOW } from "../../../core/constants.js";
import { dayOfIsoDate } from "../../../core/pauses.js";
import type { Goal } from "../../../core/schemas.js";
import { cardStripDays } from "./card-strip.js";

const clock = { now: new Date("2026-11-25T12:00:00Z"), timeZone: "UTC" };
const at = (date: string, progress: number, id = `${date}-${progress}`) => ({
  id,
  goal_id: "g",
  note: "",
  progress,
  created_at: `${date}T09:00:00Z`,
});
const keys = (s: ReturnType<typeof cardStripDays>) => s.days.map((d) => `${keyOfDay(d.day)}:${d.count}:${d.change}`);

// A whole journal, as the server holds it: older than the strip, then inside it.
const whole = [
  at("2026-06-01", 5),
  at("2026-10-01", 10),
  at("2026-11-02", 20),
  at("2026-11-10", 30),
  at("2026-11-10", 35, "b"),
  at("2026-11-18", 40),
  at("2026-11-20", 50),
  at("2026-11-22", 60),
  at("2026-11-24", 70),
];

/** The goal as GET /api/goals sends it: facts over the whole journal, the latest entries only. */
function apiGoal(journal = whole): Pick<Goal, "journal" | "facts"> {
  return { journal: journalWindow(journal, GOAL_JOURNAL_WINDOW), facts: apiGoalFigures({ journal }, clock).facts };
}

describe("cardStripDays", () => {
  it("a browser goal with its whole journal: the last 12 weeks, from Monday of 11 weeks ago", () => {
    const s = cardStripDays({ journal: whole }, clock);
    expect(keyOfDay(s.today)).toBe("2026-11-25");
    // 2026-06-01 is before the strip (it starts on Monday 2026-09-07); 2026-10-01 is inside.
    expect(keys(s)).toEqual([
      "2026-10-01:1:5",
      "2026-11-02:1:10",
      "2026-11-10:2:15",
      "2026-11-18:1:5",
      "2026-11-20:1:10",
      "2026-11-22:1:10",
      "2026-11-24:1:10",
    ]);
  });

  it("a server goal shows the days its window no longer holds, as the whole journal does", () => {
    const s = cardStripDays(apiGoal(), clock);
    expect(keys(s)).toEqual(keys(cardStripDays({ journal: whole }, clock)));
  });

  it("a check-in not yet confirmed by the server shows at once", () => {
    const goal = apiGoal();
    const s = cardStripDays({ ...goal, journal: [...goal.journal, { ...at("2026-11-25", 80), id: "temp-1" }] }, clock);
    expect(keys(s).at(-1)).toBe("2026-11-25:1:10");
    expect(s.days).toHaveLength(8);
  });

  it("a new goal's first check-in, the server knowing no day yet", () => {
    const goal = { journal: [], facts: apiGoalFigures({ journal: [] }, clock).facts };
    const s = cardStripDays({ ...goal, journal: [{ ...at("2026-11-25", 10), id: "temp-1" }] }, clock);
    expect(keys(s)).toEqual(["2026-11-25:1:10"]);
  });

  it("days the server sent that have left the strip since (a new week began) are not drawn", () => {
    const goal = apiGoal();
    const later = { now: new Date("2026-12-08T12:00:00Z"), timeZone: "UTC" }; // the strip now starts 2026-09-21
    const s = cardStripDays(goal, later);
    expect(s.days.every((d) => d.day >= dayOfIsoDate("2026-09-21"))).toBe(true);
    expect(keys(s)[0]).toBe("2026-10-01:1:5");
  });
});
