/** Small edits of the cached goal list, for optimistic updates and their rollback. */
import type { QueryClient } from "@tanstack/react-query";
import type { Goal } from "../../../core/schemas.js";
import { queryKeys } from "../../lib/query-keys.js";

export function readGoals(qc: QueryClient): Goal[] | undefined {
  return qc.getQueryData<Goal[]>(queryKeys.goals);
}

export function editGoals(qc: QueryClient, edit: (goals: Goal[]) => Goal[]): void {
  qc.setQueryData<Goal[]>(queryKeys.goals, (old) => (old ? edit(old) : old));
}

export function editGoal(qc: QueryClient, id: string, edit: (goal: Goal) => Goal): void {
  editGoals(qc, (goals) => goals.map((g) => (g.id === id ? edit(g) : g)));
}

/** Stops a refetch in flight from overwriting the optimistic change we are about to make. */
export async function holdGoals(qc: QueryClient): Promise<void> {
  await qc.cancelQueries({ queryKey: queryKeys.goals });
}

/**
 * Refetch once the last goal mutation settles: refetching while another is still in flight
 * would wipe that one's optimistic change (rapid +10% clicks).
 */
export function refreshGoalsWhenIdle(qc: QueryClient): void {
  if (qc.isMutating({ mutationKey: ["goals"] }) <= 1) {
    void qc.invalidateQueries({ queryKey: queryKeys.goals });
    void qc.invalidateQueries({ queryKey: queryKeys.journal() });
  }
}
