/**
 * The first line of every admin service function. The role is read from the database on each
 * call, not from the session: a demoted or disabled admin loses the admin routes at once, in
 * every server process.
 */
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, forbidden } from "../errors.js";
import { findEnabledRole } from "./queries.js";

export async function requireAdmin(deps: AppDeps, user: CurrentUser): Promise<void> {
  if ((await findEnabledRole(deps.db.db, user.id)) !== "admin") throw forbidden(MESSAGES.adminOnly);
}
