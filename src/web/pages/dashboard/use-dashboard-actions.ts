/** Picks the goal actions of the mode: the API when signed in, the local demo store in demo mode. */
import { demoStore } from "../../features/demo/demo-store.js";
import { movedMessage, type GoalActions } from "../../features/goals/goal-actions.js";
import { useServerGoalActions } from "../../features/goals/use-server-goal-actions.js";

function demoActions(onReached100: () => void): GoalActions {
  return {
    create: (input, onCreated) => {
      demoStore.create(input);
      onCreated?.();
    },
    creating: false,
    quickIncrement: (goal) => demoStore.increment(goal.id, onReached100),
    incrementing: (goal) => demoStore.isIncrementing(goal.id),
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
