/** Advanced-search filters in the URL, so a search can be shared, reloaded or re-applied from the library. */
import { DEFAULT_SEARCH_FILTERS, type PublicSearchFilters } from "../../../core/public-search.js";
import type { SavedFilter } from "../../lib/device-store.js";

const KEYS = ["q", "category", "timeframe", "minP", "maxP", "from", "to", "sort"] as const;

export function filtersFromSearchParams(params: URLSearchParams): PublicSearchFilters {
  const f: PublicSearchFilters = { ...DEFAULT_SEARCH_FILTERS };
  for (const key of KEYS) {
    const v = params.get(key);
    if (v !== null) f[key] = v;
  }
  return f;
}

// Blank progress bounds mean 0 and 100, so those values are defaults too.
const SAME_AS_BLANK: Partial<Record<(typeof KEYS)[number], string>> = { minP: "0", maxP: "100" };

/** Only the values that differ from the defaults, to keep links short. */
export function filtersToSearchParams(f: PublicSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const v = String(f[key] ?? "").trim();
    if (v !== "" && v !== String(DEFAULT_SEARCH_FILTERS[key]) && v !== SAME_AS_BLANK[key]) params.set(key, v);
  }
  return params;
}

/** A saved filter is an advanced one when it holds more than explore's q, timeframe and sort. */
export function isAdvancedFilter(f: SavedFilter): boolean {
  return f.category !== undefined || f.minP !== undefined || f.maxP !== undefined || f.from !== undefined || f.to !== undefined;
}

/** Where "Apply" on a saved filter leads. */
export function savedFilterHref(f: SavedFilter): string {
  if (isAdvancedFilter(f)) {
    const params = filtersToSearchParams({
      q: f.q ?? "",
      category: f.category ?? "all",
      timeframe: f.timeframe ?? "all",
      minP: f.minP ?? "",
      maxP: f.maxP ?? "",
      from: f.from ?? "",
      to: f.to ?? "",
      sort: f.sort ?? "recent",
    });
    return params.size ? `/advanced-search?${params}` : "/advanced-search";
  }
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.timeframe && f.timeframe !== "all") params.set("timeframe", f.timeframe);
  if (f.sort) params.set("sort", f.sort);
  return params.size ? `/explore?${params}` : "/explore";
}
