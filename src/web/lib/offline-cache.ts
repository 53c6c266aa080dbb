/**
 * The last answers of the signed-in user's own lists (goals, journal), kept in IndexedDB so the
 * dashboard and the journal open offline with the last known data (issue 18; decision 025).
 * Kept by the app, per user, and cleared on logout, never by the service worker: its caches are
 * shared by whoever uses the browser next.
 */
import { type UseStore, clear, createStore, get, set } from "idb-keyval";
import { useSyncExternalStore } from "react";
import { ApiError } from "./api.js";
import { getUsername } from "./session.js";

let store: UseStore | undefined;
/** The store, or nothing where IndexedDB is missing (the app then works online only). */
function db(): UseStore | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  return (store ??= createStore("pv-last-known", "answers"));
}

let fromCache = false;
const listeners = new Set<() => void>();
function setFromCache(value: boolean) {
  if (fromCache === value) return;
  fromCache = value;
  for (const l of listeners) l();
}

/**
 * `fetch`'s answer, remembered under `name` for this user; with no connection, the remembered
 * one (and the page says it is offline; `onKept` is called first). Any other failure is the
 * caller's, as before.
 */
export async function withLastKnown<T>(name: string, fetch: () => Promise<T>, onKept?: () => void): Promise<T> {
  const key = `${getUsername() ?? ""}:${name}`;
  try {
    const fresh = await fetch();
    setFromCache(false);
    const to = db();
    if (to) void set(key, fresh, to).catch(() => undefined); // a full or blocked store only costs the offline copy
    return fresh;
  } catch (err) {
    if (!(err instanceof ApiError && err.isNetwork)) throw err;
    const from = db();
    const known = from ? await get<T>(key, from).catch(() => undefined) : undefined;
    if (known === undefined) throw err;
    onKept?.();
    setFromCache(true);
    return known;
  }
}

/**
 * Edits the copy remembered under `name` (an answer that changed part of a list the page does
 * not ask for again: decision 044), so the list opened offline is not older than the one shown.
 */
export function editLastKnown<T>(name: string, edit: (known: T) => T): void {
  const to = db();
  if (!to) return;
  const key = `${getUsername() ?? ""}:${name}`;
  void get<T>(key, to)
    .then((known) => (known === undefined ? undefined : set(key, edit(known), to)))
    .catch(() => undefined); // a full or blocked store only costs the offline copy
}

/** Logout: nothing of this user's stays on the device. */
export async function clearLastKnown(): Promise<void> {
  setFromCache(false);
  const from = db();
  if (from) await clear(from).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** True without a connection, or while the lists shown are the remembered ones. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine || fromCache,
    () => false,
  );
}
