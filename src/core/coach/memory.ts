/** Per-goal memory: the last 6 assistant replies given while each goal was in focus. */
import { GOAL_MEMORY_REPLIES } from "./constants.js";

export type GoalMemory = Readonly<Record<string, readonly string[]>>;

export function rememberReply(memory: GoalMemory, goalId: string, reply: string): GoalMemory {
  const previous = memory[goalId] ?? [];
  return { ...memory, [goalId]: [...previous, reply].slice(-GOAL_MEMORY_REPLIES) };
}

export function recall(memory: GoalMemory, goalId: string | null | undefined): string[] {
  return goalId ? [...(memory[goalId] ?? [])] : [];
}
