/** Which schema version a backup was written at, against the migrations this build knows. */
import { migrationProvider } from "../db/migrations.js";

/** The migrations the product knows, in the order they run (the same names on both engines). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider("sqlite").getMigrations()).sort();
}

/** Why a backup's migrations cannot be restored here, or undefined: they must be the first N known, in order. */
export function checkMigrationLevel(applied: readonly string[], known: readonly string[]): string | undefined {
  const unknown = applied.filter((m) => !known.includes(m));
  if (unknown.length) return `it comes from a newer ProgressVault (migrations ${unknown.join(", ")}): upgrade first`;
  if (applied.some((m, i) => known[i] !== m)) return `its migrations (${applied.join(", ")}) are not the product's, in order`;
  return undefined;
}
