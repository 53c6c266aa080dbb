/**
 * "Archived (N)" at the end of the dashboard's list (issue 30): each archived goal with Restore and
 * Delete. A disclosure: signed in, GET /api/goals?archived=true is sent only when it is opened, so
 * the dashboard's first load stays one GET /api/goals. The demo passes its archived goals (no call).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import type { GoalActions } from "./goal-actions.js";
import { archivedGoalsQueryOptions } from "./queries.js";
import { MESSAGES } from "./validation.js";

interface Props {
  /** The demo's archived goals; null when signed in (then asked of the server once opened). */
  demoGoals: readonly Goal[] | null;
  actions: GoalActions;
}

export function ArchivedGoals({ demoGoals, actions }: Props) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...archivedGoalsQueryOptions(), enabled: open && demoGoals === null });
  const goals = demoGoals ?? query.data;
  const summary = goals ? `Archived (${goals.length})` : "Archived goals";

  let body;
  if (!goals) {
    body = query.status === "error" ? <Alert>Could not load archived goals</Alert> : <Spinner label="Loading archived goals…" />;
  } else if (goals.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">No archived goals.</p>;
  } else {
    body = (
      <ul aria-label="Archived goals" className="space-y-2">
        {goals.map((goal) => (
          <li key={goal.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">{goal.title}</span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => actions.setArchived(goal, false)} aria-label={`Restore ${goal.title}`}>
                Restore
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  if (window.confirm(MESSAGES.deleteConfirm)) actions.removeArchived(goal);
                }}
                aria-label={`Delete ${goal.title}`}
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <details
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">{summary}</summary>
      {open ? <div className="mt-3">{body}</div> : null}
    </details>
  );
}
