/** Display helpers of the public goal page. */
import { goalStartedAt } from "../../../core/goal-started.js";

// Hand-written "MMM d, yyyy" and "h:mm a" rather than date-fns `format`, whose formatters and
// locale are 5 kB gzip of the page's first load (issue 8).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const formatDay = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${String(d.getFullYear()).padStart(4, "0")}`;
const formatTime = (d: Date) => `${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, "0")} ${d.getHours() < 12 ? "AM" : "PM"}`;

/**
 * The goal's "Started" date (core/goal-started.ts: the earlier of creation and first check-in).
 * The server sends the first check-in's time (`first_entry_at`) with the latest entries; without
 * it (the list fallback, the demo) only a whole journal tells the first check-in, and with older
 * entries unseen the creation date stands.
 */
export function startedDate(goal: {
  created_at: string;
  updates_count?: number;
  first_entry_at?: string | null;
  journal: readonly { created_at: string }[];
}): string {
  const whole = goal.journal.length >= (goal.updates_count ?? 0);
  const first = goal.first_entry_at;
  const entries = typeof first === "string" ? [{ created_at: first }] : first === null || !whole ? [] : goal.journal;
  return shortDate(goalStartedAt(goal.created_at, entries));
}

/** "Mar 5, 2026" in the viewer's own time zone; "" for a missing or invalid date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : formatDay(d);
}

/** "Mar 5, 2026 · 7:30 PM" for journal entries. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `${formatDay(d)} · ${formatTime(d)}`;
}

/** The left-border colour of a journal entry by its progress (thresholds 90, 50, 25). */
export function progressBorderClass(progress: number): string {
  if (progress >= 90) return "border-l-emerald-500 dark:border-l-emerald-500";
  if (progress >= 50) return "border-l-sky-500 dark:border-l-sky-500";
  if (progress >= 25) return "border-l-amber-500 dark:border-l-amber-500";
  return "border-l-rose-400 dark:border-l-rose-400";
}
