/** Search with Clear, the All / Public / Private filter, the sort and the result count (spec §2). */
import type { ReactNode } from "react";
import { inputClass } from "../../components/ui/field.js";
import { GOAL_SORTS, VISIBILITY_FILTERS, isGoalSort, type GoalSort, type VisibilityFilter } from "./list-view.js";

interface Props {
  search: string;
  onSearch: (v: string) => void;
  visibility: VisibilityFilter;
  onVisibility: (v: VisibilityFilter) => void;
  sort: GoalSort;
  onSort: (v: GoalSort) => void;
  count: number;
  /** Beside the result count: the dashboard's "Group by" (issue 30), so the list starts no lower on a phone. */
  trailing?: ReactNode;
}

export function GoalFilters({ search, onSearch, visibility, onVisibility, sort, onSort, count, trailing }: Props) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex min-w-0 flex-1 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="goal-search" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Search goals
            </label>
            <input
              id="goal-search"
              type="search"
              className={inputClass}
              value={search}
              placeholder="Title, motivation, category…"
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
          <button
            type="button"
            onClick={() => onSearch("")}
            disabled={!search}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Clear
          </button>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Visibility" className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
            {VISIBILITY_FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={visibility === f.value}
                onClick={() => onVisibility(f.value)}
                className={`rounded px-3 py-1.5 text-sm font-medium ${
                  visibility === f.value
                    ? "bg-brand-700 text-white"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                {f.label}
              </button>
            ))}
          </div>
          <div>
            <label htmlFor="goal-sort" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Sort
            </label>
            <select
              id="goal-sort"
              className={inputClass}
              value={sort}
              onChange={(e) => {
                if (isGoalSort(e.target.value)) onSort(e.target.value);
              }}
            >
              {GOAL_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          Showing {count} {count === 1 ? "result" : "results"}
        </p>
        {trailing}
      </div>
    </div>
  );
}
