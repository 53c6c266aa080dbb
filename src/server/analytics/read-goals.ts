/** The goals and entry times the analytics summary reads: run where the summary's data is read (workers/cpu-worker.ts). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { listGoalsWithTimes } from "../db/goal-rows.js";

export type AnalyticsGoals = Awaited<ReturnType<typeof listGoalsWithTimes>>;

/** All the user's goals, or those of `goalIds` in the order asked (the dashboard's sort, which breaks the summary's ties as the panel did). */
export async function analyticsGoals(
  db: Kysely<Database>,
  userId: string,
  goalIds: readonly string[] | undefined,
): Promise<AnalyticsGoals> {
  const all = await listGoalsWithTimes(db, userId);
  if (goalIds === undefined) return all;
  const byId = new Map(all.map((g) => [g.row.id, g]));
  return [...new Set(goalIds)].flatMap((id) => byId.get(id) ?? []);
}
