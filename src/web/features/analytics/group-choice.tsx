/**
 * The analytics panel's "Group" select (issue 30 item 4): all goals, one of the user's groups, or
 * the goals in no group. The same narrowing runs here (demo, tests, the CSV) and on the server
 * (GET /api/analytics?group_id=…), so the figures and the panel's count agree.
 */
import { useId } from "react";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { inputClass } from "../../components/ui/field.js";

/** "" all goals, "none" the goals in no group, else a group's id: the API's `group_id` values. */
export type GroupChoice = string;
export const ALL_GOALS: GroupChoice = "";
export const NO_GROUP: GroupChoice = "none";

/** The goals the choice keeps (a goal whose group is gone counts as in no group, as on the dashboard). */
export function goalsOfChoice(goals: readonly Goal[], groups: readonly Group[], choice: GroupChoice): readonly Goal[] {
  if (choice === ALL_GOALS) return goals;
  const known = new Set(groups.map((g) => g.id));
  const groupOf = (g: Goal) => (g.group_id && known.has(g.group_id) ? g.group_id : NO_GROUP);
  return goals.filter((g) => groupOf(g) === choice);
}

export function GroupChoiceSelect({
  groups,
  value,
  onChange,
}: {
  groups: readonly Group[];
  value: GroupChoice;
  onChange: (choice: GroupChoice) => void;
}) {
  const id = useId();
  return (
    <div className="mt-3 flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Group
      </label>
      <select id={id} className={`${inputClass} min-w-0 flex-1 sm:max-w-xs`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL_GOALS}>All goals</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
        <option value={NO_GROUP}>No group</option>
      </select>
    </div>
  );
}
