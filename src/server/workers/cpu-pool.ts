/**
 * One shared pool of worker threads (piscina) for the work whose cost grows with one user's data:
 * reading an import file, the analytics summary, the coach's turn (issues 19 and 26; the export
 * streams from the event loop in pages since decision 064).
 * On the event loop, one user's 200 ms of such work is 200 ms every other request waits.
 *
 * Sized for the 2-core machine the budgets are measured on: at most 2 threads (1 on 2 cores, so
 * one core stays with the event loop), kept for the next task; a bounded queue beyond them, so a
 * burst cannot pile up memory (a full queue answers 503 with Retry-After). Each thread has a heap cap and each task a time
 * limit; the caller says what a task that needs more is answered (a 400 for an import file).
 *
 * Only plain data crosses into a worker. From the built server (dist/node, .js) the threads load
 * cpu-worker.js directly; from the sources (tsx, vitest) a thread does not inherit tsx's loader,
 * so they start from cpu-worker-dev.mjs, which loads cpu-worker.ts through tsx's API (a dev
 * dependency, only needed when the sources run).
 */
import os from "node:os";
import { Piscina } from "piscina";
import { AppError } from "../errors.js";
import type { CpuAnswer, CpuRefusal, CpuTask } from "./cpu-worker.js";

/** One core stays for the event loop: 1 thread on 2 cores, 2 from 3 cores on. */
const MAX_THREADS = Math.min(2, Math.max(1, os.availableParallelism() - 1));
const MAX_QUEUE = 32;
const HEAP_LIMIT_MB = 512;
export const CPU_TIME_LIMIT_MS = 60_000;
const BUSY_RETRY_AFTER_SECONDS = 2;

let pool: Piscina | undefined;

function thePool(): Piscina {
  if (pool) return pool;
  const here = import.meta.url;
  const filename = here.endsWith(".ts") ? new URL("./cpu-worker-dev.mjs", here).href : new URL("./cpu-worker.js", here).href;
  pool = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: MAX_THREADS,
    maxQueue: MAX_QUEUE,
    // A thread outlives a burst of tasks (starting one costs more than a small task), not an idle hour.
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  return pool;
}

/** What a task that ran out of its heap or its time is answered (the thread is replaced). */
export interface TooLarge {
  tooMuchMemory: AppError;
  tooLong: AppError;
}

type Answer<K extends CpuTask["kind"]> = Extract<CpuAnswer, { kind: K }>;

/**
 * Runs one task in the pool; a refusal the worker raised (an AppError) is raised here with its
 * code and message, a database that could not serve as its driver's error (a 503, db/errors.ts).
 */
export async function runCpuTask<T extends CpuTask>(task: T, tooLarge: TooLarge, transfer: ArrayBuffer[] = []): Promise<Answer<T["kind"]>> {
  const p = thePool();
  const signal = AbortSignal.timeout(CPU_TIME_LIMIT_MS);
  let answer: CpuAnswer | CpuRefusal;
  try {
    answer = (await p.run(task, { signal, transferList: transfer })) as typeof answer;
  } catch (err) {
    const e = err as Error & { code?: string };
    if (e.code === "ERR_WORKER_OUT_OF_MEMORY") throw tooLarge.tooMuchMemory;
    if (e.name === "AbortError" && signal.aborted) throw tooLarge.tooLong;
    if (e.message === "Task queue is at limit") {
      throw new AppError("UNAVAILABLE", "The server is busy with other large requests; try again in a moment.", {
        retryAfter: BUSY_RETRY_AFTER_SECONDS,
      });
    }
    throw err;
  }
  if (answer.kind === "refused") throw new AppError(answer.code, answer.message);
  if (answer.kind === "db-unavailable") throw Object.assign(new Error(answer.message), { code: answer.code });
  return answer as Answer<T["kind"]>;
}

/** Ends the threads (tests and shutdown); the next task starts a new pool. */
export async function closeCpuPool() {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
