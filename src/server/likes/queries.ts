import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Sets one user's like of one goal and returns the goal's like count. The count moves only
 * when a like row was really added or removed, so repeats are idempotent, and it moves by
 * an atomic increment under the goal's row lock, so concurrent likes all count.
 */
export async function setLike(
  db: Kysely<Database>,
  goalId: string,
  userId: string,
  like: boolean,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let delta: number;
    if (like) {
      const res = await trx
        .insertInto("likes")
        .values({ goal_id: goalId, user_id: userId, created_at: nowIso })
        .onConflict((oc) => oc.columns(["goal_id", "user_id"]).doNothing())
        .executeTakeFirst();
      delta = Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
    } else {
      const res = await trx
        .deleteFrom("likes")
        .where("goal_id", "=", goalId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      delta = Number(res.numDeletedRows) > 0 ? -1 : 0;
    }
    if (delta !== 0) {
      await trx
        .updateTable("goals")
        .set({ likes_count: sql`likes_count + ${delta}` })
        .where("id", "=", goalId)
        .execute();
    }
    const row = await trx.selectFrom("goals").select("likes_count").where("id", "=", goalId).executeTakeFirstOrThrow();
    return row.likes_count;
  });
}
