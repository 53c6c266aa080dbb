import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { PROGRESS_MAX, PROGRESS_MIN } from "../../../core/constants.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { TextArea, TextField } from "../../components/ui/field.js";
import { type DraftField, type EntryChanges, draftChanges, draftOf } from "./entry-draft.js";

/** Sends an edit (the API, or the demo store); rejects with the reason to show (the API's error field). */
export type EditEntry = (entry: JournalEntry, changes: EntryChanges) => Promise<void>;

/** The field an API refusal is about, from its text ("created_at cannot be in the future"). */
function fieldOf(message: string): DraftField | null {
  if (message.startsWith("created_at")) return "when";
  if (/^note\b/i.test(message)) return "note";
  if (message.startsWith("progress")) return "progress";
  return null;
}

/**
 * An entry's note, progress and time, edited in place (issue 17 item 1). Focus starts in the
 * note; Enter (Shift+Enter: a new line) or Save sends only what changed; Esc or Cancel closes
 * without a request. `onClose` returns the focus to the entry's Edit button.
 */
export function EntryEditForm({
  entry,
  timeLabel,
  onEdit,
  onClose,
}: {
  entry: JournalEntry;
  timeLabel: string;
  onEdit: EditEntry;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [error, setError] = useState<{ field: DraftField | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = (field: DraftField) => `${id}-${field}`;

  // Focus moves into the form, at the end of the note.
  useEffect(() => {
    const note = document.getElementById(`${id}-note`);
    if (!(note instanceof HTMLTextAreaElement)) return;
    note.focus();
    note.setSelectionRange(note.value.length, note.value.length);
  }, [id]);
  const set = (field: DraftField) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    if (error?.field === field) setError(null);
  };

  function refuse(field: DraftField | null, message: string) {
    setError({ field, message });
    if (field) document.getElementById(fieldId(field))?.focus();
  }

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (saving) return;
    const result = draftChanges(entry, draft, new Date());
    if (!result.ok) return refuse(result.field, result.message);
    if (Object.keys(result.changes).length === 0) return onClose(); // nothing changed: nothing to send
    setSaving(true);
    setError(null);
    onEdit(entry, result.changes).then(onClose, (err: unknown) => {
      setSaving(false);
      const message = err instanceof Error && err.message ? err.message : "Could not save changes";
      refuse(fieldOf(message), message);
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      if (!saving) onClose(); // once sent, the answer is awaited: it may be a refusal to show
      return;
    }
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    const target = e.target;
    if (target instanceof HTMLInputElement || (target instanceof HTMLTextAreaElement && !e.shiftKey)) {
      e.preventDefault();
      submit();
    }
  }

  const invalid = (field: DraftField) =>
    error?.field === field ? { "aria-invalid": true as const, "aria-errormessage": `${id}-error` } : {};

  return (
    <form aria-label={`Edit entry from ${timeLabel}`} className="space-y-3" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <TextArea id={fieldId("note")} label="Note" rows={3} value={draft.note} onChange={set("note")} {...invalid("note")} />
      <div className="flex flex-wrap gap-3">
        <TextField
          id={fieldId("progress")}
          label="Progress (%)"
          type="number"
          inputMode="numeric"
          min={PROGRESS_MIN}
          max={PROGRESS_MAX}
          step={1}
          value={draft.progress}
          onChange={set("progress")}
          className="w-28"
          {...invalid("progress")}
        />
        <TextField
          id={fieldId("when")}
          label="Date and time"
          type="datetime-local"
          value={draft.when}
          onChange={set("when")}
          className="min-w-0 flex-1 sm:max-w-60"
          {...invalid("when")}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">Enter saves, Shift+Enter adds a line, Esc cancels.</p>
      </div>
    </form>
  );
}
