/** GoalActions backed by the API (signed-in mode). */
import { useState } from "react";
import { intentKeys } from "../../lib/idempotency-key.js";
import { getToken } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { overallProgress, quickIncrement } from "../../../core/progress.js";
import type { GoalActions } from "./goal-actions.js";
import { editPatch, useCreateGoalMutation, useDeleteGoalMutation, useQuickIncrementMutation, useUpdateGoalMutation } from "./mutations.js";
import { MESSAGES, normalizeCreate } from "./validation.js";

export function useServerGoalActions(username: string, onReached100: () => void): GoalActions {
  // One Idempotency-Key per intent: the same form submitted twice, or +10% clicked twice on the
  // same state of a goal, is one write on the server.
  const [keys] = useState(intentKeys);
  const create = useCreateGoalMutation(username);
  const increment = useQuickIncrementMutation(onReached100);
  const update = useUpdateGoalMutation();
  const remove = useDeleteGoalMutation();

  return {
    create: (input, onCreated) => {
      const clean = normalizeCreate(input);
      if (!clean) return void toast.warning(MESSAGES.createInvalid);
      const intent = `create:${JSON.stringify(clean)}`;
      create.mutate({ ...clean, key: keys.keyFor(intent) }, { onSuccess: () => onCreated?.(), onSettled: () => keys.settle(intent) });
    },
    creating: create.isPending,
    quickIncrement: (goal) => {
      if (!getToken()) return void toast.error("No auth token found");
      const from = overallProgress(goal.journal ?? []);
      const progress = quickIncrement(from);
      const intent = `increment:${goal.id}:${goal.journal?.at(-1)?.id ?? "none"}:${progress}`;
      increment.mutate({ goal, from, progress, key: keys.keyFor(intent) }, { onSettled: () => keys.settle(intent) });
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
