import type { PublicGoalSummary } from "../../../core/schemas.js";
import { Alert, EmptyState, Spinner } from "../../components/ui/feedback.js";
import { GoalSummaryItem } from "../../features/discovery/goal-summary-item.js";

/** Loading, error, empty or the list of matches. */
export function SearchResults({
  status,
  error,
  results,
  refreshing,
}: {
  status: "pending" | "error" | "success";
  error: string | undefined;
  results: readonly PublicGoalSummary[];
  refreshing: boolean;
}) {
  if (status === "pending") return <Spinner label="Loading public goals…" />;
  if (status === "error") return <Alert kind="error">{error}</Alert>;
  return (
    <div aria-busy={refreshing}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {results.length === 1 ? "1 goal found" : `${results.length} goals found`}
        {refreshing ? " · updating…" : ""}
      </p>
      {results.length === 0 ? (
        <EmptyState title="No results found." />
      ) : (
        <ul className="space-y-3">
          {results.map((g) => (
            <GoalSummaryItem key={g.id} goal={g} />
          ))}
        </ul>
      )}
    </div>
  );
}
