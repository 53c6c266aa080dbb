/**
 * Checkpoints of the SQLite WAL, run on a thread of their own (wal-checkpoint-thread.ts) instead
 * of the event loop's connection (issue 26, decision 074). The group commit asks for one every
 * few batches and goes on committing while it runs.
 *
 * The thread starts on the first checkpoint (a server that never writes never starts it) and is
 * unref'd; `close` ends it, and with it its connection, before the server's own connection
 * closes, so the server's connection stays the last one and removes the WAL as it always did.
 */
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { SqliteFile } from "./open.js";
import type { CheckpointReply, CheckpointThreadData } from "./wal-checkpoint-thread.js";

export type CheckpointDone = Extract<CheckpointReply, { ok: true }>;

export class WalCheckpointer {
  /** Checkpoints answered (tests read it). */
  completed = 0;
  private worker: Worker | undefined;
  private readonly waiting: { resolve: (r: CheckpointDone) => void; reject: (err: Error) => void }[] = [];

  constructor(
    private readonly file: SqliteFile,
    /** Tests: see CheckpointThreadData. */
    private readonly hold?: Int32Array,
  ) {}

  /** Runs one PASSIVE checkpoint on the thread; rejects when it could not run (the next one tries again). */
  checkpoint(): Promise<CheckpointDone> {
    const thread = this.thread();
    return new Promise<CheckpointDone>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      thread.postMessage("checkpoint");
    });
  }

  async close(): Promise<void> {
    const thread = this.worker;
    if (!thread) return;
    this.worker = undefined;
    const exited = once(thread, "exit");
    thread.postMessage("close");
    await exited;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const here = import.meta.url;
    // From the sources (tsx, vitest) a thread does not inherit tsx's loader (as cpu-pool.ts).
    const entry = here.endsWith(".ts") ? new URL("./wal-checkpoint-thread-dev.mjs", here) : new URL("./wal-checkpoint-thread.js", here);
    const data: CheckpointThreadData = { file: this.file, ...(this.hold ? { hold: this.hold } : {}) };
    const thread = new Worker(entry, { workerData: data });
    thread.unref();
    thread.on("message", (reply: CheckpointReply) => {
      const next = this.waiting.shift();
      if (!next) return;
      if (reply.ok) {
        this.completed += 1;
        next.resolve(reply);
      } else next.reject(new Error(reply.message));
    });
    const gone = (err: Error) => {
      if (this.worker === thread) this.worker = undefined;
      for (const w of this.waiting.splice(0)) w.reject(err);
    };
    thread.on("error", gone);
    thread.on("exit", () => gone(new Error("the checkpoint thread ended")));
    return (this.worker = thread);
  }
}
