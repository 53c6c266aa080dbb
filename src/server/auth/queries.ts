import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { toIsoRequired } from "../db/values.js";
import { precompiled } from "../db/precompiled.js";

export async function findUserForLogin(db: Kysely<Database>, username: string) {
  return db.selectFrom("users").select(["id", "username", "password_hash"]).where("username", "=", username).executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { id: string; username: string; passwordHash: string; why: string; createdAt: string },
) {
  await db
    .insertInto("users")
    .values({
      id: user.id,
      username: user.username,
      password_hash: user.passwordHash,
      why: user.why,
      created_at: user.createdAt,
    })
    .execute();
}

export async function insertSession(db: Kysely<Database>, s: { tokenHash: string; userId: string; createdAt: string; expiresAt: string }) {
  await db
    .insertInto("sessions")
    .values({ token_hash: s.tokenHash, user_id: s.userId, created_at: s.createdAt, expires_at: s.expiresAt })
    .execute();
}

/** Every signed-in request runs it: built once (db/precompiled.ts). */
const sessionUser = precompiled(2, (db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id as id", "users.username as username"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", nowIso),
);

export async function findSessionUser(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  return (await sessionUser(db, tokenHash, nowIso))[0];
}

export async function findProfile(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom("users").select(["username", "why", "created_at"]).where("id", "=", userId).executeTakeFirst();
  return row && { username: row.username, why: row.why, created_at: toIsoRequired(row.created_at) };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, nowIso: string) {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso).execute();
}
