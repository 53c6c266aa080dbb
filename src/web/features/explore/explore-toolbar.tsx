import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { EXPLORE_SORTS, EXPLORE_TIMEFRAMES, type ExploreFilters, type ExploreSort, type ExploreTimeframe } from "./explore-query.js";
import { capitalise } from "../../../core/text-case.js";

/** Search with clear, timeframe and sort, and the page's buttons. */
export function ExploreToolbar({
  filters,
  onChange,
  onReset,
  onSaveFilter,
  signedIn,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  onReset: () => void;
  onSaveFilter: () => void;
  signedIn: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <form
        role="search"
        aria-label="Public goals"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_11rem]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="explore-q" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Search goals
          </label>
          <div className="relative">
            <input
              id="explore-q"
              type="search"
              value={filters.q}
              placeholder="Title or description"
              autoComplete="off"
              onChange={(e) => onChange({ ...filters, q: e.target.value })}
              className={`${inputClass} pr-16 [&::-webkit-search-cancel-button]:hidden`}
            />
            {filters.q ? (
              <button
                type="button"
                onClick={() => onChange({ ...filters, q: "" })}
                className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                Clear<span className="sr-only"> search</span>
              </button>
            ) : null}
          </div>
        </div>
        <div>
          <label htmlFor="explore-timeframe" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Timeframe
          </label>
          <select
            id="explore-timeframe"
            value={filters.timeframe}
            onChange={(e) => onChange({ ...filters, timeframe: e.target.value as ExploreTimeframe })}
            className={inputClass}
          >
            {EXPLORE_TIMEFRAMES.map((t) => (
              <option key={t} value={t}>
                {t === "all" ? "All" : capitalise(t)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="explore-sort" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Sort
          </label>
          <select
            id="explore-sort"
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: e.target.value as ExploreSort })}
            className={inputClass}
          >
            {EXPLORE_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={signedIn ? "/dashboard" : "/signup"} className={buttonClass("primary", "sm")}>
          Start your first goal
        </Link>
        <Button variant="secondary" size="sm" onClick={onReset}>
          Reset
        </Button>
        <Button variant="secondary" size="sm" onClick={onSaveFilter}>
          Save filter
        </Button>
        <Link to="/collections" className={buttonClass("secondary", "sm")}>
          Collections
        </Link>
      </div>
    </div>
  );
}
