/**
 * The Undo of each goal's latest one-tap check-in (issue 29 item 3): the card's Undo button and
 * the toast's Undo run the same function, once. Mode-agnostic: the server actions register a
 * DELETE (or the withdrawal of a check-in kept on the device), demo mode a local removal.
 */
import { useSyncExternalStore } from "react";

const undos = new Map<string, () => void>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const lastTaps = {
  /** `undo` takes back the goal's latest one-tap check-in; it replaces any earlier one's. */
  set(goalId: string, undo: () => void): void {
    undos.set(goalId, undo);
    emit();
  },
  /** Runs (once) and forgets the goal's Undo; false when there is none. */
  undo(goalId: string): boolean {
    const run = undos.get(goalId);
    if (!run) return false;
    undos.delete(goalId);
    emit();
    run();
    return true;
  },
  has(goalId: string): boolean {
    return undos.has(goalId);
  },
  /** Forgets every Undo (tests; signing out). */
  clear(): void {
    undos.clear();
    emit();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Whether the goal's latest one-tap check-in can be taken back from here. */
export function useCanUndoTap(goalId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => undos.has(goalId),
    () => false,
  );
}
