/**
 * An import's request body, parsed, validated (and, for Loop, converted) and normalised
 * (import-file.ts) in the CPU pool (issues 19 and 26): a 5 MB file is read without holding the
 * event loop. A file that needs more heap or time than the pool gives a task is not one an
 * export holds: a 400.
 */
import { badRequest } from "../errors.js";
import { runCpuTask } from "../workers/cpu-pool.js";
import type { RawBody } from "./raw-body.js";
import { type ImportFile, unpackImportFile } from "./import-file.js";
import type { LoopNote, LoopPause } from "./loop.js";

const limits = {
  tooMuchMemory: badRequest("This file is too large to read at once"),
  tooLong: badRequest("This file took too long to read"),
};

function readInWorker(format: "loop" | "json", body: RawBody, userId: string, now: Date) {
  const bytes = body.detach();
  return runCpuTask({ kind: "import", format, bytes, userId, now: now.getTime() }, limits, [bytes.buffer as ArrayBuffer]);
}

/** The request body as an import file ready for the plan; a refused body answers the worker's 400. */
export async function importFileInWorker(body: RawBody, userId: string, now: Date): Promise<ImportFile> {
  return unpackImportFile((await readInWorker("json", body, userId, now)).file);
}

/** A Loop export (its ZIP or its CSV texts) as an import file, its pauses and its summary notes (loop.ts). */
export async function loopImportInWorker(
  body: RawBody,
  userId: string,
  now: Date,
): Promise<{ file: ImportFile; pauses: LoopPause[]; notes: LoopNote[] }> {
  const answer = await readInWorker("loop", body, userId, now);
  return { file: await unpackImportFile(answer.file), pauses: answer.loop?.pauses ?? [], notes: answer.loop?.notes ?? [] };
}
