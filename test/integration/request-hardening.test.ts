/**
 * Issue 19 §9, request level: private answers are never cached, query parameters are read
 * strictly (no "all entries" for `goal_id[]=x`, no hex for a number), and /api/metrics is closed
 * to other hosts unless METRICS_TOKEN is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { type Db, openDatabase } from "../../src/server/db/open.js";
import { makeDeps } from "../../src/server/runtime.js";
import { apiClient } from "../support/client.js";
import { ENGINES } from "../support/server.js";
import { addEntry, expectError, publish, useServer } from "./helpers.js";

describe.each(ENGINES)("request hardening (%s)", (engine) => {
  const h = useServer(engine);

  describe("Cache-Control: no-store on private answers", () => {
    it("on the answers that carry a token: signup and login", async () => {
      const signup = await h.api.call("POST", "/api/auth/signup", {
        body: { username: `nostore_${Date.now() % 1e6}`, password: "correct-horse-1" },
      });
      expect(signup.status).toBe(201);
      expect(signup.headers.get("cache-control")).toBe("no-store");
      const user = await h.api.newUser("nostore");
      const login = await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } });
      expect(login.status).toBe(200);
      expect(login.headers.get("cache-control")).toBe("no-store");
      const failed = await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: "wrong-password" } });
      expect(failed.headers.get("cache-control")).toBe("no-store");
    });

    it("on every answer to a signed-in request, errors included", async () => {
      const user = await h.api.newUser("private");
      const goal = await h.api.newGoal(user.token, { title: "Private goal" });
      await addEntry(h.api, user.token, goal.id, 10);
      const requests: [string, string, unknown?][] = [
        ["GET", "/api/auth/me"],
        ["GET", "/api/goals"],
        ["GET", `/api/goals/${goal.id}`],
        ["POST", "/api/goals", { title: "Another", category: "health", timeframe: "weekly" }],
        ["PATCH", `/api/goals/${goal.id}`, { title: "Renamed" }],
        ["GET", "/api/journal"],
        ["GET", `/api/journal?goal_id=${goal.id}`],
        ["POST", "/api/journal", { goal_id: goal.id, note: "n", progress: 20 }],
        ["GET", "/api/export"],
        ["GET", "/api/export?format=csv"],
        ["GET", "/api/goals/not-a-uuid"],
        ["GET", "/api/no-such-route"],
      ];
      for (const [method, url, body] of requests) {
        const res = await h.api.call(method, url, { token: user.token, ...(body ? { body } : {}) });
        expect([method, url, res.headers.get("cache-control")]).toEqual([method, url, "no-store"]);
      }
      // A stolen or expired token's refusal is private too.
      const refused = await h.api.call("GET", "/api/goals", { token: "not-a-token" });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("cache-control")).toBe("no-store");
    });

    it("leaves public answers to anonymous requests their own caching", async () => {
      const user = await h.api.newUser("publicist");
      const goal = await h.api.newGoal(user.token, { title: "Shared goal" });
      await publish(h.api, user.token, goal.id, "shared-goal");
      expect((await h.api.call("GET", "/api/goals/public")).headers.get("cache-control")).toBe("no-cache");
      expect((await h.api.call("GET", `/api/goals/public/${user.username}/shared-goal`)).headers.get("cache-control")).toBe("no-cache");
    });
  });

  describe("strict query parameters", () => {
    it("refuses a known parameter in array form instead of dropping it: goal_id[]=x is not all entries", async () => {
      const user = await h.api.newUser("arrays");
      const a = await h.api.newGoal(user.token, { title: "A" });
      const b = await h.api.newGoal(user.token, { title: "B" });
      await addEntry(h.api, user.token, a.id, 10, "on a");
      await addEntry(h.api, user.token, b.id, 20, "on b");
      for (const q of [`goal_id[]=${a.id}`, `goal_id[0]=${a.id}`, `goal_id%5B%5D=${a.id}`]) {
        expectError(
          await h.api.call("GET", `/api/journal?${q}`, { token: user.token }),
          400,
          /^goal_id\[0?\] is not accepted: send goal_id=<value> once$/,
        );
      }
      expectError(await h.api.call("GET", "/api/export?format[]=csv", { token: user.token }), 400, /^format\[\] is not accepted/);
      expectError(await h.api.call("GET", "/api/goals/public?limit[]=5"), 400, /^limit\[\] is not accepted/);
      // The plain form still filters, and unknown parameters are still ignored.
      const one = await h.api.call<{ note: string }[]>("GET", `/api/journal?goal_id=${a.id}&foo=bar`, { token: user.token });
      expect(one.status).toBe(200);
      expect(one.body.map((e) => e.note)).toEqual(["on a"]);
    });

    it.each(["0x10", "1e1", "%2012", "12%20", "+12", "0b101", "12.0", "1_0", "Infinity", ""])(
      "refuses limit=%s with 400",
      async (value) => {
        expectError(await h.api.call("GET", `/api/goals/public?limit=${value}`), 400, "limit must be a whole number");
      },
    );

    it("still takes a plain decimal limit", async () => {
      const res = await h.api.call<unknown[]>("GET", "/api/goals/public?limit=16");
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });
  });
});

/** A non-loopback address of this machine, if it has one (requests to it come from it). */
function outsideAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  }
  return undefined;
}

describe("/api/metrics without METRICS_TOKEN", () => {
  const outside = outsideAddress();
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pv-metrics-"));
    const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, TRUST_PROXY: "1" });
    db = openDatabase({ dataDir: config.dataDir });
    await db.migrate();
    app = await buildApp(makeDeps(config, db));
    // Every address of the machine, so a request can come from outside loopback.
    await app.listen({ port: 0, host: "0.0.0.0" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a request made on this host", async () => {
    const res = await apiClient(`http://127.0.0.1:${port}`).call("GET", "/api/metrics");
    expect(res.status).toBe(200);
    expect(res.text).toContain("# TYPE http_requests_total counter");
  });

  it("refuses a request through a proxy on this host, whatever X-Forwarded-For claims", async () => {
    const api = apiClient(`http://127.0.0.1:${port}`);
    const message = "Metrics are served to this host only; set METRICS_TOKEN to read them from elsewhere";
    expectError(await api.call("GET", "/api/metrics", { headers: { "x-forwarded-for": "127.0.0.1" } }), 403, message);
    expectError(await api.call("GET", "/api/metrics", { headers: { "x-forwarded-for": "203.0.113.5" } }), 403, message);
  });

  it.skipIf(!outside)("refuses a request from another address, even one claiming loopback in X-Forwarded-For", async () => {
    const api = apiClient(`http://${outside}:${port}`);
    expectError(await api.call("GET", "/api/metrics"), 403);
    expectError(await api.call("GET", "/api/metrics", { headers: { "x-forwarded-for": "127.0.0.1" } }), 403);
    // The rest of the API answers from there as usual.
    expect((await api.call("GET", "/api/health")).status).toBe(200);
  });
});
