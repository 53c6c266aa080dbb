import { useInfiniteQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { PublicGoalSummary } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { Alert, EmptyState } from "../../components/ui/feedback.js";
import { type CardSlots, ExploreCard } from "./explore-card.js";
import { AUTO_LOAD_MARGIN_PX, type ExploreFilters, exploreItems, exploreQueryOptions } from "./explore-query.js";
import { useAutoLoad } from "../../lib/use-auto-load.js";

// grid-cols-1 (minmax(0, 1fr)) at phone width too: an implicit column would grow to the
// widest card content (a long unbroken word), widening every card and the page.
const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";
export const SKELETON_CARDS = 6;

export const EXPLORE_MESSAGES = {
  failed: "Failed to load goals",
  empty: "No public goals found",
  end: "You've seen all goals",
} as const;

/** The card grid with its loading, empty, error, paging and end states. */
export function ExploreResults({ filters, slots }: { filters: ExploreFilters; slots?: (goal: PublicGoalSummary) => CardSlots }) {
  const query = useInfiniteQuery(exploreQueryOptions(filters));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const items = exploreItems(query.data?.pages);
  // While a new search loads, the previous results stay on screen but are not paged further.
  const canLoadMore = Boolean(hasNextPage) && !isPlaceholderData;
  // The cursor last asked for: the button and the observer can both ask before the state
  // shows the request, and a second ask for the same cursor would cancel and repeat it.
  const requested = useRef<string | null>(null);
  const nextCursor = query.data?.pages.at(-1)?.nextCursor ?? null;
  const loadMore = () => {
    if (!canLoadMore || isFetchingNextPage || nextCursor === null || requested.current === nextCursor) return;
    requested.current = nextCursor;
    void fetchNextPage({ cancelRefetch: false }).finally(() => {
      // Settled (loaded, or failed and may be asked for again): the guard has done its job.
      if (requested.current === nextCursor) requested.current = null;
    });
  };
  const [sentinel, pauseAutoLoad] = useAutoLoad(loadMore, canLoadMore && !isFetchingNextPage && !isFetchNextPageError, AUTO_LOAD_MARGIN_PX);
  const clickLoadMore = () => {
    pauseAutoLoad();
    loadMore();
  };

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          Loading goals…
        </span>
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li
              key={i}
              className="h-56 animate-pulse rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="h-4 w-24 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="mt-3 h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="mt-2 h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="mt-6 h-16 rounded bg-slate-100 dark:bg-slate-800" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && items.length === 0) {
    return (
      <Alert>
        <p className="font-semibold">{EXPLORE_MESSAGES.failed}</p>
        <p className="mt-1">{query.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  if (items.length === 0) {
    return <EmptyState title={EXPLORE_MESSAGES.empty}>Try another search or timeframe, or publish one of your own goals.</EmptyState>;
  }

  return (
    <div>
      <ul
        className={`${GRID} transition-opacity ${isPlaceholderData ? "opacity-60" : ""}`}
        aria-label="Public goals"
        aria-busy={isPlaceholderData || undefined}
      >
        {items.map((goal) => (
          <li key={goal.id} className="flex min-w-0">
            <div className="w-full [&>article]:h-full">
              <ExploreCard goal={goal} slots={slots?.(goal)} />
            </div>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
        {isFetchNextPageError ? (
          <Alert>
            <p className="font-semibold">{EXPLORE_MESSAGES.failed}</p>
          </Alert>
        ) : null}
        {isPlaceholderData ? null : hasNextPage ? (
          <Button variant="secondary" onClick={clickLoadMore} aria-disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{EXPLORE_MESSAGES.end}</p>
        )}
      </div>
    </div>
  );
}
