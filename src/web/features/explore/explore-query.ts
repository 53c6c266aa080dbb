/**
 * Explore's list of public goals (public §2 Explore, §9): server-side paging, 12 at a time,
 * with the server's search (title and description, case-insensitive) and timeframe filter.
 */
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { EXPLORE_PAGE_SIZE } from "../../../core/constants.js";
import type { PublicGoalSummary } from "../../../core/schemas.js";
import { normaliseGoal } from "../../../core/wire-shape.js";
import { api } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";

export const EXPLORE_TIMEFRAMES = ["all", "daily", "weekly", "monthly", "yearly"] as const;
export type ExploreTimeframe = (typeof EXPLORE_TIMEFRAMES)[number];

export const EXPLORE_SORTS = [
  { value: "likes", label: "Most liked" },
  { value: "recent", label: "Newest" },
  { value: "progress", label: "Top progress" },
  { value: "new", label: "New" },
] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number]["value"];

export interface ExploreFilters {
  q: string;
  timeframe: ExploreTimeframe;
  sort: ExploreSort;
}

export const DEFAULT_EXPLORE_FILTERS: ExploreFilters = { q: "", timeframe: "all", sort: "likes" };

/** Infinite scroll asks for the next page this far before the end of the list. */
export const AUTO_LOAD_MARGIN_PX = 600;

export function parseExploreFilters(search: URLSearchParams): ExploreFilters {
  const timeframe = search.get("timeframe");
  const sort = search.get("sort");
  return {
    q: search.get("q") ?? "",
    timeframe: EXPLORE_TIMEFRAMES.find((t) => t === timeframe) ?? DEFAULT_EXPLORE_FILTERS.timeframe,
    sort: EXPLORE_SORTS.find((s) => s.value === sort)?.value ?? DEFAULT_EXPLORE_FILTERS.sort,
  };
}

/**
 * The filters as URL search parameters, defaults left out, so a filtered view can be shared
 * and survives a reload (parseExploreFilters reads them back).
 */
export function exploreFiltersToSearch(filters: ExploreFilters): URLSearchParams {
  const out = new URLSearchParams();
  const q = filters.q.trim();
  if (q) out.set("q", q);
  if (filters.timeframe !== DEFAULT_EXPLORE_FILTERS.timeframe) out.set("timeframe", filters.timeframe);
  if (filters.sort !== DEFAULT_EXPLORE_FILTERS.sort) out.set("sort", filters.sort);
  return out;
}

export function exploreQueryOptions(filters: ExploreFilters) {
  const q = filters.q.trim();
  return infiniteQueryOptions({
    queryKey: queryKeys.publicList({ view: "explore", q, timeframe: filters.timeframe, sort: filters.sort }),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.listPublic(
        {
          sort: filters.sort,
          limit: EXPLORE_PAGE_SIZE,
          cursor: pageParam,
          q: q || undefined,
          timeframe: filters.timeframe === "all" ? undefined : filters.timeframe,
        },
        signal,
      );
      // Respelled where they enter (core/wire-shape.ts); not in lib/api.ts, which every first load carries.
      return { ...page, items: page.items.map(normaliseGoal) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * The loaded pages as one list. A goal liked while paging can move across a page boundary
 * (sort by likes), so a goal already shown is not shown twice.
 */
export function exploreItems(pages: readonly { items: readonly PublicGoalSummary[] }[] | undefined): PublicGoalSummary[] {
  const seen = new Set<string>();
  const out: PublicGoalSummary[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
