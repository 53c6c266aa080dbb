import type { PublicGoalView } from "./public-goal-query.js";
import { capitalise, categoryLabel } from "../../../core/text-case.js";
import { startedDate } from "./format.js";

export function GoalStatsCard({ goal, periodProgress }: { goal: PublicGoalView; periodProgress: number }) {
  // The journal holds the latest entries only; updates_count counts them all.
  const updates = Math.max(goal.updates_count || 0, goal.journal.length);
  const rows: [string, string][] = [
    ["Period progress", `${periodProgress}%`],
    ["Started", startedDate(goal) || "—"],
    ["Updates", String(updates)],
    ["Timeframe", capitalise(goal.timeframe)],
    ["Category", categoryLabel(goal.category)],
  ];
  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="stats-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Goal Stats
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
