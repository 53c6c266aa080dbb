/**
 * A list of goals in the user's groups (issue 30 item 4: the Today view): the groups in their
 * order, then the goals in no group (or in a group since deleted) last. With no groups, one
 * untitled section, so a user without groups sees the list as before.
 */
import type { Group } from "../../../core/group-schema.js";
import { inManualOrder } from "../../../core/manual-order.js";
import type { Goal } from "../../../core/schemas.js";

export interface GroupSection<T> {
  key: string;
  /** The heading; null when the user has no groups (no headings then). */
  title: string | null;
  items: T[];
}

export const NO_GROUP_TITLE = "No group";

/** Sections of `items` (their order kept inside each); a section with no item is left out. */
export function groupSectionsOf<T extends { goal: Goal }>(items: readonly T[], groups: readonly Group[]): GroupSection<T>[] {
  if (groups.length === 0) return items.length > 0 ? [{ key: "all", title: null, items: [...items] }] : [];
  const sections = inManualOrder(groups).map((g): GroupSection<T> => ({ key: `group:${g.id}`, title: g.name, items: [] }));
  const byId = new Map(inManualOrder(groups).map((g, i) => [g.id, sections[i] as GroupSection<T>]));
  const none: GroupSection<T> = { key: "group:none", title: NO_GROUP_TITLE, items: [] };
  for (const item of items) (byId.get(item.goal.group_id ?? "") ?? none).items.push(item);
  return [...sections, none].filter((s) => s.items.length > 0);
}
