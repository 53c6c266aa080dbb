/**
 * The public goal page's server state without TanStack Query (issue 8: the library is 10.5 kB
 * gzip of a 100 kB first load; docs/decisions/008). One promise per goal, kept here and read
 * with React's `use()` under Suspense, so the request starts when the page renders, never in an
 * effect. What the page needs of a query cache, and no more:
 * - a visit reuses an answer younger than STALE_MS; an older one is shown while it is fetched
 *   again; a failed one is fetched again;
 * - "Try again" fetches again (the page shows its loading state meanwhile);
 * - like counts are patched in place (lib/like-counts.ts), from this page or any other.
 */
import { use, useEffect, useSyncExternalStore } from "react";
import { addLikeCountCache, withLikeCount } from "../../lib/like-counts.js";
import { type PublicGoalView, loadPublicGoal } from "./public-goal-query.js";

/** As long as TanStack Query's staleTime for the app's other queries (lib/query-client.ts). */
export const STALE_MS = 15_000;

export type PublicGoalOutcome = { goal: PublicGoalView; error?: undefined } | { goal?: undefined; error: Error };

interface Entry {
  username: string;
  slug: string;
  promise: Promise<PublicGoalOutcome>;
  /** Set once the promise has settled. */
  outcome?: PublicGoalOutcome;
  fetchedAt: number;
}

const entries = new Map<string, Entry>();
/**
 * Entries whose outcome a committed render has shown. A render React throws away (a sibling
 * suspended) runs the page's state initialiser again; refetching a failure then asked again on
 * every retry, 33–70 requests for one missing goal (issue 15 item 14). Only a failure the
 * visitor has seen is fetched again, on the next visit.
 */
const shown = new WeakSet<Entry>();
/** Keys being fetched again behind an answer on screen. */
const refreshing = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Username and slug match case-insensitively (public §7). */
export const publicGoalKey = (username: string, slug: string) => `${username.toLowerCase()}/${slug.toLowerCase()}`;

/**
 * Marks a promise as settled the way React's use() reads it (status and value), so use() returns
 * an answer already in without suspending: the hook calls use() on every render, never
 * conditionally (a conditional use() is a React error in development).
 */
function markSettled(promise: Promise<PublicGoalOutcome>, outcome: PublicGoalOutcome): PublicGoalOutcome {
  Object.assign(promise, { status: "fulfilled", value: outcome });
  return outcome;
}

function settled(goal: PublicGoalView): Entry["promise"] {
  const outcome = { goal };
  const promise = Promise.resolve(outcome);
  markSettled(promise, outcome);
  return promise;
}

function fetchInto(username: string, slug: string): Entry {
  const entry: Entry = {
    username,
    slug,
    fetchedAt: Date.now(),
    promise: loadPublicGoal(username, slug).then(
      (goal) => (entry.outcome = markSettled(entry.promise, { goal })),
      (err: unknown) => (entry.outcome = markSettled(entry.promise, { error: err instanceof Error ? err : new Error(String(err)) })),
    ),
  };
  entries.set(publicGoalKey(username, slug), entry);
  return entry;
}

/** Fetches the goal again and swaps the answer in when it arrives; a failure keeps the old one. */
function refresh(key: string, entry: Entry) {
  refreshing.add(key);
  void loadPublicGoal(entry.username, entry.slug)
    .then(
      (goal) => {
        // Unless "Try again" started a newer request meanwhile.
        if (!entries.get(key)?.outcome) return;
        entries.set(key, { ...entry, promise: settled(goal), outcome: { goal }, fetchedAt: Date.now() });
        emit();
      },
      () => undefined,
    )
    .finally(() => refreshing.delete(key));
}

/**
 * Called once when the page arrives at a goal: starts the request unless a usable answer is
 * cached. Call it from state that is committed before anything suspends, so a suspended render
 * cannot start a request again.
 */
export function visitPublicGoal(username: string, slug: string): string {
  const key = publicGoalKey(username, slug);
  const entry = entries.get(key);
  if (!entry || (entry.outcome?.error && shown.has(entry))) fetchInto(username, slug);
  else if (entry.outcome && !refreshing.has(key) && Date.now() - entry.fetchedAt > STALE_MS) refresh(key, entry);
  return key;
}

/** Fetches the goal again, showing the loading state meanwhile ("Try again"). */
export function reloadPublicGoal(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  fetchInto(entry.username, entry.slug);
  emit();
}

/**
 * The goal visited under `key` (visitPublicGoal), or why it could not be loaded. Suspends while
 * the request is under way; re-renders when the answer is refreshed or a like count changes.
 */
export function usePublicGoal(key: string): PublicGoalOutcome {
  const entry = useSyncExternalStore(subscribe, () => entries.get(key));
  useEffect(() => {
    if (entry?.outcome) shown.add(entry);
  }, [entry, entry?.outcome]);
  if (!entry) throw new Error(`usePublicGoal(${key}) before visitPublicGoal`);
  return use(entry.promise);
}

addLikeCountCache((goalId, next) => {
  let changed = false;
  for (const [key, entry] of entries) {
    const goal = entry.outcome?.goal;
    if (!goal || goal.id !== goalId) continue;
    const patched = withLikeCount(goal, goalId, next);
    entries.set(key, { ...entry, promise: settled(patched), outcome: { goal: patched } });
    changed = true;
  }
  if (changed) emit();
});

/** Forgets every answer (tests). */
export function clearPublicGoalCache(): void {
  entries.clear();
  refreshing.clear();
}
