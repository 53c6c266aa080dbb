/** What the weekly summary tells (issue 32): a user's goals and their check-ins of the past week. */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface GoalWeek {
  id: string;
  title: string;
  progress: number;
  checkins: number;
  /** The goal's streak as it stands (core's facts) and what it counts: day, week, month or year. */
  streak: number;
  streakUnit: string;
}

/** The goals and their week's check-ins; `streaks` by goal id (0 and "day" for a goal without). */
export async function weekOfGoals(
  db: Kysely<Database>,
  userId: string,
  sinceIso: string,
  streaks: ReadonlyMap<string, { streak: number; unit: string }>,
): Promise<GoalWeek[]> {
  const [goals, counts] = await Promise.all([
    db
      .selectFrom("goals")
      .select(["id", "title", "progress"])
      .where("user_id", "=", userId)
      .where("archived", "=", sql<boolean>`false`)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("journal_entries")
      .select((eb) => ["goal_id", eb.fn.countAll<number | string>().as("n")])
      .where("user_id", "=", userId)
      .where("created_at", ">=", sinceIso)
      .groupBy("goal_id")
      .execute(),
  ]);
  const byGoal = new Map(counts.map((c) => [c.goal_id, Number(c.n)]));
  return goals.map((g) => ({
    id: g.id,
    title: g.title,
    progress: Number(g.progress),
    checkins: byGoal.get(g.id) ?? 0,
    streak: streaks.get(g.id)?.streak ?? 0,
    streakUnit: streaks.get(g.id)?.unit ?? "day",
  }));
}
