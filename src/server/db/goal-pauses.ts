/** A goal's pauses as the goal list, a goal's history and the reminders read them (decision 042: shared rows live in db/). */
import { type Kysely, sql } from "kysely";
import type { Pause } from "../../core/pauses.js";
import type { Database } from "./schema.js";
import { precompiled } from "./precompiled.js";

/** A goal has at most this many pauses: each is read with the goal, so the list stays bounded. */
export const PAUSES_PER_GOAL_MAX = 100;

const toPause = (row: { id: string; from_day: string; to_day: string }): Pause => ({
  id: row.id,
  from: row.from_day,
  to: row.to_day,
});

const pausesQuery = (db: Kysely<Database>, goalIds: readonly string[]) =>
  db
    .selectFrom("goal_pauses")
    .select(["id", "goal_id", "from_day", "to_day"])
    .where("goal_id", "in", goalIds)
    .orderBy("goal_id")
    .orderBy("from_day")
    .orderBy("id");

/** One goal's: every journal write's answer reads them (decision 044), so it is built once (precompiled.ts). */
const oneGoalsPauses = precompiled(1, (db, goalId: string) => pausesQuery(db, [goalId]));

/** The goals' pauses, by goal id, each goal's in date order. */
export async function pausesOfGoals(db: Kysely<Database>, goalIds: readonly string[]): Promise<Map<string, Pause[]>> {
  const byGoal = new Map<string, Pause[]>(goalIds.map((id) => [id, []]));
  if (goalIds.length === 0) return byGoal;
  const rows = goalIds.length === 1 ? await oneGoalsPauses(db, goalIds[0]!) : await pausesQuery(db, goalIds).execute();
  for (const row of rows) byGoal.get(row.goal_id)?.push(toPause(row));
  return byGoal;
}

/** A pause an import brings (the Loop import's skipped days), on a goal of the importing user's. */
export interface ImportedPause extends Pause {
  goal_id: string;
}

/**
 * Writes the pauses an import brings, inside its publishing transaction (the goals are the
 * user's and locked): each goal's pauses it does not have yet (by id, or by the same days),
 * newest first while the goal has room under PAUSES_PER_GOAL_MAX. A goal that gains one is
 * touched, as a pause added by hand touches it, so its list stamp moves. Answers how many were
 * written, how many it had, and the goals that had no room for some.
 */
export async function addImportedPauses(
  trx: Kysely<Database>,
  pauses: readonly ImportedPause[],
  nowIso: string,
): Promise<{ created: number; unchanged: number; full: string[] }> {
  const goalIds = [...new Set(pauses.map((p) => p.goal_id))];
  const have = await pausesOfGoals(trx, goalIds);
  let created = 0;
  let unchanged = 0;
  const full: string[] = [];
  for (const goalId of goalIds) {
    const existing = have.get(goalId) ?? [];
    const ids = new Set(existing.map((p) => p.id));
    const days = new Set(existing.map((p) => `${p.from}/${p.to}`));
    const mine = pauses.filter((p) => p.goal_id === goalId);
    const fresh = mine.filter((p) => !ids.has(p.id) && !days.has(`${p.from}/${p.to}`));
    unchanged += mine.length - fresh.length;
    const room = Math.max(0, PAUSES_PER_GOAL_MAX - existing.length);
    const written = fresh.slice(Math.max(0, fresh.length - room));
    if (written.length < fresh.length) full.push(goalId);
    if (written.length === 0) continue;
    for (let i = 0; i < written.length; i += 100) {
      await trx
        .insertInto("goal_pauses")
        .values(written.slice(i, i + 100).map((p) => ({ id: p.id, goal_id: goalId, from_day: p.from, to_day: p.to, created_at: nowIso })))
        .execute();
    }
    await trx
      .updateTable("goals")
      .set({ updated_at: sql`updated_at` })
      .where("id", "=", goalId)
      .execute();
    created += written.length;
  }
  return { created, unchanged, full };
}
