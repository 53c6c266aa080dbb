import { slugLookupKey } from "../../core/slug.js";
import type { PublicListQuery } from "../../core/schemas.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, notFound } from "../errors.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import * as q from "./queries.js";

/** Without `limit` the list answers at most this many goals (the spec's "all", bounded). */
export const PUBLIC_LIST_MAX = 1000;

export async function listPublic(deps: AppDeps, query: PublicListQuery, viewer?: CurrentUser) {
  const sort: q.PublicSort = query.sort === "likes" ? "likes" : query.sort === "progress" ? "progress" : "recent";
  const { items, next } = await q.listPublicGoals(deps.db.db, deps.db.engine, {
    sort,
    limit: query.limit ?? PUBLIC_LIST_MAX,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    q: query.q,
    timeframe: query.timeframe === "all" ? undefined : query.timeframe,
    category: query.category === "all" ? undefined : query.category,
  });
  return { items: await withLiked(deps, items, viewer), nextCursor: next ? encodeCursor(next) : undefined };
}

/**
 * For a signed-in viewer, each goal says whether they like it (issue 15 item 15), so a fresh
 * browser shows their likes pressed; an anonymous answer has no `liked` at all.
 */
async function withLiked<T extends { id: string }>(deps: AppDeps, goals: T[], viewer: CurrentUser | undefined) {
  if (!viewer) return goals;
  const liked = await q.likedGoalIds(
    deps.db.db,
    viewer.id,
    goals.map((g) => g.id),
  );
  return goals.map((g) => ({ ...g, liked: liked.has(g.id) }));
}

/**
 * The one way to a public goal from its address (decision 042): its JSON, history, likes, page
 * head and picture all find it here. The username is lowercased as accounts store it, and the slug
 * read as core/slug.ts slugLookupKey says (composed and lowercase), so an NFD-spelled address finds
 * the goal on every route alike. Undefined for an unknown or private goal: callers answer 404.
 */
export async function findPublicGoal(deps: AppDeps, username: string, slug: string) {
  return q.findPublicGoalRow(deps.db.db, deps.db.engine, username.toLowerCase(), slugLookupKey(slug));
}

/** `journalLimit`: the latest entries to send (the page's first view); undefined for all of them. */
export async function getPublic(deps: AppDeps, username: string, slug: string, viewer?: CurrentUser, journalLimit?: number) {
  const found = await findPublicGoal(deps, username, slug);
  if (!found) throw notFound(MESSAGES.publicGoalNotFound);
  const goal = await q.publicGoalJournal(deps.db.db, found, journalLimit);
  const [answer] = await withLiked(deps, [goal], viewer);
  return answer ?? goal;
}
