/**
 * A check or amount goal's one-tap check-in against the API (issue 29 item 3), the same path as
 * the card's +10 % (mutations.ts): shown at once (the cached goal's period figure moves in the
 * same frame: one-tap.ts withCheckIn), sent once (an Idempotency-Key per intent, kept in the
 * outbox offline and re-sent with it), and the answer's goal put in the cached list without
 * asking for the list again (decision 044). Its Undo (last-taps.ts) deletes the check-in, or
 * withdraws it from the outbox while it is still there.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { habitRules, derivedProgress, entryValue } from "../../../core/habit-rules.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { ApiError } from "../../lib/api.js";
import { intentKeys } from "../../lib/idempotency-key.js";
import { addEntry, deleteEntry } from "../../lib/goals-api.js";
import { journalListsOutdated, putListedGoal } from "../../lib/listed-goal.js";
import { cancelKept, KEPT_MESSAGE, keptEntries, sendOrKeep, type OutboxEntryBody } from "../../lib/outbox.js";
import { showToast, toast, UNDO_WINDOW_MS } from "../../lib/toast.js";
import { editGoal, holdGoals, refreshGoalsWhenIdle } from "./goals-cache.js";
import { lastTaps } from "./last-taps.js";
import { kindOf, tapMessage, tapNote } from "./one-tap.js";
import { withCheckIn } from "./queries.js";

interface TapVars {
  goal: Goal;
  amount: number | undefined;
  key: string;
  /** A backdated check-in's time (the journal calendar's tap on a past day); absent: now. */
  createdAt?: string;
}

let seq = 0;

/** What POST /api/journal is sent for a one-tap check-in: a note, and an amount goal's amount. */
export function tapBody(goal: Goal, amount: number | undefined, createdAt?: string): OutboxEntryBody {
  const body: OutboxEntryBody = { goal_id: goal.id, note: tapNote(goal, amount) };
  if (kindOf(goal) === "amount") body.amount = amount ?? 0;
  if (createdAt) body.created_at = createdAt;
  return body;
}

function reason(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? (err.isNetwork ? err.message : `Failed to add journal (${err.status})`);
  return "unknown error";
}

function useTapMutation() {
  const qc = useQueryClient();
  const undo = useUndoTapMutation();
  return useMutation({
    mutationKey: ["goals"],
    networkMode: "always",
    mutationFn: ({ goal, amount, key, createdAt }: TapVars) =>
      sendOrKeep("entry", key, tapBody(goal, amount, createdAt), (body) => addEntry(body, key)),
    onMutate: async ({ goal, amount, createdAt }) => {
      await holdGoals(qc);
      const rules = habitRules(goal);
      const value = (goal.facts?.period_value ?? 0) + entryValue(rules.kind, amount);
      const temp: JournalEntry = {
        id: `temp-tap-${Date.now()}-${++seq}`,
        goal_id: goal.id,
        note: tapNote(goal, amount),
        progress: derivedProgress(rules, value),
        created_at: createdAt ?? new Date().toISOString(),
        ...(kindOf(goal) === "amount" ? { amount: amount ?? 0 } : {}),
      };
      // A backdated check-in may fall in another period: its figure waits for the server's.
      editGoal(qc, goal.id, (g) => ({ ...(createdAt ? g : withCheckIn(g, amount)), journal: [...g.journal, temp] }));
      return { tempEntryId: temp.id };
    },
    onSuccess: (result, { goal, amount, key }, ctx) => {
      const withUndo = (run: () => void) => {
        lastTaps.set(goal.id, run);
        toast.success(tapMessage(goal, amount), UNDO_WINDOW_MS, { label: "Undo", run: () => void lastTaps.undo(goal.id) });
      };
      if ("sent" in result) {
        editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.filter((e) => e.id !== ctx.tempEntryId) }));
        putListedGoal(qc, result.sent.goal);
        journalListsOutdated(qc);
        const entryId = result.sent.id;
        return withUndo(() => undo.mutate({ goal, entryId }));
      }
      const entry = keptEntries([result.kept])[0] as JournalEntry;
      editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.map((e) => (e.id === ctx.tempEntryId ? entry : e)) }));
      lastTaps.set(goal.id, () => void cancelKept(key).then(() => refreshGoalsWhenIdle(qc)));
      showToast("info", KEPT_MESSAGE, UNDO_WINDOW_MS, { label: "Undo", run: () => void lastTaps.undo(goal.id) });
      refreshGoalsWhenIdle(qc);
    },
    onError: (err, { goal }, ctx) => {
      if (ctx) editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.filter((e) => e.id !== ctx.tempEntryId) }));
      toast.error(`Could not add quick entry: ${reason(err)}`);
      // The optimistic figure is undone by the server's list.
      refreshGoalsWhenIdle(qc);
    },
  });
}

/** The Undo of an answered one-tap check-in: DELETE, and its goal from the answer (decision 044). */
function useUndoTapMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ["goals"],
    mutationFn: ({ entryId }: { goal: Goal; entryId: string }) => deleteEntry(entryId),
    onMutate: async ({ goal, entryId }) => {
      await holdGoals(qc);
      editGoal(qc, goal.id, (g) => ({ ...g, journal: g.journal.filter((e) => e.id !== entryId) }));
    },
    onSuccess: (answer) => {
      putListedGoal(qc, answer.goal);
      journalListsOutdated(qc);
      toast.success("Check-in taken back");
    },
    onError: (err) => {
      // Already gone (deleted elsewhere): the list says how the goal stands.
      if (!(err instanceof ApiError && err.status === 404)) toast.error(`Could not undo: ${reason(err)}`);
      refreshGoalsWhenIdle(qc);
    },
  });
}

/**
 * The server's one-tap check-in: `log(goal, amount)` and whether one of the goal's is on its
 * way (its button waits, so a double tap is one check-in; the key covers what comes faster).
 */
export function useServerTap() {
  const [keys] = useState(intentKeys);
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const track = (goalId: string, on: boolean) =>
    setInFlight((prev) => {
      const next = new Set(prev);
      if (on) next.add(goalId);
      else next.delete(goalId);
      return next;
    });
  const tap = useTapMutation();
  return {
    log: (goal: Goal, amount?: number, createdAt?: string, onSettled?: () => void) => {
      const intent = `tap:${goal.id}:${goal.journal.at(-1)?.id ?? "none"}:${amount ?? ""}:${createdAt ?? ""}`;
      track(goal.id, true);
      tap.mutate(
        { goal, amount, key: keys.keyFor(intent), createdAt },
        {
          onSettled: () => {
            keys.settle(intent);
            track(goal.id, false);
            onSettled?.();
          },
        },
      );
    },
    logging: (goal: Goal) => inFlight.has(goal.id),
  };
}
