import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";

/** The signed-in user's goals, each with its facts and latest entry (GET /api/goals, never cached by HTTP). */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.goals,
    queryFn: ({ signal }) => api.listGoals(signal),
  });
}
