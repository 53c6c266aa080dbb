import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { HOUR, useAdminServer } from "./admin-support.js";
import { expectError } from "./helpers.js";

const INVALID = "This password link is invalid, used or expired. Ask the admin of this server for a new one.";

describe.each(ENGINES)("password reset links (%s)", (engine) => {
  const h = useAdminServer(engine);
  const link = async (username: string) => {
    const res = await h.api.call("POST", `/api/admin/users/${username}/reset-link`, { token: h.admin.token });
    expect(res.status).toBe(201);
    return new URL(res.body.url as string).searchParams.get("token")!;
  };
  const reset = (token: unknown, newPassword: unknown) => h.api.call("POST", "/api/auth/reset", { body: { token, newPassword } });
  const login = (username: string, password: string) => h.api.call("POST", "/api/auth/login", { body: { username, password } });

  it("sets the password once; every session of the account ends", async () => {
    const user = await h.api.newUser("forgetful");
    const other = (await login(user.username, user.password)).body.token as string;
    const token = await link(user.username);
    const res = await reset(token, "a-brand-new-pass");
    expect(res.status).toBe(204);
    expectError(await login(user.username, user.password), 401, "Invalid username or password");
    expect((await login(user.username, "a-brand-new-pass")).status).toBe(200);
    for (const t of [user.token, other])
      expectError(await h.api.call("GET", "/api/auth/me", { token: t }), 401, "Invalid or expired token");

    // The link works once.
    expectError(await reset(token, "another-new-pass"), 400, INVALID);
    expect((await login(user.username, "a-brand-new-pass")).status).toBe(200);
  });

  it("an expired link (after 24 hours): 400, the password stays", async () => {
    const user = await h.api.newUser("late");
    const token = await link(user.username);
    h.advance(24 * HOUR + 1000);
    expectError(await reset(token, "too-late-pass"), 400, INVALID);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it("a disabled account's link: 403, nothing changes; once enabled it works", async () => {
    const user = await h.api.newUser("benched");
    const token = await link(user.username);
    await h.api.call("PATCH", `/api/admin/users/${user.username}`, { token: h.admin.token, body: { disabled: true } });
    expectError(await reset(token, "sneaky-new-pass"), 403, "This account is disabled");
    await h.api.call("PATCH", `/api/admin/users/${user.username}`, { token: h.admin.token, body: { disabled: false } });
    expect((await login(user.username, user.password)).status).toBe(200);
    expect((await reset(token, "allowed-new-pass")).status).toBe(204);
  });

  it("the spec's password rules, a missing or unknown token: 400 and nothing used up", async () => {
    const user = await h.api.newUser("rules");
    const token = await link(user.username);
    expectError(await reset(token, "short"), 400, "Password must be at least 8 characters");
    expectError(await reset(token, ""), 400, "Please enter the new password");
    expectError(await reset("", "long-enough-pass"), 400, INVALID);
    expectError(await reset("made-up-token", "long-enough-pass"), 400, INVALID);
    expectError(await reset(12, "long-enough-pass"), 400);
    expect((await reset(token, "long-enough-pass")).status).toBe(204);
  });

  it("two uses of one link at once: one succeeds", async () => {
    const user = await h.api.newUser("racer");
    const token = await link(user.username);
    const results = await Promise.all([reset(token, "first-new-pass-1"), reset(token, "second-new-pass")]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
  });
});
