/**
 * Issue 19 §4 — a Redis outage must not turn the login limits off. The real server (a child
 * process through main.ts) is pointed at a port nothing listens on: failed logins are still
 * counted, in the process, and answer 429 past the limit. The outage is logged once, however
 * many commands fail, and its end once, when Redis becomes reachable on that port.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";
import { ENGINES, createPostgresDatabase } from "../support/server.js";
import { dropRedisPrefix, redisReachable } from "./ops-support.js";

const hasRedis = await redisReachable();
const REDIS_PORT = Number(new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379").port || 6379);
const DOWN = "redis unreachable";
const UP = "redis reachable again";

const count = (text: string, needle: string) => text.split("\n").filter((l) => l.includes(needle)).length;

async function until(check: () => boolean, timeoutMs: number) {
  const start = Date.now();
  while (!check() && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 100));
}

describe.each(ENGINES)("rate limits while Redis is down (%s)", (engine) => {
  const prefix = `pvtest:down:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
  let server: ServerProcess;
  let dataDir: string;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let redisPort: number;
  let forwarder: net.Server | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-noredis-"));
    pgDb = engine === "postgres" ? await createPostgresDatabase() : undefined;
    // A port the OS handed out and that was closed again: nothing answers there.
    redisPort = await freePort();
    server = spawnServer(
      {
        DATA_DIR: dataDir,
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: prefix,
        LOGIN_MAX_FAILURES_PER_USER: "3",
        LOG_LEVEL: "info",
      },
      await freePort(),
    );
    await waitHealthy(server, 40_000);
  }, 60_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await new Promise((r) => (forwarder ? forwarder.close(r) : r(undefined)));
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (hasRedis) await dropRedisPrefix(prefix);
  });

  it("still answers 429 after the limit of failed logins, and says so once in the log", async () => {
    const api = apiClient(server.url);
    const user = await api.newUser("noredis");
    for (let i = 0; i < 3; i++) {
      const res = await api.call("POST", "/api/auth/login", { body: { username: user.username, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const limited = await api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many login attempts\. Try again in \d+ minutes?\.$/) });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Several reconnect attempts (every 2 s at most) and a dozen failed commands: one line.
    await new Promise((r) => setTimeout(r, 2500));
    expect(count(server.output(), DOWN)).toBe(1);
    expect(count(server.output(), UP)).toBe(0);
  });

  it.skipIf(!hasRedis)("says once that Redis is back, and counts there again", async () => {
    // Redis appears on the closed port: a forwarder to the real one.
    forwarder = net.createServer((socket) => {
      const upstream = net.connect(REDIS_PORT, "127.0.0.1");
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((r) => forwarder!.listen(redisPort, "127.0.0.1", r));
    await until(() => count(server.output(), UP) > 0, 10_000);
    expect(count(server.output(), UP)).toBe(1);
    expect(count(server.output(), DOWN)).toBe(1);
    const api = apiClient(server.url);
    const res = await api.call("POST", "/api/auth/login", { body: { username: "nobody_here", password: "wrong-password" } });
    expect(res.status).toBe(401);
    const keys = await dropRedisPrefix(`${prefix}rl:login-ip:`);
    expect(keys).toEqual([`${prefix}rl:login-ip:login:ip:127.0.0.1`]);
  });
});
