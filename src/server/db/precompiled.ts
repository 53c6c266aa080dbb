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
 * slice shows; the argument types, strings of a fixed arity, do the rest). A parameter the
 * builder makes itself (`eb.val(null)`, a fixed member of an `in` list) is kept as it was first
 * compiled: only constants belong there, never a value of the moment (a clock's time would stay
 * the first call's).
 *
 * Compiled once per database and kept for its transactions too (they share the database's
 * adapter, and the SQL depends on the engine alone): a check-in's statements inside the group
 * commit's transaction are not rebuilt per transaction.
 */
import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema.js";

interface Compiled {
  sql: string;
  /** For each compiled parameter, the index of the argument it takes, or -1 for a literal of the builder's. */
  order: number[];
  /** The compiled parameters (the literals among them are sent as they are). */
  parameters: readonly unknown[];
}

/** What a database and its transactions share (Kysely's transactions reuse the database's adapter). */
const cacheKey = (db: Kysely<Database>): object => db.getExecutor().adapter;

export function precompiled<R, A extends string[]>(
  arity: A["length"],
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const byDb = new WeakMap<object, Compiled>();
  return async (db, ...args) => {
    const key = cacheKey(db);
    let compiled = byDb.get(key);
    if (!compiled) {
      compiled = compile(db, arity, build);
      byDb.set(key, compiled);
    }
    const { order, parameters } = compiled;
    const { rows } = await db.executeQuery<R>(
      CompiledQuery.raw(
        compiled.sql,
        order.map((i, k) => (i < 0 ? parameters[k] : args[i])),
      ),
    );
    return rows;
  };
}

const PLACEHOLDER_MARK = "\u0000Precompiled-argument-";

function compile<R, A extends string[]>(
  db: Kysely<Database>,
  arity: number,
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): Compiled {
  // Spaces and both cases at the edges, so that a trim or a change of case shows as a missing placeholder.
  const placeholders = Array.from({ length: arity }, (_, i) => ` ${PLACEHOLDER_MARK}${i}\u0000 `);
  const { sql, parameters } = build(db, ...(placeholders as A)).compile();
  const order = parameters.map((p) => placeholders.indexOf(p as string));
  // A parameter that is no placeholder but holds the marker is an argument the builder changed.
  const changed = parameters.some((p, k) => order[k]! < 0 && typeof p === "string" && p.includes(PLACEHOLDER_MARK));
  if (changed || new Set(order.filter((i) => i >= 0)).size !== arity) {
    throw new Error(`precompiled: every argument must be bound exactly as given (${sql})`);
  }
  return { sql, order, parameters };
}
