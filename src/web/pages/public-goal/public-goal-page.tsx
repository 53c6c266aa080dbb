/**
 * /{username}/{slug}: a published goal for anyone to see (public §2). The server already sent
 * this route's head with the goal's meta tags for link previews; this keeps them in step
 * during in-app navigation. The page runs without TanStack Query (routes.tsx `noQueries`,
 * docs/decisions/008): its data comes from features/public-goal/public-goal-cache.ts.
 */
import { publicGoalHead } from "../../../core/public-goal-head.js";
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { CopyLinkButton } from "../../features/public-goal/copy-link-button.js";
import { GoalStatsCard } from "../../features/public-goal/goal-stats-card.js";
import { ProgressSummary } from "../../features/public-goal/progress-summary.js";
import { GoalLoading } from "../../features/public-goal/goal-loading.js";
import { PublicGoalHero } from "../../features/public-goal/public-goal-hero.js";
import { goalPeriodProgress } from "../../features/public-goal/period.js";
import { publicGoalKey, reloadPublicGoal, usePublicGoal, visitPublicGoal } from "../../features/public-goal/public-goal-cache.js";
import {
  PUBLIC_GOAL_MESSAGES,
  PublicGoalNotFoundError,
  loadWholeJournal,
  type PublicGoalView,
} from "../../features/public-goal/public-goal-query.js";
import { DEMO_USERNAME } from "../../features/demo/demo-username.js";
import { useDemoMode } from "../../lib/demo-mode.js";
import { useSession } from "../../lib/session.js";
import { LazyCallToActionCard, LazyGoalActions, LazyProgressJourney, LazyPublicGoalHistory } from "./lazy-actions.js";

export function PublicGoalPage() {
  const { username = "", slug = "" } = useParams();
  const demo = useDemoMode() && username === DEMO_USERNAME;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {demo ? (
          <Suspense fallback={<GoalLoading />}>
            <DemoGoal slug={slug} render={(goal) => <LoadedGoal goal={goal} demo />} />
          </Suspense>
        ) : (
          <PublicGoal key={publicGoalKey(username, slug)} username={username} slug={slug} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Never suspends itself: its state is committed, so arriving at a goal requests it once. */
function PublicGoal({ username, slug }: { username: string; slug: string }) {
  const [goalKey] = useState(() => visitPublicGoal(username, slug));
  return (
    <Suspense fallback={<GoalLoading />}>
      <GoalBody goalKey={goalKey} />
    </Suspense>
  );
}

/**
 * Not found and load failed: rarer than a goal, so in their own chunk, fetched as this module is
 * evaluated (with the page, beside the goal's request), so it is there when the goal is not.
 */
const statusModule = import("../../features/public-goal/public-goal-status.js");
const GoalNotFound = lazy(() => statusModule.then((m) => ({ default: m.GoalNotFound })));
const GoalLoadError = lazy(() => statusModule.then((m) => ({ default: m.GoalLoadError })));

/** A demo goal's page: from the demo store, no request; likes and collections need an account. */
const DemoGoal = lazy(() => import("./demo-goal.js").then((m) => ({ default: m.DemoGoal })));

function GoalBody({ goalKey }: { goalKey: string }) {
  const { goal, error } = usePublicGoal(goalKey);
  if (goal) return <LoadedGoal goal={goal} />;
  return error instanceof PublicGoalNotFoundError ? (
    <GoalNotFound />
  ) : (
    <GoalLoadError detail={error.message || PUBLIC_GOAL_MESSAGES.couldNotLoad} onRetry={() => reloadPublicGoal(goalKey)} />
  );
}

function LoadedGoal({ goal, demo = false }: { goal: PublicGoalView; demo?: boolean }) {
  const { token, username } = useSession();
  const period = goalPeriodProgress(goal);
  // The journal holds the latest entries only; updates_count counts them all.
  const updates = Math.max(goal.updates_count || 0, goal.journal.length);
  usePageMeta(publicGoalHead(goal));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <PublicGoalHero
          goal={goal}
          actions={
            <>
              <CopyLinkButton username={goal.username} slug={goal.slug} />
              {demo ? null : <LazyGoalActions goal={goal} />}
            </>
          }
        />
        <ProgressSummary periodProgress={period} updates={updates} />
        <LazyProgressJourney entries={goal.journal} total={updates} loadAll={() => loadWholeJournal(goal.username, goal.slug)} />
        <LazyPublicGoalHistory username={goal.username} slug={goal.slug} title={goal.title} demoJournal={demo ? goal.journal : undefined} />
      </div>
      <aside className="flex flex-col gap-6">
        {demo ? (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            A sample goal from the demo. Demo changes are not kept: a reload starts again from the sample goals.
          </p>
        ) : null}
        <GoalStatsCard goal={goal} periodProgress={period} />
        <LazyCallToActionCard signedIn={Boolean(token || username)} />
      </aside>
    </div>
  );
}
