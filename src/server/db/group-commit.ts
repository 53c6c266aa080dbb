/**
 * Group commit for the embedded database (issue 8: ≥ 1,500 check-ins/s with every acknowledged
 * write durable, on a disk where an fsync takes ~3 ms).
 *
 * SQLite runs with synchronous=FULL: each commit fsyncs the WAL, and better-sqlite3 does it on
 * the event loop, so one transaction per check-in caps writes at a few hundred a second and
 * stalls every other request meanwhile. Here, writes that arrive together are queued and run in
 * one transaction. That transaction commits with synchronous=OFF (its WAL frames are handed to
 * the OS, not yet flushed) and auto-checkpoints off; then the WAL file is fdatasync'ed on the
 * libuv thread pool, and only then is any write of the batch acknowledged. The event loop keeps
 * serving requests (and committing the next batch) while the disk flushes.
 *
 * Why this is as safe as synchronous=FULL for what was acknowledged:
 *  - an acknowledgement waits for an fdatasync of the WAL that began after its commit, so the
 *    commit frame and everything before it are on disk (what FULL's own fsync would do);
 *  - checkpoints never run under synchronous=OFF (auto-checkpointing is off during the batch;
 *    every CHECKPOINT_EVERY batches a checkpoint runs under synchronous=FULL, which fsyncs the WAL
 *    before copying and the database file before the WAL can be reused). A server's database
 *    runs it on a thread with a connection of its own (wal-checkpointer.ts, decision 074): on
 *    this connection it held the event loop for as long as the copy and its fsyncs took; the
 *    batches go on committing meanwhile, and one checkpoint runs at a time;
 *  - the pragmas are set and restored on the one connection held for the whole batch, so no
 *    other transaction can commit under them.
 * A reader may see a batch's rows before they are acknowledged (between its commit and the
 * flush); a crash in that window loses only writes that were never acknowledged.
 *
 * When a write fails, the batch is rolled back and its writes are retried one transaction each,
 * so a failing write fails alone. PostgreSQL already commits concurrent transactions together
 * (one WAL flush for all waiting commits) on separate connections: there, a write is a plain
 * transaction.
 */
import fsCallback from "node:fs";
import fs from "node:fs/promises";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";
import type { Engine } from "./values.js";

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Most writes per transaction: bounds the time one commit holds the connection. */
const MAX_BATCH = 256;
/** Batches between two checkpoints (a batch writes a few dozen WAL pages; SQLite's default is 1,000 pages). */
const CHECKPOINT_EVERY = 32;

/** Flushes a file's data to the disk (fdatasync), off the event loop. */
export async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

const datasync = promisify(fsCallback.fdatasync);
/** Descriptors of the WAL held by writers, closed when a writer is collected. */
const heldWals = new FinalizationRegistry<number>((fd) => fsCallback.close(fd, () => undefined));

/**
 * A failed flush as SQLite itself reports one under synchronous=FULL (SQLITE_IOERR_FSYNC): the
 * database cannot make writes durable, which answers 503 with Retry-After (db/errors.ts).
 */
function flushFailed(err: unknown): Error {
  const reason = err instanceof Error ? err.message : String(err);
  return Object.assign(new Error(`The write-ahead log could not be flushed: ${reason}`, { cause: err }), { code: "SQLITE_IOERR_FSYNC" });
}

export interface GroupCommitOptions {
  /** How the WAL is flushed; tests pass a spy. */
  syncFile?: (file: string) => Promise<void>;
  /**
   * How the WAL is checkpointed (openDatabase passes its checkpoint thread); not awaited by the
   * batches. Without it, a passive checkpoint on this connection, awaited (on the event loop).
   */
  checkpoint?: () => Promise<unknown>;
}

export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private walFile: string | undefined;
  private autocheckpoint: number | undefined;
  private batches = 0;
  private readonly sync: (file: string) => Promise<void>;
  private readonly checkpoint: (() => Promise<unknown>) | undefined;
  private checkpointing = false;
  /** The thread's checkpoint has ended: what was committed meanwhile is copied here, once. */
  private catchUp = false;
  /**
   * The WAL SQLite writes, opened once while its path names it: flushed through this descriptor,
   * the file flushed is the one the commit wrote even if the files were moved or removed since.
   * Reopened by path, a moved WAL answered ENOENT after its batch had committed: an error for
   * writes that were stored (issue 26 item 5).
   */
  private walFd: number | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    opts: GroupCommitOptions = {},
  ) {
    this.sync = opts.syncFile ?? (() => datasync(this.walFd!));
    this.checkpoint = opts.checkpoint;
  }

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
      // The flush of this batch runs while the next one is committed.
      await this.commit(batch);
    }
    this.running = false;
  }

  /** Commits a batch in one transaction and acknowledges it once the WAL is flushed. */
  private async commit(batch: Pending[]): Promise<void> {
    let values: unknown[];
    try {
      values = await this.db.connection().execute(async (conn) => {
        if (this.walFile === undefined) await this.learnSettings(conn);
        await sql`pragma wal_autocheckpoint = 0`.execute(conn);
        await sql`pragma synchronous = off`.execute(conn);
        try {
          return await conn.transaction().execute(async (trx) => {
            const out: unknown[] = [];
            for (const item of batch) out.push(await item.work(trx));
            return out;
          });
        } finally {
          await sql`pragma synchronous = full`.execute(conn);
          await sql.raw(`pragma wal_autocheckpoint = ${this.autocheckpoint ?? 1000}`).execute(conn);
        }
      });
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      // One write failed and took the whole transaction with it (nothing of the batch is
      // stored): run each write in a transaction of its own, so the failing one fails alone.
      for (const item of batch) await this.commit([item]);
      return;
    }
    void this.acknowledge(batch, values);
    this.batches += 1;
    if (this.batches % CHECKPOINT_EVERY === 0) await this.startCheckpoint();
    else if (this.catchUp) {
      // The WAL restarts from its beginning only once a checkpoint has copied all of it, and
      // batches committed while the thread copied keep that from happening: under steady writes
      // the WAL grew without bound (148 MB where it stayed under 8). Copied here, they are the
      // pages of a few batches, not of 32.
      this.catchUp = false;
      await sql`pragma wal_checkpoint(passive)`.execute(this.db).catch(() => undefined);
    }
  }

  private async startCheckpoint() {
    if (!this.checkpoint) {
      // Under synchronous=FULL: the WAL is flushed first, the database file after copying.
      await sql`pragma wal_checkpoint(passive)`.execute(this.db).catch(() => undefined);
      return;
    }
    // One at a time: a checkpoint still copying is not queued behind by another.
    if (this.checkpointing) return;
    this.checkpointing = true;
    // A checkpoint that failed leaves the WAL longer, not a write undone: the next one tries again.
    void this.checkpoint()
      .then(() => (this.catchUp = true))
      .catch(() => undefined)
      .finally(() => (this.checkpointing = false));
  }

  private async acknowledge(batch: Pending[], values: unknown[]) {
    try {
      await this.sync(this.walFile!);
    } catch (err) {
      // Not known to be on disk: nobody gets an acknowledgement.
      for (const item of batch) item.reject(flushFailed(err));
      return;
    }
    batch.forEach((item, i) => item.resolve(values[i]));
  }

  private async learnSettings(conn: Kysely<Database>) {
    const files = await sql<{ name: string; file: string }>`pragma database_list`.execute(conn);
    const main = files.rows.find((r) => r.name === "main")?.file;
    if (!main) throw new Error("group commit needs a database file (not an in-memory database)");
    const checkpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(conn);
    this.autocheckpoint = checkpoint.rows[0]?.wal_autocheckpoint ?? 1000;
    const walFile = `${main}-wal`;
    let fd: number;
    try {
      fd = fsCallback.openSync(walFile, "r");
    } catch (err) {
      // Before the first commit, so nothing of the batch is stored: a 503 like SQLite's own.
      throw Object.assign(new Error(`The write-ahead log cannot be opened: ${(err as Error).message}`, { cause: err }), {
        code: "SQLITE_CANTOPEN",
      });
    }
    heldWals.register(this, fd);
    this.walFd = fd;
    this.walFile = walFile;
  }
}

const writers = new WeakMap<Kysely<Database>, GroupCommit>();

/** The group commit of a database opened by openDatabase, with its own options (its checkpoint thread). */
export function useGroupCommit(db: Kysely<Database>, opts: GroupCommitOptions): void {
  writers.set(db, new GroupCommit(db, opts));
}

/** Runs `work` in a transaction; on SQLite, in the next group commit. */
export function writeTransaction<T>(db: Kysely<Database>, engine: Engine, work: Work<T>): Promise<T> {
  if (engine !== "sqlite") return db.transaction().execute(work);
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new GroupCommit(db)));
  return writer.run(work);
}
