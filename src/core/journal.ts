/** Journal page rules: note counter, proof links, day grouping (spec §2 Journal, §5). */
import { NOTE_COUNTER_MAX } from "./constants.js";
import { dayHeaderLabel, dayKey } from "./dates.js";
import { entryTime, sortEntriesByTime, type EntryLike } from "./entries.js";
import { clampProgress } from "./progress.js";

/**
 * "n / 500". Counts code points (Array.from), so an emoji such as 🎉 counts as one
 * character rather than two UTF-16 units. The 500 is a hint, not a limit (spec §5).
 */
export function noteCounter(note: string): string {
  return `${Array.from(note).length} / ${NOTE_COUNTER_MAX}`;
}

/** Appends "Proof: url" after a blank line; a blank url leaves the note unchanged. */
export function appendProofLink(note: string, url: string): string {
  const link = url.trim();
  return link === "" ? note : `${note}\n\nProof: ${link}`;
}

/**
 * An absolute http(s) URL with a host. Anything else (javascript:, data:, relative
 * paths, bare words) is refused, since the link ends up clickable on a public page.
 */
export function isValidProofUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
}

export interface JournalDay<T> {
  dayKey: string;
  label: string;
  /** That day's progress change: its last progress minus the last progress before it (0 if none). */
  change: number;
  changeLabel: string;
  entries: T[];
}

/** "+10%", "-5%", "+0%". */
function formatChange(change: number): string {
  return change >= 0 ? `+${change}%` : `${change}%`;
}

/**
 * Groups entries by local calendar day for the journal list: newest day first, entries
 * within a day newest first. Changes are computed over the chronological list of the
 * given entries (so with no goal selected they mix goals, as the page shows them).
 * Entries without a valid date cannot be placed on a day and are left out.
 */
export function groupEntriesByDay<T extends EntryLike>(
  entries: readonly T[],
  now: Date,
  timeZone: string,
  /**
   * `entries` are the newest pages of a longer journal (GET /api/journal pages newest first).
   * Their oldest day may then be partial and the progress before it is unknown, so that day is
   * not shown; its latest entry (which a newest-first page always holds) still gives the
   * progress before the next day, so every day shown has its whole-journal change.
   */
  olderRemain = false,
): Array<JournalDay<T>> {
  const days: Array<JournalDay<T>> = [];
  let current: JournalDay<T> | undefined;
  let before = 0; // last progress before the current day
  let last = 0; // last progress so far

  for (const entry of sortEntriesByTime(entries)) {
    const key = dayKey(entryTime(entry), timeZone);
    if (current?.dayKey !== key) {
      before = last;
      current = { dayKey: key, label: dayHeaderLabel(key, now, timeZone), change: 0, changeLabel: "", entries: [] };
      days.push(current);
    }
    last = clampProgress(entry.progress);
    current.entries.push(entry);
    current.change = last - before;
  }

  if (olderRemain) days.shift();
  for (const day of days) {
    day.changeLabel = formatChange(day.change);
    day.entries.reverse();
  }
  return days.reverse();
}
