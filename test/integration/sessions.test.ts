/**
 * Signed-in devices (issue 31), over HTTP on both engines: GET /api/auth/sessions lists the
 * account's sessions with `current` and the browser that made each; DELETE /api/auth/sessions/{id}
 * ends one (its token stops at once); another user's id answers 404 and ends nothing.
 */
import { describe, expect, it } from "vitest";
import { SESSION_TOUCH_MS } from "../../src/server/auth/session.js";
import { ENGINES } from "../support/server.js";
import { useAdminServer } from "./admin-support.js";
import { expectError } from "./helpers.js";

interface Session {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  current: boolean;
}

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";

describe.each(ENGINES)("signed-in devices (%s)", (engine) => {
  const h = useAdminServer(engine);
  const login = async (username: string, password: string, userAgent?: string) => {
    const res = await h.api.call("POST", "/api/auth/login", {
      body: { username, password },
      headers: userAgent ? { "user-agent": userAgent } : {},
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const list = async (token: string) => {
    const res = await h.api.call<Session[]>("GET", "/api/auth/sessions", { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const me = (token: string) => h.api.call("GET", "/api/auth/me", { token });

  it("lists every session of the account, this one current, with the browser that signed in", async () => {
    const user = await h.api.newUser("devices");
    const phone = await login(user.username, user.password, PHONE);
    const sessions = await list(phone);
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.user_agent).toBe(PHONE);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.created_at)).not.toBeNaN();
      expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
    }
    // From the other token, the same two sessions, the other one current.
    const fromSignup = await list(user.token);
    expect(fromSignup.map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
    expect(fromSignup.find((s) => s.current)!.id).not.toBe(current[0]!.id);
    // No token hash, no other account's session.
    expect(JSON.stringify(sessions)).not.toMatch(/token/);
    expect((await list(h.admin.token)).every((s) => !sessions.some((o) => o.id === s.id))).toBe(true);
  });

  it("signs one device out: 204, its token stops at once, the others go on", async () => {
    const user = await h.api.newUser("signout");
    const laptop = await login(user.username, user.password, "Laptop");
    const phone = await login(user.username, user.password, PHONE);
    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    const res = await h.api.call("DELETE", `/api/auth/sessions/${phoneId}`, { token: laptop });
    expect(res.status).toBe(204);
    expectError(await me(phone), 401, "Invalid or expired token");
    expect((await me(laptop)).status).toBe(200);
    expect((await me(user.token)).status).toBe(200);
    expect((await list(laptop)).map((s) => s.id)).not.toContain(phoneId);
    // Gone: a second delete finds nothing.
    expectError(await h.api.call("DELETE", `/api/auth/sessions/${phoneId}`, { token: laptop }), 404, "Session not found");
  });

  it("another user's session: 404, and it keeps working", async () => {
    const owner = await h.api.newUser("owner");
    const intruder = await h.api.newUser("intruder");
    const ownerId = (await list(owner.token))[0]!.id;
    expectError(await h.api.call("DELETE", `/api/auth/sessions/${ownerId}`, { token: intruder.token }), 404, "Session not found");
    expect((await me(owner.token)).status).toBe(200);
    expect((await list(owner.token)).map((s) => s.id)).toEqual([ownerId]);
  });

  it("signing this device out ends this token", async () => {
    const user = await h.api.newUser("self");
    const id = (await list(user.token))[0]!.id;
    expect((await h.api.call("DELETE", `/api/auth/sessions/${id}`, { token: user.token })).status).toBe(204);
    expectError(await me(user.token), 401);
  });

  it("signed out: 401; a malformed id: 400 and nothing ends", async () => {
    const user = await h.api.newUser("bad");
    const id = (await list(user.token))[0]!.id;
    expectError(await h.api.call("GET", "/api/auth/sessions"), 401);
    expectError(await h.api.call("DELETE", `/api/auth/sessions/${id}`), 401);
    expectError(await h.api.call("DELETE", "/api/auth/sessions/not-an-id", { token: user.token }), 400);
    expect((await me(user.token)).status).toBe(200);
  });

  it("last_used_at follows use, to within SESSION_TOUCH_MS", async () => {
    const user = await h.api.newUser("used");
    const [before] = await list(user.token);
    h.advance(SESSION_TOUCH_MS + 1000);
    expect((await me(user.token)).status).toBe(200);
    const [after] = await list(user.token);
    expect(Date.parse(after!.last_used_at) - Date.parse(before!.last_used_at)).toBeGreaterThanOrEqual(SESSION_TOUCH_MS);
    expect(after!.created_at).toBe(before!.created_at);
  });
});
