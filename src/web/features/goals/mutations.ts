/**
 * Server mutations of goals, each optimistic: the cache changes at once, is replaced by the
 * server's answer, and is rolled back on failure. Toasts carry the spec's exact texts (§8).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, request, type GoalInput } from "../../lib/api.js";
import { addEntry, createGoal } from "../../lib/goals-api.js";
import { journalListsOutdated, putListedGoal } from "../../lib/listed-goal.js";
import { KEPT_MESSAGE, keptEntries, sendOrKeep } from "../../lib/outbox.js";
import { toast, UNDO_WINDOW_MS } from "../../lib/toast.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { withOrder } from "../../../core/manual-order.js";
import { QUICK_NOTE, type GoalEdit } from "./goal-actions.js";
import { queryKeys } from "../../lib/query-keys.js";
import { editGoal, editGoals, holdGoals, readGoals, refreshGoalsWhenIdle } from "./goals-cache.js";
import { pendingRemovals } from "./pending-removals.js";
import { updateGoalWithFallback, type GoalPatch } from "./update-goal.js";

const mutationKey = ["goals"];
let tempSeq = 0;
const tempId = (kind: string) => `temp-${kind}-${Date.now()}-${++tempSeq}`;

function serverReason(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? (err.isNetwork ? err.message : fallback);
  return fallback;
}

export function useCreateGoalMutation(username: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    networkMode: "always",
    mutationFn: ({ key, ...input }: GoalInput & { key: string }) => sendOrKeep("goal", key, input, (body) => createGoal(body, key)),
    onMutate: async (input) => {
      await holdGoals(qc);
      const now = new Date().toISOString();
      const temp: Goal = {
        ...input,
        category: input.category as Goal["category"],
        timeframe: input.timeframe as Goal["timeframe"],
        id: tempId("goal"),
        public: false,
        slug: null,
        username,
        created_at: now,
        updated_at: now,
        progress: 0,
        likes_count: 0,
        journal: [],
      };
      editGoals(qc, (goals) => [temp, ...goals]);
      return { tempGoalId: temp.id };
    },
    onSuccess: (result, _input, ctx) => {
      if (!("sent" in result)) {
        // Shown as waiting to be sent (OfflineStatus), not as a card whose buttons need a server id.
        editGoals(qc, (goals) => goals.filter((g) => g.id !== ctx.tempGoalId));
        return void toast.info(KEPT_MESSAGE);
      }
      const goal = result.sent;
      // A repeated submit answers the goal the first one created: show it once.
      editGoals(qc, (goals) =>
        goals.some((g) => g.id === goal.id)
          ? goals.filter((g) => g.id !== ctx.tempGoalId)
          : goals.map((g) => (g.id === ctx.tempGoalId ? { ...goal, journal: goal.journal ?? [] } : g)),
      );
      toast.success("Goal created successfully");
    },
    onError: (err, _input, ctx) => {
      if (ctx) editGoals(qc, (goals) => goals.filter((g) => g.id !== ctx.tempGoalId));
      const message = err instanceof ApiError ? (err.serverMessage ?? err.message) : "unknown error";
      toast.error(`Error creating goal: ${message || "unknown error"}`);
    },
    onSettled: () => refreshGoalsWhenIdle(qc),
  });
}

export interface IncrementVars {
  goal: Goal;
  from: number;
  progress: number;
  key: string;
}

export function useQuickIncrementMutation(onReached100: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    networkMode: "always",
    mutationFn: ({ goal, progress, key }: IncrementVars) =>
      sendOrKeep("entry", key, { goal_id: goal.id, note: QUICK_NOTE, progress }, (body) => addEntry(body, key)),
    onMutate: async ({ goal, progress }) => {
      await holdGoals(qc);
      const temp: JournalEntry = {
        id: tempId("entry"),
        goal_id: goal.id,
        note: QUICK_NOTE,
        progress,
        created_at: new Date().toISOString(),
      };
      editGoal(qc, goal.id, (g) => ({ ...g, progress, journal: [...(g.journal ?? []), temp] }));
      return { tempEntryId: temp.id };
    },
    onSuccess: (result, { goal, from, progress }, ctx) => {
      if ("sent" in result) {
        // The answer's goal is the card as the list now shows it (entry, progress, facts, strip):
        // no list is asked for after a check-in (decision 044). The temp entry goes with the old copy.
        editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.filter((e) => e.id !== ctx.tempEntryId) }));
        putListedGoal(qc, result.sent.goal);
        journalListsOutdated(qc);
        toast.success("+10% logged");
        if (progress === 100 && from < 100) onReached100();
        return;
      }
      const entry = keptEntries([result.kept])[0] as JournalEntry;
      editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.map((e) => (e.id === ctx.tempEntryId ? entry : e)) }));
      toast.info(KEPT_MESSAGE);
      // Kept on the device: the list (from the last known copy while offline) shows what is kept.
      refreshGoalsWhenIdle(qc);
    },
    onError: (err, { goal }, ctx) => {
      if (ctx) editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.filter((e) => e.id !== ctx.tempEntryId) }));
      const status = err instanceof ApiError ? err.status : 0;
      toast.error(`Could not add quick entry: ${serverReason(err, `Failed to add journal (${status})`)}`);
      // The optimistic progress is undone by the server's list.
      refreshGoalsWhenIdle(qc);
    },
  });
}

export type UpdateKind = "edit" | "visibility" | "publish";
export interface UpdateVars {
  goal: Goal;
  patch: GoalPatch;
  kind: UpdateKind;
}

function successMessage({ kind, patch }: UpdateVars): string {
  if (kind === "publish") return "Goal published successfully";
  if (kind === "visibility") return patch.public ? "Goal is now public" : "Goal is now private";
  return "Updated";
}

function failureMessage({ kind }: UpdateVars, err: unknown): string {
  if (kind === "publish") return (err instanceof ApiError && err.serverMessage) || "Failed to publish goal";
  if (kind === "visibility") return "Failed to update visibility";
  return "Error saving changes";
}

export function useUpdateGoalMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ goal, patch }: UpdateVars) => updateGoalWithFallback(goal, patch),
    onMutate: async ({ goal, patch }) => {
      await holdGoals(qc);
      const before = readGoals(qc)?.find((g) => g.id === goal.id);
      editGoal(qc, goal.id, (g) => ({ ...g, ...(patch as Partial<Goal>) }));
      return { before };
    },
    onSuccess: (saved, vars) => {
      editGoal(qc, vars.goal.id, (g) => ({ ...g, ...saved, journal: saved.journal ?? g.journal }));
      toast.success(successMessage(vars));
    },
    onError: (err, vars, ctx) => {
      const before = ctx?.before;
      if (before) editGoal(qc, vars.goal.id, () => before);
      toast.error(failureMessage(vars, err));
    },
    onSettled: () => refreshGoalsWhenIdle(qc),
  });
}

export function editPatch(edit: GoalEdit): GoalPatch {
  return { title: edit.title.trim(), motivation: edit.motivation.trim(), description: edit.description.trim(), ...edit.habit };
}

/** Undo of a goal's delete (issue 17 item 2): the server puts it back exactly (decision 017). */
function useRestoreGoalMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ goal }: { goal: Goal; index: number }) =>
      (await request("POST /goals/{id}/restore", { params: { id: goal.id } })).data,
    onSuccess: (restored, { index }) => {
      editGoals(qc, (list) => (list.some((g) => g.id === restored.id) ? list : [...list.slice(0, index), restored, ...list.slice(index)]));
      toast.success("Goal restored");
    },
    onError: (err) => toast.error(serverReason(err, "Could not restore the goal")),
    onSettled: () => refreshGoalsWhenIdle(qc),
  });
}

export function useDeleteGoalMutation() {
  const qc = useQueryClient();
  const restore = useRestoreGoalMutation();
  return useMutation({
    mutationKey,
    mutationFn: async (goal: Goal) => (await request("DELETE /goals/{id}", { params: { id: goal.id } })).data,
    onMutate: async (goal) => {
      await holdGoals(qc);
      const goals = readGoals(qc) ?? [];
      const index = goals.findIndex((g) => g.id === goal.id);
      pendingRemovals.start(goal);
      editGoals(qc, (list) => list.filter((g) => g.id !== goal.id));
      return { index };
    },
    onSuccess: (_data, goal, ctx) => {
      pendingRemovals.settle(goal.id);
      toast.success("Goal deleted successfully", UNDO_WINDOW_MS, {
        label: "Undo",
        run: () => restore.mutate({ goal, index: ctx?.index ?? 0 }),
      });
    },
    onError: (err, goal, ctx) => {
      // Spec §4: an unknown or unreachable goal is removed locally anyway.
      if (err instanceof ApiError && err.status === 404) {
        pendingRemovals.settle(goal.id);
        return void toast.warning("Goal not found on server. Removed locally.");
      }
      if (err instanceof ApiError && err.isNetwork) {
        // Still on the server: it stays out of the list as pending removal until a Retry lands.
        pendingRemovals.unconfirmed(goal.id);
        return void toast.warning("Could not reach server. Goal removed locally.");
      }
      pendingRemovals.settle(goal.id);
      const at = ctx?.index ?? 0;
      editGoals(qc, (list) => (list.some((g) => g.id === goal.id) ? list : [...list.slice(0, at), goal, ...list.slice(at)]));
      toast.error(serverReason(err, "Failed to delete goal"));
    },
    onSettled: () => refreshGoalsWhenIdle(qc),
  });
}

/**
 * Move up / Move down or a drop in "My order" (issue 30): one PUT /api/goals/order, shown at once,
 * rolled back on failure.
 */
export function useMoveGoalMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ ids }: { ids: readonly string[]; message: string }) => {
      await request("PUT /goals/order", { body: { ids: [...ids] } });
    },
    onMutate: async ({ ids }) => {
      await holdGoals(qc);
      const before = readGoals(qc);
      editGoals(qc, (goals) => withOrder(goals, ids));
      return { before };
    },
    onSuccess: (_data, { message }) => toast.success(message),
    onError: (err, _vars, ctx) => {
      if (ctx?.before) {
        const before = ctx.before;
        editGoals(qc, () => before);
      }
      toast.error(`Could not save the new order: ${serverReason(err, "please try again")}`);
    },
    onSettled: () => refreshGoalsWhenIdle(qc),
  });
}

/**
 * Archive or restore (issue 30): the goal moves between the list and "Archived (N)" at once,
 * and back if the server refuses.
 */
export function useArchiveGoalMutation() {
  const qc = useQueryClient();
  const editArchived = (edit: (goals: Goal[]) => Goal[]) =>
    qc.setQueryData<Goal[]>(queryKeys.archivedGoals, (old) => (old ? edit(old) : old));
  return useMutation({
    mutationKey,
    mutationFn: async ({ goal, archived }: { goal: Goal; archived: boolean }) =>
      (await request("PATCH /goals/{id}", { params: { id: goal.id }, body: { archived } })).data,
    onMutate: async ({ goal, archived }) => {
      await holdGoals(qc);
      await qc.cancelQueries({ queryKey: queryKeys.archivedGoals });
      const before = { list: readGoals(qc), archived: qc.getQueryData<Goal[]>(queryKeys.archivedGoals) };
      const moved = { ...goal, archived };
      editGoals(qc, (goals) => (archived ? goals.filter((g) => g.id !== goal.id) : [moved, ...goals.filter((g) => g.id !== goal.id)]));
      editArchived((goals) => (archived ? [moved, ...goals.filter((g) => g.id !== goal.id)] : goals.filter((g) => g.id !== goal.id)));
      return { before };
    },
    onSuccess: (_saved, { goal, archived }) => toast.success(archived ? `Archived "${goal.title}"` : `Restored "${goal.title}"`),
    onError: (err, { archived }, ctx) => {
      if (ctx?.before.list) qc.setQueryData(queryKeys.goals, ctx.before.list);
      if (ctx?.before.archived) qc.setQueryData(queryKeys.archivedGoals, ctx.before.archived);
      toast.error(`${archived ? "Could not archive the goal" : "Could not restore the goal"}: ${serverReason(err, "please try again")}`);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.archivedGoals });
      refreshGoalsWhenIdle(qc);
    },
  });
}

/** Delete of an archived goal: gone from "Archived (N)" at once, back if the server refuses. */
export function useDeleteArchivedGoalMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (goal: Goal) => (await request("DELETE /goals/{id}", { params: { id: goal.id } })).data,
    onMutate: async (goal) => {
      await qc.cancelQueries({ queryKey: queryKeys.archivedGoals });
      const before = qc.getQueryData<Goal[]>(queryKeys.archivedGoals);
      qc.setQueryData<Goal[]>(queryKeys.archivedGoals, (old) => old?.filter((g) => g.id !== goal.id));
      return { before };
    },
    onSuccess: () => toast.success("Goal deleted successfully"),
    onError: (err, _goal, ctx) => {
      if (ctx?.before) qc.setQueryData(queryKeys.archivedGoals, ctx.before);
      toast.error(serverReason(err, "Failed to delete goal"));
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: queryKeys.archivedGoals }),
  });
}
