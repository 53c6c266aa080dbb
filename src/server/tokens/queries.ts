import { type Kysely, sql } from "kysely";
import type { TokenScope } from "../../core/connections-limits.js";
import { precompiled } from "../db/precompiled.js";
import type { Database } from "../db/schema.js";
import { toIso, toIsoRequired } from "../db/values.js";

export async function insertApiToken(
  db: Kysely<Database>,
  t: { id: string; userId: string; tokenHash: string; name: string; scope: TokenScope; createdAt: string; expiresAt: string | null },
) {
  await db
    .insertInto("api_tokens")
    .values({
      id: t.id,
      user_id: t.userId,
      token_hash: t.tokenHash,
      name: t.name,
      scope: t.scope,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
    })
    .execute();
}

/** The user's tokens, newest first: never the hash. */
export async function apiTokensOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "scope", "created_at", "expires_at", "last_used_at"])
    .where("user_id", "=", userId)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      scope: r.scope as TokenScope,
      created_at: toIsoRequired(r.created_at),
      expires_at: toIso(r.expires_at),
      last_used_at: toIso(r.last_used_at),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** Deletes the user's token with this id; false when the user has none by it. */
export async function deleteOwnApiToken(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom("api_tokens").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every request with an API token runs it: built once (db/precompiled.ts). */
const tokenUser = precompiled(2, (db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select(["users.id as id", "users.username as username", "api_tokens.scope as scope", "api_tokens.last_used_at as last_used_at"])
    .where("api_tokens.token_hash", "=", tokenHash)
    .where((eb) => eb.or([eb("api_tokens.expires_at", "is", null), eb("api_tokens.expires_at", ">", nowIso)]))
    // A disabled account's tokens stop at once, as its sessions do (issue 31).
    .where(sql<boolean>`not users.disabled`),
);

export async function findApiTokenUser(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  const row = (await tokenUser(db, tokenHash, nowIso))[0];
  return row && { id: row.id, username: row.username, scope: row.scope as TokenScope, lastUsedAt: toIso(row.last_used_at) };
}

export async function touchApiToken(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  await db.updateTable("api_tokens").set({ last_used_at: nowIso }).where("token_hash", "=", tokenHash).execute();
}
