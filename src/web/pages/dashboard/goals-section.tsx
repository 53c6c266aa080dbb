/**
 * "Your goals": filters, the 2-column card grid and its pager, with loading, error and empty states.
 * Grouped (issue 30: "Group by" My groups or Category), the grid is split into collapsible sections.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { DASHBOARD_PAGE_SIZE } from "../../../core/constants.js";
import { moveStep, moveWithin } from "../../../core/manual-order.js";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import type { GoalActions } from "../../features/goals/goal-actions.js";
import { ArchivedGoals } from "../../features/goals/archived-goals.js";
import { type CardOrder, GoalCard } from "../../features/goals/goal-card.js";
import { useCardDrag } from "../../features/goals/use-card-drag.js";
import { GoalFilters } from "../../features/goals/goal-filters.js";
import { Pager } from "../../features/goals/pager.js";
import { PendingRemovalList } from "../../features/goals/pending-removal-list.js";
import type { PendingRemoval } from "../../features/goals/pending-removals.js";
import type { GoalListState } from "../../features/goals/use-goal-list.js";
import { GoalEditExtras } from "../../features/goals/edit-extras.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";
import { GroupSelect } from "../../features/groups/group-select.js";
import { GroupsManager } from "../../features/groups/groups-manager.js";
import { GROUP_BY_OPTIONS, isGroupBy, useCollapsedSections, useGroupBy } from "../../features/groups/section-prefs.js";
import { inputClass } from "../../components/ui/field.js";
import { GoalSections } from "./goal-sections.js";
import { buildSections, sectionsPage } from "./sectioned-list.js";
import { useFirstReveal } from "./use-first-reveal.js";
import { useGroupActions } from "./use-group-actions.js";

/** How long sections by group wait for the groups before they are drawn without them. */
const GROUPS_WAIT_MS = 1000;

/** The dashboard header sticks to the top; a list scrolled to the top must start below it. */
function stickyHeaderHeight(): number {
  const header = document.querySelector("header");
  return header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0;
}

interface Props {
  list: GoalListState;
  status: "pending" | "error" | "success";
  errorMessage?: string | undefined;
  onRetry: () => void;
  actions: GoalActions;
  /** Goals deleted here that the server has not confirmed removing (shown with Retry). */
  removals: ReadonlyMap<string, PendingRemoval>;
  now: Date;
  timeZone: string;
  username: string;
  /** The demo's archived goals (issue 30), or null when signed in: "Archived (N)" after the list. */
  demoArchived: readonly Goal[] | null;
  /** Demo goals carry whole journals (a group's perfect days read them all). */
  demo: boolean;
}

export function GoalsSection(props: Props) {
  const { list, status, errorMessage, onRetry, actions, removals, now, timeZone, username, demoArchived, demo } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const [groupBy, setGroupBy] = useGroupBy();
  const [collapsed, toggleSection] = useCollapsedSections();
  const groupActions = useGroupActions(demo, groupBy === "group");
  const drag = useCardDrag();
  // Prev / Next sit below the grid: after a page turn, the new page is read from its top, so
  // focus and scroll move there rather than leaving the user at the bottom of the page.
  const turnPage = (p: number) => {
    list.setPage(p);
    requestAnimationFrame(() => {
      const el = listRef.current ?? sectionsRef.current;
      if (!el) return;
      el.focus({ preventScroll: true });
      window.scrollTo({ top: Math.max(0, el.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight() - 16) });
    });
  };
  // "My order" (issue 30): a step moves the goal past its neighbour in the whole filtered list (or
  // its section's), not the page alone; a drag drops it among the same goals, in the place of the
  // card it is dropped on, saved as one request like a step.
  const orderOf = (goal: Goal, siblings: readonly GoalWithFacts[]): CardOrder => {
    const shown = siblings.map((item) => item.goal);
    const at = shown.findIndex((g) => g.id === goal.id);
    const step = (by: -1 | 1) => {
      const ids = moveStep(shown, goal.id, by);
      return ids ? () => actions.move(goal, ids, by, { at: at + 1 + by, of: shown.length }) : undefined;
    };
    const drop = (over: string) => {
      const to = shown.findIndex((g) => g.id === over);
      const ids = moveWithin(shown, goal.id, to);
      if (ids) actions.move(goal, ids, to < at ? -1 : 1, { at: to + 1, of: shown.length });
    };
    const state = drag.dragging === goal.id ? "dragging" : drag.over === goal.id ? "over" : undefined;
    return {
      up: step(-1),
      down: step(1),
      drag: (e) =>
        drag.start(
          e,
          goal.id,
          goal.title,
          shown.map((g) => g.id),
          drop,
        ),
      state,
    };
  };
  const card = ({ goal, facts }: GoalWithFacts, siblings: readonly GoalWithFacts[]) => (
    <GoalCard
      goal={goal}
      facts={facts}
      now={now}
      timeZone={timeZone}
      username={username}
      actions={actions}
      order={list.sort === "manual" ? orderOf(goal, siblings) : undefined}
    />
  );
  // Sections by group wait for the groups (asked for with the first render), at most
  // GROUPS_WAIT_MS (offline, the query waits for a connection), then are drawn in a background
  // render: drawn at once in "No group" and again in their groups when these came, the cards made
  // the grouped dashboard's longest tasks (issue 30).
  const groupsPending = groupBy === "group" && groupActions.status === "pending";
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!groupsPending || waited) return;
    const id = window.setTimeout(() => setWaited(true), GROUPS_WAIT_MS);
    return () => window.clearTimeout(id);
  }, [groupsPending, waited]);
  const groupsIn = useFirstReveal(!groupsPending || waited);
  // Kept while the list and groups stay the same: each section's summary is kept with its goals.
  const groups = groupActions.groups;
  const sections = useMemo(
    () => (groupBy === "none" ? null : buildSections(groupBy, list.filtered, list.all, groups)),
    [groupBy, list.filtered, list.all, groups],
  );
  let body: ReactNode;
  if (status === "pending" || (sections && !groupsIn)) {
    // A screen's height while loading: the sections below start out of view, so the cards
    // arriving do not push visible content down (layout shift; issue 8).
    body = (
      <div className="min-h-screen">
        <Spinner label="Loading goals…" />
      </div>
    );
  } else if (status === "error" && list.all.length === 0) {
    body = (
      <Alert>
        <p className="font-medium">Could not load goals</p>
        {errorMessage ? <p className="mt-1">{errorMessage}</p> : null}
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  } else if (list.all.length === 0) {
    body = <EmptyState title="No goals yet">Add your first goal with Quick add above, or create one with details below.</EmptyState>;
  } else if (list.filtered.length === 0) {
    body = <EmptyState title="No goals match">Try another search or filter.</EmptyState>;
  } else if (sections) {
    const current = sectionsPage(sections, collapsed, list.page, DASHBOARD_PAGE_SIZE);
    body = (
      <>
        <GoalSections
          shown={current.sections}
          onToggle={toggleSection}
          card={(item, section) => card(item, section.items)}
          now={now}
          timeZone={timeZone}
          wholeJournals={demo}
          listRef={sectionsRef}
        />
        <Pager page={current.page} pageCount={current.pageCount} onPage={turnPage} />
      </>
    );
  } else {
    body = (
      <>
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-labelledby="goals-heading"
          // Rows of equal height (items stretch, cards fill them): no ragged gaps, and reading
          // and Tab order stay row by row, which CSS columns (masonry) would break (decision 016).
          className="grid grid-cols-1 items-stretch gap-4 focus:outline-none md:grid-cols-2 md:has-[[data-share-open]]:items-start"
        >
          {list.visible.map(({ goal, facts }) => (
            // Cards out of view skip style, layout and paint until scrolled near (content-visibility);
            // the browser keeps each card's last drawn height, so the page does not jump.
            <li key={goal.id} className="min-w-0 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
              {card({ goal, facts }, list.filtered)}
            </li>
          ))}
        </ul>
        <Pager page={list.page} pageCount={list.pageCount} onPage={turnPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="goals-heading" className="space-y-4">
      <h2 id="goals-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Your goals
      </h2>
      <GoalFilters
        search={list.search}
        onSearch={list.setSearch}
        visibility={list.visibility}
        onVisibility={list.setVisibility}
        sort={list.sort}
        onSort={list.setSort}
        count={list.filtered.length}
        trailing={
          <label htmlFor="goal-group-by" className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
            Group by
            <span className="block w-36">
              <select
                id="goal-group-by"
                className={inputClass}
                value={groupBy}
                onChange={(e) => {
                  if (isGroupBy(e.target.value)) setGroupBy(e.target.value);
                }}
              >
                {GROUP_BY_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </span>
          </label>
        }
      />
      <PendingRemovalList removals={removals} onRetry={(r) => actions.remove(r.goal)} />
      <GoalEditExtras.Provider value={(goal) => <GroupSelect goal={goal} actions={groupActions} />}>{body}</GoalEditExtras.Provider>
      {/* Managing groups, like the archive, is kept after the list: the cards come first. */}
      <GroupsManager actions={groupActions} />
      <ArchivedGoals demoGoals={demoArchived} actions={actions} />
    </section>
  );
}
