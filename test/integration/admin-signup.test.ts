import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { DAY, useAdminServer } from "./admin-support.js";
import { expectError, useServer, userIdOf } from "./helpers.js";

const CLOSED = "Sign-ups are closed on this server";
const INVITE_NEEDED = "An invitation is needed to sign up here";
let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  username: `joiner${++seq}_${Math.random().toString(36).slice(2, 7)}`,
  password: "correct-horse-1",
  ...extra,
});

describe.each(ENGINES)("sign-up modes (%s)", (engine) => {
  describe("SIGNUP_MODE=closed", () => {
    const h = useAdminServer(engine, { SIGNUP_MODE: "closed" });

    it("the first account was allowed and is admin; any later sign-up is 403, nothing written", async () => {
      expect((await h.api.call("GET", "/api/auth/me", { token: h.admin.token })).body).toMatchObject({ role: "admin" });
      const b = body();
      expectError(await h.api.call("POST", "/api/auth/signup", { body: b }), 403, CLOSED);
      expectError(await h.api.call("POST", "/api/auth/signup", { body: {} }), 403, CLOSED);
      expect(await userIdOf(h.server, b.username)).toBeUndefined();
      expect((await h.api.call("GET", "/api/site")).body).toMatchObject({ signupMode: "closed" });
    });

    it("an admin's invitation does not open a closed server", async () => {
      const inv = await h.api.call("POST", "/api/admin/invites", { token: h.admin.token, body: {} });
      expectError(await h.api.call("POST", "/api/auth/signup", { body: body({ invite: inv.body.code }) }), 403, CLOSED);
    });
  });

  describe("SIGNUP_MODE=invite", () => {
    const h = useAdminServer(engine, { SIGNUP_MODE: "invite" });
    const invite = async (extra: Record<string, unknown> = {}) => {
      const res = await h.api.call("POST", "/api/admin/invites", { token: h.admin.token, body: extra });
      expect(res.status).toBe(201);
      return res.body as { code: string; url: string; expires_at: string };
    };

    it("without a code, or with a wrong one: 403, nothing written", async () => {
      for (const extra of [{}, { invite: "" }, { invite: "not-a-real-code" }]) {
        const b = body(extra);
        expectError(await h.api.call("POST", "/api/auth/signup", { body: b }), 403, INVITE_NEEDED);
        expect(await userIdOf(h.server, b.username)).toBeUndefined();
      }
    });

    it("an invitation: 201 with its URL and a 7-day expiry; signs up one member, once", async () => {
      const inv = await invite();
      expect(inv.url).toBe(`${h.server.url}/signup?invite=${inv.code}`);
      const days = (Date.parse(inv.expires_at) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7.01);
      const listed = await h.api.call("GET", "/api/admin/invites", { token: h.admin.token });
      expect(listed.body).toEqual([
        { id: expect.any(String), created_at: expect.any(String), expires_at: inv.expires_at, created_by: h.admin.username },
      ]);
      expect(listed.text).not.toContain(inv.code);

      const first = await h.api.call("POST", "/api/auth/signup", { body: body({ invite: inv.code }) });
      expect(first.status).toBe(201);
      expect((await h.api.call("GET", "/api/auth/me", { token: first.body.token })).body).toMatchObject({ role: "member" });
      const b = body({ invite: inv.code });
      expectError(await h.api.call("POST", "/api/auth/signup", { body: b }), 403, INVITE_NEEDED);
      expect(await userIdOf(h.server, b.username)).toBeUndefined();
      expect((await h.api.call("GET", "/api/admin/invites", { token: h.admin.token })).body).toEqual([]);
    });

    it("a sign-up that fails (name taken) leaves the invitation usable", async () => {
      const inv = await invite();
      expectError(
        await h.api.call("POST", "/api/auth/signup", {
          body: { username: h.admin.username, password: "correct-horse-1", invite: inv.code },
        }),
        409,
      );
      expect((await h.api.call("POST", "/api/auth/signup", { body: body({ invite: inv.code }) })).status).toBe(201);
    });

    it("two sign-ups with one code at once: one account", async () => {
      const inv = await invite();
      const results = await Promise.all([1, 2, 3].map(() => h.api.call("POST", "/api/auth/signup", { body: body({ invite: inv.code }) })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    });

    it("an expired invitation: 403", async () => {
      const inv = await invite({ expires_in_days: 1 });
      h.advance(DAY + 1000);
      expectError(await h.api.call("POST", "/api/auth/signup", { body: body({ invite: inv.code }) }), 403, INVITE_NEEDED);
      expect((await h.api.call("GET", "/api/admin/invites", { token: h.admin.token })).body).toEqual([]);
    });

    it("a revoked invitation: 403; revoke by code or listed id, unknown 404", async () => {
      const a = await invite();
      expect((await h.api.call("DELETE", `/api/admin/invites/${a.code}`, { token: h.admin.token })).status).toBe(204);
      expectError(await h.api.call("POST", "/api/auth/signup", { body: body({ invite: a.code }) }), 403, INVITE_NEEDED);
      const b = await invite({ expires_in_days: 30 });
      const [listed] = (await h.api.call("GET", "/api/admin/invites", { token: h.admin.token })).body as { id: string }[];
      expect((await h.api.call("DELETE", `/api/admin/invites/${listed!.id}`, { token: h.admin.token })).status).toBe(204);
      expectError(await h.api.call("POST", "/api/auth/signup", { body: body({ invite: b.code }) }), 403, INVITE_NEEDED);
      expectError(await h.api.call("DELETE", `/api/admin/invites/${a.code}`, { token: h.admin.token }), 404, "Invitation not found");
    });

    it("expires_in_days outside 1–30 or not whole: 400", async () => {
      for (const days of [0, 31, 1.5, "7"]) {
        expectError(await h.api.call("POST", "/api/admin/invites", { token: h.admin.token, body: { expires_in_days: days } }), 400);
      }
    });
  });

  describe("SIGNUP_MODE=closed on a server with no account yet", () => {
    const h = useServer(engine, { env: { SIGNUP_MODE: "closed", SIGNUPS_PER_IP_PER_HOUR: "1000" } });

    it("/api/site says open, not to be kept, until the first account exists; then closed", async () => {
      const before = await h.api.call("GET", "/api/site");
      expect(before.body).toMatchObject({ signupMode: "open" });
      expect(before.headers.get("cache-control")).toBe("no-store");
      const first = await h.api.call("POST", "/api/auth/signup", { body: body() });
      expect(first.status).toBe(201);
      expect((await h.api.call("GET", "/api/auth/me", { token: first.body.token })).body).toMatchObject({ role: "admin" });
      const after = await h.api.call("GET", "/api/site");
      expect(after.body).toMatchObject({ signupMode: "closed" });
      expect(after.headers.get("cache-control")).toBe("public, max-age=300");
      expectError(await h.api.call("POST", "/api/auth/signup", { body: body() }), 403, CLOSED);
    });
  });

  describe("SIGNUP_MODE unset (open): the spec's sign-up", () => {
    const h = useAdminServer(engine);
    it("anyone signs up as a member, an invite field or not", async () => {
      expect((await h.api.call("POST", "/api/auth/signup", { body: body() })).status).toBe(201);
      const res = await h.api.call("POST", "/api/auth/signup", { body: body({ invite: "whatever" }) });
      expect(res.status).toBe(201);
      expect((await h.api.call("GET", "/api/auth/me", { token: res.body.token })).body).toMatchObject({ role: "member" });
      expect((await h.api.call("GET", "/api/site")).body).toMatchObject({ signupMode: "open" });
    });
  });
});
