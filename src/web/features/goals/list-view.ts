/** Search, visibility filter, sort and paging of the dashboard's goal list (spec §2). */
import { parseIsoInstant } from "../../../core/iso-instant.js";
import { compareManual } from "../../../core/manual-order.js";
import type { Goal } from "../../../core/schemas.js";
import type { CardFacts } from "./goal-display.js";

export const VISIBILITY_FILTERS = [
  { value: "all", label: "All" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number]["value"];

export const GOAL_SORTS = [
  { value: "recent", label: "Recent" },
  { value: "progress", label: "Progress desc" },
  { value: "streak", label: "Streak desc" },
  { value: "title", label: "Title" },
  // Issue 30: the owner's own order (Move up / Move down on each card), kept on the server.
  { value: "manual", label: "My order" },
] as const;
export type GoalSort = (typeof GOAL_SORTS)[number]["value"];

export interface GoalWithFacts {
  goal: Goal;
  facts: CardFacts;
}

/** Case-insensitive match on the words a user remembers a goal by. */
export function matchesSearch(goal: Goal, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [goal.title, goal.motivation, goal.description, goal.category, goal.timeframe].some((field) =>
    (field ?? "").toLowerCase().includes(q),
  );
}

export function matchesVisibility(goal: Goal, visibility: VisibilityFilter): boolean {
  if (visibility === "public") return goal.public === true;
  if (visibility === "private") return goal.public !== true;
  return true;
}

export function filterGoals<T extends GoalWithFacts>(items: readonly T[], search: string, visibility: VisibilityFilter): T[] {
  return items.filter(({ goal }) => matchesSearch(goal, search) && matchesVisibility(goal, visibility));
}

function createdTime(goal: Goal): number {
  const t = parseIsoInstant(goal.created_at);
  return Number.isNaN(t) ? 0 : t;
}

// One collator for every comparison: localeCompare with options builds one per call, which a
// sort of a few hundred goals calls thousands of times.
const titles = new Intl.Collator(undefined, { sensitivity: "base" });
const byTitle = (a: Goal, b: Goal) => titles.compare(a.title, b.title);

/** A new sorted array; ties fall back to the newest goal first, then the title, so the order is stable. */
export function sortGoals<T extends GoalWithFacts>(items: readonly T[], sort: GoalSort): T[] {
  // Each goal's time parsed once, not in each of the sort's comparisons.
  const created = new Map(items.map((item) => [item.goal, createdTime(item.goal)]));
  const timeOf = (goal: Goal) => created.get(goal) ?? 0;
  const recent = (a: T, b: T) => timeOf(b.goal) - timeOf(a.goal) || byTitle(a.goal, b.goal);
  const compare: Record<GoalSort, (a: T, b: T) => number> = {
    recent,
    progress: (a, b) => b.facts.overall - a.facts.overall || recent(a, b),
    streak: (a, b) => b.facts.streak - a.facts.streak || recent(a, b),
    title: (a, b) => byTitle(a.goal, b.goal) || recent(a, b),
    manual: (a, b) => compareManual(a.goal, b.goal) || byTitle(a.goal, b.goal),
  };
  return [...items].sort(compare[sort]);
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}

export function isVisibilityFilter(v: string): v is VisibilityFilter {
  return VISIBILITY_FILTERS.some((f) => f.value === v);
}

export function isGoalSort(v: string): v is GoalSort {
  return GOAL_SORTS.some((s) => s.value === v);
}
