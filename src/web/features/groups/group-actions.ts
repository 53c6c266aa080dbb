/**
 * What the dashboard can do to groups (issue 30): the API's when signed in (groups-api.ts), the
 * demo's local store otherwise (pages/dashboard/use-group-actions.ts picks one). Components call
 * these after the checks every mode shares (a name, a confirm).
 */
import { inManualOrder, moveTo } from "../../../core/manual-order.js";
import type { Group } from "../../../core/group-schema.js";
import type { Goal } from "../../../core/schemas.js";
import { GROUP_NAME_MAX_LENGTH, groupNameKey } from "../../../core/group-name.js";

export interface GroupActions {
  /** The user's groups in their order (signed in: asked for once wanted). */
  groups: readonly Group[];
  /**
   * Asks for the groups: the dashboard's first load stays one GET /api/goals with "Group by: None";
   * the sections, the Groups manager and a goal's Edit call it.
   */
  want: () => void;
  status: "pending" | "error" | "success";
  create: (name: string, onCreated?: () => void) => void;
  rename: (group: Group, name: string) => void;
  remove: (group: Group) => void;
  /** One step up (-1) or down (1) in the order of groups. */
  move: (group: Group, by: -1 | 1) => void;
  /** Puts a goal in a group (null: in none). */
  setGoalGroup: (goal: Goal, groupId: string | null) => void;
}

/** Why a name cannot be a group's (the server answers the same), or undefined when it can. */
export function groupNameProblem(name: string, groups: readonly Group[], except?: Group): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return "Give the group a name";
  if (trimmed.length > GROUP_NAME_MAX_LENGTH) return `A group's name has at most ${GROUP_NAME_MAX_LENGTH} characters`;
  const key = groupNameKey(trimmed);
  if (groups.some((g) => g.id !== except?.id && groupNameKey(g.name) === key)) {
    return "You already have a group with that name";
  }
  return undefined;
}

/** The groups once `group` moved to `place` (0 first), renumbered 0…n−1 as the server stores them. */
export function withGroupAt(groups: readonly Group[], group: Group, place: number): Group[] {
  const places = moveTo(inManualOrder(groups), group.id, place);
  return inManualOrder(groups.map((g) => ({ ...g, position: places.get(g.id) ?? g.position })));
}

/** The place one step from `group`'s, or undefined at that end. */
export function stepPlace(groups: readonly Group[], group: Group, by: -1 | 1): number | undefined {
  const ordered = inManualOrder(groups);
  const at = ordered.findIndex((g) => g.id === group.id) + by;
  return at >= 0 && at < ordered.length ? at : undefined;
}

/** What is announced after a group moves (a toast: a live region). */
export function movedGroupMessage(group: Group, by: -1 | 1, place: number, of: number): string {
  return `Moved group "${group.name}" ${by < 0 ? "up" : "down"}: ${place + 1} of ${of}`;
}
