/**
 * The server refuses notes over NOTE_MAX_LENGTH characters, while the spec's counter shows
 * n / 500 as a hint only. So the form warns on its own line as the note nears the hard
 * limit, instead of letting a long reflection fail only at Save (issue 15, item 1).
 */
import { NOTE_MAX_LENGTH } from "../../../core/constants.js";

/** The warning starts at this share of the hard limit (4,500 of 5,000). */
export const NOTE_WARN_RATIO = 0.9;

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The warning for a note of `sentLength` characters as the server counts them (UTF-16 units,
 * proof link included), or null while it is well within the limit.
 */
export function noteLimitWarning(sentLength: number): string | null {
  if (sentLength > NOTE_MAX_LENGTH) {
    return `Too long to save: notes can be at most ${fmt(NOTE_MAX_LENGTH)} characters (${fmt(sentLength - NOTE_MAX_LENGTH)} over).`;
  }
  if (sentLength >= Math.ceil(NOTE_MAX_LENGTH * NOTE_WARN_RATIO)) {
    return `Nearly too long: notes can be at most ${fmt(NOTE_MAX_LENGTH)} characters (${fmt(NOTE_MAX_LENGTH - sentLength)} left).`;
  }
  return null;
}
