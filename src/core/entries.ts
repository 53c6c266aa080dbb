/**
 * The minimal shape of a journal entry the derived-progress rules need. Entries arrive
 * with either spelling of the creation time (spec §3: created_at, also seen as createdAt).
 */
import { parseIsoInstant } from "./iso-instant.js";

export interface EntryLike {
  progress: number;
  created_at?: string | null;
  createdAt?: string | null;
}

/**
 * Epoch ms of the entry's creation time, or NaN when it is missing or not a valid
 * ISO 8601 date-time. Callers skip NaN entries rather than guess where they belong.
 * An empty created_at falls through to createdAt, since "" carries no information.
 */
export function entryTime(e: EntryLike): number {
  const raw = e.created_at || e.createdAt;
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
