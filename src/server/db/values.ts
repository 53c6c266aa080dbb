/** The few value conversions that differ between SQLite and PostgreSQL. Nothing outside db/ knows. */
export type Engine = "sqlite" | "postgres";

export function toIso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
}

export function toIsoRequired(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : v;
}

export function toBool(v: boolean | number): boolean {
  return v === true || v === 1;
}

export function boolParam(engine: Engine, v: boolean): boolean | number {
  return engine === "sqlite" ? (v ? 1 : 0) : v;
}

/** Escape LIKE wildcards so user text matches literally (used with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `public = true` written as a literal, not a parameter, so both planners can match the
 * partial indexes declared with the same predicate.
 */
export function publicIsTrueSql(engine: Engine): string {
  return engine === "postgres" ? "goals.public = true" : "goals.public = 1";
}

export function caseInsensitiveLike(engine: Engine): "ilike" | "like" {
  // SQLite's LIKE is case-insensitive for ASCII already; PostgreSQL needs ILIKE.
  return engine === "postgres" ? "ilike" : "like";
}
