/**
 * The one place the spec's alternative spellings become the app's (signed-in-core §3,
 * public-and-discovery "Data shapes"): goals and journal entries from a source may spell
 * created_at as createdAt and updated_at as updatedAt, and a goal may give its motivation as
 * why. Applied where such data enters: the browser's goal, journal, explore and search lists
 * (fresh or read back from the offline cache), saved goals read back from device storage,
 * looseGoalSchema, and the body of POST /api/journal. Everything past that point reads only
 * created_at, updated_at and motivation. A plain function, no zod: browser code imports it
 * (vite.config.ts puts it in the chunk of the query pages, which alone read those lists).
 */

/** The alternative spellings, dropped by the normaliser. */
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
 * journal and latest update respelled too; a non-object as it is. An alias that is null or
 * missing gives nothing. A date alias fills its field when the field is missing, null or "" (""
 * carries no information, so an empty created_at gives way to a createdAt); why fills a missing
 * or null motivation only, a motivation "" being the user's own (as `motivation ?? why` read it).
 */
export function normaliseGoal<T>(goal: T): Normalised<T> {
  if (!goal || typeof goal !== "object") return goal as Normalised<T>;
  const g = { ...goal } as Loose;
  for (const [key, alias] of SPELLINGS) {
    const given = alias === "why" ? g[key] != null : Boolean(g[key]);
    if (!given && g[alias] != null) g[key] = g[alias];
    delete g[alias];
  }
  if (Array.isArray(g.journal)) g.journal = g.journal.map(normaliseGoal);
  if (g.latest_update) g.latest_update = normaliseGoal(g.latest_update);
  return g as Normalised<T>;
}

/** A journal entry with created_at, never createdAt: the same respelling, named for readers. */
export const normaliseEntry: <T>(entry: T) => Normalised<T> = normaliseGoal;
