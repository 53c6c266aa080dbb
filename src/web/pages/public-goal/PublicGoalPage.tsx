/**
 * /{username}/{slug}: a published goal for anyone to see (public §2). The server already sent
 * this route's head with the goal's meta tags for link previews; this keeps them in step
 * during in-app navigation.
 */
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { SiteFooter } from "../../components/layout/SiteFooter.js";
import { SiteHeader } from "../../components/layout/SiteHeader.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { LikeButton } from "../../features/likes/LikeButton.js";
import { AddToCollection } from "../../features/public-goal/AddToCollection.js";
import { CallToActionCard } from "../../features/public-goal/CallToActionCard.js";
import { CopyLinkButton, PUBLIC_PAGE_TOAST_MS } from "../../features/public-goal/CopyLinkButton.js";
import { GoalStatsCard } from "../../features/public-goal/GoalStatsCard.js";
import { ProgressJourney } from "../../features/public-goal/ProgressJourney.js";
import { ProgressSummary } from "../../features/public-goal/ProgressSummary.js";
import { GoalLoadError, GoalLoading, GoalNotFound } from "../../features/public-goal/PublicGoalStatus.js";
import { PublicGoalHero } from "../../features/public-goal/PublicGoalHero.js";
import { goalPeriodProgress } from "../../features/public-goal/period.js";
import {
  PUBLIC_GOAL_MESSAGES,
  PublicGoalNotFoundError,
  type PublicGoalView,
  publicGoalQueryOptions,
} from "../../features/public-goal/public-goal-query.js";
import { useSession } from "../../lib/session.js";

export function PublicGoalPage() {
  const { username = "", slug = "" } = useParams();
  const query = useQuery(publicGoalQueryOptions(username, slug));

  let body;
  if (query.isPending) body = <GoalLoading />;
  else if (query.isError) {
    body =
      query.error instanceof PublicGoalNotFoundError ? (
        <GoalNotFound />
      ) : (
        <GoalLoadError detail={query.error.message || PUBLIC_GOAL_MESSAGES.couldNotLoad} onRetry={() => void query.refetch()} />
      );
  } else body = <LoadedGoal goal={query.data} />;

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">{body}</main>
      <SiteFooter />
    </div>
  );
}

function LoadedGoal({ goal }: { goal: PublicGoalView }) {
  const { token, username } = useSession();
  const period = goalPeriodProgress(goal, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const updates = goal.journal.length || goal.updates_count || 0;
  usePageMeta({
    title: `${goal.title} · @${goal.username} on ${PRODUCT_NAME}`,
    description: goal.description.trim() || goal.motivation.trim() || `A public ${goal.timeframe} goal by @${goal.username}.`,
    path: `/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}`,
    type: "article",
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <PublicGoalHero
          goal={goal}
          actions={
            <>
              <CopyLinkButton username={goal.username} slug={goal.slug} />
              <LikeButton goal={goal} count={goal.likes_count} toastMs={PUBLIC_PAGE_TOAST_MS} size="md" />
              <AddToCollection goal={goal} toastMs={PUBLIC_PAGE_TOAST_MS} size="md" />
            </>
          }
        />
        <ProgressSummary periodProgress={period} updates={updates} />
        <ProgressJourney entries={goal.journal} />
      </div>
      <aside className="flex flex-col gap-6">
        <GoalStatsCard goal={goal} periodProgress={period} />
        <CallToActionCard signedIn={Boolean(token || username)} />
      </aside>
    </div>
  );
}
