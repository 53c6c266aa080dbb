/** The goals and entry times the analytics summary reads: run where the summary's data is read (workers/cpu-worker.ts). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { HabitAnalyticsGoal } from "../../core/habit-analytics.js";
import type { WeekStart } from "../../core/habit-rules.js";
import { weekStartOf } from "../db/accounts.js";
import { listGoalsWithTimes, toGoal } from "../db/goal-rows.js";
import { pausesOfGoals } from "../db/goal-pauses.js";

export type AnalyticsGoals = Awaited<ReturnType<typeof listGoalsWithTimes>>;

/** Which group's goals: a group's id, `null` for the goals in no group, `undefined` for all. */
export type GroupNarrowing = string | null | undefined;

/**
 * All the user's goals, or those of `goalIds` in the order asked (the dashboard's sort, which
 * breaks the summary's ties as the panel did); with `groupId`, only those in that group.
 */
export async function analyticsGoals(
  db: Kysely<Database>,
  userId: string,
  goalIds: readonly string[] | undefined,
  groupId: GroupNarrowing = undefined,
): Promise<AnalyticsGoals> {
  const all = await listGoalsWithTimes(db, userId);
  const inGroup = groupId === undefined ? all : all.filter((g) => g.row.group_id === groupId);
  if (goalIds === undefined) return inGroup;
  const byId = new Map(inGroup.map((g) => [g.row.id, g]));
  return [...new Set(goalIds)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The goals the habit analytics read (analyticsGoals' narrowing; progress goals are left out by
 * the computation), with their pauses, and the user's week start.
 */
export async function habitAnalyticsGoals(
  db: Kysely<Database>,
  userId: string,
  goalIds: readonly string[] | undefined,
  groupId: GroupNarrowing,
): Promise<{ goals: HabitAnalyticsGoal[]; weekStart: WeekStart }> {
  const read = await analyticsGoals(db, userId, goalIds, groupId);
  const [pauses, weekStart] = await Promise.all([
    pausesOfGoals(
      db,
      read.map((g) => g.row.id),
    ),
    weekStartOf(db, userId),
  ]);
  const goals = read.map(({ row, times }) => ({
    ...toGoal(
      row,
      "",
      times.map((e) => ({ ...e, goal_id: row.id, note: "" })),
    ),
    pauses: pauses.get(row.id) ?? [],
  }));
  return { goals, weekStart };
}
