/**
 * Issue 9 §7 — headers and transport. Every answer of every route (and of the error paths:
 * not found, refused, too large, malformed HTTP) carries a CSP with no inline script and no
 * framing, nosniff and a Referrer-Policy, and no answer ever sets a cookie. Bodies over the
 * limit get 413 without the server reading them to the end; slow and huge requests do not hold
 * up anyone else; and a request that never finishes arriving is cut off eventually.
 */
import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "../support/client.js";
import { snapshotDb } from "./support/db-snapshot.js";
import { slowRequest } from "./support/slow-request.js";
import { type User, rand, useRig } from "./support/world.js";

const SAFE_REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [String(name).toLowerCase(), values]),
  );
}

/** The security headers every answer must carry, whatever its route or status. */
function expectHardened(where: string, headers: Headers | Record<string, string | string[] | undefined>) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : ([headers[name]].flat()[0] ?? null));
  const csp = get("content-security-policy");
  expect(csp, `${where}: no CSP`).toBeTruthy();
  const d = directives(csp ?? "");
  const scripts = d.get("script-src") ?? d.get("default-src") ?? [];
  // 'self' on pages and API answers; 'none' on the bare error answers that need nothing.
  expect(scripts.length > 0 && scripts.every((s) => s === "'self'" || s === "'none'"), `${where}: script-src ${scripts.join(" ")}`).toBe(
    true,
  );
  expect(scripts, `${where}: inline scripts allowed`).not.toContain("'unsafe-inline'");
  expect(scripts, `${where}: eval allowed`).not.toContain("'unsafe-eval'");
  expect(
    scripts.some((s) => s === "*" || s.startsWith("http:") || s === "data:"),
    `${where}: scripts from anywhere`,
  ).toBe(false);
  expect(d.get("frame-ancestors"), `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get("object-src") ?? d.get("default-src"), `${where}: object-src`).toEqual(["'none'"]);
  expect(get("x-content-type-options"), `${where}: nosniff`).toBe("nosniff");
  expect(SAFE_REFERRER_POLICIES, `${where}: Referrer-Policy ${get("referrer-policy")}`).toContain(get("referrer-policy"));
  expect(get("set-cookie"), `${where}: sets a cookie`).toBeNull();
}

/** A raw HTTP exchange, for requests fetch will not send. */
function rawHttp(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (data += d));
    socket.on("end", () => resolve(data));
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
  });
}

function parseRawHeaders(raw: string): Record<string, string> {
  const head = raw.split("\r\n\r\n")[0] ?? "";
  return Object.fromEntries(
    head
      .split("\r\n")
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
}

describe("headers and transport", () => {
  const rig = useRig("sqlite", { web: true });
  let user: User;
  let goal: { id: string };
  let slug: string;

  beforeAll(async () => {
    user = await rig.api.newUser("hdr");
    goal = await rig.api.newGoal(user.token, { title: "Headers" });
    slug = `hdr-${rand()}`;
    await rig.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: user.token, body: { public: true, slug } });
  });

  it("every route's answer is hardened, signed in or not, success or error", async () => {
    const spare = await rig.api.newGoal(user.token, { title: "Spare" }); // DELETE /api/goals/:id takes it
    const paramValue = (name: string) => ({ id: spare.id, username: user.username, slug, "*": "swagger-ui.css" })[name] ?? "x";
    let checked = 0;
    for (const route of rig.routes) {
      // Calls that end the session or the account are made with a throwaway user.
      const token = ["POST /api/auth/logout", "DELETE /api/settings", "PUT /api/settings/password"].includes(route.key)
        ? (await rig.api.newUser("hdrx")).token
        : user.token;
      const path = route.url.replace(/:(\w+)|\*/g, (m, name: string | undefined) => paramValue(name ?? m));
      for (const auth of [undefined, token]) {
        const res = await rig.api.call(route.method, path, { token: auth, ...(route.hasBody ? { body: {} } : {}) });
        expectHardened(`${route.key} → ${res.status}`, res.headers);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // Over a hundred requests in a row (three new users among them): more than the default
    // 20 s when other test files share the two cores.
  }, 60_000);

  it("the HTML pages carry the strict policy: scripts from this origin only", async () => {
    for (const path of ["/", "/dashboard", `/${user.username}/${slug}`, "/no/such/page", "/index.html"]) {
      const res = await fetch(rig.server.url + path);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expectHardened(path, res.headers);
      const d = directives(res.headers.get("content-security-policy") ?? "");
      expect(d.get("script-src")).toEqual(["'self'"]);
      expect(d.get("default-src")).toEqual(["'self'"]);
      expect(d.get("base-uri")).toEqual(["'self'"]);
    }
  });

  it("error paths are hardened too: unknown API path, bad URL, refused media type, oversized headers, malformed HTTP", async () => {
    const answers: [string, ApiResponse<any> | Response][] = [
      ["404", await rig.api.call("GET", "/api/nope")],
      ["bad URL", await rig.api.call("GET", "/api/goals/%zz", { token: user.token })],
      ["415", await rig.api.call("POST", "/api/goals", { token: user.token, rawBody: "x", headers: { "content-type": "text/plain" } })],
      ["401", await rig.api.call("GET", "/api/goals")],
    ];
    for (const [label, res] of answers) expectHardened(label, res.headers);
    // Refused by Node's HTTP parser before Fastify: the JSON error shape, nosniff, no cookie.
    for (const [label, request] of [
      ["headers over 16 kB", `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
      ["malformed HTTP", "NOT HTTP AT ALL\r\n\r\n"],
    ] as const) {
      const raw = await rawHttp(rig.server.url, request);
      expect(raw, label).toMatch(/^HTTP\/1\.1 4\d\d /);
      const headers = parseRawHeaders(raw);
      expect(headers["content-type"], label).toMatch(/^application\/json/);
      expectHardened(label, headers);
      expect(Object.keys(JSON.parse(raw.split("\r\n\r\n")[1] ?? "{}") as object), label).toEqual(["error"]);
    }
  });

  it("answers 413 to a body over the limit at once, without reading it, and writes nothing", async () => {
    const before = await snapshotDb(rig.server.deps.db.db);
    // Announced as 50 MB and never sent: the answer must not wait for it.
    const announced = slowRequest(rig.server.url, "POST", "/api/goals", {
      contentLength: 50 * 1024 * 1024,
      headers: { authorization: `Bearer ${user.token}` },
    });
    await announced.sent;
    announced.write('{"title":"');
    // The 50 MB are never sent: a server that waited for them would answer only at its request
    // timeout, and with a 408, not this 413.
    const res = await announced.finish();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: "Request body is too large" });
    // Sent chunked, with no length announced: cut off once it passes the limit.
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunks++ < 300) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        else controller.close();
      },
    });
    const chunked = await fetch(`${rig.server.url}/api/journal`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: "Request body is too large" });
    // The import route allows 5 MB, and no more.
    const huge = await rig.api.call("POST", "/api/import", {
      token: user.token,
      rawBody: JSON.stringify({
        format: "progressvault-export",
        version: 1,
        goals: [],
        entries: [],
        likes: [],
        pad: "x".repeat(5 * 1024 * 1024 + 10),
      }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(await snapshotDb(rig.server.deps.db.db)).toEqual(before);
  });

  it("slow and huge requests do not hold up anyone else (slowloris)", async () => {
    // 40 connections trickling a body a byte at a time, 10 trickling their headers, and one
    // 95 kB upload dribbling in: all at once.
    const trickling = Array.from({ length: 40 }, () =>
      slowRequest(rig.server.url, "POST", "/api/journal", { contentLength: 10_000, headers: { authorization: `Bearer ${user.token}` } }),
    );
    const { hostname, port } = new URL(rig.server.url);
    const headerTricklers = Array.from({ length: 10 }, () =>
      net.connect(Number(port), hostname, function (this: net.Socket) {
        this.write("POST /api/journal HTTP/1.1\r\nHost: x\r\n");
      }),
    );
    const upload = slowRequest(rig.server.url, "POST", "/api/goals", {
      contentLength: 95 * 1024,
      headers: { authorization: `Bearer ${user.token}` },
    });
    await Promise.all([...trickling.map((t) => t.sent), upload.sent]);
    let stop = false;
    const drip = (async () => {
      for (let i = 0; !stop; i++) {
        for (const t of trickling) t.write(i === 0 ? '{"note":"' : "x");
        for (const s of headerTricklers) s.write(`X-Slow-${i}: 1\r\n`);
        upload.write("y".repeat(1024));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    const times: number[] = [];
    try {
      for (let i = 0; i < 40; i++) {
        const t0 = performance.now();
        const res = await rig.api.call(i % 2 ? "GET" : "POST", i % 2 ? "/api/goals" : "/api/journal", {
          token: user.token,
          ...(i % 2 ? {} : { body: { goal_id: goal.id, note: `meanwhile ${i}`, progress: i } }),
        });
        times.push(performance.now() - t0);
        expect(res.status).toBe(i % 2 ? 200 : 201);
      }
    } finally {
      stop = true;
      await drip;
      for (const t of [...trickling, upload]) t.abort();
      for (const s of headerTricklers) s.destroy();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    // Reported, not asserted (a busy machine sets the figure): held up behind the slow requests,
    // which never finish while this loop runs, the 40 answers would wait for the server's
    // header and request timeouts (60 s, 120 s) and the test would run out of its time first.
    console.log(`normal requests beside 51 slow ones: median ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
    expect(times).toHaveLength(40);
  });

  it("cuts off a request that never finishes arriving (request and header timeouts are set)", () => {
    const server = rig.server.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(300_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
  });
});
