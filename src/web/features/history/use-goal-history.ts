import { useQuery } from "@tanstack/react-query";
import { goalHistory, type GoalHistory } from "../../../core/goal-history.js";
import type { EntryLike } from "../../../core/entries.js";
import type { PauseRange } from "../../../core/pauses.js";
import { fetchGoalHistory } from "./history-api.js";
import { queryKeys } from "../../lib/query-keys.js";

/**
 * A goal's history for its calendar and chart. `version` changes when the goal's journal
 * changes (the journal page passes its entries' ids), so a check-in shows at once. In demo
 * mode the journal and the pauses are local: the same core function computes it, with no request.
 */
export function useGoalHistory(
  goalId: string,
  version: string,
  timeZone: string,
  demoJournal?: readonly EntryLike[],
  demoPauses: readonly PauseRange[] = [],
): { history?: GoalHistory; isError: boolean } {
  const query = useQuery({
    queryKey: queryKeys.history(goalId, version),
    queryFn: ({ signal }) => fetchGoalHistory({ id: goalId }, timeZone, signal),
    enabled: demoJournal === undefined,
    // While a new version loads, the same goal's last calendar stays (another goal's never does).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === goalId ? previous : undefined),
  });
  if (demoJournal) return { history: goalHistory(demoJournal, demoPauses, { now: new Date(), timeZone }), isError: false };
  return { history: query.data, isError: query.isError };
}

/** A short text that changes whenever an entry of the journal is added, removed or edited. */
export function journalVersion(entries: readonly { id: string; progress: number; created_at?: string | null }[]): string {
  let h = 0;
  for (const e of entries) {
    const text = `${e.id}|${e.progress}|${e.created_at ?? ""}`;
    for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  }
  return `${entries.length}-${(h >>> 0).toString(36)}`;
}
