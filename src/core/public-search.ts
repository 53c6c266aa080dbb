/**
 * Advanced search over public goals (public-and-discovery §2 "Advanced search", §5, §9):
 * query, category, timeframe, progress range, created-date range and sort, applied in the
 * browser to the list GET /api/goals/public returns.
 */
import { CATEGORIES, PROGRESS_MAX, PROGRESS_MIN, TIMEFRAMES } from "./constants.js";
import { dayKey } from "./dates.js";
import { parseIsoInstant } from "./iso-instant.js";
import { clampProgress } from "./progress.js";

/** The spec's advanced-search categories (§9). */
export const SEARCH_SPEC_CATEGORIES = ["fitness", "learning", "career", "habit"] as const;

/**
 * Public goals carry the product's categories (general, health, career, study, finance,
 * personal, creative), never fitness, learning or habit. So those spec categories also match
 * the product category that holds such goals; an exact match always counts too.
 */
export const SEARCH_CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  fitness: "health",
  learning: "study",
  habit: "personal",
};

export const SEARCH_TIMEFRAMES = ["all", ...TIMEFRAMES] as const;

export const SEARCH_SORTS = ["recent", "progress", "title"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface PublicSearchFilters {
  q: string;
  category: string;
  timeframe: string;
  /** As typed: blank means 0. */
  minP: string | number | undefined;
  /** As typed: blank means 100. */
  maxP: string | number | undefined;
  /** "YYYY-MM-DD", inclusive; blank means no lower bound. */
  from: string;
  /** "YYYY-MM-DD", inclusive; blank means no upper bound. */
  to: string;
  sort: string;
}

export const DEFAULT_SEARCH_FILTERS: PublicSearchFilters = {
  q: "",
  category: "all",
  timeframe: "all",
  minP: "",
  maxP: "",
  from: "",
  to: "",
  sort: "recent",
};

/** What the search reads from a public goal (createdAt is respelled where goals enter: wire-shape.ts). */
export interface SearchableGoal {
  id: string;
  title: string;
  description?: string | null;
  category?: string | null;
  timeframe?: string | null;
  progress?: number | null;
  created_at?: string | null;
}

/** A progress bound as a whole number 0..100; blank or not a number gives `fallback`. */
export function progressBound(raw: string | number | undefined | null, fallback: number): number {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === "string" && raw.trim() === "") return fallback;
  const n = typeof raw === "number" ? raw : Number(raw);
  return Number.isFinite(n) ? clampProgress(n) : fallback;
}

/** The product category the server can filter on for a search category, or undefined for "all"/unknown. */
export function serverCategory(category: string): string | undefined {
  const c = category.trim().toLowerCase();
  if (!c || c === "all") return undefined;
  const resolved = SEARCH_CATEGORY_ALIASES[c] ?? c;
  return (CATEGORIES as readonly string[]).includes(resolved) ? resolved : undefined;
}

export function categoryMatches(goalCategory: string | null | undefined, wanted: string): boolean {
  const w = wanted.trim().toLowerCase();
  if (!w || w === "all") return true;
  const have = (goalCategory || "general").toLowerCase();
  return have === w || have === SEARCH_CATEGORY_ALIASES[w];
}

function createdInstant(g: SearchableGoal): number {
  return parseIsoInstant(g.created_at ?? "");
}

function isSort(s: string): s is SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(s);
}

const titleCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The goals matching every filter, in the chosen order (recent = newest created first,
 * progress = highest first, title = A to Z; ties newest first). Dates compare the created
 * day in `timeZone` with the inclusive from/to days.
 */
export function searchPublicGoals<T extends SearchableGoal>(goals: readonly T[], filters: PublicSearchFilters, timeZone: string): T[] {
  const q = filters.q.trim().toLowerCase();
  const timeframe = filters.timeframe.trim().toLowerCase();
  const minP = progressBound(filters.minP, PROGRESS_MIN);
  const maxP = progressBound(filters.maxP, PROGRESS_MAX);
  const from = filters.from.trim();
  const to = filters.to.trim();

  const kept = goals.filter((g) => {
    if (q && !`${g.title}\n${g.description ?? ""}`.toLowerCase().includes(q)) return false;
    if (!categoryMatches(g.category, filters.category)) return false;
    if (timeframe && timeframe !== "all" && (g.timeframe ?? "").toLowerCase() !== timeframe) return false;
    const p = clampProgress(g.progress ?? 0);
    if (p < minP || p > maxP) return false;
    if (from || to) {
      const at = createdInstant(g);
      if (Number.isNaN(at)) return false;
      const day = dayKey(at, timeZone);
      if (from && day < from) return false;
      if (to && day > to) return false;
    }
    return true;
  });

  const sort: SearchSort = isSort(filters.sort) ? filters.sort : "recent";
  // Undated goals sink to the end of a newest-first order.
  const newestFirst = (a: T, b: T) => {
    const ta = createdInstant(a);
    const tb = createdInstant(b);
    return (Number.isNaN(tb) ? -Infinity : tb) - (Number.isNaN(ta) ? -Infinity : ta) || 0;
  };
  const compare: Record<SearchSort, (a: T, b: T) => number> = {
    recent: newestFirst,
    progress: (a, b) => clampProgress(b.progress ?? 0) - clampProgress(a.progress ?? 0) || newestFirst(a, b),
    title: (a, b) => titleCollator.compare(a.title.trim(), b.title.trim()) || newestFirst(a, b),
  };
  return [...kept].sort(compare[sort]);
}
