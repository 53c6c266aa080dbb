/**
 * Data kept only on this device (public-and-discovery §3 "Data kept on the device"):
 * likes, saves, follows, saved filters, circles and collections, with the spec's shapes.
 * Hooks re-render on changes from this tab or another.
 */
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, readJson, readString, subscribeStorage, writeJson } from "./storage.js";

/** Goal identity key: id, username and slug combined. */
export function goalKey(g: { id: string; username: string; slug: string }): string {
  return `${g.id}:${g.username.toLowerCase()}:${g.slug.toLowerCase()}`;
}

export interface SavedGoal {
  id: string;
  title: string;
  username: string;
  slug: string;
  category: string;
  timeframe: string;
  progress: number;
  created_at: string;
}
export interface FollowedGoal {
  id: string;
  title: string;
  username: string;
  slug: string;
}
export interface SavedFilter {
  q: string;
  category?: string;
  timeframe: string;
  minP?: number;
  maxP?: number;
  from?: string;
  to?: string;
  sort: string;
  saved_at: string;
}
export interface Circle {
  id: string;
  name: string;
  members: string[];
  prompts: string[];
}
export interface CollectionItem {
  id: string;
  username: string;
  slug: string;
  title: string;
}
export interface Collection {
  id: string;
  name: string;
  items: CollectionItem[];
}

export const DEFAULT_CIRCLE_PROMPTS = ["What went well?", "Where are you stuck?", "One small step next week?"];

type Maps = {
  likes: Record<string, boolean>;
  saves: Record<string, SavedGoal>;
  follows: Record<string, FollowedGoal>;
};

// Snapshots are cached by the raw string so useSyncExternalStore sees stable references.
const cache = new Map<string, { raw: string | null; value: unknown }>();
function readCached<T>(key: string, fallback: T): T {
  const raw = readString(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  const value = raw === null ? fallback : readJson<T>(key, fallback);
  cache.set(key, { raw, value });
  return value;
}

function useStored<T>(key: string, fallback: T): T {
  return useSyncExternalStore(
    subscribeStorage,
    () => readCached(key, fallback),
    () => fallback,
  );
}

const EMPTY = Object.freeze({}) as Record<string, never>;
const NONE = Object.freeze([]) as readonly never[];

export const deviceStore = {
  likes: () => readCached<Maps["likes"]>(STORAGE_KEYS.likes, EMPTY),
  saves: () => readCached<Maps["saves"]>(STORAGE_KEYS.saves, EMPTY),
  follows: () => readCached<Maps["follows"]>(STORAGE_KEYS.follows, EMPTY),
  filters: () => readCached<readonly SavedFilter[]>(STORAGE_KEYS.filters, NONE),
  circles: () => readCached<readonly Circle[]>(STORAGE_KEYS.circles, NONE),
  collections: () => readCached<readonly Collection[]>(STORAGE_KEYS.collections, NONE),

  setLiked(key: string, liked: boolean) {
    const next = { ...this.likes() };
    if (liked) next[key] = true;
    else delete next[key];
    writeJson(STORAGE_KEYS.likes, next);
  },
  /**
   * The server's word on the signed-in user's likes (`liked` on public goals, issue 15 item
   * 15) copied into pv_likes, so a fresh browser shows them pressed. Goals without `liked`
   * (anonymous answers) leave the device's own record alone; one write for a whole page.
   */
  mirrorServerLikes(goals: readonly unknown[]) {
    const current = this.likes();
    const next = { ...current };
    let changed = false;
    for (const item of goals) {
      const g = item as { id?: unknown; username?: unknown; slug?: unknown; liked?: unknown } | null;
      if (typeof g?.liked !== "boolean" || typeof g.id !== "string" || typeof g.username !== "string" || typeof g.slug !== "string") {
        continue;
      }
      const key = goalKey({ id: g.id, username: g.username, slug: g.slug });
      if (Boolean(current[key]) === g.liked) continue;
      if (g.liked) next[key] = true;
      else delete next[key];
      changed = true;
    }
    if (changed) writeJson(STORAGE_KEYS.likes, next);
  },
  /** Saves are keyed by goal id (the library reads them that way). */
  toggleSave(goal: SavedGoal): boolean {
    const next = { ...this.saves() };
    const saved = !next[goal.id];
    if (saved) next[goal.id] = goal;
    else delete next[goal.id];
    writeJson(STORAGE_KEYS.saves, next);
    return saved;
  },
  toggleFollow(goal: FollowedGoal): boolean {
    const next = { ...this.follows() };
    const followed = !next[goal.id];
    if (followed) next[goal.id] = goal;
    else delete next[goal.id];
    writeJson(STORAGE_KEYS.follows, next);
    return followed;
  },
  addFilter(filter: Omit<SavedFilter, "saved_at">, now = new Date()) {
    writeJson(STORAGE_KEYS.filters, [...this.filters(), { ...filter, saved_at: now.toISOString() }]);
  },
  removeFilter(index: number) {
    writeJson(
      STORAGE_KEYS.filters,
      this.filters().filter((_, i) => i !== index),
    );
  },
  /** An empty name becomes "Circle N" (N = count plus one); ids are base-36 timestamps. */
  createCircle(name: string, now = Date.now()): Circle {
    const list = this.circles();
    const circle: Circle = {
      id: now.toString(36),
      name: name.trim() || `Circle ${list.length + 1}`,
      members: [],
      prompts: [...DEFAULT_CIRCLE_PROMPTS],
    };
    writeJson(STORAGE_KEYS.circles, [...list, circle]);
    return circle;
  },
  createCollection(name: string, now = Date.now()): Collection {
    const list = this.collections();
    const collection: Collection = { id: now.toString(36), name: name.trim() || `Collection ${list.length + 1}`, items: [] };
    writeJson(STORAGE_KEYS.collections, [...list, collection]);
    return collection;
  },
  addToCollection(collectionId: string, item: CollectionItem) {
    writeJson(
      STORAGE_KEYS.collections,
      this.collections().map((c) =>
        c.id === collectionId && !c.items.some((i) => i.id === item.id) ? { ...c, items: [...c.items, item] } : c,
      ),
    );
  },
  removeFromCollection(collectionId: string, itemId: string) {
    writeJson(
      STORAGE_KEYS.collections,
      this.collections().map((c) => (c.id === collectionId ? { ...c, items: c.items.filter((i) => i.id !== itemId) } : c)),
    );
  },
};

export const useLikes = () => useStored<Maps["likes"]>(STORAGE_KEYS.likes, EMPTY);
export const useSaves = () => useStored<Maps["saves"]>(STORAGE_KEYS.saves, EMPTY);
export const useFollows = () => useStored<Maps["follows"]>(STORAGE_KEYS.follows, EMPTY);
export const useSavedFilters = () => useStored<readonly SavedFilter[]>(STORAGE_KEYS.filters, NONE);
export const useCircles = () => useStored<readonly Circle[]>(STORAGE_KEYS.circles, NONE);
export const useCollections = () => useStored<readonly Collection[]>(STORAGE_KEYS.collections, NONE);
