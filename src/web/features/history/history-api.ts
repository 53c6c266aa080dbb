import type { GoalHistory } from "../../../core/goal-history.js";
import { apiCall } from "../../lib/api.js";

/**
 * A year of a goal's check-in days for its calendar and chart: yours, or a public one's. Here,
 * not in lib/api.ts, so its bytes load with the calendar, not with every page's first load.
 */
export async function fetchGoalHistory(
  goal: { id: string } | { username: string; slug: string },
  timeZone: string,
  signal?: AbortSignal,
): Promise<GoalHistory> {
  const base = "id" in goal ? `/goals/${encodeURIComponent(goal.id)}` : `/goals/public/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}`;
  return (await apiCall<GoalHistory>("GET", `${base}/history?tz=${encodeURIComponent(timeZone)}`, { signal, auth: "id" in goal })).data;
}
