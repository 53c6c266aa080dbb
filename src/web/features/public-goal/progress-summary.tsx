import { ProgressRing } from "../../components/ui/progress-ring.js";

/** The big ring: this period's progress, and how many updates the goal has. */
export function ProgressSummary({ periodProgress, updates }: { periodProgress: number; updates: number }) {
  return (
    <section
      aria-label="Progress"
      className="flex items-center gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <ProgressRing value={periodProgress} size={112} label={`${periodProgress}% progress this period`} />
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Current period progress</p>
        <p className="text-3xl font-bold text-slate-900 dark:text-white">{periodProgress}%</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {updates} {updates === 1 ? "update" : "updates"}
        </p>
      </div>
    </section>
  );
}
