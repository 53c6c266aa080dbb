/** A user's groups of goals as a list (issue 30): read by groups/ and by the coach's turn in the CPU pool. */
import type { Kysely } from "kysely";
import type { Group } from "../../core/group-schema.js";
import type { Database } from "./schema.js";

/** The user's groups in their order (ties, which no API write makes, oldest first). */
export async function listGroups(db: Kysely<Database>, userId: string): Promise<Group[]> {
  return db
    .selectFrom("goal_groups")
    .select(["goal_groups.id", "goal_groups.name", "goal_groups.position"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
