import { type Kysely, sql } from "kysely";
import type { Pause } from "../../core/pauses.js";
import type { Database } from "../db/schema.js";

import { PAUSES_PER_GOAL_MAX } from "../db/goal-pauses.js";

export { PAUSES_PER_GOAL_MAX };

/**
 * Locks the user's goal row for the transaction with a write that changes nothing, so that
 * whatever follows a goal's writes (its list stamp, decision 009) sees the pause change; false
 * when the goal is not the user's.
 */
async function touchOwnGoal(trx: Kysely<Database>, userId: string, goalId: string): Promise<boolean> {
  const res = await trx
    .updateTable("goals")
    .set({ updated_at: sql`updated_at` })
    .where("id", "=", goalId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Adds a pause to the user's goal, or answers why not: "no-goal" (not the user's goal) or
 * "full" (PAUSES_PER_GOAL_MAX reached; the goal's row lock makes the count exact).
 */
export async function addPause(
  db: Kysely<Database>,
  userId: string,
  goalId: string,
  pause: Pause,
  nowIso: string,
): Promise<Pause | "no-goal" | "full"> {
  return db.transaction().execute(async (trx) => {
    if (!(await touchOwnGoal(trx, userId, goalId))) return "no-goal";
    const { count } = await trx
      .selectFrom("goal_pauses")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("goal_id", "=", goalId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= PAUSES_PER_GOAL_MAX) return "full";
    await trx
      .insertInto("goal_pauses")
      .values({ id: pause.id, goal_id: goalId, from_day: pause.from, to_day: pause.to, created_at: nowIso })
      .execute();
    return pause;
  });
}

/**
 * Removes one pause of the user's goal; false when there is no such pause of theirs. A refused
 * delete writes nothing (the goal is touched only after a pause was really removed).
 */
export async function deletePause(db: Kysely<Database>, userId: string, goalId: string, pauseId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom("goal_pauses")
      .where("id", "=", pauseId)
      .where("goal_id", "=", goalId)
      .where((eb) => eb.exists(eb.selectFrom("goals").select("id").where("id", "=", goalId).where("user_id", "=", userId)))
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await touchOwnGoal(trx, userId, goalId);
    return true;
  });
}
