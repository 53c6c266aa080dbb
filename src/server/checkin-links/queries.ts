import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { habitColumns, habitOfRow } from "../db/habit-columns.js";
import { toIso, toIsoRequired } from "../db/values.js";

export async function insertLink(
  db: Kysely<Database>,
  l: { id: string; userId: string; goalId: string; secretHash: string; name: string | null; createdAt: string },
) {
  await db
    .insertInto("checkin_links")
    .values({ id: l.id, user_id: l.userId, goal_id: l.goalId, secret_hash: l.secretHash, name: l.name, created_at: l.createdAt })
    .execute();
}

/** The user's links, of one goal or of all, newest first: never the hash. */
export async function linksOf(db: Kysely<Database>, userId: string, goalId?: string) {
  let query = db.selectFrom("checkin_links").select(["id", "goal_id", "name", "created_at", "last_used_at"]).where("user_id", "=", userId);
  if (goalId !== undefined) query = query.where("goal_id", "=", goalId);
  const rows = await query.execute();
  return rows
    .map((r) => ({
      id: r.id,
      goal_id: r.goal_id,
      name: r.name,
      created_at: toIsoRequired(r.created_at),
      last_used_at: toIso(r.last_used_at),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

export async function deleteOwnLink(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom("checkin_links").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The link with this secret, its goal and its owner; none when revoked, unknown or the account disabled. */
export async function findLinkBySecret(db: Kysely<Database>, secretHash: string) {
  const row = await db
    .selectFrom("checkin_links")
    .innerJoin("goals", "goals.id", "checkin_links.goal_id")
    .innerJoin("users", "users.id", "checkin_links.user_id")
    .select([
      "checkin_links.id as id",
      "checkin_links.name as name",
      "goals.id as goalId",
      "goals.title as title",
      "users.id as userId",
      "users.username as username",
      ...habitColumns,
    ])
    .where("checkin_links.secret_hash", "=", secretHash)
    // The goal is still the link's owner's (a link never outlives a change of hands).
    .whereRef("goals.user_id", "=", "checkin_links.user_id")
    .where(sql<boolean>`not users.disabled`)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      goalId: row.goalId,
      title: row.title,
      user: { id: row.userId, username: row.username },
      habit: habitOfRow(row),
    }
  );
}

export async function touchLink(db: Kysely<Database>, id: string, nowIso: string) {
  await db.updateTable("checkin_links").set({ last_used_at: nowIso }).where("id", "=", id).execute();
}

/** The goal's latest progress (by created_at), 0 with no entry: the base of a +10 %. */
export async function latestProgress(db: Kysely<Database>, userId: string, goalId: string): Promise<number> {
  const row = await db
    .selectFrom("journal_entries")
    .select("progress")
    .where("goal_id", "=", goalId)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.progress) : 0;
}
