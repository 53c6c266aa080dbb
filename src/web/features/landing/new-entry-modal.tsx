import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PROGRESS_MAX, PROGRESS_MIN } from "../../../core/constants.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import type { SampleGoal } from "./sample-goals.js";

export const SAMPLE_NOTE_MAX = 140;

export interface NewSampleEntry {
  goalId: string;
  progress: number;
  note: string;
}

/**
 * The landing page's new-entry modal: a goal must be chosen and progress is a number from 0
 * to 100 (the browser's own validation speaks; the product adds no message).
 */
export function NewEntryModal({
  open,
  goals,
  onSave,
  onClose,
}: {
  open: boolean;
  goals: readonly SampleGoal[];
  onSave: (entry: NewSampleEntry) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [goalId, setGoalId] = useState("");
  const [progress, setProgress] = useState("");
  const [note, setNote] = useState("");

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === "function") d.showModal();
      else d.setAttribute("open", "");
    } else if (!open && d.open) d.close();
  }, [open]);

  function reset() {
    setGoalId("");
    setProgress("");
    setNote("");
  }

  function close() {
    reset();
    onClose();
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = Number(progress);
    const valid = goalId !== "" && progress.trim() !== "" && Number.isFinite(value) && value >= PROGRESS_MIN && value <= PROGRESS_MAX;
    if (!valid || !e.currentTarget.checkValidity()) {
      e.currentTarget.reportValidity();
      return;
    }
    onSave({ goalId, progress: value, note: note.trim() });
    close();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => open && close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={submit} className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            New entry
          </h2>
          <Button variant="ghost" size="sm" onClick={close}>
            Close
          </Button>
        </div>
        <div className="mt-4 flex flex-col gap-4">
          <div>
            <label htmlFor={`${titleId}-goal`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Goal
            </label>
            <select id={`${titleId}-goal`} required value={goalId} onChange={(e) => setGoalId(e.target.value)} className={inputClass}>
              <option value="">Select a goal</option>
              {goals.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${titleId}-progress`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Progress (%)
            </label>
            <input
              id={`${titleId}-progress`}
              type="number"
              inputMode="numeric"
              required
              min={PROGRESS_MIN}
              max={PROGRESS_MAX}
              step={1}
              value={progress}
              onChange={(e) => setProgress(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${titleId}-note`} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              Note
            </label>
            <input
              id={`${titleId}-note`}
              type="text"
              maxLength={SAMPLE_NOTE_MAX}
              placeholder="What did you do?"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Save entry</Button>
        </div>
      </form>
    </dialog>
  );
}
