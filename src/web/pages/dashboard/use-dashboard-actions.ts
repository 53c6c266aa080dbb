/** Picks the goal actions of the mode: the API when signed in, the local demo store in demo mode. */
import { demoStore } from "../../features/demo/demo-store.js";
import { movedMessage, type GoalActions } from "../../features/goals/goal-actions.js";
import { useServerGoalActions } from "../../features/goals/use-server-goal-actions.js";
import { lastTaps } from "../../features/goals/last-taps.js";
import { tapMessage, tapNote } from "../../features/goals/one-tap.js";
import { habitRules } from "../../../core/habit-rules.js";
import type { Goal } from "../../../core/schemas.js";
import { toast, UNDO_WINDOW_MS } from "../../lib/toast.js";

/** A one-tap check-in in demo mode: local, with the same derived progress (the demo store's) and Undo as the server's. */
function demoCheckIn(goal: Goal, amount: number | undefined): void {
  const entry = demoStore.checkIn({
    goal_id: goal.id,
    note: tapNote(goal, amount),
    amount: habitRules(goal).kind === "amount" ? (amount ?? 0) : undefined,
    quiet: true,
  });
  if (!entry) return; // the demo store said why
  lastTaps.set(goal.id, () => {
    if (demoStore.removeEntry(entry.id)) toast.success("Check-in taken back");
  });
  toast.success(tapMessage(goal, amount), UNDO_WINDOW_MS, { label: "Undo", run: () => void lastTaps.undo(goal.id) });
}

function demoActions(onReached100: () => void): GoalActions {
  return {
    create: (input, onCreated) => {
      demoStore.create(input);
      onCreated?.();
    },
    creating: false,
    quickIncrement: (goal) => demoStore.increment(goal.id, onReached100),
    incrementing: (goal) => demoStore.isIncrementing(goal.id),
    logHabit: demoCheckIn,
    saveEdit: (goal, edit) =>
      demoStore.update(goal.id, {
        title: edit.title.trim(),
        motivation: edit.motivation.trim(),
        description: edit.description.trim(),
        ...edit.habit,
      }),
    setPublic: (goal, isPublic) => demoStore.setPublic(goal.id, isPublic),
    publish: (goal, slug) => demoStore.publish(goal.id, slug),
    remove: (goal) => demoStore.remove(goal.id),
    move: (goal, ids, by, place) => demoStore.setOrder(ids, movedMessage(goal, by, place)),
    setArchived: (goal, archived) => demoStore.setArchived(goal.id, archived),
    removeArchived: (goal) => demoStore.remove(goal.id),
  };
}

export function useDashboardActions(demo: boolean, username: string, onReached100: () => void): GoalActions {
  // Both hooks run every render (rules of hooks); the server mutations stay idle in demo mode.
  const server = useServerGoalActions(username, onReached100);
  return demo ? demoActions(onReached100) : server;
}
