/**
 * An import's request body, kept as the bytes that arrived (issue 19): parsing 5 MB of JSON,
 * checking its text and validating thousands of rows held the event loop for a long while, so
 * the import routes hand the bytes to a worker, which parses and validates them there
 * (read-import.ts, in the CPU pool) with the same messages the app's own parser and validator give.
 *
 * The bytes are held in a private field, so the app's body checks (http/body.ts walks a body's
 * keys) see an object with none and leave the work to the worker.
 */
import { findBadText } from "../http/body.js";
import { validationMessage } from "../http/error-handler.js";
import { badRequest } from "../errors.js";
import type { z } from "zod";

export class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  /** The bytes, as a buffer of their own that can be transferred to a worker without copying. */
  detach(): Uint8Array {
    const b = this.#bytes;
    // Small bodies live in Node's shared buffer pool, which must not be transferred: copy those.
    return b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : Uint8Array.prototype.slice.call(b);
  }
}

/** The route's body as bytes; no body at all (Fastify skips the parser for one) is the app's usual 400. */
export function rawBodyOf(body: unknown): RawBody {
  if (body instanceof RawBody) return body;
  throw badRequest("Request body must be a JSON object");
}

/** The keys the app's JSON parser refuses (prototype poisoning), refused alike. */
function refuseProtoKeys(key: string, value: unknown): unknown {
  if (key === "__proto__") throw new SyntaxError("forbidden key");
  if (key === "constructor" && typeof value === "object" && value !== null && Object.hasOwn(value, "prototype")) {
    throw new SyntaxError("forbidden key");
  }
  return value;
}

/** What the app answers for this body: parsed as JSON, checked for unstorable text, validated. */
export function parseBody<S extends z.ZodType>(bytes: Uint8Array, schema: S): z.output<S> {
  const text = new TextDecoder().decode(bytes);
  let value: unknown;
  if (text.length > 0) {
    try {
      value = JSON.parse(text, refuseProtoKeys);
    } catch {
      throw badRequest("Request body is not valid JSON");
    }
  }
  const bad = findBadText(value, "");
  if (bad) throw badRequest(`${bad[0]} ${bad[1]}`);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const unknownKeys = issue?.code === "unrecognized_keys" ? issue.keys : [];
  throw badRequest(validationMessage("Request body", issue?.path.join(".") ?? "", issue?.message ?? "is invalid", unknownKeys));
}
