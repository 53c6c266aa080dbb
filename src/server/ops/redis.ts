/**
 * Rate-limit counters in Redis, so every server process counts the same failed logins and
 * signups. Same fixed windows as the in-process counters: the first increment of a key sets
 * its expiry, and the window ends when the key expires.
 *
 * A Redis outage must not lock everyone out: a counter that cannot reach Redis within
 * COMMAND_TIMEOUT_MS answers "nothing counted" and reports the error (fail open). Sign-in
 * keeps working, without brute-force limits, until Redis is back.
 */
import { createRequire } from "node:module";
import type * as ioredis from "ioredis";
import type { Redis } from "ioredis";
import type { Counter } from "../auth/rate-limit.js";
import type { Config } from "../config.js";

const COMMAND_TIMEOUT_MS = 1000;

// Loaded only when REDIS_URL is set: a single server never needs it (~5 MB resident otherwise).
const require = createRequire(import.meta.url);

export function connectRedis(url: string, keyPrefix: string, onError: (err: Error) => void): Redis {
  const { Redis: RedisClient } = require("ioredis") as typeof ioredis;
  const redis = new RedisClient(url, {
    keyPrefix,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on("error", onError);
  return redis;
}

export function redisCounter(redis: Redis, name: string, windowMs: number, onError: (err: unknown) => void): Counter {
  const keyOf = (key: string) => `rl:${name}:${key}`;
  // While disconnected, answer at once instead of queueing behind reconnect attempts.
  const down = () => {
    if (redis.status === "ready") return false;
    onError(new Error(`redis is ${redis.status}`));
    return true;
  };
  return {
    async get(key) {
      if (down()) return { count: 0, resetInMs: 0 };
      try {
        const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
        const n = Number(count ?? 0);
        return { count: Number.isFinite(n) ? n : 0, resetInMs: ttl > 0 ? ttl : 0 };
      } catch (err) {
        onError(err);
        return { count: 0, resetInMs: 0 };
      }
    },
    async increment(key) {
      if (down()) return;
      try {
        // SET NX PX starts the window only if none is open; INCR then counts in it.
        await redis.multi().set(keyOf(key), 0, "PX", windowMs, "NX").incr(keyOf(key)).exec();
      } catch (err) {
        onError(err);
      }
    },
    async reset(key) {
      if (down()) return;
      try {
        await redis.del(keyOf(key));
      } catch (err) {
        onError(err);
      }
    },
  };
}

/** The three counters of AppDeps, backed by one Redis connection. */
export function redisCounters(redis: Redis, config: Config, onError: (err: unknown) => void) {
  const windowMs = config.limits.loginWindowMs;
  return {
    loginFailuresByUser: redisCounter(redis, "login-user", windowMs, onError),
    loginFailuresByIp: redisCounter(redis, "login-ip", windowMs, onError),
    signupsByIp: redisCounter(redis, "signup-ip", 60 * 60 * 1000, onError),
  };
}

/** Reports at most one error per interval, so an outage does not flood the log. */
export function throttled(report: (err: unknown) => void, intervalMs = 30_000): (err: unknown) => void {
  let last = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    report(err);
  };
}
