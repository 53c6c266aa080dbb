/**
 * What one user may make the push sender do (issue 26): a bounded number of subscriptions,
 * each send a few at a time, and few test notifications per minute. Without these, 500
 * subscriptions and 5 concurrent tests made 2,500 outgoing connections from one request burst.
 */
import type { FastifyRequest } from "fastify";
import { type Counter, memoryCounter } from "../auth/rate-limit.js";
import { signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { MAX_SUBSCRIPTIONS_PER_USER, SENDS_AT_ONCE, TESTS_PER_MINUTE } from "../../core/push-schema.js";

// In core, where the API contract's text reads them too.
export { MAX_SUBSCRIPTIONS_PER_USER, SENDS_AT_ONCE, TESTS_PER_MINUTE };

export const PUSH_TEXT = {
  endpointTaken: "This device already receives notifications for another account.",
  tooManyTests: "Too many test notifications. Try again in a minute.",
} as const;

export interface PushRuntimeOptions {
  /** Per-user minute counter of test notifications, shared by every server (Redis); in-process when absent. */
  testCounter?: Counter;
}

declare module "../deps.js" {
  interface AppDeps {
    pushLimits?: PushRuntimeOptions;
  }
}

const MINUTE_MS = 60_000;

/** A preValidation hook: 429 with Retry-After beyond TESTS_PER_MINUTE, counted per signed-in user. */
export function testRateLimit(deps: AppDeps) {
  const perUser = deps.pushLimits?.testCounter ?? memoryCounter(MINUTE_MS, () => deps.now().getTime());
  return async (req: FastifyRequest) => {
    const user = signedInUser(req);
    // Counted before it is read: calls racing in together (or on other servers) can only be
    // refused too early, never all let through.
    await perUser.increment(user.id);
    const { count, resetInMs } = await perUser.get(user.id);
    if (count > TESTS_PER_MINUTE) {
      throw new AppError("RATE_LIMITED", PUSH_TEXT.tooManyTests, { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
    }
  };
}
