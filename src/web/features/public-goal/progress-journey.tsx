import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import type { PublicGoalView } from "./public-goal-query.js";
import { toast } from "../../lib/toast.js";
import { dateTime, progressBorderClass } from "./format.js";

/** Entries shown until the list is expanded; "Show fewer" only appears above the second number. */
export const JOURNEY_PREVIEW = 5;
export const JOURNEY_COLLAPSIBLE_ABOVE = 10;

type Entries = PublicGoalView["journal"];

export interface ProgressJourneyProps {
  /** Newest first: the whole journal, or (from the server) only its latest entries. */
  entries: Entries;
  /** How many entries the journal holds in all (the server's updates_count); entries.length by default. */
  total?: number;
  /** Loads the whole journal, newest first, when `entries` holds only the latest ones. */
  loadAll?: () => Promise<Entries>;
}

/** The journal, newest first: the latest five, then all on request (loaded then, when not held yet). */
export function ProgressJourney({ entries: latest, total: givenTotal, loadAll }: ProgressJourneyProps) {
  const [expanded, setExpanded] = useState(false);
  const [all, setAll] = useState<Entries | null>(null);
  const [loading, setLoading] = useState(false);
  const entries = all ?? latest;
  const total = Math.max(givenTotal ?? 0, entries.length);
  const visible = expanded ? entries : entries.slice(0, JOURNEY_PREVIEW);

  async function showAll() {
    if (loadAll && entries.length < total) {
      setLoading(true);
      try {
        setAll(await loadAll());
      } catch {
        toast.error("Could not load all updates");
        return;
      } finally {
        setLoading(false);
      }
    }
    setExpanded(true);
  }
  return (
    <section
      aria-labelledby="journey-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="journey-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Progress Journey
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">No updates yet.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {visible.map((entry, i) => (
            <li
              key={entry.id}
              className={`rounded-md border border-l-4 border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60 ${progressBorderClass(entry.progress)}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold text-slate-900 dark:text-white">{Math.round(entry.progress)}%</span>
                {i === 0 ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Latest</span> : null}
                {entry.progress >= 100 ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
                    Completed!
                  </span>
                ) : null}
                <time dateTime={entry.created_at} className="ml-auto text-xs text-slate-600 dark:text-slate-400">
                  {dateTime(entry.created_at)}
                </time>
              </div>
              {entry.note ? (
                <p className="mt-1.5 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-200">{entry.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {!expanded && total > JOURNEY_PREVIEW ? (
        <Button variant="secondary" className="mt-4" aria-expanded={false} disabled={loading} onClick={() => void showAll()}>
          Show all {total} updates
        </Button>
      ) : null}
      {expanded && total > JOURNEY_COLLAPSIBLE_ABOVE ? (
        <Button variant="secondary" className="mt-4" aria-expanded={true} onClick={() => setExpanded(false)}>
          Show fewer updates
        </Button>
      ) : null}
    </section>
  );
}
