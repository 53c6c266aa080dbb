/**
 * Demo mode's goals live in this page's memory only: every action works locally and no server
 * call is ever made (spec §1, §4). A reload starts again from the sample goals.
 */
import { useSyncExternalStore } from "react";
import { CATEGORIES, TIMEFRAMES, type Category, type Timeframe } from "../../../core/constants.js";
import { overallProgress, quickIncrement } from "../../../core/progress.js";
import type { Goal } from "../../../core/schemas.js";
import { toast } from "../../lib/toast.js";
import { DEMO_USERNAME, sampleGoals } from "./sample-goals.js";

/** The spec's demo delay before a quick increment lands. */
export const DEMO_INCREMENT_DELAY_MS = 300;
const QUICK_NOTE = "Quick update: +10%";

let goals: Goal[] | null = null;
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

export interface DemoGoalInput {
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
}

export const demoStore = {
  /** No validation here: the spec does not apply the create check in demo mode (§5). */
  create(input: DemoGoalInput): Goal {
    const now = new Date().toISOString();
    const category = (CATEGORIES as readonly string[]).includes(input.category) ? (input.category as Category) : "general";
    const timeframe = (TIMEFRAMES as readonly string[]).includes(input.timeframe) ? (input.timeframe as Timeframe) : "daily";
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
    };
    set([goal, ...current()]);
    toast.success("Goal created (demo)");
    return goal;
  },

  /** Lands after DEMO_INCREMENT_DELAY_MS; `onReached100` fires when this increment completes the goal. */
  increment(goalId: string, onReached100?: () => void): void {
    window.setTimeout(() => {
      const goal = current().find((g) => g.id === goalId);
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

  update(goalId: string, changes: Partial<Pick<Goal, "title" | "motivation" | "description">>): void {
    if (patch(goalId, (g) => ({ ...g, ...changes, updated_at: new Date().toISOString() }))) toast.success("Updated");
    else toast.error("Error saving changes");
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

  remove(goalId: string): void {
    set(current().filter((g) => g.id !== goalId));
    toast.success("Goal deleted (demo)");
  },

  /** Back to the three sample goals (tests; a fresh demo). */
  reset(): void {
    set(sampleGoals(new Date()));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoGoals(): Goal[] {
  return useSyncExternalStore(subscribe, current, current);
}
