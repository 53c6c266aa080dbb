import { useEffect, useId, useState } from "react";
import type { JournalEntry } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { type EditEntry, EntryEditForm } from "./entry-edit-form.js";
import { NoteText } from "./note-text.js";
import { KEPT_ID_PREFIX, hasKeptChange, useOutbox } from "../../lib/outbox.js";
import { isPendingEntry } from "./queries.js";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

export function entryTimeLabel(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : timeFormat.format(d);
}

/**
 * The entry whose Edit button takes the focus when it is next drawn: after its edit closes, the
 * same item, or, when a new time moved it to another day, the item drawn there in its place.
 */
let focusEditOf: string | null = null;

export function JournalEntryItem({
  entry,
  goalTitle,
  onDelete,
  onEdit,
}: {
  entry: JournalEntry;
  /** Shown when the list mixes goals (no goal selected). */
  goalTitle?: string | undefined;
  onDelete: (entry: JournalEntry) => void;
  onEdit: EditEntry;
}) {
  const time = entryTimeLabel(entry.created_at);
  const pending = isPendingEntry(entry);
  // Kept on the device (a check-in, or an edit of it): marked as waiting, and still editable:
  // a further edit or a delete is kept after it, in order (decision 040).
  const outbox = useOutbox();
  const kept = entry.id.startsWith(KEPT_ID_PREFIX) || hasKeptChange(outbox, entry.id);
  const saving = pending && !entry.id.startsWith(KEPT_ID_PREFIX);
  const [editing, setEditing] = useState(false);
  const editButtonId = useId();

  useEffect(() => {
    if (editing || focusEditOf !== entry.id) return;
    focusEditOf = null;
    document.getElementById(editButtonId)?.focus();
  }, [editing, entry.id, editButtonId]);

  function closeEdit() {
    focusEditOf = entry.id;
    setEditing(false);
  }

  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      aria-busy={pending || undefined}
    >
      {goalTitle ? (
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-500">{goalTitle}</p>
      ) : null}
      {editing ? (
        <EntryEditForm entry={entry} timeLabel={time} onEdit={onEdit} onClose={closeEdit} />
      ) : (
        <>
          <NoteText note={entry.note} />
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            <time dateTime={entry.created_at} className="text-slate-600 dark:text-slate-400">
              {time}
            </time>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 dark:bg-brand-800/40 dark:text-brand-100 dark:ring-brand-700">
              <span className="sr-only">Progress </span>
              {entry.progress}%
            </span>
            <span className="ml-auto flex gap-1">
              {kept ? <span className="text-xs text-slate-600 dark:text-slate-400">Pending: sent when you are back online</span> : null}
              {saving ? (
                <span className="text-xs text-slate-600 dark:text-slate-400">Saving…</span>
              ) : (
                <>
                  <Button
                    id={editButtonId}
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(true)}
                    aria-label={`Edit entry from ${time}`}
                  >
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-label={`Delete entry from ${time}`}>
                    Delete
                  </Button>
                </>
              )}
            </span>
          </div>
        </>
      )}
    </li>
  );
}
