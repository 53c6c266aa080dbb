import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, notFound } from "../errors.js";
import { findPublicGoalId } from "../public/queries.js";
import { setLike } from "./queries.js";

/** Any signed-in user may like a public goal; private and unknown goals are "not found" alike. */
export async function likeGoal(deps: AppDeps, user: CurrentUser, username: string, slug: string, like: boolean) {
  const { db, engine } = deps.db;
  const goalId = await findPublicGoalId(db, engine, username.toLowerCase(), slug.toLowerCase());
  if (!goalId) throw notFound(MESSAGES.publicGoalNotFound);
  const likes = await setLike(db, goalId, user.id, like, deps.now().toISOString());
  return { likes, liked: like };
}
