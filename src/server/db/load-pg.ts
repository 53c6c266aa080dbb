/**
 * pg, loaded on first use: a server on the embedded database never needs it, and loading it
 * at start cost ~7 MB of resident memory (issue 8: idle RSS ≤ 120 MB).
 */
import { createRequire } from "node:module";
import type pg from "pg";

const require = createRequire(import.meta.url);

export function loadPg(): typeof pg {
  return require("pg") as typeof pg;
}
