import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { toBool, toIsoRequired } from "../db/values.js";
import { precompiled } from "../db/precompiled.js";
import type { Role } from "../../core/admin-schema.js";

export async function touchLastSeen(db: Kysely<Database>, userId: string, nowIso: string) {
  await db.updateTable("users").set({ last_seen_at: nowIso }).where("id", "=", userId).execute();
}

export async function findUserForLogin(db: Kysely<Database>, username: string) {
  const row = await db
    .selectFrom("users")
    .select(["id", "username", "password_hash", "disabled"])
    .where("username", "=", username)
    .executeTakeFirst();
  return row && { ...row, disabled: toBool(row.disabled) };
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
    .where("sessions.expires_at", ">", nowIso)
    // A disabled account's tokens stop at once, in every server process (issue 31).
    .where(sql<boolean>`not users.disabled`),
);

export async function findSessionUser(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  return (await sessionUser(db, tokenHash, nowIso))[0];
}

export async function findProfile(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom("users").select(["username", "why", "created_at", "role"]).where("id", "=", userId).executeTakeFirst();
  return row && { username: row.username, why: row.why, created_at: toIsoRequired(row.created_at), role: row.role as Role };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, nowIso: string) {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso).execute();
}
