/**
 * "Groups" on the dashboard (issue 30): create, rename, reorder (Move up / Move down) and delete
 * the user's groups. A disclosure beside "Group by"; the list is the GroupActions' (server or demo).
 */
import { type FormEvent, useState } from "react";
import type { Group } from "../../../core/group-schema.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { toast } from "../../lib/toast.js";
import { type GroupActions, groupNameProblem } from "./group-actions.js";

export const DELETE_GROUP_CONFIRM = "Delete this group? Its goals stay, in no group.";

export function GroupsManager({ actions }: { actions: GroupActions }) {
  const [name, setName] = useState("");
  const { groups } = actions;
  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = groupNameProblem(name, groups);
    if (problem) return void toast.warning(problem);
    actions.create(name.trim(), () => setName(""));
  };
  let list;
  if (actions.status === "pending") list = <Spinner label="Loading groups…" />;
  else if (actions.status === "error") list = <Alert>Could not load your groups</Alert>;
  else if (groups.length === 0) list = <p className="text-sm text-slate-600 dark:text-slate-400">No groups yet.</p>;
  else {
    list = (
      <ul aria-label="Your groups" className="space-y-2">
        {groups.map((group, i) => (
          <GroupRow key={group.id} group={group} actions={actions} first={i === 0} last={i === groups.length - 1} />
        ))}
      </ul>
    );
  }
  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" onToggle={actions.want}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        Groups{actions.status === "success" ? ` (${groups.length})` : ""}
      </summary>
      <div className="mt-3 space-y-3">
        <form className="flex flex-wrap items-end gap-2" onSubmit={add}>
          <div className="min-w-0 flex-1 basis-40">
            <label htmlFor="new-group-name" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              New group
            </label>
            <input id="new-group-name" className={inputClass} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" size="sm" disabled={actions.status !== "success"}>
            Add group
          </Button>
        </form>
        {list}
      </div>
    </details>
  );
}

function GroupRow({ group, actions, first, last }: { group: Group; actions: GroupActions; first: boolean; last: boolean }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(group.name);
  const inputId = `group-name-${group.id}`;
  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = groupNameProblem(name, actions.groups, group);
    if (problem) return void toast.warning(problem);
    if (name.trim() !== group.name) actions.rename(group, name.trim());
    setEditing(false);
  };
  if (editing) {
    return (
      <li>
        <form className="flex flex-wrap items-center gap-2" onSubmit={save} onKeyDown={(e) => e.key === "Escape" && setEditing(false)}>
          <label htmlFor={inputId} className="sr-only">
            Name of {group.name}
          </label>
          <input
            id={inputId}
            className={`${inputClass} min-w-0 flex-1 basis-40`}
            value={name}
            maxLength={60}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">{group.name}</span>
      <span className="flex flex-wrap gap-1.5">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Rename ${group.name}`}
          onClick={() => {
            setName(group.name);
            setEditing(true);
          }}
        >
          Rename
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Move ${group.name} up`} disabled={first} onClick={() => actions.move(group, -1)}>
          Up
        </Button>
        <Button size="sm" variant="secondary" aria-label={`Move ${group.name} down`} disabled={last} onClick={() => actions.move(group, 1)}>
          Down
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Delete ${group.name}`}
          onClick={() => {
            if (window.confirm(DELETE_GROUP_CONFIRM)) actions.remove(group);
          }}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
