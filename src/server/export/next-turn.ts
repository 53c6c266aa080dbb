/**
 * Resolves on a later turn of the event loop, after the I/O that waited (decision 043). Awaiting a
 * query does not do that on SQLite: better-sqlite3 answers synchronously, so a chain of awaited
 * queries runs to its end before any other request is read. Long work awaits this between chunks.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Rows per turn of a pass over an import's rows: a few milliseconds, as unpacking one part (import-file.ts). */
const ROWS_PER_TURN = 2000;

/**
 * Calls `each` on every row, serving the event loop every ROWS_PER_TURN rows. An import's plan
 * makes several passes over up to 100,000 rows; in one turn each, they held every other request
 * for the whole pass (issue 26; the figures are in BENCHMARKS.md).
 */
export async function eachInTurns<T>(rows: Iterable<T>, each: (row: T) => void): Promise<void> {
  let n = 0;
  for (const row of rows) {
    if (++n % ROWS_PER_TURN === 0) await nextTurn();
    each(row);
  }
}

/** `rows.map(f)`, the event loop served as in eachInTurns. */
export async function mapInTurns<T, U>(rows: Iterable<T>, f: (row: T) => U): Promise<U[]> {
  const out: U[] = [];
  await eachInTurns(rows, (row) => out.push(f(row)));
  return out;
}

/** `rows.filter(keep)`, the event loop served as in eachInTurns. */
export async function filterInTurns<T>(rows: Iterable<T>, keep: (row: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  await eachInTurns(rows, (row) => {
    if (keep(row)) out.push(row);
  });
  return out;
}
