/**
 * A query built with Kysely's builder once per database and run afterwards with new parameters.
 * The session lookup and the list version run on every signed-in request, and a cached goal list
 * is little else: building and compiling both each time is a measurable share of its CPU (decision
 * 066; figures in BENCHMARKS.md). The SQL text is the builder's own, so the
 * engine's dialect, quoting and the prepared-statement caches (statement-cache.ts, pg-prepared.ts)
 * apply as before.
 *
 * The builder is called once with a distinct placeholder string for each argument; the compiled
 * parameters are then mapped back to argument positions. So every argument must reach the query
 * as a bound parameter, as it is (no argument may be transformed or inlined): compile refuses a
 * query in which a placeholder did not come through unchanged (a trim, a change of case or a
 * slice shows; the argument types, strings of a fixed arity, do the rest).
 */
import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema.js";

interface Compiled {
  sql: string;
  /** For each compiled parameter, the index of the argument it takes. */
  order: number[];
}

export function precompiled<R, A extends string[]>(
  arity: A["length"],
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const byDb = new WeakMap<Kysely<Database>, Compiled>();
  return async (db, ...args) => {
    let compiled = byDb.get(db);
    if (!compiled) {
      compiled = compile(db, arity, build);
      byDb.set(db, compiled);
    }
    const { rows } = await db.executeQuery<R>(
      CompiledQuery.raw(
        compiled.sql,
        compiled.order.map((i) => args[i]),
      ),
    );
    return rows;
  };
}

function compile<R, A extends string[]>(
  db: Kysely<Database>,
  arity: number,
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): Compiled {
  // Spaces and both cases at the edges, so that a trim or a change of case shows as a missing placeholder.
  const placeholders = Array.from({ length: arity }, (_, i) => ` \u0000Precompiled-argument-${i}\u0000 `);
  const { sql, parameters } = build(db, ...(placeholders as A)).compile();
  const order = parameters.map((p) => placeholders.indexOf(p as string));
  if (order.some((i) => i < 0) || new Set(order).size !== arity) {
    throw new Error(`precompiled: every argument must be bound exactly as given (${sql})`);
  }
  return { sql, order };
}
