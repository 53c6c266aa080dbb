import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { Engine } from "../db/values.js";

/**
 * Sets one user's like of one goal and returns the goal's like count, or undefined when the
 * user no longer exists (the account was deleted from another session). The count moves only
 * when a like row was really added or removed, so repeats are idempotent, and it moves by
 * an atomic increment under the goal's row lock, so concurrent likes all count.
 *
 * The user's row is locked first (FOR KEY SHARE; account deletion takes FOR UPDATE first, see
 * db/accounts.ts lockUser): a like and the deletion of its liker run one after the other,
 * in the same lock order, so the deletion's release of the like counts sees every like row it
 * will cascade away (issue 19: counts drifted to 8 with no rows, and to −1), and they cannot
 * deadlock on the goal rows. SQLite runs one transaction at a time; there the check only
 * refuses a like from a deleted user.
 */
export async function setLike(
  db: Kysely<Database>,
  engine: Engine,
  goalId: string,
  userId: string,
  like: boolean,
  nowIso: string,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = trx.selectFrom("users").select("id").where("id", "=", userId);
    if (!(await (engine === "postgres" ? user.forKeyShare() : user).executeTakeFirst())) return undefined;
    let delta: number;
    if (like) {
      const res = await trx
        .insertInto("likes")
        .values({ goal_id: goalId, user_id: userId, created_at: nowIso })
        .onConflict((oc) => oc.columns(["goal_id", "user_id"]).doNothing())
        .executeTakeFirst();
      delta = Number(res.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
    } else {
      const res = await trx.deleteFrom("likes").where("goal_id", "=", goalId).where("user_id", "=", userId).executeTakeFirst();
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
