/**
 * Idempotency keys live in the database: a retry that lands on another server process, or on
 * the same server after a restart, still answers the first result and writes nothing again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";
import { createPostgresDatabase } from "../support/server.js";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function stop(p: ServerProcess) {
  p.child.kill("SIGTERM");
  await p.exited;
}

describe("Idempotency-Key across processes", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it.skipIf(!hasPostgres)(
    "answers a retry sent to a second server process on the same PostgreSQL once",
    async () => {
      const pgDb = await createPostgresDatabase();
      cleanups.push(() => pgDb.drop());
      const env = { DATABASE_URL: pgDb.url };
      const a = spawnServer(env, await freePort());
      cleanups.push(() => stop(a));
      await waitHealthy(a, 40_000);
      const b = spawnServer(env, await freePort());
      cleanups.push(() => stop(b));
      await waitHealthy(b, 40_000);

      const onA = apiClient(a.url);
      const onB = apiClient(b.url);
      const { token } = await onA.newUser();
      const goal = await onA.newGoal(token);
      const body = { goal_id: goal.id, note: "retried on another server", progress: 30 };
      const headers = { "idempotency-key": "phone-retry-1" };
      // Sent to both at once, as a phone's retry after a timeout may be.
      const [ra, rb] = await Promise.all([
        onA.call("POST", "/api/journal", { token, body, headers }),
        onB.call("POST", "/api/journal", { token, body, headers }),
      ]);
      const created = [ra, rb].filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect([ra, rb].every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const later = await onB.call("POST", "/api/journal", { token, body, headers });
      expect(later.status).toBe(201);
      expect(later.body).toEqual(created[0]!.body);
      const journal = await onA.call("GET", `/api/journal?goal_id=${goal.id}`, { token });
      expect((journal.body as unknown[]).length).toBe(1);
    },
    90_000,
  );

  it("answers a retry after the server restarted (embedded database) once", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-idem-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const first = spawnServer({ DATA_DIR: dataDir }, await freePort());
    await waitHealthy(first, 40_000);
    const api1 = apiClient(first.url);
    const { token } = await api1.newUser();
    const body = { title: "Survive a restart", category: "health", timeframe: "daily" };
    const headers = { "idempotency-key": "restart-1" };
    const created = await api1.call("POST", "/api/goals", { token, body, headers });
    expect(created.status).toBe(201);
    await stop(first);

    const second = spawnServer({ DATA_DIR: dataDir }, await freePort());
    cleanups.push(() => stop(second));
    await waitHealthy(second, 40_000);
    const api2 = apiClient(second.url);
    const again = await api2.call("POST", "/api/goals", { token, body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    const list = await api2.call("GET", "/api/goals", { token });
    expect((list.body as unknown[]).length).toBe(1);
  }, 90_000);
});
