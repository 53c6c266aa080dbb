/**
 * A journal write's answer carries its goal exactly as GET /api/goals now lists it (decision
 * 044): the cached list takes it in place of asking for the whole list again, so a check-in costs
 * one round trip. Shared by the goal cards (features/goals) and the journal (features/journal).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Goal } from "../../core/schemas.js";
import { normaliseGoal } from "../../core/wire-shape.js";
import { editLastKnown } from "./offline-cache.js";
import { queryKeys } from "./query-keys.js";

/** Entries a card shows while their own check-in is still on its way (features/goals/mutations.ts). */
const isUnanswered = (entry: { id: string }) => entry.id.startsWith("temp-");

/**
 * Puts `goal` (as the server lists it now) in the cached goal list in place of its copy. Entries
 * of other check-ins still on their way stay shown until their own answers replace them. A list
 * not loaded (or without the goal) is left alone: it is asked for when it is next shown.
 */
export function putListedGoal(qc: QueryClient, answered: Goal): void {
  // Respelled where it enters, as the list's goals are (features/goals/queries.ts).
  const goal = normaliseGoal(answered);
  // The remembered list (lib/offline-cache.ts) is the server's alone: kept entries are merged when it is read.
  editLastKnown<Goal[]>("goals", (known) => known.map((g) => (g.id === goal.id ? goal : g)));
  qc.setQueryData<Goal[]>(queryKeys.goals, (old) =>
    old?.map((held) => {
      if (held.id !== goal.id) return held;
      const answered = new Set(goal.journal.map((e) => e.id));
      const unanswered = held.journal.filter((e) => isUnanswered(e) && !answered.has(e.id));
      return unanswered.length === 0 ? goal : { ...goal, journal: [...goal.journal, ...unanswered] };
    }),
  );
}

/**
 * The journal lists no longer hold every entry of a goal that changed: they are asked again the
 * next time they are shown, not now (none is on the dashboard, where a check-in must cost one
 * request). Lists on screen are edited from the answers by the journal's own mutations.
 */
export function journalListsOutdated(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: queryKeys.journal(), refetchType: "none" });
}

/** The entry of a journal write's answer, without the goal it carries (the journal lists hold entries). */
export function entryOfAnswer<T extends { goal: Goal }>(answer: T): Omit<T, "goal"> {
  const { goal: _goal, ...entry } = answer;
  return entry;
}
