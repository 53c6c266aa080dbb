import type { GoalHistory } from "../../../core/goal-history.js";
import { request } from "../../lib/api.js";

/**
 * A year of a goal's check-in days for its calendar and chart: yours, or a public one's. Here,
 * not in lib/api.ts, so its bytes load with the calendar, not with every page's first load.
 */
export async function fetchGoalHistory(
  goal: { id: string } | { username: string; slug: string },
  timeZone: string,
  signal?: AbortSignal,
): Promise<GoalHistory> {
  const query = { tz: timeZone };
  const answer =
    "id" in goal
      ? await request("GET /goals/{id}/history", { params: { id: goal.id }, query, signal })
      : await request("GET /goals/public/{username}/{slug}/history", { params: goal, query, signal, auth: false });
  return answer.data;
}
