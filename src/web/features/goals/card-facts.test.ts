/**
 * The card figures read from GET /api/goals' facts only while they hold (issue 30): the goal as
 * answered, in the zone and on the day the server computed them; otherwise from the journal.
 */
import { describe, expect, it } from "vitest";
import { apiGoalFigures } from "../../../core/goal-window.js";
import type { Goal } from "../../../core/schemas.js";
import { cardFactsOf, markAnswered } from "./card-facts.js";

const NOW = new Date("2026-11-29T10:00:00Z");
const zone = "Europe/Paris";
const clock = { now: NOW, timeZone: zone, weekStart: "monday" as const };
const entry = (progress: number, at: string) => ({ id: `e-${at}`, goal_id: "g1", note: "", progress, created_at: at });

/**
 * A goal whose journal window holds only its latest entry, with the facts of a longer journal
 * (a streak of three days): figures the window alone cannot give.
 */
function listedGoal(): Goal {
  const whole = [entry(10, "2026-11-27T09:00:00Z"), entry(20, "2026-11-28T09:00:00Z"), entry(30, "2026-11-29T09:00:00Z")];
  const goal = {
    id: "g1",
    title: "Read",
    description: "",
    motivation: "",
    category: "general" as const,
    timeframe: "daily" as const,
    public: false,
    slug: null,
    username: "tester",
    created_at: "2026-11-01T09:00:00Z",
    updated_at: "2026-11-29T09:00:00Z",
    progress: 30,
    likes_count: 0,
    journal: whole,
  };
  const { facts, strength } = apiGoalFigures(goal, { now: NOW, timeZone: zone });
  return { ...goal, journal: whole.slice(-1), facts: { ...facts, overall: 77 }, strength };
}

describe("cardFactsOf", () => {
  it("reads an answered goal's figures from the facts sent with it", () => {
    const goal = listedGoal();
    markAnswered([goal], NOW.getTime());
    const [facts] = cardFactsOf([goal], clock);
    // 77: the sent figure, not the window's 30; the streak of three days the window cannot count.
    expect(facts?.overall).toBe(77);
    expect(facts?.streak).toBe(3);
    expect(facts?.latest?.progress).toBe(30);
  });

  it("computes from the journal a goal changed here, one of another zone, or facts of another day", () => {
    const goal = listedGoal();
    markAnswered([goal], NOW.getTime());
    // A check-in made here makes a new goal object: its journal is no longer the one the facts are about.
    const changed = { ...goal, journal: [...goal.journal, entry(40, "2026-11-29T09:30:00Z")] };
    expect(cardFactsOf([changed], clock)[0]?.overall).toBe(40);
    expect(cardFactsOf([goal], { ...clock, timeZone: "UTC" })[0]?.overall).toBe(30);
    expect(cardFactsOf([goal], { ...clock, now: new Date("2026-11-30T10:00:00Z") })[0]?.overall).toBe(30);
    const remembered = listedGoal();
    expect(cardFactsOf([remembered], clock)[0]?.overall).toBe(30);
  });
});
