import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { DAY, useAdminServer } from "./admin-support.js";
import { expectError, publish, userIdOf } from "./helpers.js";

/** Every admin route with a body that would succeed for an admin. */
const ADMIN_ROUTES = (victim: string): [string, string, unknown?][] => [
  ["GET", "/api/admin/users"],
  ["PATCH", `/api/admin/users/${victim}`, { role: "admin" }],
  ["DELETE", `/api/admin/users/${victim}`],
  ["POST", `/api/admin/users/${victim}/reset-link`],
  ["POST", "/api/admin/invites", {}],
  ["GET", "/api/admin/invites"],
  ["DELETE", "/api/admin/invites/0190f7a2-0000-7000-8000-000000000000"],
];

describe.each(ENGINES)("admin: accounts (%s)", (engine) => {
  const h = useAdminServer(engine);
  const me = (token: string) => h.api.call("GET", "/api/auth/me", { token });
  const patch = (token: string, username: string, body: unknown) => h.api.call("PATCH", `/api/admin/users/${username}`, { token, body });

  it("the first account is admin, later ones member; GET /auth/me says so", async () => {
    expect((await me(h.admin.token)).body).toMatchObject({ username: h.admin.username, role: "admin" });
    const member = await h.api.newUser("member");
    expect((await me(member.token)).body).toMatchObject({ username: member.username, role: "member" });
  });

  it.each(ADMIN_ROUTES("someone").map(([m, p, b]) => [`${m} ${p}`, m, p, b] as const))(
    "%s: 401 signed out, 403 for a member, and nothing changes",
    async (_label, method, path, body) => {
      const member = await h.api.newUser("nosy");
      const victim = await h.api.newUser("victim");
      const realPath = path.replace("someone", victim.username);
      expectError(await h.api.call(method, realPath, { body }), 401, "Missing authentication token");
      expectError(await h.api.call(method, realPath, { token: member.token, body }), 403, "Only an admin of this server can do that");
      // The victim is untouched: still a member, still signed in.
      expect((await me(victim.token)).body).toMatchObject({ role: "member" });
      expect((await h.api.call("GET", "/api/admin/invites", { token: h.admin.token })).body).toEqual([]);
    },
  );

  it("lists every account with its role, state, dates and goal count; never a password", async () => {
    const member = await h.api.newUser("listed");
    await h.api.call("POST", "/api/goals", { token: member.token, body: { title: "Run", category: "health", timeframe: "weekly" } });
    const res = await h.api.call("GET", "/api/admin/users", { token: h.admin.token });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/password|scrypt|"id"/);
    const row = (res.body as { username: string }[]).find((u) => u.username === member.username);
    expect(row).toEqual({
      username: member.username,
      role: "member",
      disabled: false,
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      goals: 1,
    });
  });

  it("promotes and demotes; an unknown user is 404; a bad body is 400", async () => {
    const member = await h.api.newUser("promoted");
    const up = await patch(h.admin.token, member.username, { role: "admin" });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ username: member.username, role: "admin", disabled: false });
    expect((await h.api.call("GET", "/api/admin/users", { token: member.token })).status).toBe(200);
    expect((await patch(member.token, member.username, { role: "member" })).body).toMatchObject({ role: "member" });
    expectError(await h.api.call("GET", "/api/admin/users", { token: member.token }), 403, "Only an admin of this server can do that");
    expectError(await patch(h.admin.token, "nobody_here", { role: "admin" }), 404, "User not found");
    expectError(await patch(h.admin.token, member.username, { role: "owner" }), 400);
    expectError(await patch(h.admin.token, member.username, { disabled: "yes" }), 400);
  });

  it("a disabled account: its live token 401 at once, its login 403, its public goal 404, until enabled", async () => {
    const user = await h.api.newUser("disabled");
    const goal = await h.api.call("POST", "/api/goals", {
      token: user.token,
      body: { title: "Swim", category: "health", timeframe: "weekly" },
    });
    const slug = "swim-often";
    await publish(h.api, user.token, goal.body.id as string, slug);
    const publicPath = `/api/goals/public/${user.username}/${slug}`;
    expect((await h.api.call("GET", publicPath)).status).toBe(200);

    const res = await patch(h.admin.token, user.username, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ disabled: true });

    expectError(await me(user.token), 401, "Invalid or expired token");
    expectError(await h.api.call("GET", "/api/goals", { token: user.token }), 401, "Invalid or expired token");
    expectError(
      await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } }),
      403,
      "This account is disabled",
    );
    // A wrong password says nothing about the account's state.
    expectError(
      await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: "wrong-password" } }),
      401,
      "Invalid username or password",
    );
    expectError(await h.api.call("GET", publicPath), 404, "Public goal not found");
    const list = await h.api.call("GET", "/api/goals/public");
    expect(JSON.stringify(list.body)).not.toContain(user.username);

    expect((await patch(h.admin.token, user.username, { disabled: false })).body).toMatchObject({ disabled: false });
    expect((await h.api.call("GET", publicPath)).status).toBe(200);
    // Its old sessions ended with the disabling; a new login works.
    expectError(await me(user.token), 401, "Invalid or expired token");
    expect((await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } })).status).toBe(200);
  });

  it("deletes an account and everything of it", async () => {
    const user = await h.api.newUser("deleted");
    await h.api.call("POST", "/api/goals", { token: user.token, body: { title: "Read", category: "learning", timeframe: "weekly" } });
    const id = await userIdOf(h.server, user.username);
    const res = await h.api.call("DELETE", `/api/admin/users/${user.username}`, { token: h.admin.token });
    expect(res.status).toBe(204);
    expect(await userIdOf(h.server, user.username)).toBeUndefined();
    const goals = await h.server.deps.db.db.selectFrom("goals").select("id").where("user_id", "=", id!).execute();
    expect(goals).toEqual([]);
    expectError(await me(user.token), 401, "Invalid or expired token");
    expectError(await h.api.call("DELETE", `/api/admin/users/${user.username}`, { token: h.admin.token }), 404, "User not found");
  });

  it("the last admin cannot be demoted, disabled or deleted (409), and nothing changes", async () => {
    const last = "The last admin cannot be demoted, disabled or deleted: make another account admin first";
    expectError(await patch(h.admin.token, h.admin.username, { role: "member" }), 409, last);
    expectError(await patch(h.admin.token, h.admin.username, { disabled: true }), 409, last);
    expectError(await h.api.call("DELETE", `/api/admin/users/${h.admin.username}`, { token: h.admin.token }), 409, last);
    expect((await me(h.admin.token)).body).toMatchObject({ role: "admin" });

    // With a second admin, the first may step down; the second then is the last one.
    const second = await h.api.newUser("second");
    expect((await patch(h.admin.token, second.username, { role: "admin" })).status).toBe(200);
    expect((await patch(second.token, h.admin.username, { role: "member" })).status).toBe(200);
    expectError(await patch(second.token, second.username, { role: "member" }), 409, last);
    expect((await patch(second.token, h.admin.username, { role: "admin" })).status).toBe(200);
  });

  it("two admins demoting each other at once: one of them stays admin", async () => {
    const a = await h.api.newUser("duela");
    const b = await h.api.newUser("duelb");
    await patch(h.admin.token, a.username, { role: "admin" });
    await patch(h.admin.token, b.username, { role: "admin" });
    // a and b become the only admins.
    const before = (await h.api.call("GET", "/api/admin/users", { token: a.token })).body as { username: string; role: string }[];
    for (const u of before)
      if (u.role === "admin" && u.username !== a.username && u.username !== b.username)
        await patch(a.token, u.username, { role: "member" });
    const [ra, rb] = await Promise.all([patch(a.token, b.username, { role: "member" }), patch(b.token, a.username, { role: "member" })]);
    const statuses = [ra.status, rb.status].sort();
    // One wins; the other finds itself demoted (403) or would leave no admin (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const winner = ra.status === 200 ? a : b;
    const users = (await h.api.call("GET", "/api/admin/users", { token: winner.token })).body as { username: string; role: string }[];
    expect(users.filter((u) => u.role === "admin").map((u) => u.username)).toEqual([winner.username]);
    // Give the server its first admin back for the other tests.
    expect((await patch(winner.token, h.admin.username, { role: "admin" })).status).toBe(200);
  });

  it("a reset link for a user: 201 with a URL on the server and a 24-hour expiry; unknown user 404", async () => {
    const user = await h.api.newUser("resettable");
    const res = await h.api.call("POST", `/api/admin/users/${user.username}/reset-link`, { token: h.admin.token });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${h.server.url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    const hours = (Date.parse(res.body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    expectError(await h.api.call("POST", "/api/admin/users/nobody_here/reset-link", { token: h.admin.token }), 404, "User not found");
    expect(DAY).toBe(24 * 3_600_000);
  });
});
