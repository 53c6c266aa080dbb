/**
 * The dashboard's "Group by" choice and which sections are collapsed (issue 30 item 1): kept on
 * this device (local storage), read again in another tab. Keys here rather than in lib/storage.ts's
 * STORAGE_KEYS, which the public pages load (their bundle has no room).
 */
import { useSyncExternalStore } from "react";
import { readJson, readString, subscribeStorage, writeJson, writeString } from "../../lib/storage.js";

export const GROUP_BY_KEY = "pv_group_by";
export const COLLAPSED_KEY = "pv_collapsed_sections";

export const GROUP_BY_OPTIONS = [
  { value: "none", label: "None" },
  { value: "group", label: "My groups" },
  { value: "category", label: "Category" },
] as const;
export type GroupBy = (typeof GROUP_BY_OPTIONS)[number]["value"];

export function isGroupBy(v: string | null): v is GroupBy {
  return GROUP_BY_OPTIONS.some((o) => o.value === v);
}

const readGroupBy = (): GroupBy => {
  const v = readString(GROUP_BY_KEY);
  return isGroupBy(v) ? v : "none";
};

export function useGroupBy(): [GroupBy, (v: GroupBy) => void] {
  const value = useSyncExternalStore(subscribeStorage, readGroupBy, () => "none" as const);
  return [value, (v) => writeString(GROUP_BY_KEY, v === "none" ? null : v)];
}

// One snapshot per stored text, so useSyncExternalStore sees a stable value.
let cached: { raw: string | null; keys: ReadonlySet<string> } = { raw: null, keys: new Set() };
const readCollapsed = (): ReadonlySet<string> => {
  const raw = readString(COLLAPSED_KEY);
  if (raw !== cached.raw) {
    const list = readJson<unknown>(COLLAPSED_KEY, []);
    cached = { raw, keys: new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : []) };
  }
  return cached.keys;
};
const NONE: ReadonlySet<string> = new Set();

/** The collapsed sections' keys, and a toggle of one. */
export function useCollapsedSections(): [ReadonlySet<string>, (key: string) => void] {
  const keys = useSyncExternalStore(subscribeStorage, readCollapsed, () => NONE);
  const toggle = (key: string) => {
    const next = new Set(readCollapsed());
    if (next.has(key)) next.delete(key);
    else next.add(key);
    writeJson(COLLAPSED_KEY, [...next]);
  };
  return [keys, toggle];
}
