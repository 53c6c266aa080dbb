/**
 * Account rows more than one resource writes (issue 31, decision 045): sign-up and the shell both
 * create users, a password reset and a password change both set the hash, a user's own deletion
 * and an admin's are one deletion, and sign-up and reset read the admin's invitations and links.
 * Codes and tokens arrive here only as their SHA-256 (auth/tokens.ts hashToken).
 */
import { type Kysely, sql } from "kysely";
import type { Role, SignupMode } from "../../core/admin-schema.js";
import type { WeekStart } from "../../core/habit-rules.js";
import type { Database } from "./schema.js";
import { type Engine, toBool } from "./values.js";

/** Whether the server has any account yet: its first one is its admin, whatever the sign-up mode. */
export async function hasAnyUser(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("users").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** The sign-up mode in force: the configured one, except "open" until the server's first account exists. */
export async function signupModeInForce(db: Kysely<Database>, configured: SignupMode): Promise<SignupMode> {
  return configured === "open" || (await hasAnyUser(db)) ? configured : "open";
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { id: string; username: string; passwordHash: string; why: string; createdAt: string; lastSeenAt: string | null; role: Role },
) {
  await db
    .insertInto("users")
    .values({
      id: user.id,
      username: user.username,
      password_hash: user.passwordHash,
      why: user.why,
      created_at: user.createdAt,
      role: user.role,
      last_seen_at: user.lastSeenAt,
    })
    .execute();
}

export async function setPasswordHash(db: Kysely<Database>, userId: string, hash: string) {
  await db.updateTable("users").set({ password_hash: hash }).where("id", "=", userId).execute();
}

/**
 * Locks the user's row (PostgreSQL) before anything else of the deletion: a like in flight from
 * another session of the user holds it FOR KEY SHARE (likes/queries.ts setLike), so the
 * deletion waits for that like to commit and its release of the like counts, a new statement,
 * then sees the like row; a later like finds the user gone. Same lock order, no deadlock.
 */
export async function lockUser(db: Kysely<Database>, engine: Engine, userId: string) {
  if (engine === "postgres") await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/** Decrements the like counts of every goal the user liked (their like rows then cascade away). */
export async function releaseLikesOf(db: Kysely<Database>, userId: string) {
  await db
    .updateTable("goals")
    .set({ likes_count: sql`likes_count - 1` })
    .where("id", "in", db.selectFrom("likes").select("goal_id").where("user_id", "=", userId))
    .execute();
}

export async function deleteUser(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("users").where("id", "=", userId).execute();
}

/**
 * Everything of an account goes, inside the caller's transaction: its own deletion (DELETE
 * /settings) and an admin's (DELETE /admin/users/{username}) are the same deletion.
 */
export async function deleteAccountData(db: Kysely<Database>, engine: Engine, userId: string) {
  await lockUser(db, engine, userId);
  // Likes the user gave leave the liked goals' counts.
  await releaseLikesOf(db, userId);
  await deleteUser(db, userId);
}

/** A usable invitation (not used, not expired) by its code's hash. */
export async function findInvite(db: Kysely<Database>, codeHash: string, nowIso: string) {
  return db
    .selectFrom("invites")
    .select("id")
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
}

/** Uses the invitation up for the new account: false when it was used, expired or revoked meanwhile. */
export async function redeemInvite(db: Kysely<Database>, codeHash: string, userId: string, nowIso: string) {
  const result = await db
    .updateTable("invites")
    .set({ used_at: nowIso, used_by: userId })
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A one-time reset link (auth/reset-link.ts), as its token's hash. */
export async function insertResetToken(
  db: Kysely<Database>,
  t: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto("reset_tokens")
    .values({ token_hash: t.tokenHash, user_id: t.userId, created_at: t.createdAt, expires_at: t.expiresAt })
    .execute();
}

/** The account a live reset token belongs to. */
export async function findResetToken(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  const row = await db
    .selectFrom("reset_tokens")
    .innerJoin("users", "users.id", "reset_tokens.user_id")
    .select(["users.id", "users.username", "users.disabled"])
    .where("reset_tokens.token_hash", "=", tokenHash)
    .where("reset_tokens.expires_at", ">", nowIso)
    .executeTakeFirst();
  return row && { userId: row.id, username: row.username, disabled: toBool(row.disabled) };
}

/** Uses the token up: false when another request used it first. */
export async function consumeResetToken(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  const result = await db
    .deleteFrom("reset_tokens")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A new password voids every other link of the account. */
export async function deleteResetTokensOf(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("reset_tokens").where("user_id", "=", userId).execute();
}

/** The first day of the user's habit weeks (issue 29; migration 0021), read by the goal list and check-ins. */
export async function weekStartOf(db: Kysely<Database>, userId: string): Promise<WeekStart> {
  const row = await db.selectFrom("users").select("week_start").where("id", "=", userId).executeTakeFirst();
  return weekStartOfRow(row?.week_start);
}

/** A users.week_start value as the week start it stands for (read with another row: access.ts). */
export function weekStartOfRow(value: string | undefined): WeekStart {
  return value === "sunday" ? "sunday" : "monday";
}

/**
 * Sets the user's week start and restamps their goals (db/data-version.ts): every kept part of the
 * goal list was derived with the old week, and a stamp is what moves a part out (decision 046).
 */
export async function setWeekStart(db: Kysely<Database>, userId: string, weekStart: WeekStart) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ week_start: weekStart }).where("id", "=", userId).execute();
    await sql`update goals set timeframe = timeframe where user_id = ${userId}`.execute(trx);
  });
}
