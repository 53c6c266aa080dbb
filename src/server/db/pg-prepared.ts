/**
 * PostgreSQL: parameterised queries run as named (server-side prepared) statements, so each
 * connection parses and plans a query once instead of on every call (issue 8). The session
 * lookup that every signed-in request makes ran ~4× faster under pgbench prepared than as the
 * unnamed statement pg sends by default (73,000 against 18,000 lookups/s on this machine), and
 * a check-in makes two such calls. The SQLite side has the same in statement-cache.ts.
 *
 * Only queries with parameters are named: those go through the extended protocol anyway, while
 * a query without them may hold several statements (migrations), which a prepared statement
 * cannot. Texts are named in the order first seen, up to `maxStatements` per process (each
 * connection holds at most that many); longer texts, and any past the limit, run unnamed as
 * before. PostgreSQL replans a prepared statement by itself when a table it reads changes;
 * what it refuses is a change of the result's columns, which only `select *` could bring and
 * the server never writes.
 *
 * A pooler in transaction mode must keep prepared statements per client (PgBouncer 1.21+ with
 * max_prepared_statements set); decision 012.
 */
import type pg from "pg";

export interface PreparedOptions {
  /** Distinct query texts given a name, per process. */
  maxStatements: number;
  /** Texts longer than this (bulk inserts of many rows) run unnamed. */
  maxTextLength: number;
}

const DEFAULTS: PreparedOptions = { maxStatements: 500, maxTextLength: 4000 };
const PATCHED = Symbol("progressvault.prepared");

type QueryFn = (...args: unknown[]) => unknown;

/** Names the parameterised queries of every client the pool connects (pool "connect" event). */
export function usePreparedStatements(pool: pg.Pool, options: Partial<PreparedOptions> = {}): StatementNames {
  const names = new StatementNames({ ...DEFAULTS, ...options });
  pool.on("connect", (client) => prepareClient(client, names));
  return names;
}

/** The process-wide map from query text to statement name (same text, same name, everywhere). */
export class StatementNames {
  private readonly byText = new Map<string, string>();

  constructor(private readonly options: PreparedOptions) {}

  /** The name for `text`, or undefined when it should run unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.byText.get(text);
    if (known !== undefined) return known;
    if (text.length > this.options.maxTextLength || this.byText.size >= this.options.maxStatements) return undefined;
    const name = `pv_${this.byText.size + 1}`;
    this.byText.set(text, name);
    return name;
  }

  get size(): number {
    return this.byText.size;
  }
}

export function prepareClient(client: pg.ClientBase, names: StatementNames): void {
  const target = client as unknown as Record<PropertyKey, unknown> & { query: QueryFn };
  if (target[PATCHED]) return;
  target[PATCHED] = true;
  const query = target.query.bind(client) as QueryFn;
  target.query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === "string" && Array.isArray(values) && values.length > 0 && typeof callback !== "function") {
      const name = names.nameFor(text);
      if (name !== undefined) return query({ name, text, values });
    }
    return query(...args);
  };
}
