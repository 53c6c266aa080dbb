/**
 * Demo mode's goals live in this page's memory only: every action works locally and no server
 * call is ever made (spec §1, §4). A reload starts again from the sample goals.
 */
import { useSyncExternalStore } from "react";
import { CATEGORIES, TIMEFRAMES, type Category, type Timeframe } from "../../../core/constants.js";
import { overallProgress, quickIncrement } from "../../../core/progress.js";
import { clampProgress } from "../../../core/clamp-progress.js";
import { entryTimeProblem } from "../../../core/entry-time.js";
import { sortEntriesByTime } from "../../../core/entries.js";
import { type HabitFields, habitAnswer, resolveHabitFields } from "../../../core/habit-field-rules.js";
import { habitRules } from "../../../core/habit-rules.js";
import { withDerivedProgress } from "../../../core/habit-journal.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { type Pause, type PauseRange, pauseRangeProblem } from "../../../core/pauses.js";
import { withOrder } from "../../../core/manual-order.js";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { toast, UNDO_WINDOW_MS } from "../../lib/toast.js";
import { DEMO_USERNAME, sampleGoals } from "./sample-goals.js";

/** The spec's demo delay before a quick increment lands. */
export const DEMO_INCREMENT_DELAY_MS = 300;
const QUICK_NOTE = "Quick update: +10%";

let goals: Goal[] | null = null;
/** Goals whose +10% waits out the demo delay (their buttons are disabled meanwhile). */
const incrementing = new Set<string>();
let seq = 0;
const listeners = new Set<() => void>();

function current(): Goal[] {
  goals ??= sampleGoals(new Date());
  return goals;
}

function set(next: Goal[]): void {
  goals = next;
  for (const l of listeners) l();
}

function patch(id: string, change: (g: Goal) => Goal): boolean {
  const list = current();
  if (!list.some((g) => g.id === id)) return false;
  set(list.map((g) => (g.id === id ? change(g) : g)));
  return true;
}

const nextId = (kind: string) => `demo-${kind}-${Date.now().toString(36)}-${++seq}`;

export interface DemoGoalInput extends Partial<HabitFields> {
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
}

/** A check or amount goal's check-in (issue 29): done, or an amount. */
export interface DemoCheckIn {
  goal_id: string;
  note?: string | undefined;
  amount?: number | undefined;
  created_at?: string | undefined;
  /** No toast of its own: the one-tap action says it, with its Undo (issue 29 item 3). */
  quiet?: boolean;
}

/** The habit fields a create or edit sends, as POST / PATCH /api/goals reads them. */
function habitChangeOf(input: Partial<Record<keyof HabitFields, unknown>>): Partial<Record<keyof HabitFields, unknown>> {
  const { kind, target, unit, direction, weekdays, every_days } = input;
  return Object.fromEntries(Object.entries({ kind, target, unit, direction, weekdays, every_days }).filter(([, v]) => v !== undefined));
}

/** A goal's stored habit fields (a demo goal without them is a progress goal). */
function habitOfGoal(goal: Goal): HabitFields {
  return resolveHabitFields(habitChangeOf(goal), undefined, goal.timeframe) as HabitFields;
}

export const demoStore = {
  /**
   * No validation of the spec's fields here: the spec does not apply the create check in demo mode
   * (§5). A check or amount goal's fields follow the API's rules (issue 29): a refusal is its 400's message.
   */
  create(input: DemoGoalInput): Goal | undefined {
    const now = new Date().toISOString();
    const category = (CATEGORIES as readonly string[]).includes(input.category) ? (input.category as Category) : "general";
    const timeframe = (TIMEFRAMES as readonly string[]).includes(input.timeframe) ? (input.timeframe as Timeframe) : "daily";
    const habit = resolveHabitFields(habitChangeOf(input), undefined, timeframe);
    if (typeof habit === "string") return void toast.error(`Could not create the goal: ${habit}`);
    const goal: Goal = {
      id: nextId("goal"),
      title: input.title.trim() || "Untitled goal",
      description: input.description.trim(),
      motivation: input.motivation.trim(),
      category,
      timeframe,
      public: false,
      slug: null,
      username: DEMO_USERNAME,
      created_at: now,
      updated_at: now,
      progress: 0,
      likes_count: 0,
      journal: [],
      pauses: [],
      ...habitAnswer(habit),
    };
    set([goal, ...current()]);
    toast.success("Goal created (demo)");
    return goal;
  },

  /** Lands after DEMO_INCREMENT_DELAY_MS; `onReached100` fires when this increment completes the goal. */
  increment(goalId: string, onReached100?: () => void): void {
    if (incrementing.has(goalId)) return;
    incrementing.add(goalId);
    set(current().slice()); // a new snapshot, so the cards re-render with the button disabled
    window.setTimeout(() => {
      incrementing.delete(goalId);
      const goal = current().find((g) => g.id === goalId);
      set(current().slice());
      if (!goal) return void toast.error("Failed to update progress (demo)");
      const from = overallProgress(goal.journal);
      const progress = quickIncrement(from);
      const created_at = new Date().toISOString();
      const entry = { id: nextId("entry"), goal_id: goalId, note: QUICK_NOTE, progress, created_at };
      patch(goalId, (g) => ({ ...g, progress, updated_at: created_at, journal: [...g.journal, entry] }));
      toast.success("+10% logged (demo)");
      if (progress === 100 && from < 100) onReached100?.();
    }, DEMO_INCREMENT_DELAY_MS);
  },

  /** The current goals, outside React (components use useDemoGoals). */
  goals(): Goal[] {
    return current();
  },

  isIncrementing(goalId: string): boolean {
    return incrementing.has(goalId);
  },

  /** The card's Edit: the spec's texts, and what the goal tracks as PATCH /api/goals/{id} merges it (issue 29). */
  update(goalId: string, changes: Partial<Pick<Goal, "title" | "motivation" | "description">> & Partial<HabitFields>): void {
    const goal = current().find((g) => g.id === goalId);
    if (!goal) return void toast.error("Error saving changes");
    const { kind, target, unit, direction, weekdays, every_days, ...texts } = changes;
    const habitChange = habitChangeOf({ kind, target, unit, direction, weekdays, every_days });
    let habit: Partial<HabitFields> = {};
    if (Object.keys(habitChange).length > 0) {
      const resolved = resolveHabitFields(habitChange, habitOfGoal(goal), goal.timeframe);
      if (typeof resolved === "string") return void toast.error(`Error saving changes: ${resolved}`);
      // Every field named, so a goal turned back into a progress goal drops the others.
      habit =
        resolved.kind === "progress"
          ? { kind: undefined, target: undefined, unit: undefined, direction: undefined, weekdays: undefined, every_days: undefined }
          : resolved;
    }
    patch(goalId, (g) => ({ ...g, ...texts, ...habit, updated_at: new Date().toISOString() }));
    toast.success("Updated");
  },

  /**
   * A check or amount goal's check-in (issue 29), as POST /api/journal takes it: a check goal's is
   * "done" (no amount), an amount goal's needs an amount; its progress is derived by core.
   */
  checkIn(input: DemoCheckIn): JournalEntry | undefined {
    const goal = current().find((g) => g.id === input.goal_id);
    if (!goal) return void toast.error("Could not save entry");
    const { kind } = habitRules(goal);
    if (kind === "progress") return void toast.error("Could not save entry: progress is required");
    if (kind === "amount" && input.amount === undefined)
      return void toast.error("Could not save entry: amount is required for an amount goal");
    if (kind === "check" && input.amount !== undefined) return void toast.error("Could not save entry: amount is only for amount goals");
    return this.addEntry({
      goal_id: goal.id,
      note: input.note ?? "",
      progress: 0,
      created_at: input.created_at,
      amount: input.amount,
      quiet: input.quiet,
    });
  },

  setPublic(goalId: string, isPublic: boolean): void {
    if (patch(goalId, (g) => ({ ...g, public: isPublic }))) toast.success(isPublic ? "Goal is now public" : "Goal is now private");
    else toast.error("Failed to update visibility");
  },

  publish(goalId: string, slug: string): void {
    if (current().some((g) => g.id !== goalId && g.slug === slug)) {
      return void toast.error("You already have a goal at this URL. Choose another custom URL.");
    }
    if (patch(goalId, (g) => ({ ...g, slug, public: true }))) toast.success("Goal published successfully");
    else toast.error("Failed to publish goal");
  },

  /** Archive or restore, locally (issue 30). */
  setArchived(goalId: string, archived: boolean): void {
    const goal = current().find((g) => g.id === goalId);
    if (!goal || !patch(goalId, (g) => ({ ...g, archived }))) return void toast.error("Failed to update the goal");
    toast.success(archived ? `Archived "${goal.title}"` : `Restored "${goal.title}"`);
  },

  /** PATCH /api/goals/{id} {group_id}, locally (issue 30): null takes it out of any group. */
  setGroup(goalId: string, groupId: string | null, message: string): void {
    if (patch(goalId, (g) => ({ ...g, group_id: groupId }))) toast.success(message);
    else toast.error("Failed to update the goal");
  },

  /** A deleted group's goals become ungrouped, nothing else changes (DELETE /api/groups/{id}). */
  ungroup(groupId: string): void {
    set(current().map((g) => (g.group_id === groupId ? { ...g, group_id: null } : g)));
  },

  /** PUT /api/goals/order, locally (issue 30): `ids` take, in this order, the places they held. */
  setOrder(ids: readonly string[], message: string): void {
    set(withOrder(current(), ids));
    toast.success(message);
  },

  remove(goalId: string): void {
    const before = current();
    const index = before.findIndex((g) => g.id === goalId);
    const goal = before[index];
    set(before.filter((g) => g.id !== goalId));
    // Undo puts the very goal back where it was, as the server's restore does (decision 017).
    toast.success("Goal deleted (demo)", UNDO_WINDOW_MS, {
      label: "Undo",
      run: () => {
        if (!goal || current().some((g) => g.id === goalId)) return;
        const now = current();
        set([...now.slice(0, index), goal, ...now.slice(index)]);
        toast.success("Goal restored");
      },
    });
  },

  /**
   * A journal entry (the journal page in demo mode), now or back-dated by `created_at` (never
   * more than 5 minutes ahead, as the API); the goal's progress follows its latest entry.
   */
  addEntry(input: {
    goal_id: string;
    note: string;
    progress: number;
    created_at?: string | undefined;
    amount?: number | undefined;
    /** No "Entry added": the caller says it (a one-tap check-in, with its Undo). */
    quiet?: boolean;
  }): JournalEntry | undefined {
    const problem = input.created_at === undefined ? undefined : entryTimeProblem(input.created_at, new Date());
    if (problem) return void toast.error(`Could not save entry: ${problem}`);
    const created_at = input.created_at === undefined ? new Date().toISOString() : new Date(input.created_at).toISOString();
    const entry: JournalEntry = {
      id: nextId("entry"),
      goal_id: input.goal_id,
      note: input.note.trim(),
      progress: input.progress,
      created_at,
      ...(input.amount === undefined ? {} : { amount: input.amount }),
    };
    if (!patch(input.goal_id, (g) => withJournal(g, [...g.journal, entry]))) return void toast.error("Could not save entry");
    if (!input.quiet) toast.success("Entry added");
    // A check or amount goal's entry answers with its derived progress.
    return current()
      .find((g) => g.id === input.goal_id)
      ?.journal.find((e) => e.id === entry.id);
  },

  /**
   * Edits an entry's note, progress and/or time as `PATCH /api/journal/{id}` does, answering the
   * entry or the API's reason for refusing; the goal's order and progress follow at once.
   */
  updateEntry(
    entryId: string,
    changes: { note?: string; progress?: number; created_at?: string },
  ): { entry: JournalEntry } | { error: string } {
    if (changes.note === undefined && changes.progress === undefined && changes.created_at === undefined) {
      return { error: "Nothing to change: send note, progress or created_at" };
    }
    const problem = changes.created_at === undefined ? undefined : entryTimeProblem(changes.created_at, new Date());
    if (problem) return { error: problem };
    const goal = current().find((g) => g.journal.some((e) => e.id === entryId));
    const old = goal?.journal.find((e) => e.id === entryId);
    if (!goal || !old) return { error: "Entry not found" };
    const entry: JournalEntry = {
      ...old,
      ...(changes.note === undefined ? {} : { note: changes.note.trim() }),
      ...(changes.progress === undefined ? {} : { progress: clampProgress(changes.progress) }),
      ...(changes.created_at === undefined ? {} : { created_at: new Date(changes.created_at).toISOString() }),
    };
    patch(goal.id, (g) =>
      withJournal(
        g,
        g.journal.map((e) => (e.id === entryId ? entry : e)),
      ),
    );
    toast.success("Entry updated");
    return { entry };
  },

  /** Pauses a goal for a range of days (issue 17 item 5): its streak and calendar skip them. */
  addPause(goalId: string, range: PauseRange): Pause | undefined {
    const problem = pauseRangeProblem(range);
    if (problem) return void toast.error(`Could not pause the goal: ${problem}`);
    const pause: Pause = { id: nextId("pause"), from: range.from, to: range.to };
    const added = patch(goalId, (g) => ({
      ...g,
      pauses: [...(g.pauses ?? []), pause].sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id)),
    }));
    if (!added) return void toast.error("Could not pause the goal: Goal not found");
    toast.success("Goal paused");
    return pause;
  },

  removePause(goalId: string, pauseId: string): boolean {
    const goal = current().find((g) => g.id === goalId);
    if (!goal?.pauses?.some((p) => p.id === pauseId)) {
      toast.error(`Could not remove the pause: ${goal ? "Pause not found" : "Goal not found"}`);
      return false;
    }
    patch(goalId, (g) => ({ ...g, pauses: (g.pauses ?? []).filter((p) => p.id !== pauseId) }));
    toast.success("Pause removed");
    return true;
  },

  /** Removes an entry and answers it (for an Undo), or undefined when there is none. */
  removeEntry(entryId: string): JournalEntry | undefined {
    const goal = current().find((g) => g.journal.some((e) => e.id === entryId));
    const entry = goal?.journal.find((e) => e.id === entryId);
    if (!goal || !entry) return undefined;
    patch(goal.id, (g) =>
      withJournal(
        g,
        g.journal.filter((e) => e.id !== entryId),
      ),
    );
    return entry;
  },

  /** Puts a removed entry back as it was (same id and date). */
  restoreEntry(entry: JournalEntry): boolean {
    return patch(entry.goal_id, (g) => (g.journal.some((e) => e.id === entry.id) ? g : withJournal(g, [...g.journal, entry])));
  },

  /** Back to the three sample goals (tests; a fresh demo). */
  reset(): void {
    set(sampleGoals(new Date()));
  },
};

/**
 * The journal kept oldest first (as the API's goal list has it), and the goal's progress with it;
 * a check or amount goal's entries carry the progress derived from their period (issue 29).
 */
function withJournal(goal: Goal, journal: JournalEntry[]): Goal {
  const sorted = withDerivedProgress(goal, journal, browserTimeZone());
  return { ...goal, journal: sorted, progress: overallProgress(sorted), updated_at: new Date().toISOString() };
}

/** Entries of one goal, or of every goal, newest first (the journal page's order). */
export function demoEntries(goals: readonly Goal[], goalId?: string): JournalEntry[] {
  const all = goals.filter((g) => !goalId || g.id === goalId).flatMap((g) => g.journal);
  return sortEntriesByTime(all).reverse();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoGoals(): Goal[] {
  return useSyncExternalStore(subscribe, current, current);
}
