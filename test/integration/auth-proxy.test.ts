/**
 * Issue 31 — behind an authenticating proxy: AUTH_PROXY_HEADER (here Remote-User) signs in the
 * user it names through POST /api/auth/proxy, only when the request comes straight from a proxy
 * TRUST_PROXY trusts (this test's client is 127.0.0.1); from anyone else the header is ignored,
 * whatever X-Forwarded-For claims. The account is created when the sign-up mode allows it.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { useAdminServer } from "./admin-support.js";
import { expectError } from "./helpers.js";

const asProxy = (user: string | undefined, extra: Record<string, string> = {}) => ({
  body: {},
  headers: { ...(user === undefined ? {} : { "remote-user": user }), ...extra },
});

describe.each(ENGINES)("AUTH_PROXY_HEADER from a trusted proxy (%s)", (engine) => {
  const h = useAdminServer(engine, { AUTH_PROXY_HEADER: "Remote-User", TRUST_PROXY: "127.0.0.1" });

  it("signs the named user in, creating the account once, answered as a login", async () => {
    expect((await h.api.call("GET", "/api/site")).body).toMatchObject({ authProxy: true });
    const first = await h.api.call("POST", "/api/auth/proxy", asProxy("Carol"));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ username: "carol", token: expect.any(String) });
    const me = await h.api.call("GET", "/api/auth/me", { token: first.body.token });
    expect(me.body).toMatchObject({ username: "carol", role: "member" });
    const again = await h.api.call("POST", "/api/auth/proxy", asProxy("carol"));
    expect(again.body.username).toBe("carol");
    const users = await h.api.call("GET", "/api/admin/users", { token: h.admin.token });
    expect(users.body.filter((u: { username: string }) => u.username === "carol")).toHaveLength(1);
    const signIns = await h.api.call("GET", "/api/auth/sign-ins", { token: first.body.token });
    expect(signIns.body.map((e: { kind: string; detail: string }) => `${e.kind}:${e.detail}`)).toEqual(["sign_in:proxy", "sign_in:proxy"]);
  });

  it("signs in an existing password account by its name", async () => {
    const res = await h.api.call("POST", "/api/auth/proxy", asProxy(h.admin.username));
    expect(res.status).toBe(200);
    expect((await h.api.call("GET", "/api/auth/me", { token: res.body.token })).body.role).toBe("admin");
  });

  it("answers 401 without the header, 400 for a name that cannot be a username, 403 for a disabled account", async () => {
    expectError(
      await h.api.call("POST", "/api/auth/proxy", asProxy(undefined)),
      401,
      "The proxy in front of this server did not sign you in",
    );
    expectError(await h.api.call("POST", "/api/auth/proxy", asProxy("x")), 400);
    await h.api.call("POST", "/api/auth/proxy", asProxy("dave"));
    expect((await h.api.call("PATCH", "/api/admin/users/dave", { token: h.admin.token, body: { disabled: true } })).status).toBe(200);
    expectError(await h.api.call("POST", "/api/auth/proxy", asProxy("dave")), 403, "This account is disabled");
  });

  it("the header signs nothing in on any other route", async () => {
    expectError(await h.api.call("GET", "/api/auth/me", { headers: { "remote-user": h.admin.username } }), 401);
  });
});

describe.each(ENGINES)("AUTH_PROXY_HEADER from an address TRUST_PROXY does not trust (%s)", (engine) => {
  // The proxy is 10.0.0.5; this client (127.0.0.1) is not it, whatever it writes in X-Forwarded-For.
  const h = useAdminServer(engine, { AUTH_PROXY_HEADER: "Remote-User", TRUST_PROXY: "10.0.0.5" });

  it("is ignored: 401, no account made, the admin not signed in", async () => {
    const forged: Record<string, string>[] = [{}, { "x-forwarded-for": "10.0.0.5" }, { "x-forwarded-for": "127.0.0.1, 10.0.0.5" }];
    for (const extra of forged) {
      expectError(await h.api.call("POST", "/api/auth/proxy", asProxy(h.admin.username, extra)), 401);
      expectError(await h.api.call("POST", "/api/auth/proxy", asProxy("eve", extra)), 401);
    }
    const users = await h.api.call("GET", "/api/admin/users", { token: h.admin.token });
    expect(users.body).toHaveLength(1);
  });
});

describe.each(ENGINES)("AUTH_PROXY_HEADER without TRUST_PROXY (%s)", (engine) => {
  const h = useAdminServer(engine, { AUTH_PROXY_HEADER: "Remote-User" });
  it("trusts no one", async () => {
    expectError(await h.api.call("POST", "/api/auth/proxy", asProxy(h.admin.username)), 401);
  });
});

describe.each(ENGINES)("AUTH_PROXY_HEADER on a closed server (%s)", (engine) => {
  const h = useAdminServer(engine, { AUTH_PROXY_HEADER: "Remote-User", TRUST_PROXY: "loopback", SIGNUP_MODE: "closed" });
  it("signs in existing accounts and makes no new one", async () => {
    expect((await h.api.call("POST", "/api/auth/proxy", asProxy(h.admin.username))).status).toBe(200);
    expectError(await h.api.call("POST", "/api/auth/proxy", asProxy("frank")), 403, "Sign-ups are closed on this server");
  });
});
