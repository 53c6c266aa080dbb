/**
 * Deleting a goal keeps it as a tombstone, and Undo restores it exactly (issue 17 item 2,
 * decision 017): the goal row, its journal, its pauses and its likes, with their ids and times.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { isUniqueViolation } from "../db/errors.js";
import type { Engine } from "../db/values.js";
import { requireRoomForGoals } from "./goal-limit.js";
import { recomputeGoalAggregates } from "../db/goal-aggregates.js";
import { putTombstone, takeTombstone } from "../db/tombstones.js";

type Row = Record<string, unknown>;
interface GoalTombstone {
  goal: Row;
  entries: Row[];
  pauses: Row[];
  likes: Row[];
}

/** Rows per INSERT: far below SQLite's 32,766 bound variables for these few columns. */
const CHUNK = 500;

/** The goal's whole journal as its tombstone keeps it (and bench/journal-plans.ts plans it). */
export function journalOfGoalQuery(trx: Kysely<Database>, goalId: string) {
  return trx.selectFrom("journal_entries").selectAll().where("goal_id", "=", goalId);
}

/** Deletes the user's goal (its journal, pauses and likes go with it) and keeps a tombstone. */
export async function deleteGoalWithTombstone(
  db: Kysely<Database>,
  userId: string,
  goalId: string,
  now: Date,
  /** More to write with the delete, in its transaction (the goal.deleted webhook event). */
  also?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const goal = await trx.selectFrom("goals").selectAll().where("id", "=", goalId).where("user_id", "=", userId).executeTakeFirst();
    if (!goal) return false;
    const [entries, pauses, likes] = await Promise.all([
      journalOfGoalQuery(trx, goalId).execute(),
      trx.selectFrom("goal_pauses").selectAll().where("goal_id", "=", goalId).execute(),
      trx.selectFrom("likes").selectAll().where("goal_id", "=", goalId).execute(),
    ]);
    // The list stamp is the database's own (triggers set it on the restored row).
    const { list_version: _stamp, ...row } = goal;
    await trx.deleteFrom("goals").where("id", "=", goalId).execute();
    const payload: GoalTombstone = { goal: row, entries, pauses, likes };
    await putTombstone(trx, { userId, kind: "goal", itemId: goalId, payload, now });
    await also?.(trx);
    return true;
  });
}

async function insertAll(trx: Kysely<Database>, table: "journal_entries" | "goal_pauses" | "likes", rows: Row[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * Puts back a goal the user deleted within the restore window. "gone" when there is no such
 * tombstone of theirs; "taken" when another goal of theirs now has its custom URL (nothing is
 * written then, and the tombstone stays for another try); a 409 when the account holds its most
 * goals (goal-limit.ts). Likes of accounts deleted meanwhile
 * are left out and the count follows the rows.
 */
export async function restoreGoalFromTombstone(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  goalId: string,
  now: Date,
): Promise<"restored" | "gone" | "taken"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const t = (await takeTombstone(trx, { userId, kind: "goal", itemId: goalId, now })) as GoalTombstone | undefined;
      if (!t) return "gone";
      // Over the limit: the 409 rolls back, and the tombstone stays for a try after a delete.
      await requireRoomForGoals(trx, engine, userId, 1);
      // Its group may have been deleted meanwhile (the user is locked above): then it comes back ungrouped.
      const groupId = typeof t.goal.group_id === "string" ? t.goal.group_id : null;
      const groupGone =
        groupId !== null &&
        !(await trx.selectFrom("goal_groups").select("id").where("id", "=", groupId).where("user_id", "=", userId).executeTakeFirst());
      await trx
        .insertInto("goals")
        .values((groupGone ? { ...t.goal, group_id: null } : t.goal) as never)
        .execute();
      await insertAll(trx, "journal_entries", t.entries);
      await insertAll(trx, "goal_pauses", t.pauses);
      const likers = t.likes.map((l) => String(l.user_id));
      const alive = likers.length
        ? new Set((await trx.selectFrom("users").select("id").where("id", "in", likers).execute()).map((u) => u.id))
        : new Set<string>();
      const likes = t.likes.filter((l) => alive.has(String(l.user_id)));
      await insertAll(trx, "likes", likes);
      await trx.updateTable("goals").set({ likes_count: likes.length }).where("id", "=", goalId).execute();
      await recomputeGoalAggregates(trx, goalId);
      return "restored";
    });
  } catch (err) {
    if (isUniqueViolation(err)) return "taken";
    throw err;
  }
}
