/**
 * What one journal write did to its goal's journal, told by the write to the goal list's kept
 * parts (goals/facts-cache.ts; decision 068), so that the list and the write's own answer update
 * the goal's kept figures from the entry written instead of reading its last ~100 days again.
 *
 * A change is only ever applied to a part filed under the stamps the write read inside its own
 * transaction before it wrote (`before`): then nothing but this write happened between that part
 * and the stamps after it (`after`). Any other write, by this process or another, moves the stamp
 * without a change, and the part falls back to the full derivation.
 */
import type { Kysely } from "kysely";
import type { JournalEntry } from "../../core/schemas.js";
import type { Database } from "./schema.js";
import type { Engine } from "./values.js";

/** A goal's list stamp (data-version.ts) and history stamp (history-version.ts), as text. */
export interface GoalStamps {
  stamp: string;
  history: string;
}

export interface JournalChange {
  goalId: string;
  /** The goal's stamps inside the write's transaction before it wrote, and after. */
  before: GoalStamps;
  after: GoalStamps;
  /** Entries taken out (a delete, or the old version of an edited entry). */
  removed: string[];
  /** Entries put in (a check-in, a restore, or the new version of an edited entry), as written. */
  put: JournalEntry[];
  /** Other entries whose progress the write re-derived (a check or amount goal's period), applied last. */
  progress: [id: string, progress: number][];
}

/** Where a journal write tells its change (the goal list's kept parts); writes without one tell nobody. */
export type JournalChangeSink = (change: JournalChange) => void;

/**
 * The goal's stamps now, inside a write's transaction; on PostgreSQL with the goal's row lock
 * (`lock`), so the stamps read are the ones the write starts from. Undefined without such a goal.
 */
export async function goalStamps(trx: Kysely<Database>, engine: Engine, goalId: string, lock = false): Promise<GoalStamps | undefined> {
  const row = await trx
    .selectFrom("goals")
    .select(["list_version", "history_version"])
    .where("id", "=", goalId)
    .$if(lock && engine === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? { stamp: String(row.list_version), history: String(row.history_version) } : undefined;
}
