/**
 * The goal list's kept state, one per server: the encoded copies of GET /api/goals (decision
 * 009), each goal's part of it (decision 030), the journals' kept history (decision 034) and the
 * zones each user lists in (decision 036). The list route reads the whole list from it; a journal
 * write answers its goal from it (decision 044), so the goal in that answer and the next list are
 * derived once, by one function, from the same kept part.
 */
import type { Goal } from "../../core/schemas.js";
import { dayKey } from "../../core/dates.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import type { JournalChangeSink } from "../db/journal-change.js";
import { GoalFactsCache } from "./facts-cache.js";
import { GoalHistoryCache } from "./history-cache.js";
import { type Encoding, ListCache } from "./list-cache.js";
import { ZoneBudget } from "./zone-budget.js";
import * as service from "./service.js";

/** Many users' lists at once (a 20-goal list is ~40 kB of JSON and ~8 kB of brotli, whatever its years). */
const LIST_CACHE_BYTES = 24 * 1024 * 1024;
/** Each goal's facts and latest entries (~2 kB), kept between rebuilds (decision 030): ~8,000 goals. */
const FACTS_CACHE_BYTES = 16 * 1024 * 1024;
/** Each goal's entries older than ~100 days (decision 034): ~50,000 entries, 50 three-year goals. */
const HISTORY_CACHE_BYTES = 8 * 1024 * 1024;

export class GoalListing {
  private readonly copies = new ListCache({ maxBytes: LIST_CACHE_BYTES });
  private readonly zones = new ZoneBudget();
  private readonly kept: service.ListKeep = {
    parts: new GoalFactsCache(FACTS_CACHE_BYTES),
    history: new GoalHistoryCache(HISTORY_CACHE_BYTES),
  };

  constructor(private readonly deps: AppDeps) {}

  /**
   * The user's list in `timeZone` as encoded bytes (the goals not archived, or with `archived`
   * only the archived ones; issue 30), from the kept copy while its version holds;
   * a 429 for one zone too many (zone-budget.ts): a new zone derives every goal again.
   */
  async list(user: CurrentUser, timeZone: string, encoding: Encoding, archived = false): Promise<Buffer> {
    this.zones.admit(user.id, timeZone, this.deps.now().getTime());
    // Facts move with the local day as well as with the data: both are part of the copy's key.
    // The version counts every goal, archived or not, so archiving one moves both lists' versions.
    const now = this.deps.now();
    const version = `${await service.listVersion(this.deps, user)}|${timeZone}|${dayKey(now, timeZone)}`;
    return this.copies.get(
      user,
      version,
      encoding,
      () => service.listGoals(this.deps, user, timeZone, this.kept, archived),
      archived ? "archived" : "",
    );
  }

  /**
   * One goal of the user's exactly as the list shows it now in `timeZone`; its part is kept, so
   * the next list reuses it instead of deriving it again. 404 when the user has no such goal.
   */
  goal(user: CurrentUser, goalId: string, timeZone: string): Promise<Goal> {
    return service.listedGoal(this.deps, user, goalId, timeZone, this.kept);
  }

  /**
   * Where this server's journal writes tell what they changed: a kept part is then brought up to
   * date from the entries written instead of its goal's history read again (decision 068).
   */
  readonly tell: JournalChangeSink = (change) => this.kept.parts.tell(change);

  /** Parts updated from told changes and parts derived from the database so far (for tests and metrics). */
  get counts(): Readonly<{ updated: number; derived: number }> {
    return this.kept.parts.counts;
  }
}
