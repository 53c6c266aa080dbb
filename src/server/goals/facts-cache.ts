/**
 * Each goal's part of GET /api/goals (its facts, strength and latest entries), kept between
 * rebuilds of the list so that a write to one goal recomputes that goal only (issue 16; decision
 * 030). Without it, a rebuild read every entry of every goal: 50 against 602 lists/s after a
 * write at three years against 90 days.
 *
 * A part is filed under everything it was derived from:
 * - the goal's stamp (`goals.list_version`, db/data-version.ts), which triggers move on every
 *   write to the goal row or to its journal, by any server on the same database (so restores,
 *   imports, cascades, pauses, which touch the goal row, and SQL run by hand all count);
 * - the time zone and the local day in it (facts such as a streak or idle days move at midnight
 *   without any write; the period start is a function of the local day);
 * - the goal's pauses (read with every list anyway; they touch the goal row too, this does not
 *   rely on it).
 * The goal row is read before its journal, so a part is never older than the stamp it is filed
 * under: a write landing in between only makes the next list recompute it.
 *
 * Bounded in bytes, least recently used out first.
 *
 * A part also keeps what it was derived from (its `basis`: the goal's entries since the kept
 * history's horizon, without notes), and the journal writes of this process tell what they changed
 * (db/journal-change.ts). A part whose stamp is behind the goal's is then brought up to date from
 * the changes that link its stamp to the goal's, one entry each, with no read of the goal's history
 * (decision 068): goals/service.ts derives it again by the same rule as a full read. Where no chain
 * of changes links them (another process wrote), or the day, pauses or history moved, the part is
 * derived from the database as before.
 */
import type { WeekStart } from "../../core/habit-rules.js";
import type { ApiGoalFacts, JournalEntry } from "../../core/schemas.js";
import type { FactsEntry } from "../db/goal-rows.js";
import type { JournalChange } from "../db/journal-change.js";
import { ByteLru } from "./byte-lru.js";

export interface GoalPart {
  facts: ApiGoalFacts;
  strength: number;
  /** The latest entries the list sends (decision 020), oldest first. */
  journal: JournalEntry[];
  /** What the part was derived from besides the kept history, for a write to update it (decision 068). */
  basis?: PartBasis;
}

export interface PartBasis {
  /** The kept history (history-cache.ts) the part was derived with: its stamp and horizon. */
  historyStamp: string;
  horizon: string;
  /** The goal's entries from the horizon on, in the list's read order (created_at, id). */
  recent: readonly FactsEntry[];
  weekStart: WeekStart;
}

/** What a part was derived from; a part is reused only when every field is the same. */
export interface PartKey {
  goalId: string;
  stamp: string;
  timeZone: string;
  day: string;
  pauses: string;
}

interface Filed {
  key: PartKey;
  part: GoalPart;
}

const sameKey = (a: PartKey, b: PartKey) =>
  a.goalId === b.goalId && a.stamp === b.stamp && a.timeZone === b.timeZone && a.day === b.day && a.pauses === b.pauses;

/** Heap bytes of one entry of a part's basis: the object, its id and time strings (as history-cache.ts). */
const BASIS_ENTRY_BYTES = 160;
/** A goal's latest changes told by writes (enough for the writes between two lists of a busy goal). */
const CHANGES_PER_GOAL = 32;
/** Heap bytes of a told change besides its notes (an estimate). */
const CHANGE_BYTES = 400;

export class GoalFactsCache {
  private readonly parts: ByteLru<Filed>;
  private readonly changes: ByteLru<JournalChange[]>;
  /** Parts brought up to date from changes, and parts derived from the database (for tests and metrics). */
  readonly counts = { updated: 0, derived: 0 };

  constructor(maxBytes: number) {
    this.parts = new ByteLru(maxBytes);
    this.changes = new ByteLru(Math.max(1, Math.floor(maxBytes / 16)));
  }

  /** The part filed for this goal and zone whatever its stamp, day and pauses (what a change updates). */
  filed(key: PartKey): { key: PartKey; part: GoalPart } | undefined {
    return this.parts.get(slotOf(key));
  }

  /** Keeps what a write of this process changed in its goal's journal, for the parts to follow. */
  tell(change: JournalChange): void {
    const list = [...(this.changes.get(change.goalId) ?? []), change].slice(-CHANGES_PER_GOAL);
    const bytes = list.reduce((sum, c) => sum + CHANGE_BYTES + c.put.reduce((n, e) => n + e.note.length * 2, 0), 0);
    this.changes.set(change.goalId, list, bytes);
  }

  /**
   * The told changes that lead the goal from stamp `from` to stamp `to`, in order; undefined when
   * no such chain is known (a write this process did not tell moved the stamp).
   */
  changesBetween(goalId: string, from: string, to: string): JournalChange[] | undefined {
    const told = this.changes.get(goalId) ?? [];
    const chain: JournalChange[] = [];
    for (let stamp = from; stamp !== to;) {
      const next = told.find((c) => c.before.stamp === stamp);
      if (!next || chain.length >= told.length) return undefined;
      chain.push(next);
      stamp = next.after.stamp;
    }
    return chain;
  }

  /** The part filed under exactly this key, or undefined. */
  get(key: PartKey): GoalPart | undefined {
    const filed = this.parts.get(slotOf(key));
    return filed && sameKey(filed.key, key) ? filed.part : undefined;
  }

  set(key: PartKey, part: GoalPart): void {
    const slot = slotOf(key);
    // A close estimate of the part's heap size: its figures' and entries' JSON length (strings
    // dominate it), and its basis's entries at a fixed size each (not serialised on every write).
    const { basis, ...shown } = part;
    const kept = basis ? basis.recent.length * BASIS_ENTRY_BYTES + basis.horizon.length + basis.historyStamp.length : 0;
    const bytes = JSON.stringify(shown).length + kept + slot.length + key.stamp.length + key.day.length + key.pauses.length;
    this.parts.set(slot, { key, part }, bytes);
  }

  /** Bytes held now (for tests and metrics). */
  get size(): number {
    return this.parts.size;
  }
}

/** One slot per goal and zone: a new stamp or day replaces the part it supersedes. */
const slotOf = (key: PartKey) => `${key.goalId}|${key.timeZone}`;
