/**
 * Goals the user deleted whose DELETE has not been confirmed by the server. Spec §4 removes a
 * goal locally when the server cannot be reached; without this list the next refetch (which
 * may well succeed) would bring it straight back. A goal stays here — hidden from the grid,
 * listed as pending removal with Retry — until a DELETE is answered (done, or 404: gone).
 * Memory only: a reload shows the server's truth again.
 */
import { useSyncExternalStore } from "react";
import type { Goal } from "../../../core/schemas.js";

export interface PendingRemoval {
  goal: Goal;
  /** A DELETE is out right now (Retry waits); false once it failed to reach the server. */
  sending: boolean;
}

let pending: ReadonlyMap<string, PendingRemoval> = new Map();
const listeners = new Set<() => void>();

function set(next: Map<string, PendingRemoval>): void {
  pending = next;
  for (const l of listeners) l();
}

export const pendingRemovals = {
  start(goal: Goal): void {
    set(new Map(pending).set(goal.id, { goal, sending: true }));
  },
  /** The server could not be reached: keep the goal out of the list, offer Retry. */
  unconfirmed(goalId: string): void {
    const entry = pending.get(goalId);
    if (entry) set(new Map(pending).set(goalId, { ...entry, sending: false }));
  },
  /** Answered (deleted, gone, or refused and restored): the list shows the server's truth. */
  settle(goalId: string): void {
    if (!pending.has(goalId)) return;
    const next = new Map(pending);
    next.delete(goalId);
    set(next);
  },
  has(goalId: string): boolean {
    return pending.has(goalId);
  },
  /** Tests and sign-out. */
  clear(): void {
    set(new Map());
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => pending;

export function usePendingRemovals(): ReadonlyMap<string, PendingRemoval> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The list without the goals pending removal. */
export function withoutPendingRemovals(goals: Goal[], removals: ReadonlyMap<string, PendingRemoval>): Goal[] {
  return removals.size === 0 ? goals : goals.filter((g) => !removals.has(g.id));
}
