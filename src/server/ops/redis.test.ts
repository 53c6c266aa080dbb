import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { connectRedis, redisCounter } from "./redis.js";

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
probe.on("error", () => undefined);
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();
if (!reachable) console.warn(`redis counter tests skipped: no Redis answers at ${url}`);

describe.skipIf(!reachable)("redisCounter", () => {
  const prefix = `pvtest:unit:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
  const errors: unknown[] = [];
  const redis = connectRedis(url, prefix, (e) => errors.push(e));
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    await redis.quit();
  });

  it("counts in a fixed window that the first increment opens, under the prefix", async () => {
    // "ready" may have fired already (the client connects as soon as it is made).
    if (redis.status !== "ready") await new Promise((r) => redis.once("ready", r));
    const c = redisCounter(redis, "t", 60_000, (e) => errors.push(e));
    expect(await c.get("k")).toEqual({ count: 0, resetInMs: 0 });
    await c.increment("k");
    await c.increment("k");
    const { count, resetInMs } = await c.get("k");
    expect(count).toBe(2);
    expect(resetInMs).toBeGreaterThan(55_000);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
    expect(await redis.pttl("rl:t:k")).toBeGreaterThan(0);
    await c.reset("k");
    expect((await c.get("k")).count).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("redisCounter without Redis", () => {
  it("answers at once from this process's count and reports the outage", async () => {
    const errors: unknown[] = [];
    const redis = connectRedis("redis://127.0.0.1:1", "x:", () => undefined);
    try {
      const c = redisCounter(redis, "t", 60_000, (e) => errors.push(e));
      const start = Date.now();
      expect(await c.get("k")).toEqual({ count: 0, resetInMs: 0 });
      await c.increment("k");
      await c.reset("k");
      expect(Date.now() - start).toBeLessThan(200);
      expect(errors.length).toBe(3);
    } finally {
      redis.disconnect();
    }
  });

  it("keeps counting in this process meanwhile: the limits stay on", async () => {
    const redis = connectRedis("redis://127.0.0.1:1", "x:", () => undefined);
    try {
      const c = redisCounter(redis, "t", 60_000, () => undefined);
      await c.increment("k");
      await c.increment("k");
      const { count, resetInMs } = await c.get("k");
      expect(count).toBe(2);
      expect(resetInMs).toBeGreaterThan(55_000);
      await c.reset("k");
      expect((await c.get("k")).count).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
