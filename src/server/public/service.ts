import type { PublicListQuery } from "../../core/schemas.js";
import type { AppDeps } from "../deps.js";
import { MESSAGES, notFound } from "../errors.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import * as q from "./queries.js";

/** Without `limit` the list answers at most this many goals (the spec's "all", bounded). */
export const PUBLIC_LIST_MAX = 1000;

export async function listPublic(deps: AppDeps, query: PublicListQuery) {
  const sort: q.PublicSort = query.sort === "likes" ? "likes" : query.sort === "progress" ? "progress" : "recent";
  const { items, next } = await q.listPublicGoals(deps.db.db, deps.db.engine, {
    sort,
    limit: query.limit ?? PUBLIC_LIST_MAX,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    q: query.q,
    timeframe: query.timeframe === "all" ? undefined : query.timeframe,
    category: query.category === "all" ? undefined : query.category,
  });
  return { items, nextCursor: next ? encodeCursor(next) : undefined };
}

/** `journalLimit`: the latest entries to send (the page's first view); undefined for all of them. */
export async function getPublic(deps: AppDeps, username: string, slug: string, journalLimit?: number) {
  const goal = await q.findPublicGoal(deps.db.db, deps.db.engine, username.toLowerCase(), slug.toLowerCase(), journalLimit);
  if (!goal) throw notFound(MESSAGES.publicGoalNotFound);
  return goal;
}
