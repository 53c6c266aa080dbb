/**
 * One server per data directory: two processes writing one SQLite file is how self-hosted apps
 * lose data (two containers on one volume, a second `npm start`).
 *
 * The lock is an exclusive SQLite lock (a POSIX fcntl lock) on progressvault.lock.db, held for
 * the process's lifetime. The kernel drops it the moment the process dies, so a restart right
 * after kill -9 works (even while the dead server is an unreaped zombie), a stale file never
 * blocks (whatever pid it names), and a live holder is seen from any PID namespace on the same
 * host. A pid check could get each of these wrong. progressvault.lock only names the holder,
 * for the message (./lock-owner.ts).
 *
 * The lock database is never deleted: a process that opened the old file just before an unlink
 * would hold a lock on a file nobody else sees.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describeOwner, removeOwner, writeOwner } from "./lock-owner.js";

export class DataDirLockedError extends Error {}

export const LOCK_DB_FILE = "progressvault.lock.db";

interface Held {
  db: SQLite.Database;
  users: number;
}

/**
 * Locks held by this process, by directory. The lock keeps out other processes; within one
 * process (a restore that then migrates the database it restored) a second taker shares it.
 * Referenced here for the process's lifetime, so the connection is never garbage-collected.
 */
const held = new Map<string, Held>();

function lockedError(dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `Another ProgressVault server${describeOwner(dataDir)} is using ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
  );
}

function takeKernelLock(dataDir: string): SQLite.Database {
  // No busy wait: the holder is alive, or the kernel would have released the lock already.
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(path.join(dataDir, LOCK_DB_FILE), { timeout: 0 });
    // Rollback journal in memory: the lock database never gets a -journal file beside it.
    db.pragma("journal_mode = MEMORY");
    // An EXCLUSIVE transaction keeps every other connection out, reads included, until this
    // connection closes or the process ends. It is never committed.
    db.exec("BEGIN EXCLUSIVE");
    return db;
  } catch (err) {
    db?.close();
    if ((err as { code?: string }).code === "SQLITE_BUSY") throw lockedError(dataDir);
    throw new Error(`Cannot lock ${dataDir} (${(err as Error).message}): the server needs to write in DATA_DIR.`, { cause: err });
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const key = fs.realpathSync(dataDir);
  let entry = held.get(key);
  if (!entry) {
    entry = { db: takeKernelLock(dataDir), users: 0 };
    held.set(key, entry);
    try {
      writeOwner(dataDir);
    } catch {
      // only the message's pid depends on it
    }
  }
  entry.users++;
  const mine = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--mine.users > 0) return;
    held.delete(key);
    // The owner file goes first, while the lock still keeps a successor from writing its own.
    removeOwner(dataDir);
    mine.db.close();
  };
}
