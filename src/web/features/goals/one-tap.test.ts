/** What the card and Today say around the one-tap action, and the optimistic figure (issue 29 items 3 and 4). */
import { describe, expect, it } from "vitest";
import { goalFacts } from "../../../core/goal-facts.js";
import type { Goal } from "../../../core/schemas.js";
import type { GoalWithFacts } from "./list-view.js";
import { leftText, periodText, streakText } from "./one-tap.js";
import { withCheckIn, withKeptCheckIns } from "./queries.js";
import { leftToday, todayLists } from "./today.js";

const NOW = new Date("2026-03-11T12:00:00Z"); // a Wednesday
const TZ = "UTC";

function goalOf(id: number, over: Partial<Goal>): Goal {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    title: `Goal ${id}`,
    description: "",
    motivation: "",
    category: "health",
    timeframe: "daily",
    public: false,
    slug: null,
    username: "u",
    created_at: "2026-03-01T08:00:00Z",
    updated_at: "2026-03-01T08:00:00Z",
    progress: 0,
    likes_count: 0,
    journal: [],
    ...over,
  };
}

const serverFacts = (over: Partial<NonNullable<Goal["facts"]>>): NonNullable<Goal["facts"]> => ({
  time_zone: TZ,
  overall: 0,
  period: 0,
  streak: 0,
  entries: 0,
  idle_days: null,
  last_entry_at: null,
  streak_run: null,
  recent_days: { from: "2026-01-01", before: 0, days: [] },
  period_value: 0,
  period_target: 3,
  streak_unit: "week",
  best_streak: 0,
  due_today: true,
  ...over,
});

const entry = (goal: Goal, at: string, amount?: number) => ({
  id: `e-${at}`,
  goal_id: goal.id,
  note: "x",
  progress: 50,
  created_at: at,
  ...(amount === undefined ? {} : { amount }),
});

const withFacts = (goal: Goal): GoalWithFacts => ({ goal, facts: goalFacts(goal, { now: NOW, timeZone: TZ }) });

describe("the words", () => {
  const gym = goalOf(1, { kind: "check", timeframe: "weekly", target: 3 });
  const run = goalOf(2, { kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
  const coffee = goalOf(3, { kind: "amount", timeframe: "daily", target: 2, unit: "cups", direction: "at_most" });

  it("says the period's value against its target, in the goal's period", () => {
    expect(periodText(gym, { period_value: 2, period_target: 3 })).toBe("2 of 3 this week");
    expect(periodText(run, { period_value: 12.5, period_target: 20 })).toBe("12.5 of 20 km this week");
    expect(periodText({ ...gym, timeframe: "daily" }, { period_value: 0, period_target: 1 })).toBe("0 of 1 today");
    expect(periodText({ ...run, timeframe: "yearly" }, { period_value: 0.1 + 0.2, period_target: 20 })).toBe("0.3 of 20 km this year");
  });

  it("says what is left", () => {
    expect(leftText(gym, { period_value: 2, period_target: 3 })).toBe("1 more");
    expect(leftText(run, { period_value: 12.5, period_target: 20 })).toBe("7.5 km left");
    expect(leftText(gym, { period_value: 3, period_target: 3 })).toBe("Done");
    expect(leftText(coffee, { period_value: 1, period_target: 2 })).toBe("1 cups to the limit");
    expect(leftText(coffee, { period_value: 3, period_target: 2 })).toBe("Over the limit");
  });

  it("says the streak in the unit it counts", () => {
    expect(streakText(8, "week")).toBe("Streak: 8 weeks");
    expect(streakText(1, "day")).toBe("Streak: 1 day");
    expect(streakText(0, "month")).toBe("Streak: 0 months");
  });
});

describe("withCheckIn (the optimistic figure)", () => {
  it("moves the server's period value and due_today at once, for check and amount goals only", () => {
    const gym = goalOf(1, { kind: "check", timeframe: "weekly", target: 3, facts: serverFacts({ period_value: 2 }) });
    const after = withCheckIn(gym, undefined);
    expect(after.facts).toMatchObject({ period_value: 3, due_today: false });
    const run = goalOf(2, { kind: "amount", target: 20, unit: "km", facts: serverFacts({ period_value: 12.5, period_target: 20 }) });
    expect(withCheckIn(run, 5).facts).toMatchObject({ period_value: 17.5, due_today: true });
    const progress = goalOf(3, { facts: serverFacts({ period_value: null, period_target: null }) });
    expect(withCheckIn(progress, undefined)).toBe(progress);
    // What the card then shows (core's facts take the server's figures).
    expect(goalFacts(after, { now: NOW, timeZone: TZ }).habit).toMatchObject({ period_value: 3, due_today: false });
  });

  it("counts check-ins kept on the device today into the remembered list, not earlier ones", () => {
    const run = goalOf(2, { kind: "amount", target: 20, unit: "km", facts: serverFacts({ period_value: 4, period_target: 20 }) });
    const kept = [entry(run, "2026-03-11T07:00:00Z", 3), entry(run, "2026-03-10T07:00:00Z", 100)];
    expect(withKeptCheckIns(run, kept, NOW, TZ).facts?.period_value).toBe(7);
  });
});

describe("todayLists", () => {
  it("lists what is due today, then what was done today; archived goals and goals not due are in neither", () => {
    const dueCheck = goalOf(1, { kind: "check", target: 1 });
    const doneCheck = goalOf(2, { kind: "check", target: 1, journal: [] });
    doneCheck.journal = [entry(doneCheck, "2026-03-11T09:00:00Z")];
    const dailyProgress = goalOf(3, {});
    const dailyProgressDone = goalOf(4, {});
    dailyProgressDone.journal = [entry(dailyProgressDone, "2026-03-11T10:00:00Z")];
    const weeklyProgress = goalOf(5, { timeframe: "weekly" });
    const archived = goalOf(6, { kind: "check", target: 1, archived: true });
    const weekdaysOnly = goalOf(7, { kind: "check", target: 1, weekdays: [1, 2] }); // not due on a Wednesday
    const run = goalOf(8, { kind: "amount", target: 5, unit: "km" });
    run.journal = [entry(run, "2026-03-11T06:00:00Z", 2.5)];

    const items = [dueCheck, doneCheck, dailyProgress, dailyProgressDone, weeklyProgress, archived, weekdaysOnly, run].map(withFacts);
    const { due, done } = todayLists(items, NOW, TZ);
    expect(due.map((i) => i.goal.title)).toEqual(["Goal 1", "Goal 3", "Goal 8"]);
    expect(done.map((i) => i.goal.title)).toEqual(["Goal 2", "Goal 4"]);
    expect(due.map(leftToday)).toEqual(["1 more", "No check-in yet today", "2.5 km left"]);
  });
});
