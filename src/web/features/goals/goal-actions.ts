/**
 * What the dashboard can do to goals. Two implementations: the server one (TanStack Query
 * mutations, optimistic) and the demo one (local only). Components call these after the
 * checks every mode shares (empty title, empty slug, confirm dialog).
 */
import type { GoalInput } from "../../lib/api.js";
import type { HabitFields } from "../../../core/habit-field-rules.js";
import type { Goal } from "../../../core/schemas.js";

export interface GoalEdit {
  title: string;
  motivation: string;
  description: string;
  /** What the goal tracks (issue 29): only the fields that changed; absent when none did. */
  habit?: Partial<HabitFields>;
}

export interface GoalActions {
  /** `onCreated` runs once the goal exists (the form resets then, so nothing typed is lost on failure). */
  create: (input: GoalInput, onCreated?: () => void) => void;
  creating: boolean;
  quickIncrement: (goal: Goal) => void;
  /** A +10% (or a one-tap check-in) of this goal is on its way: its buttons wait, so a double click is one check-in. */
  incrementing: (goal: Goal) => boolean;
  /**
   * A check goal's "Done" or an amount goal's quick amount (issue 29 item 3): one check-in now,
   * shown at once, with an Undo (last-taps.ts). Not for progress goals (their one tap is +10 %).
   */
  logHabit: (goal: Goal, amount?: number) => void;
  saveEdit: (goal: Goal, edit: GoalEdit) => void;
  /** Only for a goal that already has a slug; without one, Publish is the way in. */
  setPublic: (goal: Goal, isPublic: boolean) => void;
  publish: (goal: Goal, slug: string) => void;
  remove: (goal: Goal) => void;
  /**
   * Moves `goal` in the manual order (issue 30), one step (Move up / down) or dropped further: `ids`
   * are the goals it passed and it, in their new order (core/manual-order.ts moveWithin); `by` is
   * the direction, `place` and `of` say where it lands, for the announcement.
   */
  move: (goal: Goal, ids: readonly string[], by: -1 | 1, place: { at: number; of: number }) => void;
  /** Archives (true) or restores (false) a goal (issue 30): it leaves the list for "Archived (N)", or comes back. */
  setArchived: (goal: Goal, archived: boolean) => void;
  /** Deletes an archived goal for good (after the same confirm as a card's Delete). */
  removeArchived: (goal: Goal) => void;
}

/** What is announced after a move (a toast: a live region). */
export function movedMessage(goal: Goal, by: -1 | 1, place: { at: number; of: number }): string {
  return `Moved "${goal.title}" ${by < 0 ? "up" : "down"}: ${place.at} of ${place.of}`;
}

export const QUICK_NOTE = "Quick update: +10%";

/** Said instead of sending a +10% that would add nothing (the goal is at 100 %). */
export const ALREADY_COMPLETE = "This goal is already complete (100%)";

/** A goal or entry the server has not confirmed yet (optimistic); its actions wait. */
export function isUnsaved(item: { id: string }): boolean {
  return item.id.startsWith("temp-");
}
