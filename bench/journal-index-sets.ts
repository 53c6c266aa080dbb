/**
 * The candidate sets of journal_entries' secondary indexes (decision 075) that bench/journal-plans.ts
 * plans and bench/journal-index-ab.ts times, and how a bench puts one in place.
 */

/** Each set replaces every secondary index of journal_entries. */
export const INDEX_SETS: Record<string, string[]> = {
  "today (0007, 0017)": [
    "journal_user_facts_idx (user_id, created_at, id, goal_id, progress)",
    "journal_goal_facts_idx (goal_id, created_at, id, progress)",
  ],
  "narrow (0033)": ["journal_user_created_id_idx (user_id, created_at, id)", "journal_goal_created_id_idx (goal_id, created_at, id)"],
  "goal index only": ["journal_goal_created_id_idx (goal_id, created_at, id)"],
  "user index only": ["journal_user_created_id_idx (user_id, created_at, id)"],
};

const EVERY_INDEX = ["journal_user_facts_idx", "journal_goal_facts_idx", "journal_user_created_id_idx", "journal_goal_created_id_idx"];

/** Drops every index a set may hold, then creates the set's, each statement through `exec`. */
export async function setJournalIndexes(exec: (statement: string) => Promise<unknown>, set: readonly string[]): Promise<void> {
  for (const n of EVERY_INDEX) await exec(`drop index if exists ${n}`);
  for (const ix of set) {
    const [name, cols] = [ix.slice(0, ix.indexOf(" ")), ix.slice(ix.indexOf(" ") + 1)];
    await exec(`create index ${name} on journal_entries ${cols}`);
  }
}
