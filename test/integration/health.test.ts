import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { ENGINES, type TestServer, startTestServer } from "../support/server.js";

describe.each(ENGINES)("health and fallbacks (%s)", (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer(engine);
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it("answers health with the engine once migrated", async () => {
    const res = await api.call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: engine });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await api.call("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Not found: GET /api/nope" });
  });

  it("serves the OpenAPI document generated from the schemas", async () => {
    const res = await api.call<any>("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.0.3");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/goals", "/api/journal", "/api/goals/public/{username}/{slug}"]),
    );
    const docs = await api.call("GET", "/api/docs");
    expect([200, 302]).toContain(docs.status);
  });

  it("sets the security headers", async () => {
    const res = await api.call("GET", "/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("site settings", () => {
  it("answers the configured contact address", async () => {
    const server = await startTestServer("sqlite", { env: { CONTACT_EMAIL: "privacy@example.org" } });
    try {
      const res = await apiClient(server.url).call("GET", "/api/site");
      expect(res.status).toBe(200);
      // signupMode: what the sign-up page says before anyone types (issue 31; "open" by default);
      // sso and authProxy: whether /login offers single sign-on or a trusted proxy's user (neither set up);
      // mail: whether it offers "Forgot password?" (issue 32).
      expect(res.body).toEqual({ contactEmail: "privacy@example.org", signupMode: "open", sso: null, authProxy: false, mail: false });
    } finally {
      await server.close();
    }
  });
});
