/**
 * Knobs of the coach that tests turn (a short timeout, a sleep that records the retry
 * schedule, a lower rate limit). They ride on AppDeps as an optional field, declared here so
 * the coach's wiring stays in its own folder; main.ts sets none and gets the spec's values.
 */
import { COACH_REQUESTS_PER_MINUTE } from "../../core/coach/constants.js";
import type { Counter } from "../auth/rate-limit.js";
import { defaultRetryOptions, type RetryOptions } from "./provider.js";

export interface CoachRuntimeOptions {
  retry?: Partial<RetryOptions>;
  requestsPerMinute?: number;
  /** Per-user minute counter shared by every server (Redis, set by main.ts); in-process when absent. */
  perUserCounter?: Counter;
}

declare module "../deps.js" {
  interface AppDeps {
    coach?: CoachRuntimeOptions;
  }
}

export function retryOptions(opts: CoachRuntimeOptions | undefined): RetryOptions {
  return { ...defaultRetryOptions(), ...opts?.retry };
}

export function requestsPerMinute(opts: CoachRuntimeOptions | undefined): number {
  return opts?.requestsPerMinute ?? COACH_REQUESTS_PER_MINUTE;
}
