/**
 * How many rows an import writes per transaction, chosen by how long the last transactions took
 * rather than by a fixed count (decision 071). On SQLite a transaction holds the event loop and
 * the one connection from its first statement to its commit, so what bounds another user's wait
 * is the slice's time, and the time a row costs varies tenfold: with the import's ids in the
 * index's order (a JSON export) a row appends; with random ids (a Loop file's uuid v5) each row
 * dirties pages all over journal_entries' indexes, and a loaded machine multiplies both.
 */

/** The time one slice of an import aims at (the bystander's budget is 200 ms, 2× its idle p99 + 50). */
export const SLICE_MS = 20;

export interface SliceSizes {
  /** Rows for the next slice. */
  readonly rows: number;
  /** Tells how long a slice of `rows` took; the next size follows from it. */
  took(rows: number, ms: number): void;
}

/**
 * Starts at `first` rows; after each slice, the rows that would have taken `budgetMs` at that
 * slice's pace, at most twice the last size (one fast slice is no proof) and within [min, max].
 */
export function sliceSizes({
  first,
  min,
  max,
  budgetMs = SLICE_MS,
}: {
  first: number;
  min: number;
  max: number;
  budgetMs?: number;
}): SliceSizes {
  let rows = first;
  return {
    get rows() {
      return rows;
    },
    took(done: number, ms: number) {
      if (done <= 0) return;
      const fit = ms > 0 ? Math.floor((done * budgetMs) / ms) : max;
      rows = Math.max(min, Math.min(max, 2 * done, fit));
    },
  };
}

/** A fixed size (PostgreSQL: a transaction there holds neither the event loop nor the other users' connection). */
export function fixedSlices(rows: number): SliceSizes {
  return { rows, took: () => undefined };
}
