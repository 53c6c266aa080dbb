import { verifyPassword, hashPassword } from "../auth/password.js";
import { claimAttempt, waitFor } from "../auth/attempts.js";
import { validateNewPassword } from "../auth/service.js";
import { deleteAccountData, setPasswordHash, setWeekStart, weekStartOf } from "../db/accounts.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError, MESSAGES, badRequest } from "../errors.js";
import type { WeekStart } from "../../core/habit-rules.js";
import * as q from "./queries.js";

/**
 * Changes the password. Beyond the spec, the current password is required and checked (a
 * stolen token alone cannot lock the owner out), and every other session is revoked.
 */
export async function changePassword(
  deps: AppDeps,
  user: CurrentUser & { tokenHash: string },
  body: { currentPassword?: string | undefined; newPassword?: string | undefined },
) {
  if (!body.currentPassword || !body.newPassword) throw badRequest(MESSAGES.passwordFieldsMissing);
  // Its own count: failed logins by others for this username must not block the owner here.
  const userKey = `password-change:${user.username}`;
  const counter = deps.counters.loginFailuresByUser;
  // Claimed before the first await, so parallel guesses count each other (see auth/attempts.ts).
  const claim = claimAttempt(counter, userKey);
  try {
    const stored = await q.findPasswordHash(deps.db.db, user.id);
    if (!stored) throw new AppError("UNAUTHORIZED", MESSAGES.invalidToken);
    const failures = await counter.get(userKey);
    const waitMs = waitFor(failures, claim.pending, deps.config.limits.loginFailuresPerUser, deps.config.limits.loginWindowMs);
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new AppError("RATE_LIMITED", MESSAGES.tooManyLogins(minutes), { retryAfter: Math.ceil(waitMs / 1000) });
    }
    if (!(await verifyPassword(body.currentPassword, stored))) {
      await counter.increment(userKey);
      throw badRequest(MESSAGES.currentPasswordWrong);
    }
  } finally {
    claim.release();
  }
  validateNewPassword(body.newPassword);
  const hash = await hashPassword(body.newPassword);
  await deps.db.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, hash);
    await q.deleteOtherSessions(trx, user.id, user.tokenHash);
  });
}

/** Deletes the account; goals, entries, likes and sessions go with it (foreign-key cascade). */
export async function deleteAccount(deps: AppDeps, user: CurrentUser) {
  await deps.db.db.transaction().execute((trx) => deleteAccountData(trx, deps.db.engine, user.id));
}

/** The user's stored settings (issue 29). */
export async function readSettings(deps: AppDeps, user: CurrentUser) {
  return { week_start: await weekStartOf(deps.db.db, user.id) };
}

/** Changes the user's stored settings; an unchanged week start writes nothing. */
export async function changeSettings(deps: AppDeps, user: CurrentUser, body: { week_start?: WeekStart | undefined }) {
  const current = await weekStartOf(deps.db.db, user.id);
  if (body.week_start !== undefined && body.week_start !== current) await setWeekStart(deps.db.db, user.id, body.week_start);
  return { week_start: body.week_start ?? current };
}
