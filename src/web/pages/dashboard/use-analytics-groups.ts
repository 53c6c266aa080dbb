/**
 * The groups the analytics panel's "Group" select offers (issue 30): the demo's local ones, or
 * GET /api/groups asked only once the panel is open (the dashboard's first load stays one request).
 */
import { useQuery } from "@tanstack/react-query";
import type { Group } from "../../../core/group-schema.js";
import { useDemoGroups } from "../../features/demo/demo-groups.js";
import { groupsQueryOptions } from "../../features/groups/groups-api.js";

const NONE: readonly Group[] = [];

export function useAnalyticsGroups(demo: boolean, open: boolean): readonly Group[] {
  const demoGroups = useDemoGroups();
  const server = useQuery({ ...groupsQueryOptions(), enabled: !demo && open });
  return demo ? demoGroups : (server.data ?? NONE);
}
