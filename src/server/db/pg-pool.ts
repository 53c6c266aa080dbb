/**
 * A PostgreSQL connection pool as the server makes it, for the server's own pool (open.ts) and a
 * CPU pool thread's (workers/read-db.ts): the same driver settings, error handling and prepared
 * statements wherever the server connects.
 */
import type pg from "pg";
import { loadPg } from "./load-pg.js";
import { usePreparedStatements } from "./pg-prepared.js";

export function pgPool(url: string, opts: { max: number; applicationName?: string }): pg.Pool {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: opts.max,
    ...(opts.applicationName ? { application_name: opts.applicationName } : {}),
  });
  // An idle connection that PostgreSQL drops (restart, failover, admin) is discarded by the
  // pool and replaced on next use; unhandled, its error event would end the process.
  pool.on("error", () => undefined);
  // A connection lost while checked out (PostgreSQL down or restarted mid-request) also emits
  // "error" on the client, which the pool listens to only while the client is idle: unheard,
  // it ended the process. The query running on it fails with the error, which answers 503.
  pool.on("connect", (client) => client.on("error", () => undefined));
  usePreparedStatements(pool);
  return pool;
}
