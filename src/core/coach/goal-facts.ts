/** What the coach knows about one goal: progress, streak, last update, idle days. */
import { STALLED_IDLE_DAYS } from "../constants.js";
import { dayKey, daysBetween, relativeDayLabel } from "../dates.js";
import { sortEntriesByTime, type EntryLike } from "../entries.js";
import { clampProgress, overallProgress } from "../progress.js";
import { computeStreak } from "../streak.js";
import type { GoalChoice } from "./contract.js";
import { toCategory, toTimeframe } from "./draft-fields.js";

/** The goal fields the coach reads; API goals and demo goals (with `why`) both fit. */
export interface CoachGoal {
  id: string;
  title: string;
  category: string;
  timeframe: string;
  public: boolean;
  motivation?: string;
  why?: string;
  description?: string;
  progress?: number;
  created_at?: string;
  createdAt?: string;
  journal?: readonly (EntryLike & { note?: string })[] | null;
}

export interface GoalFacts {
  goal: CoachGoal;
  progress: number;
  streak: number;
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

export function goalFacts(goal: CoachGoal, clock: Clock): GoalFacts {
  const journal = sortEntriesByTime(goal.journal ?? []);
  const last = journal.at(-1);
  const progress = journal.length > 0 ? overallProgress(journal) : clampProgress(goal.progress ?? 0);
  const today = dayKey(clock.now, clock.timeZone);
  // Not schemas.createdAtOf: importing a value from schemas.ts pulls zod (25 kB gzip) into the browser.
  const since = last?.created_at || last?.createdAt || (goal.created_at ?? goal.createdAt ?? "");
  const idleDays = since ? daysSince(since, today, clock.timeZone) : null;
  const lastAt = last?.created_at || last?.createdAt;
  return {
    goal,
    progress,
    streak: computeStreak(journal, clock.now, clock.timeZone),
    entries: journal.length,
    lastUpdate: lastAt ? lowerRelative(relativeDayLabel(lastAt, clock.now, clock.timeZone)) || "unknown" : "never",
    idleDays,
    stalled: progress < 100 && idleDays !== null && idleDays > STALLED_IDLE_DAYS,
    lastNote: (last as { note?: string } | undefined)?.note?.trim() ?? "",
    motivation: (goal.motivation ?? goal.why ?? "").trim(),
  };
}

/** "Today" reads "today" mid-sentence; a date such as "Mar 5, 2026" keeps its case. */
function lowerRelative(label: string): string {
  return /^(Today|Yesterday|\d+ days ago)$/.test(label) ? label.toLowerCase() : label;
}

function daysSince(since: string, today: string, timeZone: string): number | null {
  try {
    return Math.max(0, daysBetween(dayKey(since, timeZone), today));
  } catch {
    return null;
  }
}

/** A goal as the selector shows it. */
export function goalChoice(goal: CoachGoal, clock: Clock): GoalChoice {
  return {
    id: goal.id,
    title: goal.title,
    category: toCategory(goal.category),
    timeframe: toTimeframe(goal.timeframe) ?? "weekly",
    progress: goalFacts(goal, clock).progress,
  };
}

/** The goals to offer first: unfinished ones that waited longest, then the rest. */
export function goalsByUrgency(goals: readonly CoachGoal[], clock: Clock): GoalFacts[] {
  return goals
    .map((g) => goalFacts(g, clock))
    .sort(
      (a, b) =>
        Number(a.progress >= 100) - Number(b.progress >= 100) ||
        (b.idleDays ?? -1) - (a.idleDays ?? -1) ||
        a.progress - b.progress ||
        a.goal.title.localeCompare(b.goal.title),
    );
}
