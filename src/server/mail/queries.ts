/** What the weekly summary tells (issue 32): a user's goals and their check-ins of the past week. */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface GoalWeek {
  title: string;
  progress: number;
  checkins: number;
}

export async function weekOfGoals(db: Kysely<Database>, userId: string, sinceIso: string): Promise<GoalWeek[]> {
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
  return goals.map((g) => ({ title: g.title, progress: Number(g.progress), checkins: byGoal.get(g.id) ?? 0 }));
}
