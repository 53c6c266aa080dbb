/**
 * A check or amount goal's day states (issue 29 item 5) as the calendar draws them, and their
 * legend under it (issue 29: a visible legend). Each state is told apart by shape and pattern as
 * well as colour, and the legend names it in words: done a full square, partly done half filled,
 * missed an empty square with a thick border, today still open a dashed border, not due a small
 * dot, paused hatched. Each day's own text alternative names its state too (check-in-calendar.tsx).
 */
import { HABIT_DAY_STATE_TEXT, type HabitDayState } from "../../../core/habit-calendar.js";

/** Paused days are hatched, so they read as neither a check-in nor a gap. */
export const PAUSED_CLASS =
  "bg-[repeating-linear-gradient(45deg,var(--color-slate-300)_0_2px,transparent_2px_5px)] dark:bg-[repeating-linear-gradient(45deg,var(--color-slate-600)_0_2px,transparent_2px_5px)]";

export const STATE_CLASS: Record<HabitDayState, string> = {
  done: "bg-emerald-600 dark:bg-emerald-400",
  partly:
    "border border-emerald-600 bg-[linear-gradient(135deg,var(--color-emerald-600)_50%,transparent_50%)] dark:border-emerald-400 dark:bg-[linear-gradient(135deg,var(--color-emerald-400)_50%,transparent_50%)]",
  paused: PAUSED_CLASS,
  missed: "border-2 border-rose-600 dark:border-rose-400",
  not_due:
    "bg-[radial-gradient(circle,var(--color-slate-400)_1.5px,transparent_2px)] dark:bg-[radial-gradient(circle,var(--color-slate-500)_1.5px,transparent_2px)]",
  open: "border border-dashed border-slate-500 dark:border-slate-400",
  none: "bg-slate-100 dark:bg-slate-800",
};

/** The legend's order: what a day met, then what it owes, then the days that owe nothing. */
const LEGEND_STATES: readonly HabitDayState[] = ["done", "partly", "missed", "open", "not_due", "paused", "none"];

export function HabitStateLegend() {
  return (
    <ul aria-label="Legend" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      {LEGEND_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`block size-3 shrink-0 rounded-sm ${STATE_CLASS[state]}`} />
          {/* The words of each day's text alternative, begun with a capital. */}
          <span className="first-letter:uppercase">{HABIT_DAY_STATE_TEXT[state]}</span>
        </li>
      ))}
    </ul>
  );
}
