/**
 * Check-ins and goals made without a connection (issue 18; decision 025): kept in IndexedDB
 * until the server has them, so closing the tab offline loses nothing. Each item carries the
 * Idempotency-Key it was first tried with and is always re-sent with it, so however often a
 * flush is repeated (reconnects, two tabs, a reload mid-request) the server writes it once. A
 * refused one stays, with the server's reason, until the person dismisses it.
 */
import { type UseStore, createStore, del, entries, set } from "idb-keyval";
import { useSyncExternalStore } from "react";
import type { JournalEntry } from "../../core/schemas.js";
import { ApiError, request } from "./api.js";
import { getToken, getUsername } from "./session.js";

export interface OutboxEntryBody {
  goal_id: string;
  note: string;
  progress: number;
  /** Set when the entry was never tried online: it counts for the moment it was made. */
  created_at?: string;
}
export interface OutboxGoalBody {
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
}
export type OutboxItem = { key: string; user: string; kept_at: string; refused?: string } & (
  { kind: "entry"; body: OutboxEntryBody } | { kind: "goal"; body: OutboxGoalBody }
);

/** The toast for a create kept on the device. */
export const KEPT_MESSAGE = "Saved on this device. It will be sent when you are back online.";

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

/** Keeps a create that could not reach the server; `key` is the one it was sent with. */
export async function keepForLater(item: Omit<OutboxItem, "user" | "kept_at">): Promise<OutboxItem> {
  const kept = { ...item, user: getUsername() ?? "", kept_at: new Date().toISOString() } as OutboxItem;
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
            progress: i.body.progress,
            created_at: i.body.created_at ?? i.kept_at,
          },
        ]
      : [],
  );
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
      if (!getToken()) return;
      for (const item of await readOutbox()) {
        if (item.refused !== undefined) continue;
        try {
          const idempotencyKey = item.key;
          if (item.kind === "entry") await request("POST /journal", { body: item.body, idempotencyKey });
          else await request("POST /goals", { body: item.body, idempotencyKey });
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
