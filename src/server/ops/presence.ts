/**
 * "Is a server using this PostgreSQL database?" Every server holds a shared advisory lock
 * on its own connection for as long as it runs; restore and the move from SQLite take the
 * same lock exclusively, so they refuse to run beside a server, and a server that starts
 * during a restore waits (answering 503 on /api/health) until it is done. The lock goes
 * away with the connection, so a crashed server never leaves it behind.
 */
import type pg from "pg";
import { loadPg } from "../db/load-pg.js";

const LOCK = [20517, 1] as const; // ("PV", 1)

export interface PresenceLogger {
  warn(obj: object, msg: string): void;
}

/** Held by main.ts. Reconnects (and takes the lock again) if the connection drops. */
export async function holdServerPresence(url: string, log: PresenceLogger): Promise<{ release(): Promise<void> }> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async () => {
    const c = new (loadPg().Client)({ connectionString: url, application_name: "progressvault-presence" });
    c.on("error", (err) => {
      log.warn({ err }, "presence connection lost: reconnecting");
      if (client === c) client = undefined;
      void c.end().catch(() => undefined);
      const retry = () => {
        if (stopped) return;
        connect().catch((e: unknown) => {
          log.warn({ err: e }, "presence reconnect failed");
          setTimeout(retry, 2000).unref();
        });
      };
      setTimeout(retry, 1000).unref();
    });
    await c.connect();
    await c.query("select pg_advisory_lock_shared($1, $2)", [...LOCK]);
    if (stopped) await c.end();
    else client = c;
  };
  await connect();
  return {
    async release() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

export class ServerRunningError extends Error {}

/**
 * Takes the lock exclusively on client (for as long as it stays connected), or throws a
 * message that says what to do.
 */
export async function requireNoServer(client: pg.Client, what: string): Promise<void> {
  const res = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [...LOCK]);
  if (res.rows[0]?.ok) return;
  const holders = await client.query<{ n: string }>(
    `select count(*) as n from pg_locks
      where locktype = 'advisory' and classid = $1 and objid = $2 and objsubid = 2 and granted
        and database = (select oid from pg_database where datname = current_database())`,
    [...LOCK],
  );
  const n = Number(holders.rows[0]?.n ?? 0);
  throw new ServerRunningError(
    `${n === 1 ? "A ProgressVault server is" : `${n} ProgressVault servers are`} using this database. ` +
      `Stop every server first: ${what}.`,
  );
}
