/**
 * /{username}/{slug}: a published goal for anyone to see (public §2). The server already sent
 * this route's head with the goal's meta tags for link previews; this keeps them in step
 * during in-app navigation. The page runs without TanStack Query (routes.tsx `noQueries`,
 * docs/decisions/008): its data comes from features/public-goal/public-goal-cache.ts.
 */
import { Suspense, useState } from "react";
import { useParams } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { publicGoalPath } from "../../../core/public-goal-path.js";
import { SiteFooter } from "../../components/layout/SiteFooter.js";
import { SiteHeader } from "../../components/layout/SiteHeader.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { CallToActionCard } from "../../features/public-goal/CallToActionCard.js";
import { CopyLinkButton } from "../../features/public-goal/CopyLinkButton.js";
import { GoalStatsCard } from "../../features/public-goal/GoalStatsCard.js";
import { ProgressJourney } from "../../features/public-goal/ProgressJourney.js";
import { ProgressSummary } from "../../features/public-goal/ProgressSummary.js";
import { GoalLoadError, GoalLoading, GoalNotFound } from "../../features/public-goal/PublicGoalStatus.js";
import { PublicGoalHero } from "../../features/public-goal/PublicGoalHero.js";
import { goalPeriodProgress } from "../../features/public-goal/period.js";
import { publicGoalKey, reloadPublicGoal, usePublicGoal, visitPublicGoal } from "../../features/public-goal/public-goal-cache.js";
import {
  PUBLIC_GOAL_MESSAGES,
  PublicGoalNotFoundError,
  loadWholeJournal,
  type PublicGoalView,
} from "../../features/public-goal/public-goal-query.js";
import { useSession } from "../../lib/session.js";
import { LazyGoalActions } from "./lazy-actions.js";

export function PublicGoalPage() {
  const { username = "", slug = "" } = useParams();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <PublicGoal key={publicGoalKey(username, slug)} username={username} slug={slug} />
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

function GoalBody({ goalKey }: { goalKey: string }) {
  const { goal, error } = usePublicGoal(goalKey);
  if (goal) return <LoadedGoal goal={goal} />;
  return error instanceof PublicGoalNotFoundError ? (
    <GoalNotFound />
  ) : (
    <GoalLoadError detail={error.message || PUBLIC_GOAL_MESSAGES.couldNotLoad} onRetry={() => reloadPublicGoal(goalKey)} />
  );
}

function LoadedGoal({ goal }: { goal: PublicGoalView }) {
  const { token, username } = useSession();
  const period = goalPeriodProgress(goal);
  // The journal holds the latest entries only; updates_count counts them all.
  const updates = Math.max(goal.updates_count || 0, goal.journal.length);
  usePageMeta({
    title: `${goal.title} · @${goal.username} on ${PRODUCT_NAME}`,
    description: goal.description.trim() || goal.motivation.trim() || `A public ${goal.timeframe} goal by @${goal.username}.`,
    path: publicGoalPath(goal.username, goal.slug),
    type: "article",
  });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <PublicGoalHero
          goal={goal}
          actions={
            <>
              <CopyLinkButton username={goal.username} slug={goal.slug} />
              <LazyGoalActions goal={goal} />
            </>
          }
        />
        <ProgressSummary periodProgress={period} updates={updates} />
        <ProgressJourney entries={goal.journal} total={updates} loadAll={() => loadWholeJournal(goal.username, goal.slug)} />
      </div>
      <aside className="flex flex-col gap-6">
        <GoalStatsCard goal={goal} periodProgress={period} />
        <CallToActionCard signedIn={Boolean(token || username)} />
      </aside>
    </div>
  );
}
