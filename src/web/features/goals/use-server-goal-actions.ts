/** GoalActions backed by the API (signed-in mode). */
import { getToken } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { overallProgress, quickIncrement } from "../../../core/progress.js";
import type { GoalActions } from "./goal-actions.js";
import { editPatch, useCreateGoalMutation, useDeleteGoalMutation, useQuickIncrementMutation, useUpdateGoalMutation } from "./mutations.js";
import { MESSAGES, normalizeCreate } from "./validation.js";

export function useServerGoalActions(username: string, onReached100: () => void): GoalActions {
  const create = useCreateGoalMutation(username);
  const increment = useQuickIncrementMutation(onReached100);
  const update = useUpdateGoalMutation();
  const remove = useDeleteGoalMutation();

  return {
    create: (input, onCreated) => {
      const clean = normalizeCreate(input);
      if (!clean) return void toast.warning(MESSAGES.createInvalid);
      create.mutate(clean, { onSuccess: () => onCreated?.() });
    },
    creating: create.isPending,
    quickIncrement: (goal) => {
      if (!getToken()) return void toast.error("No auth token found");
      const from = overallProgress(goal.journal ?? []);
      increment.mutate({ goal, from, progress: quickIncrement(from) });
    },
    saveEdit: (goal, edit) => update.mutate({ goal, patch: editPatch(edit), kind: "edit" }),
    setPublic: (goal, isPublic) => update.mutate({ goal, patch: { public: isPublic }, kind: "visibility" }),
    publish: (goal, slug) => update.mutate({ goal, patch: { slug, public: true }, kind: "publish" }),
    remove: (goal) => {
      if (!getToken()) return void toast.error("No authentication token found");
      remove.mutate(goal);
    },
  };
}
