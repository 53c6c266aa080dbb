import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { Engine } from "../db/values.js";

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
