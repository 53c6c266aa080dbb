/**
 * Check-ins and goals made without a connection (issue 18; decision 025), and edits and deletes
 * of entries (issue 28 item 6; decision 040): kept in IndexedDB until the server has them, so
 * closing the tab offline loses nothing. Each create carries the Idempotency-Key it was first
 * tried with and is always re-sent with it, so however often a flush is repeated (reconnects,
 * two tabs, a reload mid-request) the server writes it once; an edit is a PATCH of the same
 * body (applying it twice changes nothing more) and a delete answered 404 is done. A refused
 * one stays, with the server's reason, until the person dismisses it.
 */
import { type UseStore, createStore, del, entries, set } from "idb-keyval";
import { useSyncExternalStore } from "react";
import type { HabitFields } from "../../core/habit-field-rules.js";
import type { JournalEntry } from "../../core/schemas.js";
import { ApiError, request } from "./api.js";
import { newIdempotencyKey } from "./idempotency-key.js";
import { getToken, getUsername } from "./session.js";

export interface OutboxEntryBody {
  goal_id: string;
  note: string;
  /** Absent for a check or amount goal's check-in: the server derives it (issue 29). */
  progress?: number;
  /** An amount goal's check-in amount (issue 29). */
  amount?: number;
  /** Set when the entry was never tried online: it counts for the moment it was made. */
  created_at?: string;
}
/** A kept create: the spec's fields, and a check or amount goal's habit fields (issue 29). */
export interface OutboxGoalBody extends Partial<HabitFields> {
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
}
/** An edit (`PATCH /api/journal/{id}`: only what changed) or a delete of an entry. */
export interface OutboxChangeBody {
  /** The entry's id: the server's, or a kept create's list id (KEPT_ID_PREFIX + its key) until that lands. */
  id: string;
  goal_id: string;
  /** The entry as the person saw it, to name it in the notice. */
  was: { note: string; progress: number; created_at: string };
  /** An edit's changes; absent for a delete. */
  changes?: { note?: string; progress?: number; created_at?: string };
}
export type OutboxItem = { key: string; user: string; kept_at: string; refused?: string } & (
  | { kind: "entry"; body: OutboxEntryBody }
  | { kind: "goal"; body: OutboxGoalBody }
  | { kind: "edit"; body: OutboxChangeBody }
  | { kind: "delete"; body: OutboxChangeBody }
);

/** The toast for a create or an edit kept on the device. */
export const KEPT_MESSAGE = "Saved on this device. It will be sent when you are back online.";
/** The toast for a delete kept on the device. */
export const KEPT_DELETE_MESSAGE = "Deleted on this device. The server will be told when you are back online.";
/** Why an edit or delete of a kept check-in is not sent: the check-in itself was refused or dismissed. */
export const UNSAVED_TARGET_MESSAGE = "The new entry it changes was not saved";

let store: UseStore | undefined;
/** The store; throws where IndexedDB is missing (callers then keep nothing). */
function db(): UseStore {
  if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
  return (store ??= createStore("pv-outbox", "items"));
}

let items: readonly OutboxItem[] = [];
let loaded = false;
const listeners = new Set<() => void>();

async function reload(): Promise<void> {
  let all: OutboxItem[] = [];
  try {
    all = (await entries<string, OutboxItem>(db())).map(([, v]) => v);
  } catch {
    // no IndexedDB (private mode of some browsers, tests): nothing was kept
  }
  items = all.sort((a, b) => a.kept_at.localeCompare(b.kept_at));
  loaded = true;
  for (const l of listeners) l();
}

/**
 * Keeps a write that could not reach the server; a create's `key` is the one it was sent with.
 * Items are sent in the order of `kept_at`, so it never repeats an earlier item's: an edit kept
 * in the same millisecond as the check-in it changes still comes after it.
 */
export async function keepForLater(item: Omit<OutboxItem, "user" | "kept_at">): Promise<OutboxItem> {
  if (!loaded) await reload();
  const last = items.reduce((max, i) => Math.max(max, Date.parse(i.kept_at)), 0);
  const at = new Date(Math.max(Date.now(), last + 1)).toISOString();
  const kept = { ...item, user: getUsername() ?? "", kept_at: at } as OutboxItem;
  await set(kept.key, kept, db());
  await reload();
  return kept;
}

export async function dismissRefused(key: string): Promise<void> {
  await del(key, db());
  await reload();
}

/** The signed-in user's items, oldest first (others' stay until they sign in again). */
export async function readOutbox(): Promise<OutboxItem[]> {
  if (!loaded) await reload();
  const user = getUsername();
  return items.filter((i) => i.user === user);
}

/** Ids of kept entries in lists: pending, never sent as ids (journal/queries.ts isPendingEntry). */
export const KEPT_ID_PREFIX = "pending-offline-";

/** The pending (not refused) entries, as journal entries, oldest first; of one goal if given. */
export function keptEntries(kept: readonly OutboxItem[], goalId?: string): JournalEntry[] {
  return kept.flatMap((i) =>
    i.kind === "entry" && i.refused === undefined && (goalId === undefined || i.body.goal_id === goalId)
      ? [
          {
            id: KEPT_ID_PREFIX + i.key,
            goal_id: i.body.goal_id,
            note: i.body.note,
            progress: i.body.progress ?? 0,
            created_at: i.body.created_at ?? i.kept_at,
            ...(i.body.amount === undefined ? {} : { amount: i.body.amount }),
          },
        ]
      : [],
  );
}

/**
 * An entry list with the kept edits and deletes applied (pending ones only: a refused change is
 * not shown, so the entry is back as the server has it). Creates are added by the caller.
 */
export function withKeptChanges(entries: JournalEntry[], kept: readonly OutboxItem[]): JournalEntry[] {
  let list = entries;
  for (const i of kept) {
    if (i.refused !== undefined) continue;
    if (i.kind === "delete") list = list.filter((e) => e.id !== i.body.id);
    else if (i.kind === "edit") list = list.map((e) => (e.id === i.body.id ? { ...e, ...i.body.changes } : e));
  }
  return list;
}

/** Whether an edit or delete of this entry waits on the device (the list marks it "Pending"). */
export function hasKeptChange(kept: readonly OutboxItem[], entryId: string): boolean {
  return kept.some((i) => (i.kind === "edit" || i.kind === "delete") && i.refused === undefined && i.body.id === entryId);
}

/** Kept check-ins that reached the server from this tab: list id → the server's id. */
const landed = new Map<string, string>();

/** Drops a kept item the person takes back (the Undo of a kept delete). */
export async function cancelKept(key: string): Promise<void> {
  await del(key, db());
  await reload();
}

/**
 * Sends an edit or a delete of an entry, or keeps it for later: when offline, when the request
 * got no answer (a PATCH sent twice changes nothing more; a delete answered 404 is done), when
 * the entry is a kept check-in not yet on the server, or when an earlier change of the same
 * entry still waits (sending this one first would reorder them). Any answer from the server (a
 * refusal too) is the caller's.
 */
export async function sendOrKeepChange<T>(
  kind: "edit" | "delete",
  body: OutboxChangeBody,
  send: (id: string) => Promise<T>,
): Promise<{ sent: T } | { kept: OutboxItem }> {
  const id = landed.get(body.id) ?? body.id;
  const keep = () => keepForLater({ kind, key: newIdempotencyKey(), body: { ...body, id } });
  const queued = hasKeptChange(await readOutbox(), id);
  if (!navigator.onLine || id.startsWith(KEPT_ID_PREFIX) || queued) {
    const kept = await keep();
    if (navigator.onLine) void flushOutbox().then(() => flushOutbox());
    return { kept };
  }
  try {
    return { sent: await send(id) };
  } catch (err) {
    if (err instanceof ApiError && err.isNetwork) return { kept: await keep() };
    throw err;
  }
}

/**
 * Sends a create, or keeps it for later when there is no connection (or the request got no
 * answer: it is then sent again with the same key, and the server answers the first result if
 * it had arrived). Any answer from the server (a refusal too) is the caller's, as before.
 */
export async function sendOrKeep<T, B extends OutboxItem["body"]>(
  kind: OutboxItem["kind"],
  key: string,
  body: B,
  send: (body: B) => Promise<T>,
): Promise<{ sent: T } | { kept: OutboxItem }> {
  const keep = (b: OutboxItem["body"]) => keepForLater({ kind, key, body: b } as Omit<OutboxItem, "user" | "kept_at">);
  // A check-in counts for the moment it was made, or for the time it was back-dated to.
  if (!navigator.onLine)
    return {
      kept: await keep(kind === "entry" ? { ...body, created_at: (body as OutboxEntryBody).created_at ?? new Date().toISOString() } : body),
    };
  try {
    return { sent: await send(body) };
  } catch (err) {
    if (err instanceof ApiError && err.isNetwork) return { kept: await keep(body) };
    throw err;
  }
}

let flushing: Promise<void> | undefined;
/**
 * Sends the signed-in user's pending items, oldest first. Stops at the first one that gets no
 * answer (still offline) and leaves the rest for the next try; a refused one (4xx) is marked
 * with the server's reason and the others go on. One flush at a time in this tab; other tabs
 * may flush the same items: the Idempotency-Key makes that harmless.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      // Offline, every try would fail: the `online` event flushes when the connection is back.
      if (!getToken() || !navigator.onLine) return;
      const queue = await readOutbox();
      for (const [index, item] of queue.entries()) {
        if (item.refused !== undefined) continue;
        try {
          const idempotencyKey = item.key;
          if (item.kind === "entry") {
            const saved = (await request("POST /journal", { body: item.body, idempotencyKey })).data;
            await retarget(queue, index, KEPT_ID_PREFIX + item.key, saved.id);
          } else if (item.kind === "goal") await request("POST /goals", { body: item.body, idempotencyKey });
          else if (!(await sendChange(item))) continue;
          await del(item.key, db());
        } catch (err) {
          const status = err instanceof ApiError ? err.status : 0;
          if (status === 0 || status >= 500 || status === 401 || status === 409 || status === 429) break;
          const reason = (err instanceof ApiError && err.serverMessage) || `Refused (${status})`;
          await set(item.key, { ...item, refused: reason }, db());
        }
      }
    } finally {
      await reload().catch(() => undefined);
      flushing = undefined;
    }
  })();
  return flushing;
}

/**
 * Once a kept check-in has landed, the edits and deletes kept for it name the server's id:
 * written to the device before the check-in leaves the outbox, so a reload in between still
 * sends them to the right entry (the check-in, re-sent with its key, answers the same id).
 */
async function retarget(queue: OutboxItem[], from: number, listId: string, serverId: string): Promise<void> {
  landed.set(listId, serverId);
  for (let i = from + 1; i < queue.length; i++) {
    const later = queue[i] as OutboxItem;
    if ((later.kind !== "edit" && later.kind !== "delete") || later.body.id !== listId) continue;
    const moved = { ...later, body: { ...later.body, id: serverId } } as OutboxItem;
    queue[i] = moved;
    await set(moved.key, moved, db());
  }
}

/**
 * Sends a kept edit or delete; false when it cannot be sent because the kept check-in it
 * changes never reached the server (refused, or dismissed): it is then marked refused.
 */
async function sendChange(item: OutboxItem & { kind: "edit" | "delete" }): Promise<boolean> {
  const id = landed.get(item.body.id) ?? item.body.id;
  if (id.startsWith(KEPT_ID_PREFIX)) {
    await set(item.key, { ...item, refused: UNSAVED_TARGET_MESSAGE }, db());
    return false;
  }
  if (item.kind === "edit") {
    await request("PATCH /journal/{id}", { params: { id }, body: item.body.changes ?? {} });
    return true;
  }
  try {
    await request("DELETE /journal/{id}", { params: { id } });
  } catch (err) {
    // Already gone: deleted by this very request whose answer was lost, or elsewhere. Done either way.
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
  return true;
}

let started = false;
/** Flushes now, whenever the connection comes back, and every minute while items wait. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener("online", () => void flushOutbox());
  window.setInterval(() => {
    if (navigator.onLine && items.some((i) => i.refused === undefined && i.user === getUsername())) void flushOutbox();
  }, 60_000);
  void flushOutbox();
}

const NONE: OutboxItem[] = [];
let snapshotSource: readonly OutboxItem[] | undefined;
let snapshotUser: string | null = null;
let snapshot: OutboxItem[] = NONE;
function currentSnapshot(): OutboxItem[] {
  const user = getUsername();
  if (snapshotSource !== items || snapshotUser !== user) {
    snapshotSource = items;
    snapshotUser = user;
    snapshot = items.filter((i) => i.user === user);
  }
  return snapshot;
}

/** The signed-in user's pending and refused items; re-renders on every change. */
export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      if (!loaded) void reload().catch(() => undefined);
      return () => listeners.delete(l);
    },
    currentSnapshot,
    () => NONE,
  );
}
