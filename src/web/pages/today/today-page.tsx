/**
 * Today (issue 29 item 4): the signed-in user's goals due today, each with its one-tap action
 * (features/goals/one-tap-action.tsx, the card's own) and what is left, then those done today.
 * The dashboard's list (one GET /api/goals, the last known copy offline, check-ins kept in the
 * outbox) and its actions; demo mode on the local sample goals with no server call.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { DASHBOARD_TICK_MS } from "../../../core/constants.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { AppHeader } from "../../components/layout/app-header.js";
import { OfflineStatus } from "../../components/layout/offline-status.js";
import { isDemoSearch } from "../../components/layout/require-auth.js";
import { Button, buttonClass } from "../../components/ui/button.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import { DemoNudge } from "../../features/demo/demo-nudge.js";
import { useDemoGoals } from "../../features/demo/demo-store.js";
import { cardFactsOf } from "../../features/goals/card-facts.js";
import type { GoalActions } from "../../features/goals/goal-actions.js";
import type { GoalWithFacts } from "../../features/goals/list-view.js";
import { kindOf, periodText } from "../../features/goals/one-tap.js";
import { OneTapAction, tapGoal } from "../../features/goals/one-tap-action.js";
import { usePendingRemovals, withoutPendingRemovals } from "../../features/goals/pending-removals.js";
import { goalsQueryOptions } from "../../features/goals/queries.js";
import { leftToday, todayLists } from "../../features/goals/today.js";
import { groupSectionsOf } from "../../features/groups/group-sections-of.js";
import { demoPath } from "../../lib/demo-mode.js";
import { logout } from "../../lib/logout.js";
import { useSession } from "../../lib/session.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { useNow } from "../../lib/use-now.js";
import { useShortcuts } from "../../lib/use-shortcuts.js";
import { celebrate } from "../dashboard/confetti.js";
import { useDashboardActions } from "../dashboard/use-dashboard-actions.js";
import { readWeekStart } from "../../lib/week-start.js";
import { useGroupsList } from "../dashboard/use-groups-list.js";

const NO_GOALS: Goal[] = [];

export function TodayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const demo = isDemoSearch(location.search);
  const session = useSession();
  const now = useNow(DASHBOARD_TICK_MS);
  const [timeZone] = useState(browserTimeZone);

  const goalsQuery = useQuery({ ...goalsQueryOptions(), enabled: !demo });
  const demoGoals = useDemoGoals();
  const removals = usePendingRemovals();
  const serverGoals = goalsQuery.data ?? NO_GOALS;
  // Archived goals stay off Today (issue 30); the server's list never holds them.
  const liveDemoGoals = useMemo(() => demoGoals.filter((g) => !g.archived), [demoGoals]);
  const goals = demo ? liveDemoGoals : withoutPendingRemovals(serverGoals, removals);
  // Asked only when a goal is in a group (most lists have none: no request), and waited for, so the
  // due list is drawn once, with its sections.
  const { groups, settled: groupsSettled } = useGroupsList(
    demo,
    goals.some((g) => g.group_id),
  );
  const status = demo ? "success" : goalsQuery.status === "success" && !groupsSettled ? "pending" : goalsQuery.status;
  const actions = useDashboardActions(demo, demo ? "" : (session.username ?? ""), celebrate);

  const items = useMemo(() => {
    const facts = cardFactsOf(goals, { now, timeZone, weekStart: readWeekStart() });
    return goals.map((goal, i) => ({ goal, facts: facts[i] as GoalWithFacts["facts"] }));
  }, [goals, now, timeZone]);
  const { due, done } = useMemo(() => todayLists(items, now, timeZone), [items, now, timeZone]);

  // `+` does the focused goal's one-tap action, as on the dashboard.
  useShortcuts({
    "+": () => {
      const id =
        document.activeElement instanceof HTMLElement
          ? document.activeElement.closest<HTMLElement>("[data-goal-card]")?.dataset.goalCard
          : undefined;
      const item = items.find((i) => i.goal.id === id);
      if (item) tapGoal(item.goal, item.facts, actions);
    },
  });

  return (
    <div className="min-h-screen">
      <AppHeader demo={demo} onLogout={() => void logout((to) => void navigate(to))} />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">Today</h1>
          <Link to={demoPath("/dashboard", demo)} className={buttonClass("ghost", "sm")}>
            All goals
          </Link>
        </div>
        {demo ? <DemoNudge /> : <OfflineStatus goalTitles={new Map(goals.map((g) => [g.id, g.title]))} />}
        {status === "pending" ? (
          <Spinner label="Loading today's goals…" />
        ) : status === "error" && goals.length === 0 ? (
          <Alert>
            <p>Could not load your goals. {goalsQuery.error?.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void goalsQuery.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <>
            <section aria-labelledby="today-due">
              <h2 id="today-due" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
                Due today {due.length > 0 ? <span className="text-slate-600 dark:text-slate-400">({due.length})</span> : null}
              </h2>
              {due.length > 0 ? (
                <DueByGroup items={due} groups={groups} actions={actions} demo={demo} />
              ) : done.length > 0 ? (
                <EmptyState title="All done for today">Everything due today is done. Well done!</EmptyState>
              ) : (
                <EmptyState title="Nothing is due today">
                  Goals done or not, amounts and daily goals show here on the days they are due.{" "}
                  <Link to={demoPath("/dashboard", demo)} className="font-medium text-brand-700 underline dark:text-brand-300">
                    Open the dashboard
                  </Link>
                </EmptyState>
              )}
            </section>
            {done.length > 0 ? (
              <section aria-labelledby="today-done">
                <h2 id="today-done" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
                  Done today
                </h2>
                <TodayList items={done} actions={actions} demo={demo} done />
              </section>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}

/** The due goals under their groups' headings (none when the user has no groups). */
export function DueByGroup({
  items,
  groups,
  actions,
  demo,
}: {
  items: GoalWithFacts[];
  groups: readonly Group[];
  actions: GoalActions;
  demo: boolean;
}) {
  const sections = groupSectionsOf(items, groups);
  if (sections.length === 1 && sections[0]?.title === null) return <TodayList items={items} actions={actions} demo={demo} />;
  return (
    <div className="space-y-5">
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`today-${s.key.replace(/[^a-zA-Z0-9_-]/g, "-")}`}>
          <h3
            id={`today-${s.key.replace(/[^a-zA-Z0-9_-]/g, "-")}`}
            className="mb-2 text-sm font-semibold tracking-wide break-words text-slate-700 uppercase dark:text-slate-300"
          >
            {s.title} <span className="font-normal text-slate-600 dark:text-slate-400">({s.items.length})</span>
          </h3>
          <TodayList items={s.items} actions={actions} demo={demo} />
        </section>
      ))}
    </div>
  );
}

function TodayList({ items, actions, demo, done }: { items: GoalWithFacts[]; actions: GoalActions; demo: boolean; done?: boolean }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.goal.id}>
          <TodayItem item={item} actions={actions} demo={demo} done={done === true} />
        </li>
      ))}
    </ul>
  );
}

function TodayItem({ item, actions, demo, done }: { item: GoalWithFacts; actions: GoalActions; demo: boolean; done: boolean }) {
  const { goal, facts } = item;
  const titleId = `today-title-${goal.id}`;
  const habit = kindOf(goal) !== "progress";
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      data-goal-card={goal.id}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1 basis-48">
        <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-slate-100">
          <Link to={demoPath(`/journal?goal_id=${encodeURIComponent(goal.id)}`, demo)} className="hover:underline">
            {goal.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {habit ? periodText(goal, facts.habit) : `${facts.overall}% overall`}
          {" · "}
          <span className={done ? "text-emerald-800 dark:text-emerald-300" : "font-medium"} data-left>
            {done ? "Done today" : leftToday(item)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OneTapAction goal={goal} facts={facts} actions={actions} />
      </div>
    </article>
  );
}
