import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { TIMEFRAMES } from "../../../core/constants.js";
import {
  DEFAULT_SEARCH_FILTERS,
  type PublicSearchFilters,
  progressBound,
  searchPublicGoals,
  serverCategory,
} from "../../../core/public-search.js";
import { Button, buttonClass } from "../../components/ui/button.js";
import { DiscoveryLayout, Section } from "../../features/discovery/discovery-layout.js";
import { publicSearchQueryOptions, searchErrorMessage } from "../../features/discovery/public-search-query.js";
import { filtersFromSearchParams, filtersToSearchParams } from "../../features/discovery/search-params.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";
import { deviceStore } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";
import { SearchFilters } from "./search-filters.js";
import { SearchResults } from "./search-results.js";
import { browserTimeZone } from "../../lib/time-zone.js";

const timeZone = browserTimeZone;

/** /advanced-search: every filter over public goals; the filters live in the URL too. */
export function AdvancedSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Local state drives the inputs (the URL follows), so typing never waits on navigation.
  const [filters, setFilters] = useState<PublicSearchFilters>(() => filtersFromSearchParams(searchParams));
  const q = useDebouncedValue(filters.q.trim(), 300);

  const query = useQuery(
    publicSearchQueryOptions({
      // The server refuses text over 200 characters or an unknown timeframe; the browser still filters by them.
      q: q.length <= 200 ? q : undefined,
      timeframe: (TIMEFRAMES as readonly string[]).includes(filters.timeframe) ? filters.timeframe : undefined,
      category: serverCategory(filters.category),
    }),
  );
  const results = useMemo(() => searchPublicGoals(query.data ?? [], filters, timeZone()), [query.data, filters]);

  const change = (changes: Partial<PublicSearchFilters>) => {
    const next = { ...filters, ...changes };
    setFilters(next);
    setSearchParams(filtersToSearchParams(next), { replace: true });
  };

  const saveFilter = () => {
    deviceStore.addFilter({
      q: filters.q.trim(),
      category: filters.category,
      timeframe: filters.timeframe,
      minP: progressBound(filters.minP, 0),
      maxP: progressBound(filters.maxP, 100),
      from: filters.from,
      to: filters.to,
      sort: filters.sort,
    });
    toast.success("Filter saved to your Library");
  };

  const isDefault = filtersToSearchParams(filters).size === 0;

  return (
    <DiscoveryLayout
      path="/advanced-search"
      description="Search public goals on ProgressVault by text, category, timeframe, progress and start date."
      wide
      title="Advanced search"
      intro="Find public goals by text, category, timeframe, progress and start date."
      actions={
        <>
          <Link to="/explore" className={buttonClass("secondary")}>
            Back
          </Link>
          <Button onClick={saveFilter}>Save filter</Button>
        </>
      }
    >
      <Section
        title="Filters"
        id="filters-heading"
        aside={
          isDefault ? null : (
            <Button variant="ghost" size="sm" onClick={() => change(DEFAULT_SEARCH_FILTERS)}>
              Clear filters
            </Button>
          )
        }
      >
        <SearchFilters filters={filters} onChange={change} />
      </Section>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          Results
        </h2>
        <SearchResults
          status={query.status}
          error={query.error ? searchErrorMessage(query.error) : undefined}
          results={results}
          refreshing={query.isFetching && !query.isPending}
        />
      </section>
    </DiscoveryLayout>
  );
}
