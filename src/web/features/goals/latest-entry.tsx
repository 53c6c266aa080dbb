/** The latest check-in of a goal, or the "Start your journey" empty state (spec §2). */
import { Link } from "react-router";
import { relativeDayLabel } from "../../../core/dates.js";
import { clampProgress } from "../../../core/progress.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";

interface Props {
  latest: JournalEntry | undefined;
  now: Date;
  timeZone: string;
  /** The empty state's "Log +10% progress" (progress goals; a habit's card has its own one-tap action). */
  onLog?: (() => void) | undefined;
  disabled?: boolean;
}

export function LatestEntry({ latest, now, timeZone, onLog, disabled }: Props) {
  if (!latest) {
    return (
      <div className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-center dark:border-slate-600">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">Start your journey</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">No check-ins yet. A small step counts.</p>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {onLog ? (
            <Button size="sm" onClick={onLog} disabled={disabled}>
              Log +10% progress
            </Button>
          ) : null}
          <Link to="/how" className="text-xs font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500">
            How progress works
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium">Latest entry</span>
        <span>
          {relativeDayLabel(latest.created_at, now, timeZone)} · {clampProgress(latest.progress)}%
        </span>
      </div>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-800 dark:text-slate-200">{latest.note}</p>
    </div>
  );
}
