/**
 * Goals the user deleted whose DELETE has not been confirmed by the server. Spec §4 removes a
 * goal locally when the server cannot be reached; without this list the next refetch (which
 * may well succeed) would bring it straight back. A goal stays here — hidden from the grid,
 * listed as pending removal with Retry and Cancel — until a DELETE is answered (done, or 404:
 * gone) or the user cancels the removal.
 * Kept on the device per user (pv_pending_removals, keyed by username), so a reload or a closed
 * tab does not bring the goal back either; logout clears it with the rest of local storage.
 */
import { useSyncExternalStore } from "react";
import type { Goal } from "../../../core/schemas.js";
import { getUsername } from "../../lib/session.js";
import { STORAGE_KEYS, readJson, subscribeStorage, writeJson, writeString } from "../../lib/storage.js";

export interface PendingRemoval {
  goal: Goal;
  /** A DELETE is out right now (Retry waits); false once it failed to reach the server. */
  sending: boolean;
}

type Stored = Record<string, Goal[]>;

/** Whose removals `pending` holds; undefined until first read. */
let owner: string | null | undefined;
let pending: ReadonlyMap<string, PendingRemoval> = new Map();
const listeners = new Set<() => void>();

function isGoal(value: unknown): value is Goal {
  const g = value as Partial<Goal> | null;
  return typeof g?.id === "string" && typeof g.title === "string";
}

/** The signed-in user's pending removals, read from the device when the user changes. */
function current(): ReadonlyMap<string, PendingRemoval> {
  const user = getUsername();
  if (user !== owner) {
    owner = user;
    const stored = user ? readJson<Stored>(STORAGE_KEYS.pendingRemovals, {})[user] : undefined;
    // A DELETE that was out when the page went away is unconfirmed: Retry is offered.
    pending = new Map((Array.isArray(stored) ? stored.filter(isGoal) : []).map((goal) => [goal.id, { goal, sending: false }]));
  }
  return pending;
}

function persist(): void {
  if (!owner) return;
  const all = { ...readJson<Stored>(STORAGE_KEYS.pendingRemovals, {}) };
  // The goal as it was, without its journal: the list needs its title, Retry its id, a refused
  // DELETE puts it back until the list is loaded again.
  const goals = [...pending.values()].map(({ goal }) => ({ ...goal, journal: [] }));
  if (goals.length > 0) all[owner] = goals;
  else delete all[owner];
  if (Object.keys(all).length > 0) writeJson(STORAGE_KEYS.pendingRemovals, all);
  else writeString(STORAGE_KEYS.pendingRemovals, null);
}

function set(next: Map<string, PendingRemoval>): void {
  pending = next;
  persist();
  for (const l of listeners) l();
}

export const pendingRemovals = {
  start(goal: Goal): void {
    set(new Map(current()).set(goal.id, { goal, sending: true }));
  },
  /** The server could not be reached: keep the goal out of the list, offer Retry. */
  unconfirmed(goalId: string): void {
    const entry = current().get(goalId);
    if (entry) set(new Map(current()).set(goalId, { ...entry, sending: false }));
  },
  /** Answered (deleted, gone, or refused and restored), or cancelled: the list shows the server's truth. */
  settle(goalId: string): void {
    if (!current().has(goalId)) return;
    const next = new Map(current());
    next.delete(goalId);
    set(next);
  },
  has(goalId: string): boolean {
    return current().has(goalId);
  },
  /** Tests and sign-out. */
  clear(): void {
    set(new Map());
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out (another user's removals) changes what current() reads.
  const unsubscribeStorage = subscribeStorage(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeStorage();
  };
}

const snapshot = () => current();
const serverSnapshot = () => pending;

export function usePendingRemovals(): ReadonlyMap<string, PendingRemoval> {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** The list without the goals pending removal. */
export function withoutPendingRemovals(goals: Goal[], removals: ReadonlyMap<string, PendingRemoval>): Goal[] {
  return removals.size === 0 ? goals : goals.filter((g) => !removals.has(g.id));
}
