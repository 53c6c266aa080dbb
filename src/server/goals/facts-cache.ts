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
 */
import type { ApiGoalFacts, JournalEntry } from "../../core/schemas.js";
import { ByteLru } from "./byte-lru.js";

export interface GoalPart {
  facts: ApiGoalFacts;
  strength: number;
  /** The latest entries the list sends (decision 020), oldest first. */
  journal: JournalEntry[];
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

export class GoalFactsCache {
  private readonly parts: ByteLru<Filed>;

  constructor(maxBytes: number) {
    this.parts = new ByteLru(maxBytes);
  }

  /** The part filed under exactly this key, or undefined. */
  get(key: PartKey): GoalPart | undefined {
    const filed = this.parts.get(slotOf(key));
    return filed && sameKey(filed.key, key) ? filed.part : undefined;
  }

  set(key: PartKey, part: GoalPart): void {
    const slot = slotOf(key);
    // A close estimate of the part's heap size: its JSON length (strings dominate it).
    const bytes = JSON.stringify(part).length + slot.length + key.stamp.length + key.day.length + key.pauses.length;
    this.parts.set(slot, { key, part }, bytes);
  }

  /** Bytes held now (for tests and metrics). */
  get size(): number {
    return this.parts.size;
  }
}

/** One slot per goal and zone: a new stamp or day replaces the part it supersedes. */
const slotOf = (key: PartKey) => `${key.goalId}|${key.timeZone}`;
