/**
 * Like counts live in several cached answers at once: explore's pages and advanced search's list
 * (TanStack Query, lib/query-client.ts) and the public goal page's own cache, which runs without
 * TanStack Query (docs/decisions/008). Each cache registers here; a like patches the goal's count
 * in every one of them, whichever page the like came from.
 */

interface Likeable {
  id: string;
  likes_count: number;
  likes?: number;
}

function isLikeable(x: unknown): x is Likeable {
  return typeof x === "object" && x !== null && typeof (x as Likeable).id === "string" && typeof (x as Likeable).likes_count === "number";
}

/** `data` with goal `goalId`'s count replaced by `next(current)`; other data is returned as is. */
export function withLikeCount<T>(data: T, goalId: string, next: (current: number) => number): T {
  if (Array.isArray(data)) {
    let changed = false;
    const out = data.map((item: unknown) => {
      const patched = withLikeCount(item, goalId, next);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? out : data) as T;
  }
  if (isLikeable(data)) {
    if (data.id !== goalId) return data;
    const count = Math.max(0, next(data.likes_count));
    return { ...data, likes_count: count, ...("likes" in data ? { likes: count } : {}) };
  }
  if (typeof data === "object" && data !== null) {
    // An infinite query ({pages: [{items}]}) or one page of it ({items, nextCursor}).
    const obj = data as Record<string, unknown>;
    for (const field of ["pages", "items"] as const) {
      if (Array.isArray(obj[field])) {
        const patched = withLikeCount(obj[field], goalId, next);
        return (patched === obj[field] ? data : { ...obj, [field]: patched }) as T;
      }
    }
  }
  return data;
}

/** Applies `next` to one goal's like count in the cache that registered it. */
export type LikeCountPatch = (goalId: string, next: (current: number) => number) => void;

const caches = new Set<LikeCountPatch>();

/** Registers a cache that holds like counts; returns the function that unregisters it. */
export function addLikeCountCache(patch: LikeCountPatch): () => void {
  caches.add(patch);
  return () => caches.delete(patch);
}

/** Applies `next` to the goal's like count in every registered cache. */
export function patchLikeCounts(goalId: string, next: (current: number) => number): void {
  for (const patch of caches) patch(goalId, next);
}
