import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** The user's stored password hash: a password change checks the current password against it. */
export async function findPasswordHash(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row?.password_hash;
}

/** Every session of the user but the one changing the password. */
export async function deleteOtherSessions(db: Kysely<Database>, userId: string, keepTokenHash: string) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("token_hash", "!=", keepTokenHash).execute();
}
