import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { getToken } from "../../lib/session.js";
import { takeEarlyGoals } from "./early-goals.js";

/**
 * The signed-in user's goals, each with its journal (GET /api/goals, never cached by HTTP). The
 * first fetch on a /dashboard load reads the request index.html started (early-goals.ts).
 */
export function goalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.goals,
    queryFn: ({ signal }) => api.listGoals(signal, takeEarlyGoals(getToken())),
  });
}
