/**
 * What the coach says about one goal: goal-facts.ts's figures (progress, streak, idle
 * days) plus the coach's own wording (last update label, stalled, last note, motivation).
 */
import { clampProgress } from "../clamp-progress.js";
import { STALLED_IDLE_DAYS } from "../constants.js";
import { relativeDayLabel } from "../dates.js";
import type { EntryLike } from "../entries.js";
import { goalFacts } from "../goal-facts.js";
import type { HabitFacts } from "../habit-facts.js";
import type { HabitGoal } from "../habit-rules.js";
import { kindOf } from "../habit-words.js";
import type { GoalChoice } from "./contract.js";
import { toCategory, toTimeframe } from "./draft-fields.js";

/** The goal fields the coach reads; API goals and demo goals both fit (wire-shape.ts respells their fields). */
export interface CoachGoal extends HabitGoal {
  id: string;
  title: string;
  category: string;
  timeframe: string;
  unit?: string | null;
  public: boolean;
  motivation?: string;
  description?: string;
  progress?: number;
  created_at?: string;
  journal?: readonly (EntryLike & { note?: string })[] | null;
  /** Issue 30: its group (null or absent: none) and whether archived. */
  group_id?: string | null;
  archived?: boolean;
}

export interface CoachFacts {
  goal: CoachGoal;
  progress: number;
  streak: number;
  /** A check or amount goal's period figures and streak in its unit (issue 29); null for a progress goal. */
  habit: HabitFacts | null;
  entries: number;
  /** "today", "yesterday", "3 days ago", "Mar 5, 2026", or "never" when the journal is empty. */
  lastUpdate: string;
  /** Days since the last entry (or since creation with no entry); null when unknown. */
  idleDays: number | null;
  stalled: boolean;
  lastNote: string;
  motivation: string;
}

export interface Clock {
  now: Date;
  timeZone: string;
}

export function coachFacts(goal: CoachGoal, clock: Clock): CoachFacts {
  const f = goalFacts(goal, clock);
  const last = f.latest;
  // A goal handed over without its journal (progress only) keeps the progress it came with.
  const progress = f.entries > 0 ? f.overall : clampProgress(goal.progress ?? 0);
  const lastAt = last?.created_at;
  return {
    goal,
    progress,
    streak: f.streak,
    habit: kindOf(goal) === "progress" ? null : f.habit,
    entries: f.entries,
    lastUpdate: lastAt ? lowerRelative(relativeDayLabel(lastAt, clock.now, clock.timeZone)) || "unknown" : "never",
    idleDays: f.idleDays,
    stalled: progress < 100 && f.idleDays !== null && f.idleDays > STALLED_IDLE_DAYS,
    lastNote: last?.note?.trim() ?? "",
    motivation: (goal.motivation ?? "").trim(),
  };
}

/** "Today" reads "today" mid-sentence; a date such as "Mar 5, 2026" keeps its case. */
function lowerRelative(label: string): string {
  return /^(Today|Yesterday|\d+ days ago)$/.test(label) ? label.toLowerCase() : label;
}

/** A goal as the selector shows it. */
export function goalChoice(goal: CoachGoal, clock: Clock): GoalChoice {
  return {
    id: goal.id,
    title: goal.title,
    category: toCategory(goal.category),
    timeframe: toTimeframe(goal.timeframe) ?? "weekly",
    progress: coachFacts(goal, clock).progress,
  };
}

/** The goals to offer first: unfinished ones that waited longest, then the rest. */
export function goalsByUrgency(goals: readonly CoachGoal[], clock: Clock): CoachFacts[] {
  return goals
    .map((g) => coachFacts(g, clock))
    .sort(
      (a, b) =>
        Number(a.progress >= 100) - Number(b.progress >= 100) ||
        (b.idleDays ?? -1) - (a.idleDays ?? -1) ||
        a.progress - b.progress ||
        a.goal.title.localeCompare(b.goal.title),
    );
}
