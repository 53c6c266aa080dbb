import { useId } from "react";
import { groupEntriesByDay, type JournalDay } from "../../../core/journal.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { EmptyState } from "../../components/ui/feedback.js";
import type { EditEntry } from "./entry-edit-form.js";
import { JournalEntryItem } from "./journal-entry-item.js";

interface DayListProps {
  entries: readonly JournalEntry[];
  now: Date;
  timeZone: string;
  /** Titles by goal id; given when no goal is selected, so each entry names its goal. */
  goalTitles?: ReadonlyMap<string, string> | undefined;
  onDelete: (entry: JournalEntry) => void;
  onEdit: EditEntry;
  /** The entries are the newest pages only: older ones remain to be loaded. */
  olderRemain?: boolean;
}

/** Entries grouped by local day, newest first, each day with its signed progress change. */
export function JournalDayList({ entries, now, timeZone, goalTitles, onDelete, onEdit, olderRemain = false }: DayListProps) {
  const days = groupEntriesByDay(entries, now, timeZone, olderRemain);
  if (days.length === 0) {
    if (olderRemain) return null; // one partial day so far: the next page is on its way

    return <EmptyState title="No entries yet">Write your first reflection above to start the log.</EmptyState>;
  }
  return (
    <div className="space-y-8">
      {days.map((day) => (
        <JournalDaySection key={day.dayKey} day={day} goalTitles={goalTitles} onDelete={onDelete} onEdit={onEdit} />
      ))}
    </div>
  );
}

function changeTone(change: number): string {
  if (change > 0) return "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800";
  if (change < 0) return "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800";
  return "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700";
}

function JournalDaySection({
  day,
  goalTitles,
  onDelete,
  onEdit,
}: {
  day: JournalDay<JournalEntry>;
  goalTitles?: ReadonlyMap<string, string> | undefined;
  onDelete: (entry: JournalEntry) => void;
  onEdit: EditEntry;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-center gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {day.label}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${changeTone(day.change)}`}>
          <span className="sr-only">Progress change that day: </span>
          {day.changeLabel}
        </span>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
      </div>
      <ol className="space-y-3">
        {day.entries.map((entry) => (
          <JournalEntryItem key={entry.id} entry={entry} goalTitle={goalTitles?.get(entry.goal_id)} onDelete={onDelete} onEdit={onEdit} />
        ))}
      </ol>
    </section>
  );
}
