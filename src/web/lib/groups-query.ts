/**
 * GET /api/groups as a query (issue 30), and whether the dashboard shows its goals in sections by
 * group: here, below the features, so the goals feature can ask for the groups beside the goals
 * while a page's code downloads (features/goals/queries.ts prefetchGoalPage). The groups feature
 * holds their actions (features/groups/groups-api.ts) and the "Group by" choice (section-prefs.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import { inManualOrder } from "../../core/manual-order.js";
import { request } from "./api.js";
import { readString } from "./storage.js";

export const groupsKey = ["groups"] as const;

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: groupsKey,
    queryFn: async ({ signal }) => inManualOrder((await request("GET /groups", { signal })).data),
  });
}

/** The dashboard's "Group by" choice, kept on this device (features/groups/section-prefs.ts). */
export const GROUP_BY_KEY = "pv_group_by";

export function groupedByGroup(): boolean {
  return readString(GROUP_BY_KEY) === "group";
}
