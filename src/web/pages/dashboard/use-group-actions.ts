/** Picks the group actions of the mode (issue 30): the API when signed in, the demo's local store in demo mode. */
import { useCallback, useState } from "react";
import { demoGroups, useDemoGroups } from "../../features/demo/demo-groups.js";
import { demoStore } from "../../features/demo/demo-store.js";
import { useUpdateGoalMutation } from "../../features/goals/mutations.js";
import { type GroupActions, movedGroupMessage, stepPlace, withGroupAt } from "../../features/groups/group-actions.js";
import { useServerGroupActions } from "../../features/groups/groups-api.js";

const NOTHING = () => undefined;

function demoActions(groups: GroupActions["groups"]): GroupActions {
  const nameOf = (id: string | null) => groups.find((g) => g.id === id)?.name;
  return {
    groups,
    want: NOTHING,
    status: "success",
    create: (name, onCreated) => {
      demoGroups.create(name);
      onCreated?.();
    },
    rename: (group, name) => demoGroups.rename(group.id, name),
    remove: (group) => demoGroups.remove(group.id),
    move: (group, by) => {
      const place = stepPlace(groups, group, by);
      if (place === undefined) return;
      demoGroups.reorder(withGroupAt(groups, group, place), movedGroupMessage(group, by, place, groups.length));
    },
    setGoalGroup: (goal, groupId) =>
      demoStore.setGroup(
        goal.id,
        groupId,
        groupId ? `Moved "${goal.title}" to ${nameOf(groupId) ?? "the group"}` : `"${goal.title}" is in no group now`,
      ),
  };
}

/** `grouped`: the list is in sections by group, so the groups are wanted from the start. */
export function useGroupActions(demo: boolean, grouped: boolean): GroupActions {
  // Every hook runs every render (rules of hooks); the server's query waits in demo mode.
  const update = useUpdateGoalMutation();
  const demoList = useDemoGroups();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const server = useServerGroupActions(!demo && (grouped || wanted), want, (goal, groupId) =>
    update.mutate({ goal, patch: { group_id: groupId }, kind: "edit" }),
  );
  return demo ? demoActions(demoList) : server;
}
