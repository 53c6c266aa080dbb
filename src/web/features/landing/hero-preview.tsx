/**
 * The hero's right half at desktop width (issue 28 item 12): what a goal looks like in the app,
 * drawn from the landing page's own sample (no request, no image) with the dashboard's progress
 * ring. From 1024 px only: on narrower screens the sample section right below shows the same.
 */
import { ProgressRing } from "../../components/ui/progress-ring.js";
import { SAMPLE_GOALS, averageProgress } from "./sample-goals.js";

export function HeroPreview() {
  const goal = SAMPLE_GOALS[0];
  if (!goal) return null;
  const progress = averageProgress(goal.entries);
  return (
    <figure
      aria-labelledby="hero-preview-caption"
      className="hidden rounded-xl border border-slate-200 bg-white p-6 shadow-lg lg:block dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
            {goal.category} · {goal.timeframe}
          </p>
          <p className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{goal.title}</p>
        </div>
        <ProgressRing value={progress} size={72} label={`Progress: ${progress}%`} />
      </div>
      <ol className="mt-5 space-y-2" aria-label="Check-ins">
        {[...goal.entries].reverse().map((e) => (
          <li key={e.when} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
            <span className="font-medium">
              {e.when} · {e.progress}%
            </span>{" "}
            — {e.note}
          </li>
        ))}
      </ol>
      <figcaption id="hero-preview-caption" className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        A goal as it looks on your dashboard
      </figcaption>
    </figure>
  );
}
