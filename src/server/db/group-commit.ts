/**
 * Group commit for the embedded database. SQLite runs with synchronous=FULL, so every commit
 * waits for the disk (an fsync, ~3 ms here): one transaction per check-in caps writes at a few
 * hundred a second. Writes that arrive while a commit is on its way are queued and then run
 * together in the next transaction, each inside its own savepoint (one failing write is rolled
 * back alone), and the whole batch is committed with one fsync. Nobody's write is acknowledged
 * before the commit that holds it has returned, so every acknowledged write is on disk.
 *
 * PostgreSQL already commits concurrent transactions together (one WAL flush for all waiting
 * commits), and each request has its own connection: there, a write is a plain transaction.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.js";
import type { Engine } from "./values.js";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Most writes per transaction: bounds the time one commit holds the connection. */
const MAX_BATCH = 256;

class GroupCommit {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) {
        this.running = true;
        // Let the requests that are already parsed queue their writes first.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      await this.commit(batch);
    }
    this.running = false;
  }

  private async commit(batch: Pending[]) {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; err: unknown })[] = [];
    try {
      const trx = await this.db.startTransaction().execute();
      try {
        for (const item of batch) {
          const sp = await trx.savepoint("write").execute();
          try {
            const value = await item.work(sp);
            await sp.releaseSavepoint("write").execute();
            outcomes.push({ ok: true, value });
          } catch (err) {
            await sp.rollbackToSavepoint("write").execute();
            await sp.releaseSavepoint("write").execute();
            outcomes.push({ ok: false, err });
          }
        }
        await trx.commit().execute();
      } catch (err) {
        await trx.rollback().execute().catch(() => undefined);
        throw err;
      }
    } catch (err) {
      // The commit failed: nothing of this batch is stored, so nobody gets an acknowledgement.
      for (const item of batch) item.reject(err);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.err);
    });
  }
}

const writers = new WeakMap<Kysely<Database>, GroupCommit>();

/** Runs `work` in a transaction; on SQLite, in the next group commit. */
export function writeTransaction<T>(db: Kysely<Database>, engine: Engine, work: Work<T>): Promise<T> {
  if (engine !== "sqlite") return db.transaction().execute(work);
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new GroupCommit(db)));
  return writer.run(work);
}
