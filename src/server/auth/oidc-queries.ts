/** Rows of single sign-on (migration 0024): identities, sign-ons under way, hand-off codes. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { toBool } from "../db/values.js";

export async function insertOidcLogin(
  db: Kysely<Database>,
  row: { stateHash: string; codeVerifier: string; nonce: string; invite: string | null; expiresAt: string },
) {
  await db
    .insertInto("oidc_logins")
    .values({ state_hash: row.stateHash, code_verifier: row.codeVerifier, nonce: row.nonce, invite: row.invite, expires_at: row.expiresAt })
    .execute();
}

/** Takes the sign-on under way by its state, once: a second callback with it finds nothing. */
export async function takeOidcLogin(db: Kysely<Database>, stateHash: string, nowIso: string) {
  const row = await db
    .deleteFrom("oidc_logins")
    .where("state_hash", "=", stateHash)
    .returning(["code_verifier", "nonce", "invite", "expires_at"])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).toISOString() <= nowIso) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce, invite: row.invite };
}

export async function findIdentityUser(db: Kysely<Database>, issuer: string, subject: string) {
  const row = await db
    .selectFrom("oidc_identities")
    .innerJoin("users", "users.id", "oidc_identities.user_id")
    .select(["users.id as id", "users.username as username", "users.disabled as disabled"])
    .where("oidc_identities.issuer", "=", issuer)
    .where("oidc_identities.subject", "=", subject)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, disabled: toBool(row.disabled) };
}

export async function insertIdentity(db: Kysely<Database>, row: { issuer: string; subject: string; userId: string; createdAt: string }) {
  await db
    .insertInto("oidc_identities")
    .values({ issuer: row.issuer, subject: row.subject, user_id: row.userId, created_at: row.createdAt })
    .execute();
}

export async function insertHandoff(db: Kysely<Database>, row: { codeHash: string; userId: string; expiresAt: string }) {
  await db.insertInto("sign_in_handoffs").values({ code_hash: row.codeHash, user_id: row.userId, expires_at: row.expiresAt }).execute();
}

/** Takes the hand-off code once; its account as it is now (it may have been disabled meanwhile). */
export async function takeHandoff(db: Kysely<Database>, codeHash: string, nowIso: string) {
  const row = await db
    .deleteFrom("sign_in_handoffs")
    .where("code_hash", "=", codeHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).toISOString() <= nowIso) return undefined;
  const user = await db.selectFrom("users").select(["id", "username", "disabled"]).where("id", "=", row.user_id).executeTakeFirst();
  return user && { id: user.id, username: user.username, disabled: toBool(user.disabled) };
}

/** The hourly sweep: sign-ons never finished and codes never traded. */
export async function deleteExpiredSignOns(db: Kysely<Database>, nowIso: string) {
  await db.deleteFrom("oidc_logins").where("expires_at", "<=", nowIso).execute();
  await db.deleteFrom("sign_in_handoffs").where("expires_at", "<=", nowIso).execute();
}
