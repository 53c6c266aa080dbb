/**
 * An import's request body, parsed and validated (and, for Loop, converted) in the CPU pool
 * (issues 19 and 26): a 5 MB file is read without holding the event loop. A file that needs more
 * heap or time than the pool gives a task is not one an export holds: a 400.
 */
import { badRequest } from "../errors.js";
import { runCpuTask } from "../workers/cpu-pool.js";
import type { RawBody } from "./raw-body.js";
import type { ImportDocument } from "../../core/export-schema.js";

const limits = {
  tooMuchMemory: badRequest("This file is too large to read at once"),
  tooLong: badRequest("This file took too long to read"),
};

/** The request body as an import document; a refused body answers the worker's 400. */
export async function importDocumentInWorker(format: "loop" | "json", body: RawBody, userId: string, now: Date): Promise<ImportDocument> {
  const bytes = body.detach();
  const answer = await runCpuTask({ kind: "import", format, bytes, userId, now: now.getTime() }, limits, [bytes.buffer as ArrayBuffer]);
  return answer.doc;
}
