/** /explore: browse, search, like, save and follow public goals (public §2 Explore). */
import { EXPLORE_HEAD } from "../../../core/page-head.js";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { ExploreResults } from "../../features/explore/explore-results.js";
import { ExploreToolbar } from "../../features/explore/explore-toolbar.js";
import {
  DEFAULT_EXPLORE_FILTERS,
  type ExploreFilters,
  SEARCH_DEBOUNCE_MS,
  exploreFiltersToSearch,
  parseExploreFilters,
} from "../../features/explore/explore-query.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { LikeButton } from "../../features/likes/like-button.js";
import { AddToCollection } from "../../features/public-goal/add-to-collection.js";
import { deviceStore } from "../../lib/device-store.js";
import { useSession } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";

export function ExplorePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<ExploreFilters>(() => parseExploreFilters(searchParams));
  const q = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  // The settled filters live in the URL (replacing, not pushing, one entry per keystroke), so a
  // filtered view can be shared and survives a reload. The input keeps its own state: typing
  // never waits for the router.
  const urlSearch = exploreFiltersToSearch({ ...filters, q }).toString();
  useEffect(() => {
    // Only while Explore is the page: during a navigation away (a visitor's Like goes to /login)
    // this page still renders until the next one has loaded, and writing its filters then sent
    // the visitor back to /explore.
    if (window.location.pathname !== "/explore") return;
    if (new URLSearchParams(window.location.search).toString() !== urlSearch) {
      setSearchParams(new URLSearchParams(urlSearch), { replace: true });
    }
  }, [urlSearch, setSearchParams]);
  const { token, username } = useSession();
  usePageMeta(EXPLORE_HEAD);

  function saveFilter() {
    deviceStore.addFilter({ q: filters.q.trim(), timeframe: filters.timeframe, sort: filters.sort });
    toast.success("Filter saved");
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Explore public goals</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
          Goals people chose to share. Like the ones that inspire you, save them for later, or follow along.
        </p>
        <div className="mt-6">
          <ExploreToolbar
            filters={filters}
            onChange={setFilters}
            onReset={() => setFilters(DEFAULT_EXPLORE_FILTERS)}
            onSaveFilter={saveFilter}
            signedIn={Boolean(token || username)}
          />
        </div>
        <div className="mt-6">
          <ExploreResults
            filters={{ ...filters, q }}
            slots={(goal) => ({
              leading: <LikeButton goal={goal} count={goal.likes_count} />,
              trailing: <AddToCollection goal={goal} />,
            })}
          />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
