/**
 * A demo goal's public page body, in a chunk of its own: the demo store and sample data load
 * only for `/demo/<slug>?demo=1`, never with a real public goal (issue 8's 100 kB budget).
 */
import type { ReactNode } from "react";
import { useDemoGoals } from "../../features/demo/demo-store.js";
import { GoalNotFound } from "../../features/public-goal/public-goal-status.js";
import type { PublicGoalView } from "../../features/public-goal/public-goal-query.js";
import { demoPublicGoal } from "./demo-public-goal.js";

export function DemoGoal({ slug, render }: { slug: string; render: (goal: PublicGoalView) => ReactNode }) {
  const goal = demoPublicGoal(useDemoGoals(), slug);
  return goal ? render(goal) : <GoalNotFound />;
}
