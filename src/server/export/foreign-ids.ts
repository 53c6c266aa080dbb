/**
 * An id in an import file that belongs to another account is treated exactly like an id that no
 * row has (issue 19: answering 409 for the one and 200 for the other told anyone whether an id
 * existed). The other account's row is never read beyond its owner and never written: the file's
 * row is imported under an id derived from this user and the file's id (uuid v5), so importing
 * the same file again finds that row and updates it, as the merge-by-id semantics promise. Ids
 * unknown on this server keep their value (an account moved to another server keeps its ids).
 *
 * A derived id that is itself taken (another account's, or another row of this file) is derived
 * again; after a few rounds (only a file built for it gets there) a random id is used.
 */
import { v5 as uuidv5, v7 as uuidv7 } from "uuid";
import { eachInTurns } from "./next-turn.js";

const NAMESPACE = "3d8a4f0e-5b1c-4e7a-9f26-8c0b7e41d95a";
const DERIVE_ROUNDS = 4;

export interface OwnedRow {
  id: string;
  user_id: string;
}

export interface ResolvedIds<R extends OwnedRow> {
  /** The id a row of the file is written under. */
  idOf(fileId: string): string;
  /** This user's rows already stored under those ids. */
  own: Map<string, R>;
}

export async function resolveImportIds<R extends OwnedRow>(
  fileIds: readonly string[],
  userId: string,
  lookup: (ids: string[]) => Promise<R[]>,
): Promise<ResolvedIds<R>> {
  const moved = new Map<string, string>();
  const own = new Map<string, R>();
  // A file's entries are up to 100,000 ids: each pass serves the event loop as it goes.
  const claimed = new Set<string>();
  let origin = new Map<string, string>();
  await eachInTurns(fileIds, (id) => {
    claimed.add(id);
    origin.set(id, id);
  });
  for (let round = 0; origin.size > 0; round++) {
    const found = new Map<string, R>();
    await eachInTurns(await lookup([...origin.keys()]), (r) => found.set(r.id, r));
    const next = new Map<string, string>();
    await eachInTurns(origin, ([candidate, fileId]) => {
      const row = found.get(candidate);
      const derived = candidate !== fileId;
      const free = !derived || !claimed.has(candidate);
      if (free && (!row || row.user_id === userId)) {
        if (row) own.set(candidate, row);
        if (derived) {
          moved.set(fileId, candidate);
          claimed.add(candidate);
        }
        return;
      }
      next.set(round < DERIVE_ROUNDS ? uuidv5(`import:${userId}:${candidate}`, NAMESPACE) : uuidv7(), fileId);
    });
    origin = next;
  }
  return { idOf: (fileId) => moved.get(fileId) ?? fileId, own };
}
