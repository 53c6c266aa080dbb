/**
 * A dashboard section's header (issue 30): its name as the collapse button, and how the group is
 * doing — due goals done today, average progress, the perfect-day streak (core/group-summary.ts).
 */
import type { GroupSummary } from "../../../core/group-summary.js";

interface Props {
  id: string;
  title: string;
  summary: GroupSummary;
  goalCount: number;
  collapsed: boolean;
  onToggle: () => void;
}

/** "3 of 5 done today", or that nothing is due. */
export function doneTodayText({ dueToday, doneToday }: GroupSummary): string {
  return dueToday === 0 ? "Nothing due today" : `${doneToday} of ${dueToday} done today`;
}

export function SectionHeader({ id, title, summary, goalCount, collapsed, onToggle }: Props) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2 dark:border-slate-700">
      <h3 id={`${id}-title`} className="min-w-0 text-base font-semibold text-slate-900 dark:text-slate-100">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={`${id}-goals`}
          onClick={onToggle}
          className="inline-flex max-w-full items-center gap-1.5 rounded-md text-left break-words hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-brand-100"
        >
          <svg
            viewBox="0 0 12 12"
            aria-hidden="true"
            className={`size-3 shrink-0 fill-current transition-transform ${collapsed ? "-rotate-90" : ""}`}
          >
            <path d="M2 4.5 6 8.5l4-4z" />
          </svg>
          <span className="min-w-0">{title}</span>
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({goalCount})</span>
        </button>
      </h3>
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300" data-testid="section-summary">
        <span>{doneTodayText(summary)}</span>
        {summary.averageProgress !== null ? <span>Average progress {summary.averageProgress}%</span> : null}
        <span>Perfect days: {summary.perfectDays}</span>
      </p>
    </div>
  );
}
