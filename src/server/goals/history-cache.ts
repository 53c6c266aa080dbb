/**
 * Each goal's entries older than a horizon (about 100 days), kept in memory between rebuilds of
 * GET /api/goals under the goal's history stamp (db/history-version.ts; decision 034). A rebuild
 * then reads only the entries since the horizon and derives the facts over kept + read: the same
 * whole journal, in the same order, as a full read, so the figures are core's exactly, while the
 * rows read after a write no longer grow with the years.
 *
 * A kept part is used only while the goal's history stamp is the one it was read under, and is
 * read again once its horizon is more than REFRESH_DAYS old (the entries since it would grow).
 * Bounded in bytes, least recently used out first; one slot per goal (zones do not matter here).
 */
import { HISTORY_KEPT_DAYS } from "../db/history-version.js";
import { ByteLru } from "./byte-lru.js";
import type { FactsEntry } from "../db/goal-rows.js";
import type { FactsPrefix, JournalRead } from "../../core/goal-facts.js";

export interface KeptHistory {
  /** goals.history_version when the entries were read. */
  version: string;
  /** The ISO instant the entries are older than (historyHorizon). */
  horizon: string;
  /** The goal's entries with created_at before the horizon, in the list's read order. */
  entries: readonly FactsEntry[];
  /** Their times and progress as core reads them (readJournal), once a derivation has read them. */
  read?: Pick<JournalRead, "times" | "progress">;
  /**
   * core's walk over them for the facts (FactsPrefix), once a derivation has walked them: a goal's
   * derivation then walks only the entries since the horizon (decision 073).
   */
  walk?: FactsPrefix;
}

/** Days after its read at which a kept part is read again rather than topped up with ever more recent entries. */
export const REFRESH_DAYS = 100;
const DAY_MS = 86_400_000;
/**
 * Heap bytes of one kept entry: the object, its id and time strings, its read and its share of the
 * kept walk (a day number, a habit day's object) (an estimate, not a measurement).
 */
const ENTRY_BYTES = 240;

export class GoalHistoryCache {
  private readonly slots: ByteLru<KeptHistory>;

  constructor(maxBytes: number) {
    this.slots = new ByteLru(maxBytes);
  }

  /** The goal's kept entries if read under `version` and not stale at `nowMs`, else undefined. */
  get(goalId: string, version: string, nowMs: number): KeptHistory | undefined {
    const kept = this.slots.get(goalId);
    if (!kept) return undefined;
    const stale = Date.parse(kept.horizon) < nowMs - (HISTORY_KEPT_DAYS + REFRESH_DAYS) * DAY_MS;
    if (kept.version !== version || stale) {
      this.slots.delete(goalId);
      return undefined;
    }
    return kept;
  }

  set(goalId: string, kept: KeptHistory): void {
    this.slots.set(goalId, kept, 200 + kept.entries.length * ENTRY_BYTES);
  }

  /** Estimated bytes held now (for tests and metrics). */
  get size(): number {
    return this.slots.size;
  }
}
