/**
 * Journal server state: the entry list query and the optimistic add / delete mutations
 * (spec §4: the entry appears at once, is replaced by the server's entry or removed on
 * failure; a delete is restored on failure).
 */
import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { JOURNAL_PAGE_MAX, JOURNAL_PAGE_SIZE } from "../../../core/constants.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { normaliseEntry } from "../../../core/wire-shape.js";
import { ApiError, request } from "../../lib/api.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { newIdempotencyKey } from "../../lib/idempotency-key.js";
import { addEntry, deleteEntry } from "../../lib/goals-api.js";
import { entryOfAnswer, putListedGoal } from "../../lib/listed-goal.js";
import { withLastKnown } from "../../lib/offline-cache.js";
import {
  KEPT_DELETE_MESSAGE,
  KEPT_MESSAGE,
  type OutboxChangeBody,
  type OutboxItem,
  cancelKept,
  keptEntries,
  readOutbox,
  sendOrKeep,
  sendOrKeepChange,
  withKeptChanges,
} from "../../lib/outbox.js";
import { queryKeys } from "../../lib/query-keys.js";
import { showToast, toast, UNDO_WINDOW_MS } from "../../lib/toast.js";
import type { EntryChanges } from "./entry-draft.js";

/** A page of entries, newest first, and the next page's cursor (absent on the last page). */
async function listEntries(f: { goalId?: string | undefined; limit: number; cursor?: string | undefined }, signal?: AbortSignal) {
  const query = { limit: String(f.limit), goal_id: f.goalId || undefined, cursor: f.cursor || undefined };
  const { data: items, headers } = await request("GET /journal", { query, signal });
  return { items, nextCursor: headers.get("x-next-cursor") ?? undefined };
}

/**
 * Where each cached list's next (older) page starts; undefined once the oldest entry is held.
 * Beside the cache rather than in it, so the list stays a plain array that the optimistic add
 * and delete below edit as before.
 */
const olderCursors = new WeakMap<QueryClient, Map<string, string | undefined>>();

function cursorsOf(qc: QueryClient) {
  let map = olderCursors.get(qc);
  if (!map) olderCursors.set(qc, (map = new Map()));
  return map;
}

const keyOf = (goalId?: string) => JSON.stringify(queryKeys.journal(goalId));

/**
 * Entries of one goal, or of every goal when no id is given, newest first, a page at a time
 * (GET /api/journal pages). A refetch asks again for as many entries as the list already held,
 * so older pages the user scrolled to stay on screen.
 */
export function journalQueryOptions(goalId?: string) {
  return queryOptions({
    queryKey: queryKeys.journal(goalId),
    networkMode: "always",
    queryFn: async ({ signal, client }) => {
      // Offline: the last known list (lib/offline-cache.ts); entries kept on the device and not yet sent come first.
      // Fresh or remembered, the entries are respelled here, where they enter (core/wire-shape.ts).
      // Edits and deletes kept on the device are shown as made (decision 040).
      const entries = (await withLastKnown(`journal:${goalId ?? ""}`, () => loadPages(client, goalId, signal))).map(normaliseEntry);
      const outbox = await readOutbox();
      const kept = keptEntries(outbox, goalId).reverse();
      const changed = withKeptChanges(kept.length === 0 ? entries : [...kept, ...entries], outbox);
      return outbox.some((i) => i.kind === "edit" && i.refused === undefined && i.body.changes?.created_at !== undefined)
        ? newestFirst(changed)
        : changed;
    },
  });
}

/** The newest pages of a list, as many entries as it already held (at least a page). */
async function loadPages(client: QueryClient, goalId: string | undefined, signal: AbortSignal): Promise<JournalEntry[]> {
  const held = client.getQueryData<JournalEntry[]>(queryKeys.journal(goalId))?.filter((e) => !isPendingEntry(e)).length ?? 0;
  const want = Math.max(held, JOURNAL_PAGE_SIZE);
  const items: JournalEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEntries({ goalId, limit: Math.min(want - items.length, JOURNAL_PAGE_MAX), cursor }, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < want);
  cursorsOf(client).set(keyOf(goalId), cursor);
  return items;
}

/** Whether older entries remain to be loaded for this list. */
export function hasOlderEntries(qc: QueryClient, goalId?: string): boolean {
  return cursorsOf(qc).get(keyOf(goalId)) !== undefined;
}

/** Loads the next page of older entries and appends it to the cached list. */
export async function loadOlderEntries(qc: QueryClient, goalId?: string): Promise<void> {
  const cursors = cursorsOf(qc);
  const cursor = cursors.get(keyOf(goalId));
  if (cursor === undefined) return;
  const page = await listEntries({ goalId, limit: JOURNAL_PAGE_SIZE, cursor });
  cursors.set(keyOf(goalId), page.nextCursor);
  qc.setQueryData<JournalEntry[]>(queryKeys.journal(goalId), (old) => {
    const have = new Set((old ?? []).map((e) => e.id));
    return [...(old ?? []), ...page.items.filter((e) => !have.has(e.id)).map(normaliseEntry)];
  });
}

/** Loads older pages until `enough` says the cached list holds what is wanted, or none remain; the list then. */
export async function loadOlderEntriesUntil(
  qc: QueryClient,
  goalId: string | undefined,
  enough: (held: readonly JournalEntry[]) => boolean,
): Promise<JournalEntry[]> {
  const held = () => qc.getQueryData<JournalEntry[]>(queryKeys.journal(goalId)) ?? [];
  while (hasOlderEntries(qc, goalId) && !enough(held())) await loadOlderEntries(qc, goalId);
  return held();
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

/**
 * Asks again for the goal list and the journal lists: only where no answer says what changed (a
 * write kept on the device, a refusal that undoes an optimistic change). An answered write puts
 * its goal in the list instead (decision 044) and its entry in the lists below.
 */
function refresh(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: queryKeys.goals });
  void qc.invalidateQueries(allLists);
}

export interface NewEntry {
  goal_id: string;
  note: string;
  progress: number;
  /** A back-dated check-in's time (ISO); absent: now, as the server's clock says. */
  created_at?: string;
}

export function useAddEntry() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (input: NewEntry & { pendingId: string; key: string }) =>
      sendOrKeep("entry", input.key, entryBody(input), (body) => addEntry(body, input.key)),
    onMutate: async (input) => {
      await qc.cancelQueries(listsOf(input.goal_id));
      const optimistic: JournalEntry = {
        id: input.pendingId,
        goal_id: input.goal_id,
        note: input.note.trim(),
        progress: input.progress,
        created_at: input.created_at ?? new Date().toISOString(),
      };
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) => (old ? [optimistic, ...old] : old));
    },
    onSuccess: (result, input) => {
      const shown = "sent" in result ? entryOfAnswer(result.sent) : keptEntry(result.kept);
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) =>
        // A back-dated entry takes its place by time, as the server lists it.
        old ? newestFirst(old.map((e) => (e.id === input.pendingId ? shown : e))) : old,
      );
      if ("sent" in result) {
        putListedGoal(qc, result.sent.goal);
        toast.success("Entry added");
      } else {
        toast.info(KEPT_MESSAGE);
        refresh(qc);
      }
    },
    onError: (err, input) => {
      // Remove just this entry (not a snapshot restore), so nothing else is lost with it.
      qc.setQueriesData<JournalEntry[]>(listsOf(input.goal_id), (old) => old?.filter((e) => e.id !== input.pendingId));
      toast.error(saveErrorMessage(err));
      refresh(qc);
    },
  });
}

/** What POST /api/journal is sent: `created_at` only for a back-dated check-in. */
function entryBody(input: NewEntry): NewEntry {
  const body: NewEntry = { goal_id: input.goal_id, note: input.note, progress: input.progress };
  if (input.created_at !== undefined) body.created_at = input.created_at;
  return body;
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

/** Newest first, as the API answers (ties by id, descending). */
function newestFirst(entries: JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** Undo of a delete (decision 017): the entry back exactly as it was, or 404 past the window. */
const restoreEntry = async (id: string) =>
  (await request("POST /journal/{id}/restore", { params: { id }, query: { tz: browserTimeZone() } })).data;

/** What a kept edit or delete says about its entry. */
function changeOf(entry: JournalEntry): OutboxChangeBody {
  return { id: entry.id, goal_id: entry.goal_id, was: { note: entry.note, progress: entry.progress, created_at: entry.created_at } };
}

/**
 * Delete of an entry; offline (or for a check-in still on the device) it is kept in the outbox
 * and the entry leaves the lists at once, marked nowhere: its Undo takes the kept delete back.
 */
export function useDeleteEntry() {
  const qc = useQueryClient();
  const restore = useRestoreEntry();
  return useMutation({
    networkMode: "always",
    mutationFn: (entry: JournalEntry) => sendOrKeepChange("delete", changeOf(entry), (id) => deleteEntry(id)),
    onMutate: async (entry) => {
      await qc.cancelQueries(allLists);
      const snapshots = qc.getQueriesData<JournalEntry[]>(allLists);
      qc.setQueriesData<JournalEntry[]>(allLists, (old) => old?.filter((e) => e.id !== entry.id));
      return { snapshots };
    },
    // The server keeps the entry a few minutes for this Undo (decision 017).
    onSuccess: (result, entry) => {
      if ("kept" in result) {
        const { key } = result.kept;
        showToast("info", KEPT_DELETE_MESSAGE, UNDO_WINDOW_MS, { label: "Undo", run: () => void cancelKept(key).then(() => refresh(qc)) });
        return refresh(qc);
      }
      putListedGoal(qc, result.sent.goal);
      // The calendar follows the entry list (use-goal-history.ts), which changed at the optimistic
      // removal, possibly before the server deleted the entry; the answer leaves the list as it is,
      // so the calendar is asked once more now.
      void qc.invalidateQueries({ queryKey: queryKeys.historyOf(entry.goal_id) });
      toast.success("Entry deleted", UNDO_WINDOW_MS, { label: "Undo", run: () => restore.mutate(entry) });
    },
    onError: (err, _entry, ctx) => {
      // Already gone on the server (deleted in another tab): the list is right as it is; its goal may not be.
      if (err instanceof ApiError && err.status === 404) {
        toast.success("Entry deleted");
        return refresh(qc);
      }
      for (const [key, data] of ctx?.snapshots ?? []) qc.setQueryData(key, data);
      toast.error("Could not delete entry");
      refresh(qc);
    },
  });
}

/** Undo of a delete: optimistic, the server's entry (same id and date) replaces it. */
export function useRestoreEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entry: JournalEntry) => restoreEntry(entry.id),
    onMutate: async (entry) => {
      await qc.cancelQueries(listsOf(entry.goal_id));
      qc.setQueriesData<JournalEntry[]>(listsOf(entry.goal_id), (old) =>
        old && !old.some((e) => e.id === entry.id) ? newestFirst([...old, entry]) : old,
      );
    },
    onSuccess: (answer) => {
      const restored = entryOfAnswer(answer);
      qc.setQueriesData<JournalEntry[]>(listsOf(restored.goal_id), (old) => old?.map((e) => (e.id === restored.id ? restored : e)));
      putListedGoal(qc, answer.goal);
      toast.success("Entry restored");
    },
    onError: (_err, entry) => {
      qc.setQueriesData<JournalEntry[]>(listsOf(entry.goal_id), (old) => old?.filter((e) => e.id !== entry.id));
      toast.error("Could not restore entry");
      refresh(qc);
    },
  });
}

/** `PATCH /api/journal/{id}` (issue 17 item 1): the entry as the server now has it. */
const patchEntry = async (id: string, changes: EntryChanges) =>
  (await request("PATCH /journal/{id}", { params: { id }, body: changes, query: { tz: browserTimeZone() } })).data;

/** The server's reason for refusing an edit (its error field), else what went wrong. */
export function editErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage?.trim() || err.message;
  return "Could not save changes";
}

/**
 * Inline edit of an entry. Not optimistic online: the form stays open with its values until the
 * server answers, so a refusal is shown beside the fields and nothing typed is lost (decision
 * 028). Offline (no answer, or a check-in still on the device) the edit is kept in the outbox
 * and shown at once as pending; a later refusal is listed under "Not saved" (decision 040).
 * The answer goes into every cached list at once (re-sorted: the time may have moved), and its
 * goal into the goal list (progress, streak, card strip; decision 044) without asking for either
 * again; the goal's calendar and chart follow the list's new version (history/use-goal-history.ts). Use `mutateAsync`: each
 * edit answers its own form, however many are saved at once.
 */
export function useEditEntry() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async ({ entry, changes }: { entry: JournalEntry; changes: EntryChanges }) => {
      const result = await sendOrKeepChange("edit", { ...changeOf(entry), changes }, (id) => patchEntry(id, changes));
      return "sent" in result
        ? { saved: entryOfAnswer(result.sent), goal: result.sent.goal }
        : { saved: { ...entry, ...changes }, goal: undefined };
    },
    onSuccess: async ({ saved, goal }) => {
      await qc.cancelQueries(listsOf(saved.goal_id));
      qc.setQueriesData<JournalEntry[]>(listsOf(saved.goal_id), (old) =>
        old?.some((e) => e.id === saved.id) ? newestFirst(old.map((e) => (e.id === saved.id ? saved : e))) : old,
      );
      if (goal) {
        putListedGoal(qc, goal);
        toast.success("Entry updated");
      } else {
        toast.info(KEPT_MESSAGE);
        refresh(qc);
      }
    },
    onError: () => refresh(qc),
  });
}
