/**
 * Personal API tokens (issue 32) over HTTP on both engines: created once with a `pv_` token kept
 * only as its hash, listed without secrets, revoked; a read token only GETs, a write token writes,
 * no token manages tokens, sessions, the password, the account or the server; revoked, expired and
 * disabled-account tokens answer 401.
 */
import { describe, expect, it } from "vitest";
import { hashToken } from "../../src/server/auth/tokens.js";
import { ENGINES } from "../support/server.js";
import { DAY, useAdminServer } from "./admin-support.js";
import { ISO_RE, UNKNOWN_ID, expectError } from "./helpers.js";

const READ_ONLY = "This token can only read";
const SESSION_ONLY = "API tokens cannot manage tokens, passwords, sessions, the account or the server: sign in to do this";

describe.each(ENGINES)("personal API tokens (%s)", (engine) => {
  const h = useAdminServer(engine);
  const create = (session: string, body: object) => h.api.call<any>("POST", "/api/tokens", { token: session, body });
  const tokenOf = async (session: string, scope: "read" | "write", extra: object = {}) => {
    const res = await create(session, { name: `${scope} tool`, scope, ...extra });
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  it("creates a token shown once, stored only as its SHA-256, listed without a secret", async () => {
    const u = await h.api.newUser("tok");
    const res = await create(u.token, { name: "Home Assistant", scope: "write", expires_in_days: 30 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["created_at", "expires_at", "id", "name", "scope", "token"]);
    expect(res.body).toMatchObject({ name: "Home Assistant", scope: "write" });
    expect(res.body.token).toMatch(/^pv_[A-Za-z0-9_-]{43}$/);
    expect(res.body.created_at).toMatch(ISO_RE);
    expect(Date.parse(res.body.expires_at) - Date.parse(res.body.created_at)).toBe(30 * DAY);
    expect(res.headers.get("cache-control")).toBe("no-store");

    // The database holds the hash, never the token.
    const row = await h.server.deps.db.db.selectFrom("api_tokens").selectAll().where("id", "=", res.body.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(res.body.token));
    expect(JSON.stringify(row)).not.toContain(res.body.token.slice(3));

    const noExpiry = await create(u.token, { name: "Shortcut", scope: "read" });
    expect(noExpiry.body.expires_at).toBeNull();
    const list = await h.api.call<any[]>("GET", "/api/tokens", { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.name)).toEqual(expect.arrayContaining(["Home Assistant", "Shortcut"]));
    expect(list.text).not.toContain(res.body.token);
    expect(list.text).not.toContain(row.token_hash);
    for (const t of list.body) expect(Object.keys(t).sort()).toEqual(["created_at", "expires_at", "id", "last_used_at", "name", "scope"]);
  });

  it("refuses a bad name, scope or expiry with a 400 and creates nothing", async () => {
    const u = await h.api.newUser("tokbad");
    const cases: [object, string][] = [
      [{ scope: "read" }, "name must be text"],
      [{ name: " ", scope: "read" }, "name must be 1–60 characters"],
      [{ name: "x".repeat(61), scope: "read" }, "name must be 1–60 characters"],
      [{ name: "a" }, "scope must be read or write"],
      [{ name: "a", scope: "admin" }, "scope must be read or write"],
      [{ name: "a", scope: "read", expires_in_days: 0 }, "expires_in_days must be a whole number from 1 to 365"],
      [{ name: "a", scope: "read", expires_in_days: 366 }, "expires_in_days must be a whole number from 1 to 365"],
      [{ name: "a", scope: "read", expires_in_days: 1.5 }, "expires_in_days must be a whole number from 1 to 365"],
    ];
    for (const [body, message] of cases) expectError(await create(u.token, body), 400, message);
    expect((await h.api.call<any[]>("GET", "/api/tokens", { token: u.token })).body).toEqual([]);
  });

  it("a read token reads; its writes are 403 with the message; a write token writes", async () => {
    const u = await h.api.newUser("scope");
    const goal = await h.api.newGoal(u.token);
    const read = await tokenOf(u.token, "read");
    const write = await tokenOf(u.token, "write");

    expect((await h.api.call<any[]>("GET", "/api/goals", { token: read })).body.map((g) => g.id)).toContain(goal.id);
    expect((await h.api.call("GET", `/api/goals/${goal.id}`, { token: read })).status).toBe(200);
    expect((await h.api.call("GET", "/api/journal", { token: read })).status).toBe(200);
    expect((await h.api.call("GET", "/api/settings/preferences", { token: read })).status).toBe(200);

    const entry = { goal_id: goal.id, note: "from a tool", progress: 30 };
    expectError(await h.api.call("POST", "/api/journal", { token: read, body: entry }), 403, READ_ONLY);
    expectError(
      await h.api.call("POST", "/api/goals", { token: read, body: { title: "x", category: "health", timeframe: "daily" } }),
      403,
      READ_ONLY,
    );
    expectError(await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: read, body: { title: "renamed" } }), 403, READ_ONLY);
    expectError(await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: read }), 403, READ_ONLY);
    expect((await h.api.call<any[]>("GET", `/api/journal?goal_id=${goal.id}`, { token: u.token })).body).toHaveLength(0);

    const logged = await h.api.call<any>("POST", "/api/journal", { token: write, body: entry });
    expect(logged.status).toBe(201);
    expect(logged.body.progress).toBe(30);
    expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: write, body: { title: "renamed" } })).status).toBe(200);
  });

  it("no token manages tokens, sessions, the password, the account, the calendar address or the server", async () => {
    const admin = h.admin.token;
    for (const scope of ["read", "write"] as const) {
      const t = await tokenOf(admin, scope);
      const calls: [string, string, object?][] = [
        ["GET", "/api/tokens"],
        ["POST", "/api/tokens", { name: "more", scope: "write" }],
        ["DELETE", `/api/tokens/${UNKNOWN_ID}`],
        ["GET", "/api/auth/sessions"],
        ["DELETE", `/api/auth/sessions/${UNKNOWN_ID}`],
        ["POST", "/api/auth/logout"],
        ["GET", "/api/auth/me"],
        [
          "PUT",
          "/api/settings/password",
          { currentPassword: h.admin.password, newPassword: "another-horse-2", confirmPassword: "another-horse-2" },
        ],
        ["DELETE", "/api/settings"],
        ["POST", "/api/calendar/token"],
        ["GET", "/api/account/email"],
        ["PUT", "/api/account/email", { address: "someone@example.org" }],
        ["PATCH", "/api/account/email", { weekly_summary: true }],
        ["DELETE", "/api/account/email"],
        ["POST", "/api/account/email/confirm", { token: "x" }],
        ["GET", "/api/admin/users"],
        ["POST", "/api/admin/invites", {}],
      ];
      for (const [method, path, body] of calls) {
        expectError(await h.api.call(method, path, { token: t, ...(body ? { body } : {}) }), 403, SESSION_ONLY);
      }
    }
    // Nothing happened: the admin still signs in with the same password, and has an account.
    expect((await h.api.call("GET", "/api/auth/me", { token: admin })).status).toBe(200);
    const login = await h.api.call("POST", "/api/auth/login", { body: { username: h.admin.username, password: h.admin.password } });
    expect(login.status).toBe(200);
  });

  it("revoked, expired and disabled-account tokens answer 401 at once; another user's id is 404", async () => {
    const u = await h.api.newUser("dead");
    const other = await h.api.newUser("other");
    const created = await create(u.token, { name: "soon gone", scope: "read" });
    const t = created.body.token as string;
    expect((await h.api.call("GET", "/api/goals", { token: t })).status).toBe(200);

    expectError(await h.api.call("DELETE", `/api/tokens/${created.body.id}`, { token: other.token }), 404, "Token not found");
    expect((await h.api.call("GET", "/api/goals", { token: t })).status).toBe(200);
    expect((await h.api.call("DELETE", `/api/tokens/${created.body.id}`, { token: u.token })).status).toBe(204);
    expectError(await h.api.call("GET", "/api/goals", { token: t }), 401, "Invalid or expired token");

    const expiring = await tokenOf(u.token, "read", { expires_in_days: 1 });
    expect((await h.api.call("GET", "/api/goals", { token: expiring })).status).toBe(200);
    h.advance(DAY + 1000);
    expectError(await h.api.call("GET", "/api/goals", { token: expiring }), 401, "Invalid or expired token");

    const disabled = await h.api.newUser("off");
    const live = await tokenOf(disabled.token, "write");
    expect((await h.api.call("GET", "/api/goals", { token: live })).status).toBe(200);
    const off = await h.api.call("PATCH", `/api/admin/users/${disabled.username}`, { token: h.admin.token, body: { disabled: true } });
    expect(off.status).toBe(200);
    expectError(await h.api.call("GET", "/api/goals", { token: live }), 401, "Invalid or expired token");
  });

  it("writes last_used_at on use, at most once a minute", async () => {
    const u = await h.api.newUser("used");
    const t = await tokenOf(u.token, "read");
    const lastUsed = async () => (await h.api.call<any[]>("GET", "/api/tokens", { token: u.token })).body[0].last_used_at as string | null;
    expect(await lastUsed()).toBeNull();
    await h.api.call("GET", "/api/goals", { token: t });
    const first = await lastUsed();
    expect(first).toMatch(ISO_RE);
    h.advance(10_000);
    await h.api.call("GET", "/api/goals", { token: t });
    expect(await lastUsed()).toBe(first);
    h.advance(60_000);
    await h.api.call("GET", "/api/goals", { token: t });
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(first!));
  });
});
