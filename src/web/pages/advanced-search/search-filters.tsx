import { CATEGORIES } from "../../../core/constants.js";
import { type PublicSearchFilters, SEARCH_CATEGORY_ALIASES, SEARCH_SPEC_CATEGORIES, progressBound } from "../../../core/public-search.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { capitalise } from "../../../core/text-case.js";

/** The spec's topics first (fitness, learning, career, habit), then the product categories none of them covers. */
const topicOptions = SEARCH_SPEC_CATEGORIES.map((c) => ({
  value: c,
  label: SEARCH_CATEGORY_ALIASES[c] ? `${capitalise(c)} (${SEARCH_CATEGORY_ALIASES[c]} goals)` : capitalise(c),
}));
// A product category that a spec topic already covers ("Fitness (health goals)") is not listed
// again on its own (issue 28, item 12: "Fitness (health goals)" and "Health" side by side).
const covered = new Set<string>([...SEARCH_SPEC_CATEGORIES, ...Object.values(SEARCH_CATEGORY_ALIASES)]);
const moreCategories = CATEGORIES.filter((c) => !covered.has(c));

const TIMEFRAME_OPTIONS = [
  { value: "all", label: "All timeframes" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

const SORT_OPTIONS = [
  { value: "recent", label: "Newest" },
  { value: "progress", label: "Highest progress" },
  { value: "title", label: "Title (A to Z)" },
];

export function SearchFilters({
  filters,
  onChange,
}: {
  filters: PublicSearchFilters;
  onChange: (changes: Partial<PublicSearchFilters>) => void;
}) {
  const min = progressBound(filters.minP, 0);
  const max = progressBound(filters.maxP, 100);
  return (
    <form role="search" aria-label="Filter public goals" onSubmit={(e) => e.preventDefault()} className="space-y-4">
      <TextField
        label="Query"
        type="search"
        placeholder="Search titles and descriptions"
        value={filters.q}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Category" value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
          <option value="all">All categories</option>
          <optgroup label="Topics">
            {topicOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="More categories">
            {moreCategories.map((c) => (
              <option key={c} value={c}>
                {capitalise(c)}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField label="Timeframe" value={filters.timeframe} onChange={(e) => onChange({ timeframe: e.target.value })}>
          {TIMEFRAME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField
          label="Min progress"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          placeholder="0"
          value={String(filters.minP ?? "")}
          onChange={(e) => onChange({ minP: e.target.value })}
        />
        <TextField
          label="Max progress"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          placeholder="100"
          value={String(filters.maxP ?? "")}
          onChange={(e) => onChange({ maxP: e.target.value })}
        />
        <TextField
          label="From date"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
        <TextField
          label="To date"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Progress is a percentage from 0 to 100; blank means 0 and 100. Dates are inclusive and compare against the day a goal was created.
      </p>
      {min > max ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          Min progress is above max progress, so no goal can match.
        </p>
      ) : null}
    </form>
  );
}
