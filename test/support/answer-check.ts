/**
 * Checks every successful answer of an /api route against the schema the browser is typed by
 * (core/api-contract.ts's `answer`), in the test harness only. Some answers skip Fastify's
 * serializer (the pre-encoded bytes of GET /api/goals, the export's text),
 * so nothing else checks them; web/lib/api.ts trusts every answer to match its type.
 *
 * An answer matches when it parses with that schema and parsing drops none of its keys.
 * A mismatch is recorded and the answer becomes a 500 carrying MISMATCH_MARKER, so the test that
 * caused it fails on its status, and the server's close() fails the file even if that test only
 * looked at something else.
 */
import { Readable, Transform, pipeline } from "node:stream";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import { z } from "zod";
import { apiContract, type EndpointSchemas } from "../../src/core/api-contract.js";

export const MISMATCH_MARKER = "answer-check: the answer does not match its contract schema";

export interface AnswerMismatch {
  endpoint: string;
  status: number;
  /** The test running when the answer left (vitest runs server and tests in one process). */
  test: string | undefined;
  problem: string;
}

const contract: Record<string, EndpointSchemas> = apiContract;

/** "GET /goals/{id}" for a GET of the route "/api/goals/:id"; undefined off /api. */
export function endpointOf(method: string, routeUrl: string): string | undefined {
  if (!routeUrl.startsWith("/api/")) return undefined;
  return `${method} ${routeUrl.slice("/api".length).replace(/:(\w+)/g, "{$1}")}`;
}

function bytesOf(payload: unknown): Buffer | undefined {
  if (typeof payload === "string") return Buffer.from(payload, "utf8");
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Uint8Array) return Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  return undefined; // a stream
}

function decoded(bytes: Buffer, encoding: unknown): Buffer {
  if (encoding === "br") return brotliDecompressSync(bytes);
  if (encoding === "gzip") return gunzipSync(bytes);
  if (encoding === "deflate") return inflateSync(bytes);
  return bytes;
}

/**
 * What is wrong with an answer of `endpoint`, or undefined when it parses. The value is read as
 * the browser reads it (web/lib/api.ts answerOf: empty text is null), except that an answer in
 * one of the entry's other media types (answerAlso: GET /export's CSV) is checked as its text, and
 * an answer with the status of the entry's `represented` (or `accepted`) answer is checked with that schema.
 */
export function answerProblem(schemas: EndpointSchemas, text: string, contentType: string, status?: number): string | undefined {
  const mediaType = contentType.split(";")[0]?.trim() ?? "";
  // The answer a client asked for with `Prefer: return=representation` comes with its own status.
  const represented = status !== undefined && status === schemas.represented?.status ? schemas.represented.answer : undefined;
  // Work accepted and still being finished (an import's 202) answers its own schema too.
  const accepted = status !== undefined && status === schemas.accepted?.status ? schemas.accepted.answer : undefined;
  const schema = represented ?? accepted ?? schemas.answerAlso?.[mediaType] ?? schemas.answer;
  let value: unknown = text;
  if (!(schema instanceof z.ZodString)) {
    if (text === "") value = null;
    else if (!/^application\/(?:[\w.+-]+\+)?json\b/.test(contentType)) return `content-type ${contentType || "(none)"}, not JSON`;
    else {
      try {
        value = JSON.parse(text);
      } catch {
        return "the body is not JSON";
      }
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const dropped = droppedKey(value, parsed.data, "");
  return dropped === undefined ? undefined : `carries a key its schema does not name: ${dropped}`;
}

/**
 * The path of the first key of `value` that parsing dropped. The serializer drops such keys;
 * an answer that skips it would send them (a field the browser was never meant to see).
 */
function droppedKey(value: unknown, parsed: unknown, path: string): string | undefined {
  if (Array.isArray(value) && Array.isArray(parsed)) {
    for (const [i, item] of value.entries()) {
      const found = droppedKey(item, parsed[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
  } else if (isObject(value) && isObject(parsed)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(parsed, key)) return at;
      const found = droppedKey(item, parsed[key], at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The check as an onSend hook (app.ts BuildOptions.onSend), and what it found. */
export function answerChecker(currentTest: () => string | undefined = () => undefined) {
  const mismatches: AnswerMismatch[] = [];

  /** The contract entry of a successful answer of a contract route. */
  function checkedEndpoint(req: FastifyRequest, reply: FastifyReply): [string, EndpointSchemas] | undefined {
    if (reply.statusCode < 200 || reply.statusCode > 299 || req.method === "HEAD") return undefined;
    const endpoint = endpointOf(req.method, req.routeOptions.url ?? "");
    const schemas = endpoint === undefined ? undefined : contract[endpoint];
    return endpoint === undefined || schemas === undefined ? undefined : [endpoint, schemas];
  }

  function problemOf(req: FastifyRequest, reply: FastifyReply, payload: unknown): [string, string] | undefined {
    const checked = checkedEndpoint(req, reply);
    if (checked === undefined) return undefined; // not a contract route
    const [endpoint] = checked;
    const bytes = bytesOf(payload);
    if (bytes === undefined) return [endpoint, "a streamed answer, which the check cannot read"];
    return problemOfBytes(reply, checked, bytes, reply.getHeader("content-encoding"));
  }

  function problemOfBytes(
    reply: FastifyReply,
    [endpoint, schemas]: [string, EndpointSchemas],
    bytes: Buffer,
    encoding: unknown,
  ): [string, string] | undefined {
    let text: string;
    try {
      text = decoded(bytes, encoding).toString("utf8");
    } catch {
      return [endpoint, `the body does not decode as ${String(encoding)}`];
    }
    const problem = answerProblem(schemas, text, String(reply.getHeader("content-type") ?? ""), reply.statusCode);
    return problem === undefined ? undefined : [endpoint, problem];
  }

  /**
   * A streamed answer (the export, export/export-stream.ts) passes through as it is sent and is
   * checked once whole; its status is sent by then, so a mismatch fails the server's close().
   * An answer cut by a fault is not whole, and not checked.
   */
  function checkedStream(req: FastifyRequest, reply: FastifyReply, payload: Readable, checked: [string, EndpointSchemas]): Readable {
    // The bytes as they are now: a compression hook after this one encodes them later.
    const encoding = reply.getHeader("content-encoding");
    const chunks: Buffer[] = [];
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done(null, chunk);
      },
      flush(done) {
        const found = problemOfBytes(reply, checked, Buffer.concat(chunks), encoding);
        if (found !== undefined) mismatches.push({ endpoint: found[0], status: reply.statusCode, test: currentTest(), problem: found[1] });
        done();
      },
    });
    return pipeline(payload, tee, () => undefined);
  }

  const hook: onSendHookHandler = async (req, reply, payload) => {
    const checked = checkedEndpoint(req, reply);
    if (checked !== undefined && payload instanceof Readable) return checkedStream(req, reply, payload, checked);
    const found = problemOf(req, reply, payload);
    if (found === undefined) return payload;
    const [endpoint, problem] = found;
    mismatches.push({ endpoint, status: reply.statusCode, test: currentTest(), problem });
    reply.code(500).type("application/json; charset=utf-8").removeHeader("content-encoding").removeHeader("content-length");
    return JSON.stringify({ error: `${MISMATCH_MARKER}: ${endpoint}: ${problem}` });
  };

  return {
    hook,
    /** Everything found so far, emptied (a test that provokes a mismatch on purpose takes it). */
    take(): AnswerMismatch[] {
      return mismatches.splice(0);
    },
    /** Throws when any answer did not match: the server's close() calls it. */
    assertNone(): void {
      if (mismatches.length === 0) return;
      const lines = mismatches.map((m) => `- ${m.endpoint} (${m.status}) in "${m.test ?? "?"}":\n${m.problem}`);
      throw new Error(`${MISMATCH_MARKER} (${mismatches.length}):\n${lines.join("\n")}`);
    },
  };
}
