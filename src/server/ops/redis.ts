/**
 * Rate-limit counters in Redis, so every server process counts the same failed logins and
 * signups. Same fixed windows as the in-process counters: the first increment of a key sets
 * its expiry, and the window ends when the key expires.
 *
 * A Redis outage must neither lock everyone out nor turn the limits off: a counter that cannot
 * reach Redis within COMMAND_TIMEOUT_MS answers from a per-process count instead and reports
 * the error. Every increment also lands in that per-process count, so when Redis goes away
 * each server still knows the failures it saw itself in the window: the limits keep holding
 * per process (at worst N servers allow N times the limit) until Redis is back.
 */
import { createRequire } from "node:module";
import type * as ioredis from "ioredis";
import type { Redis } from "ioredis";
import { type Counter, memoryCounter } from "../auth/rate-limit.js";
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

export function redisCounter(
  redis: Redis,
  name: string,
  windowMs: number,
  onError: (err: unknown) => void,
  onOk: () => void = () => undefined,
): Counter {
  const keyOf = (key: string) => `rl:${name}:${key}`;
  const local = memoryCounter(windowMs);
  // While disconnected, answer at once instead of queueing behind reconnect attempts.
  const down = () => {
    if (redis.status === "ready") return false;
    onError(new Error(`redis is ${redis.status}`));
    return true;
  };
  return {
    async get(key) {
      if (down()) return local.get(key);
      try {
        const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
        onOk();
        const n = Number(count ?? 0);
        return { count: Number.isFinite(n) ? n : 0, resetInMs: ttl > 0 ? ttl : 0 };
      } catch (err) {
        onError(err);
        return local.get(key);
      }
    },
    async increment(key) {
      await local.increment(key);
      if (down()) return;
      try {
        // SET NX PX starts the window only if none is open; INCR then counts in it.
        await redis.multi().set(keyOf(key), 0, "PX", windowMs, "NX").incr(keyOf(key)).exec();
        onOk();
      } catch (err) {
        onError(err);
      }
    },
    async reset(key) {
      await local.reset(key);
      if (down()) return;
      try {
        await redis.del(keyOf(key));
        onOk();
      } catch (err) {
        onError(err);
      }
    },
  };
}

/** The three counters of AppDeps, backed by one Redis connection. */
export function redisCounters(redis: Redis, config: Config, outage: Outage) {
  const windowMs = config.limits.loginWindowMs;
  const counter = (name: string, ms: number) => redisCounter(redis, name, ms, outage.failed, outage.ok);
  return {
    loginFailuresByUser: counter("login-user", windowMs),
    loginFailuresByIp: counter("login-ip", windowMs),
    signupsByIp: counter("signup-ip", 60 * 60 * 1000),
  };
}

export interface Outage {
  /** A command failed or Redis is not connected. */
  failed(err: unknown): void;
  /** A command succeeded or the connection is ready again. */
  ok(): void;
}

/**
 * Says once that Redis went away and once that it came back, however many commands fail in
 * between (a retry every 2 s and a failed command per login would otherwise flood the log).
 */
export function outageReporter(report: { down(err: unknown): void; up(): void }): Outage {
  let isDown = false;
  return {
    failed(err) {
      if (isDown) return;
      isDown = true;
      report.down(err);
    },
    ok() {
      if (!isDown) return;
      isDown = false;
      report.up();
    },
  };
}
