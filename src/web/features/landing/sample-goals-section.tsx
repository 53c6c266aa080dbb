import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { ProgressRing } from "../../components/ui/progress-ring.js";
import { toast } from "../../lib/toast.js";
import type { NewSampleEntry } from "./new-entry-modal.js";
import { SAMPLE_GOALS, type SampleGoal, addSampleEntry, averageProgress } from "./sample-goals.js";

// The modal (and its form styles) loads on the first "New entry": it is no part of the landing
// page's first load, which has a budget (scripts/check-bundle.mjs).
const NewEntryModal = lazy(() => import("./new-entry-modal.js").then((m) => ({ default: m.NewEntryModal })));

export const SAMPLE_SAVED_MESSAGE = "Entry added to the sample. Sign up to keep your own.";

/** Three example goals; "New entry" adds to them on this page only. */
export function SampleGoals() {
  const [goals, setGoals] = useState<readonly SampleGoal[]>(SAMPLE_GOALS);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, as it was before it loaded lazily.
  const [wanted, setWanted] = useState(false);

  function save(entry: NewSampleEntry) {
    setGoals((gs) => addSampleEntry(gs, entry.goalId, { progress: entry.progress, note: entry.note, when: "Just now" }));
    toast.success(SAMPLE_SAVED_MESSAGE);
  }

  return (
    <section id="sample" aria-labelledby="sample-title" className="scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sample-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            See it in action
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            A sample of three goals. Add an entry and watch the progress move — nothing leaves this page.
          </p>
        </div>
        <Button
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          New entry
        </Button>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3" aria-label="Sample goals">
        {goals.map((goal) => {
          const progress = averageProgress(goal.entries);
          const last = goal.entries.at(-1);
          return (
            <li
              key={goal.id}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
                    {goal.category} · {goal.timeframe}
                  </p>
                  <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">{goal.title}</h3>
                </div>
                <ProgressRing value={progress} size={56} label={`${goal.title}: ${progress}% progress`} />
              </div>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {goal.entries.length} {goal.entries.length === 1 ? "entry" : "entries"}
              </p>
              {last ? (
                <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-200">
                  <span className="font-medium">{last.when}:</span> {last.progress}%{last.note ? ` — ${last.note}` : ""}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {wanted ? (
        <Suspense>
          <NewEntryModal open={open} goals={goals} onSave={save} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
