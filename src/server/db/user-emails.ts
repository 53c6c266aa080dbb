/**
 * A user's e-mail address (issue 32, migration 0027), read by the mail resource, by
 * "Forgot password?" and by the export; written only by the mail resource. A confirmation token
 * arrives here only as its SHA-256 (auth/tokens.ts hashToken).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";

export interface UserEmail {
  address: string;
  confirmed: boolean;
}

export async function emailOf(db: Kysely<Database>, userId: string): Promise<UserEmail | null> {
  const row = await db.selectFrom("user_emails").select(["address", "confirmed_at"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { address: row.address, confirmed: row.confirmed_at !== null } : null;
}

/** Sets the user's one address as pending, its confirmation token replacing any earlier one. */
export async function putPendingEmail(
  db: Kysely<Database>,
  e: { userId: string; address: string; tokenHash: string; expiresAt: string; now: string },
) {
  const pending = { address: e.address, confirmed_at: null, token_hash: e.tokenHash, token_expires_at: e.expiresAt, created_at: e.now };
  await db
    .insertInto("user_emails")
    .values({ user_id: e.userId, ...pending })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(pending))
    .execute();
}

/** Confirms the user's pending address if the token is its live one; false for any other token. */
export async function confirmEmail(db: Kysely<Database>, userId: string, tokenHash: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("user_emails")
    .set({ confirmed_at: nowIso, token_hash: null, token_expires_at: null })
    .where("user_id", "=", userId)
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("user_emails").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The enabled account whose confirmed address this is (what "Forgot password?" may mail). */
export async function accountByConfirmedEmail(db: Kysely<Database>, address: string) {
  return db
    .selectFrom("user_emails")
    .innerJoin("users", "users.id", "user_emails.user_id")
    .select(["users.id as id", "users.username as username"])
    .where("user_emails.address", "=", address)
    .where("user_emails.confirmed_at", "is not", null)
    .where(sql<boolean>`not users.disabled`)
    .executeTakeFirst();
}
