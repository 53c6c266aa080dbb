/**
 * The analytics panel's Habits section (issue 29): each check or amount goal's periods met over a
 * From/To range, an amount goal's totals per period, and the CSV and JSON downloads. Its own lazy
 * chunk: the figures come from core/habit-analytics.ts (the server's, or computed here in demo mode).
 */
import { useId, useState } from "react";
import {
  HABIT_CSV_FILENAME,
  HABIT_JSON_FILENAME,
  type HabitPeriodRow,
  type HabitRow,
  habitCsv,
  habitRange,
} from "../../../core/habit-analytics.js";
import { streakSpan, withUnit } from "../../../core/habit-words.js";
import { streakUnitOf } from "../../../core/habit-rules.js";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { downloadTextFile } from "./export.js";
import { type HabitsLoader, useHabitAnalytics } from "./use-habits.js";

export interface HabitsSectionProps {
  goals: readonly Goal[];
  now: Date;
  timeZone: string;
  todayKey: string;
  /** From the server; without it (demo mode, tests) computed here. */
  loadHabits?: HabitsLoader | undefined;
  group?: string;
}

export function HabitsSection({ goals, now, timeZone, todayKey, loadHabits, group = "" }: HabitsSectionProps) {
  const headingId = useId();
  const initial = habitRange({}, todayKey) as { from: string; to: string };
  const [asked, setAsked] = useState(initial);
  const checked = habitRange(asked, todayKey);
  const range = "error" in checked ? initial : checked;
  const state = useHabitAnalytics(goals, range, now, timeZone, loadHabits, group);
  const analytics = state.status === "ready" ? state.analytics : null;

  function download(kind: "csv" | "json") {
    if (!analytics) return;
    try {
      if (kind === "csv") downloadTextFile(HABIT_CSV_FILENAME, habitCsv(analytics), "text/csv;charset=utf-8");
      else downloadTextFile(HABIT_JSON_FILENAME, `${JSON.stringify(analytics, null, 2)}\n`, "application/json");
      toast.success(kind === "csv" ? "Habits CSV downloaded" : "Habits JSON downloaded");
    } catch {
      toast.error("Could not download");
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
        Habits
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={asked.from}
          max={asked.to}
          onChange={(e) => setAsked((r) => ({ ...r, from: e.target.value }))}
          className="w-40"
        />
        <TextField
          label="To"
          type="date"
          value={asked.to}
          min={asked.from}
          onChange={(e) => setAsked((r) => ({ ...r, to: e.target.value }))}
          className="w-40"
        />
      </div>
      {"error" in checked ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {checked.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Habits downloads">
        <Button variant="secondary" size="sm" disabled={!analytics} onClick={() => download("csv")}>
          Download habits CSV
        </Button>
        <Button variant="secondary" size="sm" disabled={!analytics} onClick={() => download("json")}>
          Download habits JSON
        </Button>
      </div>
      {state.status === "loading" ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading habits…
        </p>
      ) : state.status === "error" ? (
        <div role="alert" className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p>Could not load habits.</p>
          <Button variant="secondary" size="sm" onClick={state.retry}>
            Retry
          </Button>
        </div>
      ) : analytics && analytics.habits.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No habits here: a goal that is done or not, or an amount, shows its periods met in this section.
        </p>
      ) : (
        <ul className="space-y-3">
          {analytics?.habits.map((h) => (
            <HabitFigures key={h.id} habit={h} />
          ))}
        </ul>
      )}
    </section>
  );
}

const PERIOD_LOOK = {
  met: "bg-emerald-500 dark:bg-emerald-400",
  missed: "bg-rose-400 dark:bg-rose-500",
  paused: "bg-slate-300 dark:bg-slate-600",
  "not counted": "border border-slate-400 dark:border-slate-500",
} as const;

function lookOf(p: HabitPeriodRow): keyof typeof PERIOD_LOOK {
  if (p.met) return "met";
  if (p.due) return "missed";
  return p.paused ? "paused" : "not counted";
}

function HabitFigures({ habit }: { habit: HabitRow }) {
  const amount = habit.kind === "amount";
  const value = (v: number) => (amount ? withUnit(v, habit.unit) : String(v));
  const unit = streakUnitOf(habit);
  return (
    <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700" aria-label={habit.title}>
      <p className="break-words font-medium text-slate-900 dark:text-slate-50">{habit.title}</p>
      <p className="mt-1 text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {habit.periods_met} of {habit.periods_due} periods met · best streak {streakSpan(habit.best_streak, unit)}
        {amount ? ` · total ${value(habit.total)}` : ""}
      </p>
      <ol className="mt-2 flex flex-wrap gap-1" aria-label="Periods">
        {habit.periods.map((p) => (
          <li
            key={p.start}
            title={`${p.start}: ${value(p.value)} of ${value(p.target)}`}
            className={`h-3 w-3 rounded-sm ${PERIOD_LOOK[lookOf(p)]}`}
          >
            <span className="sr-only">
              {p.start}: {value(p.value)} of {value(p.target)}, {lookOf(p)}
            </span>
          </li>
        ))}
      </ol>
      {amount ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-200">Totals per period</summary>
          <table className="mt-1 w-full text-left tabular-nums">
            <thead>
              <tr className="text-xs text-slate-600 dark:text-slate-400">
                <th scope="col">From</th>
                <th scope="col">Total</th>
                <th scope="col">Met</th>
              </tr>
            </thead>
            <tbody>
              {habit.periods.map((p) => (
                <tr key={p.start} className="text-slate-800 dark:text-slate-100">
                  <td>{p.start}</td>
                  <td>{value(p.value)}</td>
                  <td>{p.met ? "yes" : p.due ? "no" : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}
