import { afterAll, beforeAll, describe, it } from "vitest";
import { apiClient } from "../support/client.js";
import { ENGINES, type TestServer, startTestServer } from "../support/server.js";

describe.each(ENGINES)("probe (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it("probe", async () => {
    const u = await api.newUser();
    const g = await api.newGoal(u.token);
    const show = async (label: string, p: Promise<any>) => {
      const r = await p;
      console.log(engine, label, r.status, r.headers.get("content-type"), r.text.slice(0, 200));
    };
    await show("malformed id", api.call("GET", "/api/goals/nope", { token: u.token }));
    await show("text/plain", api.call("POST", "/api/goals", { token: u.token, rawBody: "hello", headers: { "content-type": "text/plain" } }));
    await show("xml", api.call("POST", "/api/goals", { token: u.token, rawBody: "<a/>", headers: { "content-type": "application/xml" } }));
    await show("no ct", api.call("POST", "/api/goals", { token: u.token, rawBody: "{}" }));
    await show("bad json", api.call("POST", "/api/goals", { token: u.token, rawBody: "{bad", headers: { "content-type": "application/json" } }));
    await show("proto", api.call("POST", "/api/goals", { token: u.token, rawBody: '{"__proto__":{"x":1},"title":"a","category":"health","timeframe":"daily"}', headers: { "content-type": "application/json" } }));
    await show("ctor", api.call("POST", "/api/goals", { token: u.token, rawBody: '{"constructor":{"prototype":{"x":1}},"title":"a","category":"health","timeframe":"daily"}', headers: { "content-type": "application/json" } }));
    await show("big", api.call("POST", "/api/goals", { token: u.token, body: { title: "x".repeat(200 * 1024) } }));
    await show("delete empty json", api.call("DELETE", "/api/goals/" + g.id, { token: u.token, headers: { "content-type": "application/json" } }));
    await show("logout empty json", api.call("POST", "/api/auth/logout", { token: "zzz", headers: { "content-type": "application/json" } }));
    await show("nul title", api.call("POST", "/api/goals", { token: u.token, body: { title: "a\u0000b", category: "health", timeframe: "daily" } }));
    await show("nul login", api.call("POST", "/api/auth/login", { body: { username: "a\u0000b", password: "whatever12" } }));
    await show("nul public", api.call("GET", "/api/goals/public/a%00b/c"));
    await show("nul q", api.call("GET", "/api/goals/public?q=a%00b"));
    await show("year0", api.call("POST", "/api/journal", { token: u.token, body: { goal_id: g.id, note: "x", progress: 5, created_at: "0000-01-01T00:00:00Z" } }));
    const cur = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
    await show("cursor big k", api.call("GET", "/api/goals/public?sort=likes&cursor=" + cur({ k: 1e20, c: "2024-01-01T00:00:00Z", i: g.id })));
    await show("cursor year0", api.call("GET", "/api/goals/public?cursor=" + cur({ k: null, c: "0000-01-01T00:00:00Z", i: g.id })));
    await show("cursor frac", api.call("GET", "/api/goals/public?sort=likes&cursor=" + cur({ k: 1.5, c: "2024-01-01T00:00:00Z", i: g.id })));
    await show("empty note", api.call("POST", "/api/journal", { token: u.token, body: { goal_id: g.id, note: "  ", progress: 5 } }));
    await show("no goal", api.call("POST", "/api/journal", { token: u.token, body: { note: "x", progress: 5 } }));
    await show("bad cat patch", api.call("PATCH", "/api/goals/" + g.id, { token: u.token, body: { category: "x" } }));
    await show("limit0", api.call("GET", "/api/goals/public?limit=0"));
    await show("patch nobody", api.call("PATCH", "/api/goals/" + g.id, { token: u.token }));
    await show("why nul", api.call("POST", "/api/auth/signup", { body: { username: "nulwhy", password: "whatever12", why: "a\u0000" } }));
  });
});
