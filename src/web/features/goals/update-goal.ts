/**
 * PATCH /goals/{id}, with the spec's retry of PATCH /goals/{id}/public for visibility changes (§7).
 * Called through `request` here rather than lib/api.ts's `api`, which every first load carries.
 */
import { type BodyOf, request } from "../../lib/api.js";
import type { Goal } from "../../../core/schemas.js";

export type GoalPatch = BodyOf<"PATCH /goals/{id}">;

export async function updateGoalWithFallback(goal: Pick<Goal, "id" | "public">, body: GoalPatch): Promise<Goal> {
  const params = { id: goal.id };
  try {
    return (await request("PATCH /goals/{id}", { params, body })).data;
  } catch (err) {
    const touchesVisibility = body.public !== undefined || body.slug !== undefined;
    if (!touchesVisibility) throw err;
    const visibility = { public: body.public ?? goal.public, slug: body.slug ?? null };
    return (await request("PATCH /goals/{id}/public", { params, body: visibility })).data;
  }
}
