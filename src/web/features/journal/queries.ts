/**
 * Journal server state: the entry list query and the optimistic add / delete mutations
 * (spec §4: the entry appears at once, is replaced by the server's entry or removed on
 * failure; a delete is restored on failure).
 */
import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JournalEntry } from "../../../core/schemas.js";
import { ApiError, api } from "../../lib/api.js";
import { newIdempotencyKey } from "../../lib/idempotency-key.js";
import { withLastKnown } from "../../lib/offline-cache.js";
import { KEPT_MESSAGE, type OutboxItem, keptEntries, readOutbox, sendOrKeep } from "../../lib/outbox.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";

/**
 * Entries of one goal, or of every goal when no id is given; the API answers newest first.
 * Offline: the last known list; entries kept on the device and not yet sent come first.
 */
export function journalQueryOptions(goalId?: string) {
  return queryOptions({
    queryKey: queryKeys.journal(goalId),
    networkMode: "always",
    queryFn: async ({ signal }) => {
      const entries = await withLastKnown(`journal:${goalId ?? ""}`, () => api.listEntries(goalId, signal));
      const kept = keptEntries(await readOutbox(), goalId).reverse();
      return kept.length === 0 ? entries : [...kept, ...entries];
    },
  });
}

/** A kept entry as the lists show it. */
function keptEntry(item: OutboxItem): JournalEntry {
  return keptEntries([item])[0] as JournalEntry;
}

/** Ids of entries shown before the server has answered; never sent to the server. */
export const PENDING_ID_PREFIX = "pending-";
export function isPendingEntry(entry: Pick<JournalEntry, "id">): boolean {
  return entry.id.startsWith(PENDING_ID_PREFIX);
}

let pendingSeq = 0;
function pendingId(): string {
  pendingSeq += 1;
  return `${PENDING_ID_PREFIX}${Date.now().toString(36)}-${pendingSeq}`;
}

/** The cached lists an entry of `goalId` belongs in: that goal's list and the all-goals list. */
function listsOf(goalId: string) {
  return {
    predicate: (q: { queryKey: QueryKey }) =>
      q.queryKey[0] === queryKeys.journal()[0] && (q.queryKey.length === 1 || q.queryKey[1] === goalId),
  };
}

const allLists = { queryKey: queryKeys.journal() };

function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: queryKeys.goals });
  void qc.invalidateQueries(allLists);
}

export interface NewEntry {
  goal_id: string;
  note: string;
  progress: number;
}

export function useAddEntry() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (input: NewEntry & { pendingId: string; key: string }) =>
      sendOrKeep("entry", input.key, { goal_id: input.goal_id, note: input.note, progress: input.progress }, (body) =>
        api.addEntry(body, input.key),
      ),
    onMutate: async (input) => {
      await qc.cancelQueries(listsOf(input.goal_id));
      const optimistic: JournalEntry = {
        id: input.pendingId,
        goal_id: input.goal_id,
        note: input.note.trim(),
        progress: input.progress,
        created_at: new Date().toISOString(),
      };
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) => (old ? [optimistic, ...old] : old));
    },
    onSuccess: (result, input) => {
      const shown = "sent" in result ? result.sent : keptEntry(result.kept);
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) =>
        old?.map((e) => (e.id === input.pendingId ? shown : e)),
      );
      if ("sent" in result) toast.success("Entry added");
      else toast.info(KEPT_MESSAGE);
    },
    onError: (err, input) => {
      // Remove just this entry (not a snapshot restore), so nothing else is lost with it.
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) => old?.filter((e) => e.id !== input.pendingId));
      toast.error(saveErrorMessage(err));
    },
    onSettled: () => refresh(qc),
  });
}

/** "Could not save entry", followed by the server's reason (its error field) when it gave one. */
export function saveErrorMessage(err: unknown): string {
  const reason = err instanceof ApiError ? err.serverMessage?.trim() : undefined;
  return reason ? `Could not save entry: ${reason}` : "Could not save entry";
}

/** Adds with a fresh pending id and Idempotency-Key; the caller only gives the entry. */
export function newEntryInput(entry: NewEntry): NewEntry & { pendingId: string; key: string } {
  return { ...entry, pendingId: pendingId(), key: newIdempotencyKey() };
}

export function useDeleteEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entry: JournalEntry) => api.deleteEntry(entry.id),
    onMutate: async (entry) => {
      await qc.cancelQueries(allLists);
      const snapshots = qc.getQueriesData<JournalEntry[]>(allLists);
      qc.setQueriesData<JournalEntry[]>(allLists, (old) => old?.filter((e) => e.id !== entry.id));
      return { snapshots };
    },
    onSuccess: () => toast.success("Entry deleted"),
    onError: (err, _entry, ctx) => {
      // Already gone on the server (deleted in another tab): the list is right as it is.
      if (err instanceof ApiError && err.status === 404) {
        toast.success("Entry deleted");
        return;
      }
      for (const [key, data] of ctx?.snapshots ?? []) qc.setQueryData(key, data);
      toast.error("Could not delete entry");
    },
    onSettled: () => refresh(qc),
  });
}
