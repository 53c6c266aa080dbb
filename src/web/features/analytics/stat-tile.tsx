import { type ReactNode, useId } from "react";
import type { GoalRef } from "../../../core/analytics.js";

/** One figure: a labelled group, so "Average progress" can be found by its name. */
export function StatTile({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p id={id} className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </p>
      <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900 dark:text-slate-50">{value}</p>
      {detail ? <div className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{detail}</div> : null}
    </div>
  );
}

/** A titled list of goals with their progress, or a calm line when there are none. */
export function GoalRefList({
  title,
  goals,
  empty,
  extra,
}: {
  title: string;
  goals: readonly GoalRef[];
  empty: string;
  extra?: (goal: GoalRef) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {title}
      </h3>
      {goals.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {goals.map((g) => (
            <li key={g.id} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-slate-800 dark:text-slate-100">{g.title}</span>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">
                {extra ? extra(g) : null}
                {g.progress}%
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
