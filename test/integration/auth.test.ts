import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { ISO_RE, expectError, useServer } from "./helpers.js";

const DAY = 86_400_000;
const PASSWORD = "correct-horse-1";

describe.each(ENGINES)("auth (%s)", (engine) => {
  // A clock the tests can move forward to age tokens; it follows real time otherwise.
  let offsetMs = 0;
  const h = useServer(engine, { overrides: { now: () => new Date(Date.now() + offsetMs) } });

  const signup = (body: unknown) => h.api.call("POST", "/api/auth/signup", { body });
  const login = (body: unknown) => h.api.call("POST", "/api/auth/login", { body });
  const me = (token?: string, headers?: Record<string, string>) =>
    h.api.call("GET", "/api/auth/me", { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

  describe("signup", () => {
    it("creates an account and answers 201 with a working token and the username", async () => {
      const res = await signup({ username: "signup_ok", password: PASSWORD, why: "  get fit  " });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(["token", "username"]);
      expect(res.body.username).toBe("signup_ok");
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const profile = await me(res.body.token);
      expect(profile.status).toBe(200);
      // role (issue 31): the server's first account is its admin, so it depends on the test order here.
      expect(profile.body).toEqual({
        username: "signup_ok",
        why: "get fit",
        created_at: expect.stringMatching(ISO_RE),
        role: expect.stringMatching(/^(admin|member)$/),
        week_start: "monday",
      });
    });

    it("stores the username in lower case", async () => {
      const res = await signup({ username: "  MixedCase  ", password: PASSWORD });
      expect(res.status).toBe(201);
      expect(res.body.username).toBe("mixedcase");
      expect((await me(res.body.token)).body).toMatchObject({ username: "mixedcase", why: "" });
    });

    it.each([
      ["no fields", {}],
      ["no password", { username: "nopass" }],
      ["no username", { password: PASSWORD }],
      ["blank username", { username: "   ", password: PASSWORD }],
      ["empty password", { username: "emptypass", password: "" }],
    ])("refuses %s: 400 Username and password are required", async (_label, body) => {
      expectError(await signup(body), 400, "Username and password are required");
    });

    it.each([
      ["too short", "ab"],
      ["too long", "a".repeat(31)],
      ["a space", "has space"],
      ["punctuation", "bad!name"],
      ["a dot", "first.last"],
      ["non-ASCII", "jürgen"],
    ])("refuses a username with %s", async (_label, username) => {
      expectError(
        await signup({ username, password: PASSWORD }),
        400,
        "Username must be 3–30 characters: lowercase letters, numbers, _ or -",
      );
    });

    it.each(["dashboard", "api", "Settings", "explore"])("refuses the reserved username %s", async (username) => {
      expectError(await signup({ username, password: PASSWORD }), 400, "That username is reserved. Please choose another.");
    });

    it("refuses a taken username, whatever its case: 409", async () => {
      expect((await signup({ username: "alice", password: PASSWORD })).status).toBe(201);
      expectError(await signup({ username: "Alice", password: PASSWORD }), 409, "That username is already taken");
      expectError(await signup({ username: "ALICE", password: "another-pass-9" }), 409, "That username is already taken");
    });

    it("refuses a short password and an over-long one", async () => {
      expectError(await signup({ username: "shortpw", password: "1234567" }), 400, "Password must be at least 8 characters");
      expectError(await signup({ username: "longpw", password: "x".repeat(201) }), 400, "Password must be at most 200 characters");
      // Nothing was created: both names are still free.
      expect((await signup({ username: "shortpw", password: PASSWORD })).status).toBe(201);
    });

    it("never answers the password hash", async () => {
      const res = await signup({ username: "nohash", password: PASSWORD });
      expect(res.text).not.toContain("password_hash");
      expect(res.text).not.toContain("scrypt");
      expect(res.text).not.toContain(PASSWORD);
    });
  });

  describe("login", () => {
    it("answers 200 with a new token, case-insensitively on the username", async () => {
      await signup({ username: "loginuser", password: PASSWORD });
      for (const name of ["loginuser", "LoginUser", "  LOGINUSER "]) {
        const res = await login({ username: name, password: PASSWORD });
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(["token", "username"]);
        expect(res.body.username).toBe("loginuser");
        expect((await me(res.body.token)).body.username).toBe("loginuser");
        expect(res.text).not.toContain("password_hash");
        expect(res.text).not.toContain("scrypt");
      }
    });

    it("gives each login its own token", async () => {
      const a = await login({ username: "loginuser", password: PASSWORD });
      const b = await login({ username: "loginuser", password: PASSWORD });
      expect(a.body.token).not.toBe(b.body.token);
    });

    it.each([
      ["no fields", {}],
      ["no password", { username: "loginuser" }],
      ["no username", { password: PASSWORD }],
      ["blank username", { username: "  ", password: PASSWORD }],
      ["empty password", { username: "loginuser", password: "" }],
    ])("refuses %s: 400 Please enter both username and password", async (_label, body) => {
      expectError(await login(body), 400, "Please enter both username and password");
    });

    it("answers the same 401 for an unknown user and for a wrong password", async () => {
      const unknown = await login({ username: "nobody_here", password: PASSWORD });
      const wrong = await login({ username: "loginuser", password: "wrong-password" });
      expectError(unknown, 401, "Invalid username or password");
      expectError(wrong, 401, "Invalid username or password");
      expect(unknown.text).toBe(wrong.text);
      expect(unknown.headers.get("retry-after")).toBeNull();
    });

    it("is refused for a password that differs only in case", async () => {
      expectError(await login({ username: "loginuser", password: PASSWORD.toUpperCase() }), 401, "Invalid username or password");
    });
  });

  describe("tokens", () => {
    it("GET /api/auth/me answers the signed-in user without secrets", async () => {
      const res = await signup({ username: "meuser", password: PASSWORD, why: "because" });
      const profile = await me(res.body.token);
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({
        username: "meuser",
        why: "because",
        created_at: expect.stringMatching(ISO_RE),
        role: "member",
        week_start: "monday",
      });
      expect(profile.text).not.toContain("password_hash");
    });

    it("answers 401 Missing authentication token without a token", async () => {
      const res = await me();
      expectError(res, 401, "Missing authentication token");
      expect(res.body).toEqual({ error: "Missing authentication token" });
    });

    it.each([
      ["another scheme", "Basic dXNlcjpwYXNz"],
      ["Bearer with no token", "Bearer"],
      ["Bearer and spaces", "Bearer    "],
      ["a bare token", "sometokenvalue"],
      ["two tokens", "Bearer abc def"],
    ])("treats a malformed Authorization header (%s) as missing", async (_label, value) => {
      expectError(await me(undefined, { authorization: value }), 401, "Missing authentication token");
    });

    it("answers 401 Invalid or expired token for an unknown token", async () => {
      expectError(await me("not-a-real-token"), 401, "Invalid or expired token");
      expectError(await me(undefined, { authorization: "bearer not-a-real-token" }), 401, "Invalid or expired token");
    });

    it("accepts the scheme in any case", async () => {
      const res = await login({ username: "meuser", password: PASSWORD });
      expect((await me(undefined, { authorization: `bearer ${res.body.token}` })).status).toBe(200);
      expect((await me(undefined, { authorization: `BEARER ${res.body.token}` })).status).toBe(200);
    });

    it("logout answers 204 and revokes that token at once, and only that one", async () => {
      await signup({ username: "logoutuser", password: PASSWORD });
      const a = (await login({ username: "logoutuser", password: PASSWORD })).body.token;
      const b = (await login({ username: "logoutuser", password: PASSWORD })).body.token;
      const out = await h.api.call("POST", "/api/auth/logout", { token: a });
      expect(out.status).toBe(204);
      expect(out.text).toBe("");
      expectError(await me(a), 401, "Invalid or expired token");
      expectError(await h.api.call("GET", "/api/goals", { token: a }), 401, "Invalid or expired token");
      expectError(await h.api.call("POST", "/api/auth/logout", { token: a }), 401, "Invalid or expired token");
      expect((await me(b)).status).toBe(200);
      // The account itself still works.
      expect((await login({ username: "logoutuser", password: PASSWORD })).status).toBe(200);
    });

    it("logout without a token is 401", async () => {
      expectError(await h.api.call("POST", "/api/auth/logout"), 401, "Missing authentication token");
    });

    it("refuses a token older than TOKEN_TTL_DAYS (30) and keeps a younger one", async () => {
      const res = await signup({ username: "ageing", password: PASSWORD });
      const token = res.body.token as string;
      try {
        offsetMs = 29 * DAY;
        expect((await me(token)).status).toBe(200);
        offsetMs = 30 * DAY + 60_000;
        expectError(await me(token), 401, "Invalid or expired token");
        expectError(await h.api.call("GET", "/api/goals", { token }), 401, "Invalid or expired token");
        // A new login at that time gets a fresh token that works.
        const fresh = await login({ username: "ageing", password: PASSWORD });
        expect(fresh.status).toBe(200);
        expect((await me(fresh.body.token)).status).toBe(200);
      } finally {
        offsetMs = 0;
      }
    });
  });

  describe("rate limits", () => {
    const limited = useServer(engine, {
      env: { LOGIN_MAX_FAILURES_PER_USER: "3", SIGNUPS_PER_IP_PER_HOUR: "3" },
    });
    const limitedLogin = (username: string, password: string) =>
      limited.api.call("POST", "/api/auth/login", { body: { username, password } });

    it("blocks a username after 3 failed logins, even with the right password; others are unaffected", async () => {
      const victim = await limited.api.newUser("victim");
      const other = await limited.api.newUser("other");
      for (let i = 0; i < 3; i++) {
        expectError(await limitedLogin(victim.username, "wrong-password"), 401, "Invalid username or password");
      }
      const blocked = await limitedLogin(victim.username, victim.password);
      expectError(blocked, 429, /^Too many login attempts\. Try again in 15 minutes\.$/);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The name in another case is the same account: still blocked.
      expectError(await limitedLogin(victim.username.toUpperCase(), victim.password), 429, /^Too many login attempts/);
      // Another username from the same address logs in.
      expect((await limitedLogin(other.username, other.password)).status).toBe(200);
      // The blocked user's existing token keeps working.
      expect((await limited.api.call("GET", "/api/auth/me", { token: victim.token })).status).toBe(200);
    });

    it("a successful login resets the failure count", async () => {
      const user = await limited.api.newUser("resets");
      for (let i = 0; i < 2; i++) expect((await limitedLogin(user.username, "wrong-password")).status).toBe(401);
      expect((await limitedLogin(user.username, user.password)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await limitedLogin(user.username, "wrong-password")).status).toBe(401);
      expect((await limitedLogin(user.username, user.password)).status).toBe(200);
    });

    it("refuses signups beyond SIGNUPS_PER_IP_PER_HOUR with 429 and Retry-After", async () => {
      // Three accounts were created above on this server; the fourth is refused.
      const res = await limited.api.call("POST", "/api/auth/signup", {
        body: { username: "one_too_many", password: PASSWORD },
      });
      expectError(res, 429, "Too many accounts created from this address. Try again later.");
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Nothing was created.
      expectError(await limitedLogin("one_too_many", PASSWORD), 401, "Invalid username or password");
      // Validation still answers first: a bad request is a 400, not a 429.
      expectError(
        await limited.api.call("POST", "/api/auth/signup", { body: { username: "x", password: PASSWORD } }),
        400,
        /^Username must be/,
      );
    });
  });
});
