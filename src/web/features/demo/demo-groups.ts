/**
 * Demo mode's groups (issue 30 item 5): in this page's memory only, like the demo's goals; no
 * server call. A reload starts again without groups.
 */
import { useSyncExternalStore } from "react";
import type { Group } from "../../../core/group-schema.js";
import { inManualOrder } from "../../../core/manual-order.js";
import { toast } from "../../lib/toast.js";
import { demoStore } from "./demo-store.js";

let groups: Group[] = [];
let seq = 0;
const listeners = new Set<() => void>();

function set(next: Group[]): void {
  groups = inManualOrder(next).map((g, position) => ({ ...g, position }));
  for (const l of listeners) l();
}

export const demoGroups = {
  list: (): readonly Group[] => groups,
  create(name: string): Group {
    const group = { id: `demo-group-${Date.now().toString(36)}-${++seq}`, name, position: groups.length };
    set([...groups, group]);
    toast.success(`Created group "${name}"`);
    return group;
  },
  rename(id: string, name: string): void {
    set(groups.map((g) => (g.id === id ? { ...g, name } : g)));
    toast.success(`Renamed to "${name}"`);
  },
  /** The group's places after the move are 0…n−1 (as the server stores them). */
  reorder(next: readonly Group[], message: string): void {
    set([...next]);
    toast.success(message);
  },
  remove(id: string): void {
    const group = groups.find((g) => g.id === id);
    if (!group) return;
    demoStore.ungroup(id);
    set(groups.filter((g) => g.id !== id));
    toast.success(`Deleted group "${group.name}"; its goals are in no group now`);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoGroups(): readonly Group[] {
  return useSyncExternalStore(subscribe, demoGroups.list, demoGroups.list);
}
