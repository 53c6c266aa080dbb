import { Link } from "react-router";
import type { Goal } from "../../../core/schemas.js";
import { SelectField } from "../../components/ui/field.js";
import { ProgressRing } from "../../components/ui/progress-ring.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";

const chipClass =
  "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700";

interface HeaderProps {
  goals: readonly Goal[];
  goal: Goal | null;
  /** The ring: the goal's progress, or the average over all goals. */
  progress: number;
  onSelect: (goalId: string) => void;
  /** Where "Back to dashboard" goes (the demo dashboard in demo mode). */
  dashboardHref?: string;
}

export function JournalHeader({ goals, goal, progress, onSelect, dashboardHref = "/dashboard" }: HeaderProps) {
  return (
    <header className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={dashboardHref}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-500 dark:hover:text-brand-100"
      >
        <span aria-hidden="true">←</span> Back to dashboard
      </Link>
      <div className="mt-4 flex items-start gap-4">
        <ProgressRing value={progress} size={72} label={goal ? `${progress}% progress` : `${progress}% average progress`} />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-semibold text-slate-900 dark:text-slate-50">{goal ? goal.title : "All Goals"}</h1>
          {goal ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Goal details">
              <li className={chipClass}>{capitalise(goal.timeframe)}</li>
              <li className={chipClass}>{categoryLabel(goal.category)}</li>
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {goals.length === 1 ? "1 goal" : `${goals.length} goals`} · average progress {progress}%
            </p>
          )}
          {goal?.motivation ? (
            <blockquote className="mt-3 border-l-4 border-brand-500 pl-3 text-sm italic text-slate-700 dark:text-slate-300">
              “{goal.motivation}”
            </blockquote>
          ) : null}
        </div>
      </div>
      <SelectField label="Goal" className="mt-4 sm:max-w-sm" value={goal?.id ?? ""} onChange={(e) => onSelect(e.target.value)}>
        <option value="">Select a goal...</option>
        {goals.map((g) => (
          <option key={g.id} value={g.id}>
            {g.title}
          </option>
        ))}
      </SelectField>
    </header>
  );
}
