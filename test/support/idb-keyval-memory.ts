/**
 * idb-keyval in memory, for the browser modules' unit tests (happy-dom has no IndexedDB):
 *
 *   vi.mock("idb-keyval", () => import("../../../test/support/idb-keyval-memory.js"));
 *
 * Each store of createStore(db, name) is its own Map, as in IndexedDB, so the outbox's entries
 * never list the offline copies. A test reads or seeds a store with `memoryStore(db)` and
 * empties them all with `clearMemoryStores()`.
 */
type MemoryStore = Map<IDBValidKey, unknown>;

const stores = new Map<string, MemoryStore>();

/** The Map behind the store that createStore(db, …) opened (created empty if none was). */
export function memoryStore(db: string): MemoryStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  return store;
}

export function clearMemoryStores(): void {
  for (const store of stores.values()) store.clear();
}

// idb-keyval's own signatures: a store argument is what createStore returned.
export const createStore = (db: string): MemoryStore => memoryStore(db);
export const get = async (key: IDBValidKey, store: MemoryStore) => store.get(key);
export const set = async (key: IDBValidKey, value: unknown, store: MemoryStore) => void store.set(key, value);
export const del = async (key: IDBValidKey, store: MemoryStore) => void store.delete(key);
export const clear = async (store: MemoryStore) => store.clear();
export const entries = async (store: MemoryStore) => [...store.entries()];
