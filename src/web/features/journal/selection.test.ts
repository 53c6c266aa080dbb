import { describe, expect, it } from "vitest";
import { goalParam, resolveGoalSelection } from "./selection.js";

const goals = [
  { id: "g1", slug: null },
  { id: "g2", slug: "read-more" },
];

describe("resolveGoalSelection", () => {
  it("defaults to the first goal", () => {
    expect(resolveGoalSelection(goals, null)).toEqual({ goal: goals[0], notFound: false });
  });
  it("picks the goal asked for by id or slug", () => {
    expect(resolveGoalSelection(goals, "g2").goal).toBe(goals[1]);
    expect(resolveGoalSelection(goals, "read-more").goal).toBe(goals[1]);
  });
  it("shows all goals for an explicit empty choice", () => {
    expect(resolveGoalSelection(goals, "")).toEqual({ goal: null, notFound: false });
  });
  it("falls back to the first goal and says so for an unknown goal", () => {
    expect(resolveGoalSelection(goals, "nope")).toEqual({ goal: goals[0], notFound: true });
    expect(resolveGoalSelection([], null)).toEqual({ goal: null, notFound: false });
  });
  it("reads goal_id before goal", () => {
    expect(goalParam(new URLSearchParams("goal=g2&goal_id=g1"))).toBe("g1");
    expect(goalParam(new URLSearchParams("goal=g2"))).toBe("g2");
    expect(goalParam(new URLSearchParams(""))).toBeNull();
  });
});
