/** GoalActions backed by the API (signed-in mode). */
import { useState } from "react";
import { intentKeys } from "../../lib/idempotency-key.js";
import { getToken } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { overallProgress, quickIncrement } from "../../../core/progress.js";
import { movedMessage, type GoalActions } from "./goal-actions.js";
import {
  editPatch,
  useArchiveGoalMutation,
  useCreateGoalMutation,
  useDeleteArchivedGoalMutation,
  useDeleteGoalMutation,
  useMoveGoalMutation,
  useQuickIncrementMutation,
  useUpdateGoalMutation,
} from "./mutations.js";
import { useServerTap } from "./use-one-tap.js";
import { MESSAGES, normalizeCreate } from "./validation.js";

export function useServerGoalActions(username: string, onReached100: () => void): GoalActions {
  // One Idempotency-Key per intent: the same form submitted twice, or +10% clicked twice on the
  // same state of a goal, is one write on the server.
  const [keys] = useState(intentKeys);
  // Goals whose +10% is out: their buttons are disabled until the server answers. React
  // re-renders after a click before it handles the next one, so a double click meets a
  // disabled button; the Idempotency-Key covers what comes faster than that.
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const track = (goalId: string, on: boolean) =>
    setInFlight((prev) => {
      const next = new Set(prev);
      if (on) next.add(goalId);
      else next.delete(goalId);
      return next;
    });
  const create = useCreateGoalMutation(username);
  const increment = useQuickIncrementMutation(onReached100);
  const update = useUpdateGoalMutation();
  const remove = useDeleteGoalMutation();
  const move = useMoveGoalMutation();
  const archive = useArchiveGoalMutation();
  const removeArchived = useDeleteArchivedGoalMutation();
  const tap = useServerTap();

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
      track(goal.id, true);
      increment.mutate(
        { goal, from, progress, key: keys.keyFor(intent) },
        {
          onSettled: () => {
            keys.settle(intent);
            track(goal.id, false);
          },
        },
      );
    },
    incrementing: (goal) => inFlight.has(goal.id) || tap.logging(goal),
    logHabit: (goal, amount) => {
      if (!getToken()) return void toast.error("No auth token found");
      tap.log(goal, amount);
    },
    saveEdit: (goal, edit) => update.mutate({ goal, patch: editPatch(edit), kind: "edit" }),
    setPublic: (goal, isPublic) => update.mutate({ goal, patch: { public: isPublic }, kind: "visibility" }),
    publish: (goal, slug) => update.mutate({ goal, patch: { slug, public: true }, kind: "publish" }),
    remove: (goal) => {
      if (!getToken()) return void toast.error("No authentication token found");
      remove.mutate(goal);
    },
    move: (goal, ids, by, place) => move.mutate({ ids, message: movedMessage(goal, by, place) }),
    setArchived: (goal, archived) => archive.mutate({ goal, archived }),
    removeArchived: (goal) => removeArchived.mutate(goal),
  };
}
