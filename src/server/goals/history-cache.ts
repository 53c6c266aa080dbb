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
import type { FactsEntry } from "./queries.js";

export interface KeptHistory {
  /** goals.history_version when the entries were read. */
  version: string;
  /** The ISO instant the entries are older than (historyHorizon). */
  horizon: string;
  /** The goal's entries with created_at before the horizon, in the list's read order. */
  entries: readonly FactsEntry[];
}

/** Days after its read at which a kept part is read again rather than topped up with ever more recent entries. */
export const REFRESH_DAYS = 100;
const DAY_MS = 86_400_000;
/** Heap bytes of one kept entry: the object, its id and time strings (measured: ~150). */
const ENTRY_BYTES = 160;

interface Slot {
  kept: KeptHistory;
  bytes: number;
}

export class GoalHistoryCache {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The goal's kept entries if read under `version` and not stale at `nowMs`, else undefined. */
  get(goalId: string, version: string, nowMs: number): KeptHistory | undefined {
    const slot = this.slots.get(goalId);
    if (!slot) return undefined;
    const stale = Date.parse(slot.kept.horizon) < nowMs - (HISTORY_KEPT_DAYS + REFRESH_DAYS) * DAY_MS;
    if (slot.kept.version !== version || stale) {
      this.remove(goalId);
      return undefined;
    }
    // Most recently used goes last in the map's order.
    this.slots.delete(goalId);
    this.slots.set(goalId, slot);
    return slot.kept;
  }

  set(goalId: string, kept: KeptHistory): void {
    this.remove(goalId);
    const bytes = 200 + kept.entries.length * ENTRY_BYTES;
    if (bytes > this.maxBytes) return;
    this.slots.set(goalId, { kept, bytes });
    this.bytes += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) break;
      this.slots.delete(oldest);
      this.bytes -= slot.bytes;
    }
  }

  /** Estimated bytes held now (for tests and metrics). */
  get size(): number {
    return this.bytes;
  }

  private remove(goalId: string) {
    const slot = this.slots.get(goalId);
    if (!slot) return;
    this.slots.delete(goalId);
    this.bytes -= slot.bytes;
  }
}
