/**
 * Check-in links (issue 32): a secret url that logs one goal's one-tap check-in for whoever
 * holds it (an NFC tag, a Home Assistant button, an iOS Shortcut). The url's secret is its only
 * credential: 256 random bits, kept only as its SHA-256.
 */
import { quickIncrement } from "../../core/progress.js";
import type { JournalEntry } from "../../core/schemas.js";
import { requireGoalAccess } from "../access.js";
import { hashToken, newToken } from "../auth/tokens.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { notFound } from "../errors.js";
import * as journal from "../journal/service.js";
import * as q from "./queries.js";

export const LINK_TEXT = {
  notFound: "Check-in link not found",
} as const;

/** Where a link's url points: `/api/checkin/<secret>` on the site's origin. */
export const CHECKIN_PATH = "/api/checkin/";

export type CheckinLink = NonNullable<Awaited<ReturnType<typeof q.findLinkBySecret>>>;

export async function createLink(deps: AppDeps, user: CurrentUser, goalId: string, name: string | undefined, origin: string) {
  await requireGoalAccess(deps, user, goalId);
  const secret = newToken();
  const id = deps.newId();
  await q.insertLink(deps.db.db, {
    id,
    userId: user.id,
    goalId,
    secretHash: hashToken(secret),
    name: name ?? null,
    createdAt: deps.now().toISOString(),
  });
  return { id, url: `${origin}${CHECKIN_PATH}${secret}` };
}

export async function listLinks(deps: AppDeps, user: CurrentUser, goalId: string) {
  await requireGoalAccess(deps, user, goalId);
  return q.linksOf(deps.db.db, user.id, goalId);
}

/** Only the user's own; another user's id is not found. */
export async function revokeLink(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.deleteOwnLink(deps.db.db, user.id, id))) throw notFound(LINK_TEXT.notFound);
}

/** The link its url names, or 404: the url's secret is the authorization. */
export async function requireLink(deps: AppDeps, secret: string): Promise<CheckinLink> {
  const link = await q.findLinkBySecret(deps.db.db, hashToken(secret));
  if (!link) throw notFound(LINK_TEXT.notFound);
  return link;
}

/**
 * The goal's one-tap check-in, as its owner's (`id` from an Idempotency-Key claim): +10 % for a
 * progress goal, done for a check goal, `amount` for an amount goal (journal/service.ts says 400
 * without one).
 */
export async function checkIn(deps: AppDeps, link: CheckinLink, amount: number | undefined, id: string): Promise<JournalEntry> {
  const note = link.name ? `Checked in with "${link.name}"` : "Checked in with a check-in link";
  const progress =
    link.habit.kind === "progress" ? quickIncrement(await q.latestProgress(deps.db.db, link.user.id, link.goalId)) : undefined;
  const entry = await journal.addEntry(
    deps,
    link.user,
    { goal_id: link.goalId, note, ...(progress === undefined ? {} : { progress }), ...(amount === undefined ? {} : { amount }) },
    id,
  );
  await q.touchLink(deps.db.db, link.id, deps.now().toISOString());
  return entry;
}

/** A resumed check-in reads back what it wrote. */
export async function findCheckIn(deps: AppDeps, link: CheckinLink, id: string) {
  return journal.findEntry(deps, link.user, id);
}
