/** The "Group" select in a goal's Edit (issue 30): the goal moves to the chosen group at once. */
import { useEffect } from "react";
import type { Goal } from "../../../core/schemas.js";
import { inputClass } from "../../components/ui/field.js";
import type { GroupActions } from "./group-actions.js";

const NO_GROUP = "";

export function GroupSelect({ goal, actions }: { goal: Goal; actions: GroupActions }) {
  const id = `group-${goal.id}`;
  const current = goal.group_id ?? NO_GROUP;
  const { want } = actions;
  // Opening an Edit is when the groups are first needed (the list's first load does without them).
  useEffect(want, [want]);
  return (
    <div className="flex basis-full items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Group
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-0 flex-1`}
        value={current}
        disabled={actions.status !== "success"}
        onChange={(e) => {
          const next = e.target.value === NO_GROUP ? null : e.target.value;
          if (next !== (goal.group_id ?? null)) actions.setGoalGroup(goal, next);
        }}
      >
        <option value={NO_GROUP}>No group</option>
        {actions.groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}
