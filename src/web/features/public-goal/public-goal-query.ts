/**
 * Loading one public goal (public §7 call 1, with the call 2 fallback, and the §8 messages).
 * The journal is ordered newest first and the goal's progress is its newest entry's.
 * No retry: the fallback already is the second attempt, and a missing goal will not appear on
 * retry. The page caches the answer in public-goal-cache.ts.
 */
import { sortEntriesByTime } from "../../../core/entries.js";
import { clampProgress } from "../../../core/clamp-progress.js";
import type { PublicGoalDetail, PublicGoalSummary } from "../../../core/schemas.js";
import { ApiError, api } from "../../lib/api.js";

export const PUBLIC_GOAL_MESSAGES = {
  missingParams: "Missing username or slug in URL.",
  listFailed: (status: number) => `Failed to load public goals: ${status}`,
  listInvalid: "Invalid response format for public goals",
  notFound: "Public goal not found",
  couldNotLoad: "Could not load public goal",
  invalid: "Invalid response format",
  empty: "Empty response",
} as const;

/** The goal does not exist or is not public: the page shows "Goal not found". */
export class PublicGoalNotFoundError extends Error {
  constructor() {
    super(PUBLIC_GOAL_MESSAGES.notFound);
    this.name = "PublicGoalNotFoundError";
  }
}

export type PublicGoalView = PublicGoalDetail;

/**
 * Newest entry first; the goal's progress is the newest entry's (or the server's, with none).
 * Entries sharing a time keep the order they came in: the server sends them newest first, ties
 * by id as it decides "latest" (so the page shows the progress the server stored).
 */
export function toPublicGoalView(goal: PublicGoalSummary & { journal?: PublicGoalDetail["journal"] }): PublicGoalView {
  const journal = sortEntriesByTime([...(goal.journal ?? [])].reverse()).reverse();
  const newest = journal[0];
  return { ...goal, journal, progress: newest ? clampProgress(newest.progress) : clampProgress(goal.progress) };
}

function checkDetail(data: unknown): PublicGoalDetail {
  if (data === undefined || data === null || data === "") throw new Error(PUBLIC_GOAL_MESSAGES.empty);
  const g = data as Partial<PublicGoalDetail>;
  if (typeof data !== "object" || typeof g.username !== "string" || typeof g.slug !== "string" || typeof g.title !== "string") {
    throw new Error(PUBLIC_GOAL_MESSAGES.invalid);
  }
  return { ...(data as PublicGoalDetail), journal: Array.isArray(g.journal) ? g.journal : [] };
}

/** The fallback: find the goal in the public list by case-insensitive username and slug. */
async function findInPublicList(username: string, slug: string, signal?: AbortSignal): Promise<PublicGoalView> {
  let items: PublicGoalSummary[];
  try {
    items = (await api.listPublic({}, signal)).items;
  } catch (err) {
    if (err instanceof ApiError && err.status === 200) throw new Error(PUBLIC_GOAL_MESSAGES.listInvalid, { cause: err });
    if (err instanceof ApiError && err.status > 0) throw new Error(PUBLIC_GOAL_MESSAGES.listFailed(err.status), { cause: err });
    throw err;
  }
  const u = username.toLowerCase();
  const s = slug.toLowerCase();
  const match = items.find((g) => g.username?.toLowerCase() === u && g.slug?.toLowerCase() === s);
  if (!match) throw new PublicGoalNotFoundError();
  return toPublicGoalView(match);
}

/**
 * Not respelled here (core/wire-shape.ts): every byte of this page's first load counts against
 * its budget, and these answers come from the server's mappers (server/public/queries.ts), which
 * write created_at and nothing else, as publicGoalDetailSchema documents.
 */
export async function loadPublicGoal(username: string, slug: string, signal?: AbortSignal): Promise<PublicGoalView> {
  if (!username || !slug) throw new Error(PUBLIC_GOAL_MESSAGES.missingParams);
  try {
    return toPublicGoalView(checkDetail(await api.getPublic(username, slug, signal)));
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    if (err instanceof ApiError && err.status === 404) throw new PublicGoalNotFoundError();
    return findInPublicList(username, slug, signal);
  }
}

/** The whole journal of a public goal, newest first ("Show all N updates"). */
export async function loadWholeJournal(username: string, slug: string): Promise<PublicGoalView["journal"]> {
  return toPublicGoalView(checkDetail(await api.getPublic(username, slug, undefined, "all"))).journal;
}
