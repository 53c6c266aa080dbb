/**
 * The one place the spec's alternative spellings become the app's (signed-in-core §3,
 * public-and-discovery "Data shapes"): goals and journal entries from a source may spell
 * created_at as createdAt and updated_at as updatedAt, and demo sample goals give motivation
 * as why. Applied where such data enters (API answers in the browser, the demo samples, the
 * offline and device caches read back, request bodies); everything past that point reads only
 * created_at, updated_at and motivation. Plain functions, no zod, and small: every page's
 * first load carries this (lib/api.ts).
 */

/** The alternative spellings, dropped by the normalisers. */
export type Aliases = "createdAt" | "updatedAt" | "why";
/** `T` as the app reads it: the aliases gone, their values under the app's names. */
export type Normalised<T> = Omit<T, Aliases> &
  (T extends { createdAt: infer V } ? { created_at: V } : unknown) &
  (T extends { updatedAt: infer V } ? { updated_at: V } : unknown) &
  (T extends { why: infer V } ? { motivation: V } : unknown);

type Loose = Record<string, unknown>;

/** Each app spelling and its alias. */
const SPELLINGS = [
  ["created_at", "createdAt"],
  ["updated_at", "updatedAt"],
  ["motivation", "why"],
] as const;

/**
 * A goal or journal entry (or a goal's latest update) with only the app's spellings, its
 * journal and latest update respelled too; a non-object as it is. An alias gives its value to
 * the app's field unless that field already says something ("" carries no information, so an
 * empty created_at gives way to a createdAt) or the alias is null or missing.
 */
export function normaliseGoal<T>(goal: T): Normalised<T> {
  if (!goal || typeof goal !== "object") return goal as Normalised<T>;
  const g = { ...goal } as Loose;
  for (const [key, alias] of SPELLINGS) {
    if (!g[key] && g[alias] != null) g[key] = g[alias];
    delete g[alias];
  }
  if (Array.isArray(g.journal)) g.journal = g.journal.map(normaliseGoal);
  if (g.latest_update) g.latest_update = normaliseGoal(g.latest_update);
  return g as Normalised<T>;
}

/** A journal entry with created_at, never createdAt: an entry needs nothing else. */
export const normaliseEntry: <T>(entry: T) => Normalised<T> = normaliseGoal;
