/**
 * A check-in's date and time as the journal's fields hold it, and what an inline edit sends
 * (issue 17 item 1). Fields show local time in the browser's zone, to the minute
 * (`<input type="datetime-local">`); the API takes an instant in ISO 8601. Each check refuses
 * what the API would, in its words, so nothing is sent that would come back as a 400.
 */
import { NOTE_MAX_LENGTH, PROGRESS_MAX, PROGRESS_MIN } from "../../../core/constants.js";
import { entryTimeProblem } from "../../../core/entry-time.js";
import type { JournalEntry } from "../../../core/schemas.js";
import { noteLimitWarning } from "./note-limit.js";

/** The field's text when it holds no complete date and time (a segment cleared, say). */
export const NO_TIME_MESSAGE = "Enter a date and time";
/** The API's words for these fields (core/schemas.ts createJournalBody; pinned by the tests). */
const EMPTY_NOTE_MESSAGE = "Note cannot be empty";
const PROGRESS_MESSAGE = `progress must be a number from ${PROGRESS_MIN} to ${PROGRESS_MAX}`;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DDTHH:mm" of an instant in the browser's zone: a datetime-local field's value. */
export function localInputValue(at: Date | string): string {
  const d = typeof at === "string" ? new Date(at) : at;
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** The instant a datetime-local value names in the browser's zone; undefined when incomplete or impossible. */
export function instantOfLocalInput(value: string): Date | undefined {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const at = new Date(2000, mo - 1, d, h, mi, s, ms);
  at.setFullYear(y, mo - 1, d); // years below 100 as written, not as 19xx
  // Date rolls 30 February over into March: such a text names no day. (An hour skipped by a
  // clock change is read as the browser reads it, an hour on.)
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) return undefined;
  return at;
}

/** The created_at to send for a field's value, or why the API would refuse it. */
export function entryTimeOf(value: string, now: Date): { created_at: string } | { problem: string } {
  const at = instantOfLocalInput(value);
  if (!at) return { problem: NO_TIME_MESSAGE };
  const created_at = at.toISOString();
  const problem = entryTimeProblem(created_at, now);
  return problem ? { problem } : { created_at };
}

/** What `PATCH /api/journal/{id}` changes: any of the three. */
export interface EntryChanges {
  note?: string;
  progress?: number;
  created_at?: string;
}

/** The edit form's fields, as typed. */
export interface EntryDraft {
  note: string;
  progress: string;
  when: string;
}

export type DraftField = keyof EntryDraft;

export type DraftResult = { ok: true; changes: EntryChanges } | { ok: false; field: DraftField; message: string };

export function draftOf(entry: JournalEntry): EntryDraft {
  return { note: entry.note, progress: String(entry.progress), when: localInputValue(entry.created_at) };
}

/**
 * Only the fields that changed: an untouched time is not sent (the field drops its seconds, and
 * sending it back would move the entry), nor is a note that differs only by surrounding spaces.
 */
export function draftChanges(entry: JournalEntry, draft: EntryDraft, now: Date): DraftResult {
  const changes: EntryChanges = {};
  const note = draft.note.trim();
  if (note === "") return { ok: false, field: "note", message: EMPTY_NOTE_MESSAGE };
  if (note.length > NOTE_MAX_LENGTH) return { ok: false, field: "note", message: noteLimitWarning(note.length) ?? "" };
  if (note !== entry.note) changes.note = note;

  const progress = draft.progress.trim() === "" ? NaN : Number(draft.progress);
  if (!(progress >= PROGRESS_MIN && progress <= PROGRESS_MAX)) return { ok: false, field: "progress", message: PROGRESS_MESSAGE };
  if (progress !== entry.progress) changes.progress = progress;

  if (draft.when !== localInputValue(entry.created_at)) {
    const time = entryTimeOf(draft.when, now);
    if ("problem" in time) return { ok: false, field: "when", message: time.problem };
    changes.created_at = time.created_at;
  }
  return { ok: true, changes };
}
