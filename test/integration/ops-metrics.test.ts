/** GET /api/metrics (Prometheus text, optional Bearer token) and readiness against the database. */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { ENGINES, type TestServer, startTestServer } from "../support/server.js";
import { expectError } from "./helpers.js";

const TOKEN = "metrics-secret-1";

/** The value of one sample line, e.g. sample(text, 'http_requests_total{method="GET",...}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(ENGINES)("metrics (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { METRICS_TOKEN: TOKEN } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it("needs the token when METRICS_TOKEN is set", async () => {
    expectError(await api.call("GET", "/api/metrics"), 401, "Metrics need the METRICS_TOKEN as a Bearer token");
    expectError(await api.call("GET", "/api/metrics", { token: "wrong" }), 401);
    expect((await api.call("GET", "/api/metrics", { token: TOKEN })).status).toBe(200);
  });

  it("counts requests and their latency by route pattern and status, with pool and process figures", async () => {
    const user = await api.newUser("metrics");
    const goal = await api.newGoal(user.token);
    for (let i = 0; i < 3; i++) await api.call("GET", `/api/goals/${goal.id}`, { token: user.token });
    await api.call("GET", "/api/goals/not-a-uuid", { token: user.token });
    await api.call("GET", "/api/no-such-route");

    const res = await api.call("GET", "/api/metrics", { token: TOKEN });
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = res.text;
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sample(text, 'http_requests_total{method="GET",route="/api/goals/:id",status_code="200"}')).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/goals/:id",status_code="400"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/goals/:id",status_code="200"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/goals/:id",status_code="200"}')).toBe(3);
    expect(text).not.toContain(goal.id); // ids never become labels
    expect(sample(text, `progressvault_db_info{engine="${engine}"}`)).toBe(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    if (engine === "postgres") {
      expect(sample(text, 'progressvault_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'progressvault_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it("names the request id on every answer", async () => {
    const a = await api.call("GET", "/api/health");
    const b = await api.call("GET", "/api/health");
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });
});

describe("metrics without METRICS_TOKEN", () => {
  it("are open", async () => {
    const server = await startTestServer("sqlite");
    try {
      const res = await apiClient(server.url).call("GET", "/api/metrics");
      expect(res.status).toBe(200);
      expect(res.text).toContain("http_requests_total");
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("readiness with PostgreSQL", () => {
  it("keeps serving when PostgreSQL drops its connections, and reports 503 while it cannot reach it", async () => {
    const server = await startTestServer("postgres");
    const api = apiClient(server.url);
    try {
      await Promise.all(Array.from({ length: 4 }, () => api.call("GET", "/api/health")));
      const dbName = new URL(server.deps.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // Kill the idle pool connections, then refuse new ones for a moment.
        await admin.query(`alter database ${dbName} with allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
          dbName,
        ]);
        const down = await api.call("GET", "/api/health");
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ status: "unavailable", db: "postgres", error: expect.any(String) });
        await admin.query(`alter database ${dbName} with allow_connections true`);
      } finally {
        await admin.end();
      }
      const up = await api.call("GET", "/api/health");
      expect(up.body).toEqual({ status: "ok", db: "postgres" });
    } finally {
      await server.close();
    }
  });
});
