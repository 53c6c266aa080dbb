/** The text "Copy summary" puts on the clipboard. */
import { PRODUCT_NAME } from "../../../core/constants.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";
import { dashboardStats } from "../../features/goals/goal-display.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";

export function summaryText(name: string, items: readonly GoalWithFacts[]): string {
  const stats = dashboardStats(items.map((i) => i.facts));
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  const lines = [
    `${PRODUCT_NAME} summary for ${name}`,
    `Goals: ${stats.count} · Avg progress: ${stats.avgProgress}% · Total streak: ${days(stats.totalStreak)}`,
    ...items.map(
      ({ goal, facts }) =>
        `- ${goal.title} — ${facts.overall}% (${capitalise(goal.timeframe)}, ${categoryLabel(goal.category)}, streak ${days(facts.streak)})`,
    ),
  ];
  return lines.join("\n");
}
