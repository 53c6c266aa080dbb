/**
 * Stateless servers: two server processes on different ports share one PostgreSQL database
 * and one Redis. Whatever one server does, the other sees — accounts, writes, likes, token
 * revocation — and failed logins count across both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COACH_REQUESTS_PER_MINUTE } from "../../src/core/coach/constants.js";
import { apiClient } from "../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";
import { createPostgresDatabase } from "../support/server.js";
import { REDIS_URL, dropRedisPrefix, redisReachable } from "./ops-support.js";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasRedis = await redisReachable();
if (!hasPostgres) console.warn("ops-multi-instance skipped: TEST_DATABASE_URL is not set");
if (!hasRedis) console.warn(`ops-multi-instance skipped: no Redis answers at ${REDIS_URL}`);

const MAX_FAILURES = 4;

describe.skipIf(!hasPostgres || !hasRedis)("two server processes, one PostgreSQL, one Redis", () => {
  const prefix = `pvtest:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOGIN_MAX_FAILURES_PER_USER: String(MAX_FAILURES),
      LOG_LEVEL: "info",
    };
    // Both start (and migrate) at once: the migrator's lock keeps that safe.
    const [portA, portB] = await Promise.all([freePort(), freePort()]);
    a = spawnServer(env, portA);
    b = spawnServer(env, portB === portA ? await freePort() : portB);
    await Promise.all([waitHealthy(a, 40_000), waitHealthy(b, 40_000)]);
  }, 60_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await pgDb?.drop();
    await dropRedisPrefix(prefix);
  });

  it("lets a user signed up on one server log in, write and like on the other", async () => {
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const alice = await onA.newUser("multia");
    const login = await onB.call("POST", "/api/auth/login", { body: { username: alice.username, password: alice.password } });
    expect(login.status).toBe(200);
    const tokenB = login.body.token as string;

    const goal = await onB.newGoal(tokenB, { title: "Written on B" });
    const entry = await onB.call("POST", "/api/journal", { token: tokenB, body: { goal_id: goal.id, note: "from B", progress: 40 } });
    expect(entry.status).toBe(201);
    const pub = await onB.call("PATCH", `/api/goals/${goal.id}/public`, { token: tokenB, body: { public: true, slug: "written-on-b" } });
    expect(pub.status).toBe(200);

    // Bob signs up on B and likes on A; both servers answer the same count.
    const bob = await onB.newUser("multib");
    const like = await onA.call("POST", `/api/likes/${alice.username}/written-on-b`, { token: bob.token, body: { like: true } });
    expect(like.body).toEqual({ likes: 1, liked: true });

    const seenOnA = await onA.call("GET", "/api/goals", { token: alice.token });
    expect(seenOnA.body).toHaveLength(1);
    expect(seenOnA.body[0]).toMatchObject({ id: goal.id, progress: 40, likes_count: 1, public: true });
    expect(seenOnA.body[0].journal.map((e: { note: string }) => e.note)).toEqual(["from B"]);
    const publicOnB = await onB.call("GET", `/api/goals/public/${alice.username}/written-on-b`);
    expect(publicOnB.body).toMatchObject({ likes_count: 1, updates_count: 1 });
  });

  it("counts failed logins across both servers", async () => {
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const carol = await onA.newUser("multic");
    // Alternate servers: each alone sees only half of the failures.
    for (let i = 0; i < MAX_FAILURES; i++) {
      const server = i % 2 === 0 ? onA : onB;
      const res = await server.call("POST", "/api/auth/login", { body: { username: carol.username, password: "wrong-password" } });
      expect(res.status).toBe(401);
    }
    for (const server of [onA, onB]) {
      const res = await server.call("POST", "/api/auth/login", { body: { username: carol.username, password: carol.password } });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const keys = await dropRedisPrefix(`${prefix}rl:login-user:`);
    expect(keys).toContain(`${prefix}rl:login-user:login:user:${carol.username}`);
  });

  it("counts coach requests per user across both servers", async () => {
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const erin = await onA.newUser("multie");
    // The limit counts every call before its body is read: empty bodies are enough.
    for (let i = 0; i < COACH_REQUESTS_PER_MINUTE; i++) {
      const res = await (i % 2 === 0 ? onA : onB).call("POST", "/api/coach/chat", { token: erin.token, body: {} });
      expect(res.status).toBe(400);
    }
    const limited = await onA.call("POST", "/api/coach/chat", { token: erin.token, body: {} });
    expect(limited.status).toBe(429);
  });

  it("refuses on one server a token revoked on the other", async () => {
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const dave = await onA.newUser("multid");
    expect((await onB.call("GET", "/api/auth/me", { token: dave.token })).status).toBe(200);
    expect((await onA.call("POST", "/api/auth/logout", { token: dave.token })).status).toBe(204);
    const after = await onB.call("GET", "/api/auth/me", { token: dave.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: "Invalid or expired token" });
  });

  it("logs JSON lines that carry the request id each answer names", async () => {
    const res = await fetch(`${a.url}/api/goals`, { headers: { authorization: "Bearer not-a-token" } });
    expect(res.status).toBe(401);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const linesOf = () =>
      a
        .output()
        .split("\n")
        .filter((l) => l.includes(id!));
    // The log lines reach the pipe after the answer: wait for them, however loaded the machine.
    await expect.poll(() => linesOf().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2); // incoming request, request completed
    const lines = linesOf();
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ reqId: id });
  });
});
