/**
 * The user's groups for a view that only reads them (issue 30 item 4: the analytics panel's
 * Group select, Today's sections): the demo's local ones, or GET /api/groups (the dashboard's
 * cache) asked only once `wanted`, so the dashboard's first load stays one request. Offline or
 * refused: none, and the view shows its goals without groups. `settled` says whether the groups
 * are what the view will keep (not still on their way), so a view can wait instead of drawing twice.
 */
import { useQuery } from "@tanstack/react-query";
import type { Group } from "../../../core/group-schema.js";
import { useDemoGroups } from "../../features/demo/demo-groups.js";
import { groupsQueryOptions } from "../../features/groups/groups-api.js";

const NONE: readonly Group[] = [];

export function useGroupsList(demo: boolean, wanted: boolean): { groups: readonly Group[]; settled: boolean } {
  const demoGroups = useDemoGroups();
  const server = useQuery({ ...groupsQueryOptions(), enabled: !demo && wanted });
  if (demo) return { groups: demoGroups, settled: true };
  return { groups: server.data ?? NONE, settled: !server.isLoading };
}
