/**
 * Attempts under way in this process, per rate-limit key. A counter only moves once a password
 * check has failed (some 50 ms of scrypt later), so a burst of parallel guesses would all read
 * "below the limit" and all be checked. Each attempt claims its slot before its first await;
 * the limit is checked against failures counted plus attempts still running, so at most
 * `limit` passwords are ever checked per window, however many requests arrive at once.
 */
import type { Counter } from "./rate-limit.js";

const running = new WeakMap<Counter, Map<string, number>>();

export interface Claim {
  /** Attempts for this key that were running when this one started. */
  pending: number;
  release(): void;
}

/** Call synchronously, before any await of the request, and release in a finally. */
export function claimAttempt(counter: Counter, key: string): Claim {
  let byKey = running.get(counter);
  if (!byKey) running.set(counter, (byKey = new Map()));
  const map = byKey;
  const pending = map.get(key) ?? 0;
  map.set(key, pending + 1);
  let released = false;
  return {
    pending,
    release() {
      if (released) return;
      released = true;
      const left = (map.get(key) ?? 1) - 1;
      if (left > 0) map.set(key, left);
      else map.delete(key);
    },
  };
}

/** Milliseconds to wait when `counted` failures plus `pending` attempts reach `limit`, else 0. */
export function waitFor(counted: { count: number; resetInMs: number }, pending: number, limit: number, windowMs: number): number {
  if (counted.count + pending < limit) return 0;
  // Blocked only by attempts still running: their failures will open a full window.
  return counted.resetInMs > 0 ? counted.resetInMs : windowMs;
}
