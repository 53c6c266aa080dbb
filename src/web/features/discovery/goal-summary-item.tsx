import { Link } from "react-router";
import { clampProgress } from "../../../core/progress.js";
import { goalPath } from "../../lib/goal-path.js";

export interface GoalSummaryLike {
  title: string;
  username: string;
  slug: string;
  category?: string | null | undefined;
  timeframe?: string | null | undefined;
  progress?: number | null | undefined;
}

const chip = "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium capitalize text-slate-700 dark:bg-slate-800 dark:text-slate-200";

/** One public goal in a list: title linking to its page, @username, category, timeframe, progress. */
export function GoalSummaryItem({ goal }: { goal: GoalSummaryLike }) {
  const pct = clampProgress(goal.progress ?? 0);
  return (
    <li className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-600">
      <div className="min-w-0 flex-1">
        <Link
          to={goalPath(goal.username, goal.slug)}
          className="block break-words font-medium text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
        >
          {goal.title || "Untitled goal"}
        </Link>
        <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">@{goal.username}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <span className={chip}>{goal.category || "general"}</span>
          {goal.timeframe ? <span className={chip}>{goal.timeframe}</span> : null}
        </div>
      </div>
      <div className="w-16 shrink-0 text-right sm:w-24">
        <p className="text-lg font-semibold tabular-nums text-brand-700 dark:text-brand-100">{pct}%</p>
        <div className="mt-1 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
          <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
        <span className="sr-only">progress</span>
      </div>
    </li>
  );
}
