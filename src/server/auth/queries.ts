import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { toBool, toIso, toIsoRequired } from "../db/values.js";
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

export async function insertSession(
  db: Kysely<Database>,
  s: { id: string; tokenHash: string; userId: string; createdAt: string; expiresAt: string; userAgent: string | null },
) {
  await db
    .insertInto("sessions")
    .values({
      id: s.id,
      token_hash: s.tokenHash,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      last_used_at: s.createdAt,
      user_agent: s.userAgent,
    })
    .execute();
}

/** Every signed-in request runs it: built once (db/precompiled.ts). */
const sessionUser = precompiled(2, (db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id as id", "users.username as username", "sessions.last_used_at as last_used_at"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", nowIso)
    // A disabled account's tokens stop at once, in every server process (issue 31).
    .where(sql<boolean>`not users.disabled`),
);

export async function findSessionUser(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  const row = (await sessionUser(db, tokenHash, nowIso))[0];
  return row && { id: row.id, username: row.username, lastUsedAt: toIso(row.last_used_at) };
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  await db.updateTable("sessions").set({ last_used_at: nowIso }).where("token_hash", "=", tokenHash).execute();
}

/** The user's sessions that still work, newest use first; `current` is the one with this token. */
export async function sessionsOf(db: Kysely<Database>, userId: string, currentTokenHash: string, nowIso: string) {
  const rows = await db
    .selectFrom("sessions")
    // Which one is this request's is asked of the database: no hash is compared in JavaScript.
    .select(["id", "created_at", "last_used_at", "user_agent", sql<boolean | number>`token_hash = ${currentTokenHash}`.as("current")])
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      created_at: toIsoRequired(r.created_at),
      last_used_at: toIso(r.last_used_at) ?? toIsoRequired(r.created_at),
      user_agent: r.user_agent,
      current: toBool(r.current),
    }))
    .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at) || a.id.localeCompare(b.id));
}

/** Deletes the user's session with this id; false when the user has none by it. */
export async function deleteOwnSession(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom("sessions").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findProfile(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom("users")
    .select(["username", "why", "created_at", "role", "week_start"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return (
    row && {
      username: row.username,
      why: row.why,
      created_at: toIsoRequired(row.created_at),
      role: row.role as Role,
      week_start: row.week_start === "sunday" ? ("sunday" as const) : ("monday" as const),
    }
  );
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, nowIso: string) {
  await db.deleteFrom("sessions").where("expires_at", "<=", nowIso).execute();
}
