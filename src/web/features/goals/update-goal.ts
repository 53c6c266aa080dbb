/** PATCH /goals/{id}, with the spec's retry of PATCH /goals/{id}/public for visibility changes (§7). */
import { api } from "../../lib/api.js";
import type { Goal } from "../../../core/schemas.js";

export type GoalPatch = Parameters<typeof api.updateGoal>[1];

export async function updateGoalWithFallback(goal: Pick<Goal, "id" | "public">, body: GoalPatch): Promise<Goal> {
  try {
    return await api.updateGoal(goal.id, body);
  } catch (err) {
    const touchesVisibility = body.public !== undefined || body.slug !== undefined;
    if (!touchesVisibility) throw err;
    return api.setVisibility(goal.id, { public: body.public ?? goal.public, slug: body.slug ?? null });
  }
}
