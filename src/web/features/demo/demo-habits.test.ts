// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { goalFacts } from "../../../core/goal-facts.js";
import { toast } from "../../lib/toast.js";
import { demoStore } from "./demo-store.js";

// A Wednesday, noon UTC; the browser's zone is whatever the machine's is, so entries stay within the day.
const now = new Date("2026-03-11T12:00:00Z");
const spec = { description: "", motivation: "", category: "health" };
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe("demo mode: check and amount goals, locally (issue 29 item 7)", () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ now });
    vi.stubGlobal("fetch", fetchSpy);
    demoStore.reset();
  });
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps the three sample goals as they are: progress goals", () => {
    const goals = demoStore.goals();
    expect(goals).toHaveLength(3);
    for (const g of goals) expect(g.kind ?? "progress").toBe("progress");
  });

  it("creates 'Gym 3 times a week' and counts each check-in as done", () => {
    const goal = demoStore.create({ ...spec, title: "Gym 3 times a week", timeframe: "weekly", kind: "check", target: 3 })!;
    expect(goal).toMatchObject({ kind: "check", target: 3, unit: null, direction: "at_least", weekdays: null, every_days: null });
    expect(demoStore.goals()).toHaveLength(4);
    const first = demoStore.checkIn({ goal_id: goal.id, created_at: minutesAgo(60) })!;
    expect(first.progress).toBe(33);
    const second = demoStore.checkIn({ goal_id: goal.id })!;
    expect(second.progress).toBe(67);
    const g = demoStore.goals().find((x) => x.id === goal.id)!;
    expect(goalFacts(g, { now, timeZone: zone }).habit).toMatchObject({
      period_value: 2,
      period_target: 3,
      streak_unit: "week",
      due_today: true,
    });
    demoStore.checkIn({ goal_id: goal.id });
    const met = demoStore.goals().find((x) => x.id === goal.id)!;
    expect(met.journal.map((e) => e.progress)).toEqual([33, 67, 100]);
    expect(goalFacts(met, { now, timeZone: zone }).habit).toMatchObject({ period_value: 3, due_today: false, streak: 1 });
  });

  it("creates 'Run 20 km a week' and derives each amount's progress through core", () => {
    const goal = demoStore.create({ ...spec, title: "Run 20 km a week", timeframe: "weekly", kind: "amount", target: 20, unit: "km" })!;
    expect(demoStore.checkIn({ goal_id: goal.id, amount: 5.5, created_at: minutesAgo(30) })).toMatchObject({ amount: 5.5, progress: 28 });
    expect(demoStore.checkIn({ goal_id: goal.id, amount: 7 })).toMatchObject({ amount: 7, progress: 63 });
    const g = demoStore.goals().find((x) => x.id === goal.id)!;
    expect(goalFacts(g, { now, timeZone: zone }).habit).toMatchObject({ period_value: 12.5, period_target: 20 });
  });

  it("an at-most goal: 100 within the limit, less past it (Loop's rule)", () => {
    const goal = demoStore.create({
      ...spec,
      title: "At most 2 coffees a day",
      timeframe: "daily",
      kind: "amount",
      target: 2,
      unit: "coffees",
      direction: "at_most",
    })!;
    demoStore.checkIn({ goal_id: goal.id, amount: 2 });
    expect(demoStore.checkIn({ goal_id: goal.id, amount: 1 })?.progress).toBe(50);
  });

  it("refuses what the API refuses, with its reason", () => {
    const error = vi.spyOn(toast, "error").mockReturnValue(0);
    expect(demoStore.create({ ...spec, title: "Run", timeframe: "weekly", kind: "amount" })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not create the goal: target is required for an amount goal");
    expect(demoStore.create({ ...spec, title: "Gym", timeframe: "weekly", kind: "check", weekdays: [1] })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not create the goal: weekdays and every_days are only for daily goals");
    const run = demoStore.create({ ...spec, title: "Run", timeframe: "weekly", kind: "amount", target: 20, unit: "km" })!;
    expect(demoStore.checkIn({ goal_id: run.id })).toBeUndefined();
    expect(error).toHaveBeenLastCalledWith("Could not save entry: amount is required for an amount goal");
    expect(demoStore.checkIn({ goal_id: "demo-run-5k" })).toBeUndefined();
    expect(demoStore.goals()).toHaveLength(4);
  });

  it("edits a goal's kind as PATCH /api/goals/{id} merges it", () => {
    const goal = demoStore.create({ ...spec, title: "Meditate", timeframe: "daily", kind: "check", weekdays: [1, 2, 3, 4, 5] })!;
    demoStore.update(goal.id, { title: "Meditate", target: 2 });
    expect(demoStore.goals()[0]).toMatchObject({ kind: "check", target: 2, weekdays: [1, 2, 3, 4, 5] });
    demoStore.update(goal.id, { title: "Meditate", kind: "amount", target: 10, unit: "minutes" });
    expect(demoStore.goals()[0]).toMatchObject({ kind: "amount", target: 10, unit: "minutes", weekdays: [1, 2, 3, 4, 5] });
    demoStore.update(goal.id, {
      title: "Meditate",
      kind: "progress",
      target: null,
      unit: null,
      direction: "at_least",
      weekdays: null,
      every_days: null,
    });
    expect(demoStore.goals()[0]?.kind).toBeUndefined();
    expect(demoStore.goals()[0]?.target).toBeUndefined();
  });
});
