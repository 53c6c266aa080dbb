import { useQuery } from "@tanstack/react-query";
import { goalHistory, type GoalHistory } from "../../../core/goal-history.js";
import type { EntryLike } from "../../../core/entries.js";
import type { PauseRange } from "../../../core/pauses.js";
import { fetchGoalHistory } from "./history-api.js";
import { useOffline, withLastKnown } from "../../lib/offline-cache.js";
import { queryKeys } from "../../lib/query-keys.js";

/**
 * Where a history shown came from: the server; the last one the server sent, kept on this device
 * (offline); or, offline with none kept, computed here from the entries this device holds.
 */
export type HistorySource = "server" | "kept" | "device";

export interface GoalHistoryState {
  history?: GoalHistory;
  isError: boolean;
  source: HistorySource;
}

/**
 * A goal's history for its calendar and chart. `version` changes when the goal's journal
 * changes (the journal page passes its entries' ids), so a check-in shows at once. In demo
 * mode the journal and the pauses are local: the same core function computes it, with no request.
 * Offline (issue 28 item 6), the last history of the goal kept on the device is shown (as the
 * goal and journal lists are: lib/offline-cache.ts); with none kept, the same core function
 * computes it from `journal`, the entries the device holds, instead of waiting for a connection.
 */
export function useGoalHistory(
  goalId: string,
  version: string,
  timeZone: string,
  journal: readonly EntryLike[],
  pauses: readonly PauseRange[] = [],
  demo = false,
): GoalHistoryState {
  const offline = useOffline();
  const query = useQuery({
    queryKey: queryKeys.history(goalId, version),
    networkMode: "always",
    queryFn: async ({ signal }) => {
      let kept = false;
      const history = await withLastKnown(
        `history:${goalId}:${timeZone}`,
        () => fetchGoalHistory({ id: goalId }, timeZone, signal),
        () => (kept = true),
      );
      return { history, kept };
    },
    enabled: !demo,
    // While a new version loads, the same goal's last calendar stays (another goal's never does).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === goalId ? previous : undefined),
  });
  const local = () => goalHistory(journal, pauses, { now: new Date(), timeZone });
  if (demo) return { history: local(), isError: false, source: "device" };
  if (query.data) return { history: query.data.history, isError: false, source: query.data.kept ? "kept" : "server" };
  if (offline) return { history: local(), isError: false, source: "device" };
  return { history: undefined, isError: query.isError, source: "server" };
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
