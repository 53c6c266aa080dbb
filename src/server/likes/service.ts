import { slugLookupKey } from "../../core/slug.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, notFound, unauthorized } from "../errors.js";
import { findPublicGoalId } from "../public/queries.js";
import { setLike } from "./queries.js";

/** Any signed-in user may like a public goal; private and unknown goals are "not found" alike. */
export async function likeGoal(deps: AppDeps, user: CurrentUser, username: string, slug: string, like: boolean) {
  const { db, engine } = deps.db;
  const goalId = await findPublicGoalId(db, engine, username.toLowerCase(), slugLookupKey(slug));
  if (!goalId) throw notFound(MESSAGES.publicGoalNotFound);
  const likes = await setLike(db, engine, goalId, user.id, like, deps.now().toISOString());
  // The account was deleted from another session meanwhile: its sessions went with it.
  if (likes === undefined) throw unauthorized(MESSAGES.invalidToken);
  return { likes, liked: like };
}
