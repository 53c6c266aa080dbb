import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { NOTE_COUNTER_MAX, PROGRESS_MAX, PROGRESS_MIN, SLIDER_STEP } from "../../../core/constants.js";
import { FUTURE_TOLERANCE_MS } from "../../../core/entry-time.js";
import { appendProofLink, isValidProofUrl, noteCounter } from "../../../core/journal.js";
import { Button } from "../../components/ui/button.js";
import { TextArea, TextField } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { useNow } from "../../lib/use-now.js";
import { entryTimeOf, localInputValue } from "./entry-draft.js";
import { noteLimitWarning } from "./note-limit.js";
import type { NewEntry } from "./queries.js";

export const PROOF_URL_ERROR = "Proof link must be a URL starting with http:// or https://";

interface EntryFormProps {
  /** The selected goal; null when "All Goals" is shown. */
  goalId: string | null;
  /** Progress of the goal's latest entry: the slider starts there and returns there. */
  latestProgress: number;
  /** Sends the entry (the API, or the demo store); `done` runs its callbacks when it is answered. */
  add: (entry: NewEntry, done: AddCallbacks) => void;
  /** An entry is on its way: Save waits. */
  saving: boolean;
}

export interface AddCallbacks {
  /** `reason`: the server's error field, when it gave one. */
  onError: (reason?: string) => void;
  onSettled: () => void;
}

export function JournalEntryForm({ goalId, latestProgress, add, saving }: EntryFormProps) {
  const headingId = useId();
  const sliderId = useId();
  const [note, setNote] = useState("");
  const [proof, setProof] = useState("");
  const [proofError, setProofError] = useState<string | null>(null);
  const [progress, setProgress] = useState(latestProgress);
  // The check-in's date and time (datetime-local text); null: now. Left at now, nothing is sent
  // and the server's clock dates it, so a form left open for an hour still logs "now".
  const [when, setWhen] = useState<string | null>(null);
  const [whenError, setWhenError] = useState<string | null>(null);
  const now = useNow(15_000);
  // Reset the slider when the goal or its latest entry changes (state adjusted during
  // render, as React recommends, rather than an effect that would paint the old value). A slider
  // the user moved since the last reset keeps its value while the same goal's entries arrive or
  // change under it (loaded late, offline check-ins laid over them): what they chose is what
  // is saved. Saving counts as a reset, so the saved entry resets it as the spec says.
  const [resetFor, setResetFor] = useState({ goalId, latestProgress });
  const [moved, setMoved] = useState(false);
  if (resetFor.goalId !== goalId || resetFor.latestProgress !== latestProgress) {
    setResetFor({ goalId, latestProgress });
    if (resetFor.goalId !== goalId || !moved) {
      setProgress(latestProgress);
      setMoved(false);
    }
  }

  // Set in the submit handler itself: a second submit in the same task (double click, Enter
  // held down) runs before React re-renders with the button disabled, and must send nothing.
  const sending = useRef(false);
  const empty = note.trim() === "";
  const overHint = Array.from(note).length > NOTE_COUNTER_MAX;
  // Measured on what would be sent (trimmed, proof link appended), as the server measures it.
  const limitWarning = noteLimitWarning(appendProofLink(note.trim(), proof.trim()).length);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!goalId) {
      toast.warning("Select a goal first");
      return;
    }
    if (empty || saving || sending.current) return;
    const link = proof.trim();
    if (link !== "" && !isValidProofUrl(link)) {
      setProofError(PROOF_URL_ERROR);
      document.getElementById(`${sliderId}-proof`)?.focus();
      return;
    }
    const time = when === null ? undefined : entryTimeOf(when, new Date());
    if (time && "problem" in time) {
      setWhenError(time.problem);
      document.getElementById(`${sliderId}-when`)?.focus();
      return;
    }
    const sentNote = note;
    const sentProof = proof;
    const sentWhen = when;
    setNote("");
    setProof("");
    setProofError(null);
    setWhen(null);
    setWhenError(null);
    setMoved(false);
    sending.current = true;
    const entry: NewEntry = { goal_id: goalId, note: appendProofLink(note.trim(), link), progress };
    if (time) entry.created_at = time.created_at;
    add(entry, {
      // Nothing typed is lost: a failed save puts the text (and the time) back if the form is still empty.
      onError: (reason) => {
        setNote((current) => (current === "" ? sentNote : current));
        setProof((current) => (current === "" ? sentProof : current));
        setWhen((current) => current ?? sentWhen);
        if (reason?.startsWith("created_at")) setWhenError(reason);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  function onNoteKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Add Journal Entry
      </h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div>
          <TextArea
            label="Reflection"
            rows={4}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            onKeyDown={onNoteKeyDown}
            placeholder="What did you do, and how did it go?"
            aria-describedby={limitWarning ? `${headingId}-counter ${headingId}-limit` : `${headingId}-counter`}
          />
          <p
            id={`${headingId}-counter`}
            className={`mt-1 text-right text-xs ${overHint ? "text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`}
          >
            {noteCounter(note)}
          </p>
          {limitWarning ? (
            <p id={`${headingId}-limit`} role="status" className="mt-1 text-sm text-amber-800 dark:text-amber-200">
              {limitWarning}
            </p>
          ) : null}
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor={sliderId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              Progress
            </label>
            <output htmlFor={sliderId} className="text-sm font-semibold tabular-nums text-brand-700 dark:text-brand-500">
              {progress}%
            </output>
          </div>
          <input
            id={sliderId}
            type="range"
            min={PROGRESS_MIN}
            max={PROGRESS_MAX}
            step={SLIDER_STEP}
            value={progress}
            aria-valuetext={`${progress}%`}
            onChange={(e) => {
              setProgress(Number(e.target.value));
              setMoved(true);
            }}
            className="w-full accent-brand-700"
          />
        </div>
        <div>
          <div className="flex flex-wrap items-start gap-2">
            <TextField
              id={`${sliderId}-when`}
              label="Date and time"
              type="datetime-local"
              value={when ?? localInputValue(now)}
              max={localInputValue(new Date(now.getTime() + FUTURE_TOLERANCE_MS))}
              onChange={(e) => {
                setWhen(e.target.value);
                if (whenError) setWhenError(null);
              }}
              aria-invalid={whenError ? true : undefined}
              aria-errormessage={whenError ? `${sliderId}-when-error` : undefined}
              hint="Now, unless you are logging a day you missed."
              className="min-w-0 flex-1 sm:max-w-64"
            />
            {when !== null ? (
              <Button
                variant="secondary"
                className="mt-6"
                onClick={() => {
                  setWhen(null);
                  setWhenError(null);
                }}
              >
                Now
              </Button>
            ) : null}
          </div>
          {whenError ? (
            <p id={`${sliderId}-when-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {whenError}
            </p>
          ) : null}
        </div>
        <div>
          <TextField
            id={`${sliderId}-proof`}
            label="Proof link"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={proof}
            onChange={(e) => {
              setProof(e.target.value);
              if (proofError) setProofError(null);
            }}
            aria-invalid={proofError ? true : undefined}
            aria-errormessage={proofError ? `${sliderId}-proof-error` : undefined}
            hint="Optional. Added to the note as “Proof: link”."
          />
          {proofError ? (
            <p id={`${sliderId}-proof-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {proofError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving || !goalId || empty}>
            {saving ? "Saving…" : "Save entry"}
          </Button>
          {!goalId ? <p className="text-sm text-slate-600 dark:text-slate-400">Select a goal first</p> : null}
        </div>
      </form>
    </section>
  );
}
