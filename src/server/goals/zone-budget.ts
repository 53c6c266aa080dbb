/**
 * How many time zones one user's goal list is built in (issue 26 item 2, decision 036). The list's
 * facts depend on the zone, so each zone is its own copy of the list and its own parts of every
 * goal (list-cache.ts, facts-cache.ts): a zone not seen before is a rebuild of every goal from its
 * whole journal. A user sending a new zone on every request made every request that rebuild.
 * Here each user has at most LIST_ZONES_PER_USER zones in use within a window; a further zone is
 * refused (429 with Retry-After) until one of them has been unused for the window. A person has
 * one or two (a phone and a laptop, a trip), never a dozen within an hour (a test or a script that checks several zones still fits).
 */
import { AppError } from "../errors.js";

export const LIST_ZONES_PER_USER = 12;
export const LIST_ZONE_WINDOW_MS = 60 * 60_000;
/** Users remembered (least recently listing out first): a few hundred bytes each. */
const MAX_USERS = 10_000;

export const tooManyZones = (minutes: number) =>
  `Your goals were asked for in more than ${LIST_ZONES_PER_USER} time zones within an hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

export class ZoneBudget {
  /** Per user, each zone in use and when it was last asked for. */
  private readonly users = new Map<string, Map<string, number>>();

  /** Records that `userId` lists in `zone` at `nowMs`, or throws a 429 when that is one zone too many. */
  admit(userId: string, zone: string, nowMs: number): void {
    const zones = this.users.get(userId) ?? new Map<string, number>();
    // Most recently listing user goes last in the map's order.
    this.users.delete(userId);
    this.users.set(userId, zones);
    for (const [z, at] of zones) if (nowMs - at >= LIST_ZONE_WINDOW_MS) zones.delete(z);
    if (!zones.has(zone) && zones.size >= LIST_ZONES_PER_USER) {
      const waitMs = Math.min(...zones.values()) + LIST_ZONE_WINDOW_MS - nowMs;
      throw new AppError("RATE_LIMITED", tooManyZones(Math.max(1, Math.ceil(waitMs / 60_000))), {
        retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    }
    zones.set(zone, nowMs);
    for (const [oldest] of this.users) {
      if (this.users.size <= MAX_USERS) break;
      this.users.delete(oldest);
    }
  }
}
