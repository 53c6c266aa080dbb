import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export async function setPasswordHash(db: Kysely<Database>, userId: string, hash: string) {
  await db.updateTable("users").set({ password_hash: hash }).where("id", "=", userId).execute();
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
