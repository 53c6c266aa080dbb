/**
 * Like counts live in several cached answers at once: explore's pages, advanced search's list
 * and a goal page's detail. One goal's count is patched wherever it appears.
 */
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys.js";

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

const ROOTS = [queryKeys.publicList({})[0], queryKeys.publicGoal("", "")[0]];

/** Applies `next` to the goal's like count in every cached public list and goal page. */
export function patchCachedLikes(client: QueryClient, goalId: string, next: (current: number) => number): void {
  for (const root of ROOTS) {
    client.setQueriesData({ queryKey: [root] }, (data: unknown) => withLikeCount(data, goalId, next));
  }
}
