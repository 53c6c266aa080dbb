/**
 * The dashboard's goals in sections (issue 30 item 1, decision 054): by the user's groups (in
 * their order, then "No group") or by category (the spec's order). Sections hold the goals that
 * search and filter left, in the list's sort; a section with none is not shown. Pages of 12 run
 * over the sections laid end to end, a collapsed section taking one place (its header).
 */
import { CATEGORIES } from "../../../core/constants.js";
import type { Group } from "../../../core/group-schema.js";
import { inManualOrder } from "../../../core/manual-order.js";
import type { Goal } from "../../../core/schemas.js";
import { capitalise } from "../../../core/text-case.js";
import { pageOf } from "../../features/goals/list-view.js";
import type { GroupBy } from "../../features/groups/section-prefs.js";

export const NO_GROUP_KEY = "group:none";

export interface Section<T> {
  /** Kept on the device for the collapsed state: "group:<id>", "group:none" or "category:<name>". */
  key: string;
  title: string;
  /** The section's goals after search and filter, sorted. */
  items: T[];
  /** All the section's goals: what its summary is about. */
  members: T[];
}

export function buildSections<T extends { goal: Goal }>(
  groupBy: Exclude<GroupBy, "none">,
  filtered: readonly T[],
  all: readonly T[],
  groups: readonly Group[],
): Section<T>[] {
  let keyOf: (goal: Goal) => string;
  let heads: { key: string; title: string }[];
  if (groupBy === "group") {
    const known = new Set(groups.map((g) => g.id));
    keyOf = (goal) => (goal.group_id && known.has(goal.group_id) ? `group:${goal.group_id}` : NO_GROUP_KEY);
    heads = [...inManualOrder(groups).map((g) => ({ key: `group:${g.id}`, title: g.name })), { key: NO_GROUP_KEY, title: "No group" }];
  } else {
    const known = new Set<string>(CATEGORIES);
    keyOf = (goal) => `category:${goal.category && known.has(goal.category) ? goal.category : "general"}`;
    heads = CATEGORIES.map((c) => ({ key: `category:${c}`, title: capitalise(c) }));
  }
  const sections = new Map(heads.map((h) => [h.key, { ...h, items: [] as T[], members: [] as T[] }]));
  for (const item of all) sections.get(keyOf(item.goal))?.members.push(item);
  for (const item of filtered) sections.get(keyOf(item.goal))?.items.push(item);
  return [...sections.values()].filter((s) => s.items.length > 0);
}

/** One section as a page shows it: its goals on this page (none when collapsed). */
export interface SectionOnPage<T> {
  section: Section<T>;
  collapsed: boolean;
  items: T[];
}

export function sectionsPage<T>(
  sections: readonly Section<T>[],
  collapsed: ReadonlySet<string>,
  page: number,
  pageSize: number,
): { sections: SectionOnPage<T>[]; page: number; pageCount: number } {
  const places = sections.flatMap((section): { section: Section<T>; item?: T }[] =>
    collapsed.has(section.key) ? [{ section }] : section.items.map((item) => ({ section, item })),
  );
  const current = pageOf(places, page, pageSize);
  const shown: SectionOnPage<T>[] = [];
  for (const { section, item } of current.items) {
    let last = shown[shown.length - 1];
    if (!last || last.section !== section) {
      last = { section, collapsed: collapsed.has(section.key), items: [] };
      shown.push(last);
    }
    if (item !== undefined) last.items.push(item);
  }
  return { sections: shown, page: current.page, pageCount: current.pageCount };
}
