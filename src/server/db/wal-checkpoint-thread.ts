/**
 * The thread that checkpoints the SQLite WAL (wal-checkpointer.ts), over a connection of its own
 * to the server's file. A checkpoint copies the WAL's pages into the database file and fsyncs
 * both: on the event loop's connection that held every other request for as long (issue 26).
 *
 * PASSIVE: it takes neither the write lock nor waits on readers, so the server's connection
 * commits beside it; what a reader still needs stays in the WAL for the next one. The connection
 * runs with synchronous=FULL, under which SQLite fsyncs the WAL before copying from it and the
 * database file before it lets the WAL be reused: the group commit's batches, committed under
 * synchronous=OFF, are never copied before they are on disk.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { SqliteFile } from "./open.js";
import { fileGone, isTheFile } from "./sqlite-file.js";

export interface CheckpointThreadData {
  file: SqliteFile;
  /** Tests: while its first cell is 1, a checkpoint waits before it starts (a slow disk, made). */
  hold?: Int32Array;
}

/** What a checkpoint did (SQLite's answer), or why it could not run. */
export type CheckpointReply = { ok: true; busy: number; log: number; checkpointed: number } | { ok: false; message: string };

/** The same wait as the server's connection for a lock held by a recovery. */
const BUSY_TIMEOUT_MS = 5000;

const { file, hold } = workerData as CheckpointThreadData;
let conn: SQLite.Database | undefined;

function connection(): SQLite.Database {
  if (conn) return conn;
  // Opened by path: a file moved in at the same path is another database, never checkpointed.
  if (!isTheFile(file)) throw fileGone();
  const opened = new SQLite(file.path, { fileMustExist: true });
  opened.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  opened.pragma("synchronous = FULL");
  if (!isTheFile(file)) {
    opened.close();
    throw fileGone();
  }
  return (conn = opened);
}

parentPort!.on("message", (msg: "checkpoint" | "close") => {
  if (msg === "close") {
    conn?.close();
    conn = undefined;
    parentPort!.close();
    return;
  }
  let reply: CheckpointReply;
  try {
    if (hold) Atomics.wait(hold, 0, 1);
    const [row] = connection().pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
    reply = { ok: true, busy: row!.busy, log: row!.log, checkpointed: row!.checkpointed };
  } catch (err) {
    reply = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
