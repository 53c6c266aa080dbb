/**
 * Resolves on a later turn of the event loop, after the I/O that waited (decision 043). Awaiting a
 * query does not do that on SQLite: better-sqlite3 answers synchronously, so a chain of awaited
 * queries runs to its end before any other request is read. Long work awaits this between chunks.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
