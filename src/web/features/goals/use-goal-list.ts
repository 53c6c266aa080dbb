/** The dashboard list's state: search, filter, sort and page, with the page reset the spec asks for. */
import { useMemo, useState } from "react";
import { DASHBOARD_PAGE_SIZE } from "../../../core/constants.js";
import type { Goal } from "../../../core/schemas.js";
import { cardFactsOf } from "./card-facts.js";
import { filterGoals, pageOf, sortGoals, type GoalSort, type GoalWithFacts, type VisibilityFilter } from "./list-view.js";
import { readWeekStart } from "../../lib/week-start.js";

export interface GoalListState {
  search: string;
  setSearch: (v: string) => void;
  visibility: VisibilityFilter;
  setVisibility: (v: VisibilityFilter) => void;
  sort: GoalSort;
  setSort: (v: GoalSort) => void;
  page: number;
  pageCount: number;
  setPage: (p: number) => void;
  /** Every goal with its facts, unfiltered (the stats row). */
  all: GoalWithFacts[];
  /** After search and filter, sorted: what "Showing N results" counts and analytics receives. */
  filtered: GoalWithFacts[];
  /** The current page of `filtered`. */
  visible: GoalWithFacts[];
}

export function useGoalList(goals: readonly Goal[], now: Date, timeZone: string): GoalListState {
  const [search, setSearchState] = useState("");
  const [visibility, setVisibilityState] = useState<VisibilityFilter>("all");
  const [sort, setSort] = useState<GoalSort>("recent");
  const [page, setPage] = useState(1);

  const all = useMemo(() => {
    const facts = cardFactsOf(goals, { now, timeZone, weekStart: readWeekStart() });
    return goals.map((goal, i) => ({ goal, facts: facts[i] as (typeof facts)[number] }));
  }, [goals, now, timeZone]);
  const filtered = useMemo(() => sortGoals(filterGoals(all, search, visibility), sort), [all, search, visibility, sort]);
  // Clamped here rather than stored, so deleting the last goal of the last page never strands the user.
  const current = pageOf(filtered, page, DASHBOARD_PAGE_SIZE);

  return {
    search,
    setSearch: (v) => {
      setSearchState(v);
      setPage(1);
    },
    visibility,
    setVisibility: (v) => {
      setVisibilityState(v);
      setPage(1);
    },
    sort,
    setSort,
    page: current.page,
    pageCount: current.pageCount,
    setPage,
    all,
    filtered,
    visible: current.items,
  };
}
