/**
 * A user's own order of goals or of groups (issue 30): each item's `position` is its place. Both
 * functions take the items in their current order and answer every item's new place, 0 to n-1,
 * so places never tie after a move; the server writes only the places that changed, and the
 * browser uses the same functions for its optimistic order.
 */

export interface Placed {
  id: string;
  position: number;
}

/** Items in manual order: by position, ties (older data, imports) by `tieBreak`. */
export function inManualOrder<T extends Placed>(items: readonly T[], tieBreak: (a: T, b: T) => number = () => 0): T[] {
  return [...items].sort((a, b) => a.position - b.position || tieBreak(a, b));
}

/**
 * Moves `id` to place `to` (0 first; beyond the last: last) among `ordered`; answers each id's
 * new place. `ordered` must hold `id`.
 */
export function moveTo(ordered: readonly Placed[], id: string, to: number): Map<string, number> {
  const rest = ordered.filter((item) => item.id !== id).map((item) => item.id);
  rest.splice(Math.min(Math.max(0, to), rest.length), 0, id);
  return new Map(rest.map((itemId, place) => [itemId, place]));
}

/**
 * The listed ids take, in the order listed, the places the same items held among `ordered`;
 * the others keep theirs. `listed` must be distinct ids that `ordered` holds. So a client may
 * reorder any subset (a filtered list, the goals of one group) without touching the rest.
 */
export function reorder(ordered: readonly { id: string }[], listed: readonly string[]): Map<string, number> {
  const moving = new Set(listed);
  const next = [...listed];
  const ids = ordered.map((item) => (moving.has(item.id) ? (next.shift() as string) : item.id));
  return new Map(ids.map((itemId, place) => [itemId, place]));
}

/** The ids whose place `places` changes from `ordered`'s positions. */
export function changedPlaces(ordered: readonly Placed[], places: ReadonlyMap<string, number>): [string, number][] {
  return ordered.flatMap((item) => {
    const place = places.get(item.id);
    return place !== undefined && place !== item.position ? [[item.id, place] as [string, number]] : [];
  });
}

/**
 * Goals in the owner's manual order: by position; goals without one (made in the browser) after
 * them, newest first, as the default list shows them.
 */
export function compareManual(a: { position?: number | undefined; created_at: string }, b: typeof a): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return b.created_at < a.created_at ? -1 : b.created_at > a.created_at ? 1 : 0;
}

/**
 * Every goal with its new place once `listed` took, in the order listed, the places the same
 * goals held (reorder): what PUT /api/goals/order will store, shown before the server answers.
 */
export function withOrder<T extends { id: string; position?: number | undefined; created_at: string }>(
  goals: readonly T[],
  listed: readonly string[],
): T[] {
  const places = reorder([...goals].sort(compareManual), listed);
  return goals.map((g) => ({ ...g, position: places.get(g.id) ?? g.position }));
}

/**
 * Moves `id` to index `to` of `visible` (the list as shown, in manual order; clamped to its ends),
 * as a drag and drop does: the ids to send to PUT /api/goals/order, those from the old index to
 * the new one in their new order (the goals outside that range keep their places), or undefined
 * when nothing moves.
 */
export function moveWithin(visible: readonly { id: string }[], id: string, to: number): string[] | undefined {
  const from = visible.findIndex((g) => g.id === id);
  if (from < 0) return undefined;
  const target = Math.min(Math.max(0, to), visible.length - 1);
  if (target === from) return undefined;
  const ids = visible.map((g) => g.id);
  ids.splice(from, 1);
  ids.splice(target, 0, id);
  return ids.slice(Math.min(from, target), Math.max(from, target) + 1);
}

/**
 * Move up (-1) or down (1) in `visible` (the list as shown, in manual order): the ids to send to
 * PUT /api/goals/order, in their new order, or undefined at the list's end.
 */
export function moveStep(visible: readonly { id: string }[], id: string, by: -1 | 1): string[] | undefined {
  const at = visible.findIndex((g) => g.id === id);
  return at < 0 ? undefined : moveWithin(visible, id, at + by);
}
