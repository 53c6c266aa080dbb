/**
 * Worker thread entry: parses and validates an import's request body (a ProgressVault export, or
 * a Loop Habit Tracker export read into an import document), off the event loop (see
 * import-in-worker.ts). One job at a time; answers { doc } or,
 * for a file it refuses, the error's code and message so the route answers exactly what an
 * inline parse would. Anything else ends the worker (its pool starts another).
 */
import { parentPort } from "node:worker_threads";
import { AppError } from "../errors.js";
import { loopToDocument } from "./loop.js";
import { parseBody } from "./raw-body.js";
import { importBody, loopImportBody } from "../../core/export-schema.js";

interface Job {
  kind: "loop" | "json";
  bytes: Uint8Array;
  userId: string;
  now: number;
}

parentPort!.on("message", ({ kind, bytes, userId, now }: Job) => {
  try {
    const doc = kind === "loop" ? loopToDocument(parseBody(bytes, loopImportBody), userId, new Date(now)) : parseBody(bytes, importBody);
    parentPort!.postMessage({ doc });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    parentPort!.postMessage({ error: { code: err.code, message: err.message } });
  }
});
