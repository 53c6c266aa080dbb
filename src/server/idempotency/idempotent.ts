/**
 * `Idempotency-Key` on creates (IETF draft-ietf-httpapi-idempotency-key-header; decision 014).
 * The same key with the same request within 24 h answers the first result without writing
 * again; the same key with another request answers 422; a request whose twin is still being
 * written answers 409 with Retry-After. Without the header a create runs as before.
 */
import { createHash } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, CurrentUser } from "../deps.js";
import { isUniqueViolation } from "../db/errors.js";
import { AppError, badRequest } from "../errors.js";
import { claimKey, completeKey, releaseKey } from "./queries.js";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_RE = /^[\x20-\x7e]{1,255}$/;

export const MESSAGES = {
  badKey: "Idempotency-Key must be 1–255 visible ASCII characters",
  mismatch: "This Idempotency-Key was already used with a different request",
  busy: "A request with this Idempotency-Key is still being processed; try again in a moment",
} as const;

/** The header's key: a Structured Field string ("…") as the draft defines, or the bare text. */
export function readIdempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) throw badRequest(MESSAGES.badKey);
  const text = raw.trim();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(text);
  // A value that opens a quote must be a well-formed string; anything else is taken as it is.
  if (!quoted && text.startsWith('"')) throw badRequest(MESSAGES.badKey);
  return checkedKey(quoted ? quoted[1]!.replace(/\\(["\\])/g, "$1") : text);
}

/** The key, when it is 1–255 visible ASCII characters; 400 otherwise. */
export function checkedKey(key: string): string {
  if (!KEY_RE.test(key)) throw badRequest(MESSAGES.badKey);
  return key;
}

/** JSON with object keys sorted, so equal bodies give equal fingerprints whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprint(req: FastifyRequest): string {
  const route = req.routeOptions.url ?? req.url.split("?")[0];
  return createHash("sha256")
    .update(`${req.method} ${route}\n${canonicalJson(req.params)}\n${canonicalJson(req.body)}`)
    .digest("hex");
}

/** What "the same request" is for a write that is not an HTTP request of its own (an MCP tool's name and arguments). */
export function operationFingerprint(operation: string, args: unknown): string {
  return createHash("sha256")
    .update(`${operation}\n${canonicalJson(args)}`)
    .digest("hex");
}

export interface IdempotentWrite<T> {
  status: number;
  /** Performs the write; `id` is the id to give a row it creates. */
  run(id: string): Promise<T>;
  /** Reads back what a resumed write with this id already created, if it did. */
  recover?(id: string): Promise<T | undefined>;
}

export async function sendIdempotent<T>(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  user: CurrentUser,
  write: IdempotentWrite<T>,
): Promise<FastifyReply> {
  const key = readIdempotencyKey(req);
  if (key === undefined) return reply.code(write.status).send(await write.run(deps.newId()));
  const answer = await runIdempotent(deps, user, { key, fingerprint: fingerprint(req) }, write, req.log);
  return reply.code(answer.status).send(answer.body);
}

/**
 * The write under a key claimed for the user, for a caller that is not one HTTP request of its
 * own (an MCP tool call, decision 057): `fingerprint` says what "the same request" is there.
 * Answers the first result (replayed as stored, hence `unknown`) or the write's own.
 */
export async function runIdempotent<T>(
  deps: AppDeps,
  user: CurrentUser,
  { key, fingerprint: print }: { key: string; fingerprint: string },
  write: IdempotentWrite<T>,
  log: FastifyBaseLogger,
): Promise<{ status: number; body: T | unknown }> {
  const { db, engine } = deps.db;
  const claimed = await claimKey(db, engine, {
    userId: user.id,
    key,
    fingerprint: print,
    claim: deps.newId(),
    resourceId: deps.newId(),
    now: deps.now(),
  });
  if (claimed.kind === "mismatch") throw new AppError("UNPROCESSABLE", MESSAGES.mismatch);
  if (claimed.kind === "busy") throw new AppError("CONFLICT", MESSAGES.busy, { retryAfter: 1 });
  if (claimed.kind === "replay") return { status: claimed.status, body: claimed.body };

  let result: T | undefined;
  try {
    if (claimed.resumed && write.recover) result = await write.recover(claimed.resourceId);
    if (result === undefined) {
      try {
        result = await write.run(claimed.resourceId);
      } catch (err) {
        // A resumed write whose first attempt landed after all: its row holds our id.
        const landed = isUniqueViolation(err) && write.recover ? await write.recover(claimed.resourceId) : undefined;
        if (landed === undefined) throw err;
        result = landed;
      }
    }
  } catch (err) {
    await releaseKey(db, engine, user.id, key, claimed.claim).catch((releaseErr: unknown) =>
      log.warn({ err: releaseErr }, "could not release an idempotency key"),
    );
    throw err;
  }
  try {
    await completeKey(db, engine, user.id, key, claimed.claim, write.status, result);
  } catch (err) {
    // The write is done: answer it. The claim stays open, and a retry after the lease finds
    // the row by its id instead of writing again.
    log.warn({ err }, "could not store an idempotency key's answer");
  }
  return { status: write.status, body: result };
}
