import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, notFound, unauthorized } from "../errors.js";
import { findPublicGoal } from "../public/service.js";
import { setLike } from "./queries.js";

/** Any signed-in user may like a public goal; private and unknown goals are "not found" alike. */
export async function likeGoal(deps: AppDeps, user: CurrentUser, username: string, slug: string, like: boolean) {
  const goal = await findPublicGoal(deps, username, slug);
  if (!goal) throw notFound(MESSAGES.publicGoalNotFound);
  const likes = await setLike(deps.db.db, deps.db.engine, goal.id, user.id, like, deps.now().toISOString());
  // The account was deleted from another session meanwhile: its sessions went with it.
  if (likes === undefined) throw unauthorized(MESSAGES.invalidToken);
  return { likes, liked: like };
}
