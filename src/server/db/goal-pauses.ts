/** A goal's pauses as the goal list, a goal's history and the reminders read them (decision 042: shared rows live in db/). */
import type { Kysely } from "kysely";
import type { Pause } from "../../core/pauses.js";
import type { Database } from "./schema.js";

const toPause = (row: { id: string; from_day: string; to_day: string }): Pause => ({
  id: row.id,
  from: row.from_day,
  to: row.to_day,
});

/** The goals' pauses, by goal id, each goal's in date order. */
export async function pausesOfGoals(db: Kysely<Database>, goalIds: readonly string[]): Promise<Map<string, Pause[]>> {
  const byGoal = new Map<string, Pause[]>(goalIds.map((id) => [id, []]));
  if (goalIds.length === 0) return byGoal;
  const rows = await db
    .selectFrom("goal_pauses")
    .select(["id", "goal_id", "from_day", "to_day"])
    .where("goal_id", "in", goalIds)
    .orderBy("goal_id")
    .orderBy("from_day")
    .orderBy("id")
    .execute();
  for (const row of rows) byGoal.get(row.goal_id)?.push(toPause(row));
  return byGoal;
}
