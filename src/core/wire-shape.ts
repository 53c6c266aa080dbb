/**
 * The one place the spec's alternative spellings become the app's (signed-in-core §3,
 * public-and-discovery "Data shapes"): goals and journal entries from a source may spell
 * created_at as createdAt and updated_at as updatedAt, and demo sample goals give motivation
 * as why. Applied where such data enters (API answers in the browser, the demo samples, the
 * offline and device caches read back, request bodies); everything past that point reads only
 * created_at, updated_at and motivation. Plain functions, no zod: browser pages import this.
 */

/** The alternative spellings, dropped by the normalisers. */
export type Aliases = "createdAt" | "updatedAt" | "why";
/** `T` as the app reads it: the snake_case spelling only. */
export type Normalised<T> = Omit<T, Aliases>;

type Loose = Record<string, unknown>;

/**
 * Drops `alias`, its value moving onto `key` unless `key` already says something ("" carries no
 * information, so an empty created_at gives way to a createdAt) or the alias is null or missing.
 */
function respell(o: Loose, key: string, alias: Aliases): void {
  if (alias in o) {
    if (!o[key] && o[alias] != null) o[key] = o[alias];
    delete o[alias];
  }
}

/** A journal entry (or anything dated like one) with created_at, never createdAt; a non-object as it is. */
export function normaliseEntry<T>(entry: T): Normalised<T> {
  if (!entry || typeof entry !== "object") return entry;
  const e = { ...entry } as Loose;
  respell(e, "created_at", "createdAt");
  return e as Normalised<T>;
}

/**
 * A goal with created_at, updated_at and motivation (why only when motivation is missing), and
 * its journal entries and latest update normalised too.
 */
export function normaliseGoal<T>(goal: T): Normalised<T> {
  const g = normaliseEntry(goal) as Loose;
  if (!g || typeof g !== "object") return g;
  respell(g, "updated_at", "updatedAt");
  if ("why" in g) {
    g.motivation ??= g.why;
    delete g.why;
  }
  if (Array.isArray(g.journal)) g.journal = g.journal.map(normaliseEntry);
  if (g.latest_update) g.latest_update = normaliseEntry(g.latest_update);
  return g as Normalised<T>;
}
