/** SQL of a user's groups of goals (issue 30). */
import { type Kysely, sql } from "kysely";
import type { Group } from "../../core/group-schema.js";
import type { Database } from "../db/schema.js";

const groupColumns = ["goal_groups.id", "goal_groups.name", "goal_groups.position"] as const;

// The list is read by the coach's turn in the CPU pool too, so its home is db/ (group-rows.ts).
export { listGroups } from "../db/group-rows.js";

export async function findOwnGroup(db: Kysely<Database>, userId: string, groupId: string): Promise<Group | undefined> {
  return db.selectFrom("goal_groups").select(groupColumns).where("id", "=", groupId).where("user_id", "=", userId).executeTakeFirst();
}

export async function countGroups(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("goal_groups")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a group last in the user's order. */
export async function insertGroup(
  db: Kysely<Database>,
  g: { id: string; userId: string; name: string; nameKey: string; now: string },
): Promise<void> {
  await db
    .insertInto("goal_groups")
    .values({
      id: g.id,
      user_id: g.userId,
      name: g.name,
      name_key: g.nameKey,
      position: sql<number>`(select coalesce(max(position) + 1, 0) from goal_groups where user_id = ${g.userId})`,
      created_at: g.now,
    })
    .execute();
}

export async function renameOwnGroup(db: Kysely<Database>, userId: string, groupId: string, name: string, nameKey: string) {
  await db.updateTable("goal_groups").set({ name, name_key: nameKey }).where("id", "=", groupId).where("user_id", "=", userId).execute();
}

/** Writes the places that changed (core/manual-order.ts). */
export async function setGroupPositions(db: Kysely<Database>, userId: string, places: readonly [string, number][]): Promise<void> {
  for (const [id, position] of places) {
    await db.updateTable("goal_groups").set({ position }).where("id", "=", id).where("user_id", "=", userId).execute();
  }
}

/** Deletes the user's group; its goals become ungrouped and nothing else of theirs changes. False when there was none. */
export async function deleteOwnGroup(db: Kysely<Database>, userId: string, groupId: string): Promise<boolean> {
  await db.updateTable("goals").set({ group_id: null }).where("group_id", "=", groupId).where("user_id", "=", userId).execute();
  const res = await db.deleteFrom("goal_groups").where("id", "=", groupId).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
