/**
 * A per-user limit on concurrent expensive requests (issue 26): imports, exports, analytics,
 * history, coach turns. Their cost grows with the user's data; without a bound one account can
 * start as many at once as it likes and make every other user wait. Beyond the limit: 429 with
 * Retry-After and a message saying why. Counted per process (an instance serves its own
 * requests; several instances give a user at most limit × instances).
 *
 * Used as route options, spread into the route's own: `...perUserConcurrency("export")`. The slot is
 * taken before the body is read (an import refused here never reads its 5 MB) and given back when
 * the handler's answer is sent (a streamed answer: when its response closes, sent whole or cut),
 * or when the client leaves before the handler started; a client
 * that leaves while the handler runs keeps the slot until the work ends, so abort-and-retry
 * cannot pile work up.
 */
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { signedInUser } from "../auth/session.js";
import { AppError } from "../errors.js";

export type ExpensiveKind = "import" | "export" | "analytics" | "habit-analytics" | "history" | "coach" | "mcp";

/** Requests of one kind one user may have running at once. */
export const CONCURRENT_PER_USER = 2;
export const BUSY_RETRY_AFTER_SECONDS = 2;

export const tooManyConcurrent = (limit: number) =>
  `You already have ${limit} ${limit === 1 ? "request" : "requests"} of this kind running; try again in a moment.`;

const running = new Map<ExpensiveKind, Map<string, number>>();
const held = Symbol("per-user-concurrency");
type Held = { kind: ExpensiveKind; userId: string; handling: boolean };
type Marked = FastifyRequest & { [held]?: Held };

function release(req: Marked) {
  const slot = req[held];
  if (!slot) return;
  req[held] = undefined;
  const counts = running.get(slot.kind)!;
  const n = (counts.get(slot.userId) ?? 1) - 1;
  if (n <= 0) counts.delete(slot.userId);
  else counts.set(slot.userId, n);
}

/** How many requests of `kind` the user has running (for tests and metrics). */
export const runningFor = (kind: ExpensiveKind, userId: string) => running.get(kind)?.get(userId) ?? 0;

/** Route options limiting a signed-in route to `limit` concurrent requests of `kind` per user (after `onRequest` signed them in). */
export function perUserConcurrency(kind: ExpensiveKind, limit = CONCURRENT_PER_USER) {
  if (!running.has(kind)) running.set(kind, new Map());
  const counts = running.get(kind)!;
  return {
    preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const userId = signedInUser(req).id;
      const n = counts.get(userId) ?? 0;
      if (n >= limit) throw new AppError("RATE_LIMITED", tooManyConcurrent(limit), { retryAfter: BUSY_RETRY_AFTER_SECONDS });
      counts.set(userId, n + 1);
      (req as Marked)[held] = { kind, userId, handling: false };
      return payload;
    },
    preHandler: async (req: FastifyRequest) => {
      const slot = (req as Marked)[held];
      if (slot) slot.handling = true;
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // A stream is still being read from the database while it is sent (export-stream.ts): the
      // work ends when the response closes, not when sending starts.
      if (payload instanceof Readable) reply.raw.once("close", () => release(req as Marked));
      else release(req as Marked);
      return payload;
    },
    onResponse: async (req: FastifyRequest) => release(req as Marked),
    onRequestAbort: async (req: FastifyRequest) => {
      if (!(req as Marked)[held]?.handling) release(req as Marked);
    },
  };
}

/**
 * `work` in one of the user's slots of `kind`, for work that is not a route of its own (an MCP
 * tool's analytics, decision 057): the same count as the route's, so neither way adds slots.
 */
export async function inUserSlot<T>(kind: ExpensiveKind, userId: string, work: () => Promise<T>, limit = CONCURRENT_PER_USER): Promise<T> {
  if (!running.has(kind)) running.set(kind, new Map());
  const counts = running.get(kind)!;
  const n = counts.get(userId) ?? 0;
  if (n >= limit) throw new AppError("RATE_LIMITED", tooManyConcurrent(limit), { retryAfter: BUSY_RETRY_AFTER_SECONDS });
  counts.set(userId, n + 1);
  try {
    return await work();
  } finally {
    const left = (counts.get(userId) ?? 1) - 1;
    if (left <= 0) counts.delete(userId);
    else counts.set(userId, left);
  }
}
