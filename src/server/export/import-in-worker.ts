/**
 * Runs the imports' parsing and validation in worker threads (issue 19): a 5 MB file is parsed,
 * validated and (Loop) converted without holding the event loop, so no other request waits
 * behind it.
 *
 * From the built server (dist/node, .js) a worker runs import-worker.js directly. From the sources
 * (tsx, vitest) Node cannot load a .ts worker by itself and a worker does not inherit tsx's
 * loader, so a tiny evaluated entry imports the .ts file through tsx's API (a dev dependency,
 * only needed when the sources run).
 *
 * At most MAX_WORKERS run, each one job at a time, kept for the next import (starting one costs
 * more than a small import); further imports wait their turn, so a burst of imports cannot take
 * every core and all the memory. Each worker has a heap cap and each job a time limit: a file
 * that needs more is not one an export holds, and is answered with a 400 (the worker is replaced).
 */
import { Worker } from "node:worker_threads";
import { AppError, type ErrorCode, badRequest } from "../errors.js";
import type { RawBody } from "./raw-body.js";
import type { ImportDocument } from "../../core/export-schema.js";

const MAX_WORKERS = 2;
const HEAP_LIMIT_MB = 512;
const TIME_LIMIT_MS = 60_000;

type Answer = { doc: ImportDocument } | { error: { code: ErrorCode; message: string } };

const idle: Worker[] = [];
let live = 0;
const waiting: ((w: Worker) => void)[] = [];

function startWorker(): Worker {
  const here = import.meta.url;
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } };
  let worker: Worker;
  if (!here.endsWith(".ts")) worker = new Worker(new URL("./import-worker.js", here), options);
  else {
    const entry = new URL("./import-worker.ts", here).href;
    const code = `import("tsx/esm/api").then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
    worker = new Worker(code, { ...options, eval: true });
  }
  worker.unref(); // an idle worker never keeps the process alive
  // A worker that dies while idle leaves the pool; the running job's own listeners report the rest.
  worker
    .on("error", () => undefined)
    .on("exit", () => {
      const at = idle.indexOf(worker);
      if (at !== -1) {
        idle.splice(at, 1);
        live--;
      }
    });
  return worker;
}

async function acquire(): Promise<Worker> {
  const ready = idle.pop();
  if (ready) return ready;
  if (live < MAX_WORKERS) {
    live++;
    return startWorker();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(worker: Worker, healthy: boolean) {
  if (!healthy) {
    live--;
    void worker.terminate();
    const next = waiting.shift();
    if (next) {
      live++;
      next(startWorker());
    }
    return;
  }
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

/** The request body, parsed and validated (and, for Loop, converted) in a worker; a refused body answers the worker's 400. */
export async function importDocumentInWorker(kind: "loop" | "json", body: RawBody, userId: string, now: Date): Promise<ImportDocument> {
  const worker = await acquire();
  let healthy = false;
  try {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        outcome();
      };
      const onMessage = (m: Answer) => settle(() => ((healthy = true), resolve(m)));
      const onError = (err: Error & { code?: string }) =>
        settle(() => reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? badRequest("This file is too large to read at once") : err));
      const onExit = () => settle(() => reject(new Error("The import worker stopped without an answer")));
      const timer = setTimeout(() => settle(() => reject(badRequest("This file took too long to read"))), TIME_LIMIT_MS);
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      const bytes = body.detach();
      worker.postMessage({ kind, bytes, userId, now: now.getTime() }, [bytes.buffer as ArrayBuffer]);
    });
    if ("error" in answer) throw new AppError(answer.error.code, answer.error.message);
    return answer.doc;
  } finally {
    release(worker, healthy);
  }
}
