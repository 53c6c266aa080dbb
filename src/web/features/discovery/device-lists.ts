/**
 * Lists read from device storage, tolerant of what older versions or other tabs wrote:
 * pv_saves keyed by goal id, pv_follows keyed by goal id with either the goal or a plain flag.
 */
import { normaliseGoal } from "../../../core/wire-shape.js";
import type { FollowedGoal, SavedGoal } from "../../lib/device-store.js";

export interface FollowedListItem {
  id: string;
  title: string | undefined;
  username: string | undefined;
  slug: string | undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Saved goals that can be linked (they carry a username and slug), in the order saved; a
 * createdAt another version wrote is respelled as they are read back (core/wire-shape.ts).
 */
export function savedGoalList(saves: Readonly<Record<string, SavedGoal>>): SavedGoal[] {
  return Object.values(saves)
    .filter((g): g is SavedGoal => isRecord(g) && Boolean(text(g.username)) && Boolean(text(g.slug)))
    .map(normaliseGoal);
}

/** Every truthy follow; a bare flag borrows title and link from the saved copy when there is one. */
export function followedList(
  follows: Readonly<Record<string, FollowedGoal | boolean>>,
  saves: Readonly<Record<string, SavedGoal>>,
): FollowedListItem[] {
  return Object.entries(follows)
    .filter(([, v]) => Boolean(v))
    .map(([id, v]) => {
      const source: Record<string, unknown> = isRecord(v) ? v : isRecord(saves[id]) ? saves[id] : {};
      return { id, title: text(source.title), username: text(source.username), slug: text(source.slug) };
    });
}
