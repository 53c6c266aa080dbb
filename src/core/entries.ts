/**
 * The minimal shape of a journal entry the derived-progress rules need. Entries spelled with
 * createdAt (spec §3) are respelled where they enter the app (wire-shape.ts), so only
 * created_at is read here.
 */
import { parseIsoInstant } from "./iso-instant.js";

export interface EntryLike {
  progress: number;
  created_at?: string | null;
  /** An amount goal's check-in amount (issue 29); absent or null for other kinds. */
  amount?: number | null;
}

/**
 * Epoch ms of the entry's creation time, or NaN when it is missing or not a valid
 * ISO 8601 date-time. Callers skip NaN entries rather than guess where they belong.
 */
export function entryTime(e: EntryLike): number {
  const raw = e.created_at;
  return raw ? parseIsoInstant(raw) : NaN;
}

/**
 * Entries oldest first. Ties keep their input order (so "the last entry" among equal
 * timestamps is the one given last); entries without a valid date are dropped.
 */
export function sortEntriesByTime<T extends EntryLike>(entries: readonly T[]): T[] {
  return entries
    .map((entry) => ({ entry, time: entryTime(entry) }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => a.time - b.time) // Array.prototype.sort is stable since ES2019.
    .map(({ entry }) => entry);
}
