/** Issue 29 item 5: the built-in coach speaks of a habit by its period, not by a percentage. */
import { describe, expect, it } from "vitest";
import { builtinCoach } from "./builtin.js";
import type { CoachGoal } from "./coach-facts.js";
import { buildSystemPrompt } from "./prompt.js";

// Tuesday 10 March 2026; the week began on Monday the 9th.
const now = new Date("2026-03-10T18:00:00Z");
const timeZone = "UTC";
const at = (day: string) => `2026-${day}T08:00:00Z`;

const gym: CoachGoal = {
  id: "g-gym",
  title: "Gym",
  category: "health",
  timeframe: "weekly",
  public: false,
  kind: "check",
  target: 3,
  created_at: at("02-01"),
  // Three visits in each of the four weeks before, two so far this week.
  journal: [
    "02-09",
    "02-11",
    "02-13",
    "02-16",
    "02-18",
    "02-20",
    "02-23",
    "02-25",
    "02-27",
    "03-02",
    "03-04",
    "03-06",
    "03-09",
    "03-10",
  ].map((d) => ({ progress: 100, created_at: at(d) })),
};
const run: CoachGoal = {
  id: "g-run",
  title: "Run",
  category: "health",
  timeframe: "weekly",
  public: false,
  kind: "amount",
  target: 20,
  unit: "km",
  created_at: at("03-01"),
  journal: [{ progress: 25, amount: 5, created_at: at("03-09") } as never, { progress: 62, amount: 7.5, created_at: at("03-10") } as never],
};
const coffee: CoachGoal = {
  id: "g-coffee",
  title: "Coffee",
  category: "health",
  timeframe: "daily",
  public: false,
  kind: "amount",
  target: 2,
  unit: "cups",
  direction: "at_most",
  created_at: at("03-01"),
  journal: [{ progress: 100, amount: 1, created_at: at("03-10") } as never],
};

const ask = (goal: CoachGoal, content: string) =>
  builtinCoach({ messages: [{ role: "user", content }], goals: [goal], focusGoalId: goal.id, mode: "focus", now, timeZone }).reply;

describe("the built-in coach on habits", () => {
  it("a check habit: done of times this period, what is left, the streak in weeks", () => {
    const reply = ask(gym, "Help me with Gym");
    expect(reply).toContain("“Gym”: 2 of 3 this week, 1 more (a 4-week streak)");
    expect(reply).toContain("Protect the 4-week streak");
    expect(reply).not.toMatch(/\d+%/);
  });

  it("an amount habit: the amount of its target in its unit", () => {
    const reply = ask(run, "Help me with Run");
    expect(reply).toContain("“Run”: 12.5 of 20 km this week, 7.5 km left");
    expect(reply).not.toMatch(/is at \d+%/);
  });

  it("an at-most habit: the room under its limit", () => {
    expect(ask(coffee, "Help me with Coffee")).toContain("“Coffee”: 1 of 2 cups today, 1 cups to the limit");
  });

  it("being stuck on a habit names where it stands, not a percentage", () => {
    expect(ask(gym, "I'm stuck")).toContain("Stuck on “Gym” (2 of 3 this week)?");
  });

  it("an AI provider is told each habit's period and streak", () => {
    const system = buildSystemPrompt({ intent: "help", goals: [gym, run], clock: { now, timeZone } });
    expect(system).toContain('"Gym" (health, weekly): 2 of 3 this week (1 more), streak 4 weeks');
    expect(system).toContain('"Run" (health, weekly): 12.5 of 20 km this week (7.5 km left), streak 0 weeks');
  });
});
