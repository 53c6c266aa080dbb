/**
 * Issue 19 §3 and §9 — the client address the limits key on, and who a limit refuses.
 *
 * Behind TRUST_PROXY, only the named proxy hops of X-Forwarded-For are believed: the client is
 * the right-most address not a trusted proxy, so rotating the left-most value (which any client
 * writes itself) escapes neither the signup limit nor the failed-login limit. `true` is read as
 * one hop. And failed logins for a username refuse the source that failed, not the owner: the
 * right password from another address signs in, after a wait when the username is under attack.
 */
import { describe, expect, it } from "vitest";
import { SLOWDOWN_MAX_MS, slowDownFor } from "../../src/server/auth/slow-down.js";
import type { ApiResponse } from "../support/client.js";
import { ENGINES } from "../support/server.js";
import { type Api, rand, useRig } from "./support/world.js";

const TOO_MANY = /^Too many login attempts\. Try again in \d+ minutes?\.$/;

const login = (api: Api, username: string, password: string, xff: string) =>
  api.call("POST", "/api/auth/login", { body: { username, password }, headers: { "x-forwarded-for": xff } });

const signup = (api: Api, xff: string) =>
  api.call("POST", "/api/auth/signup", {
    body: { username: `rot_${rand()}`, password: "correct-horse-1" },
    headers: { "x-forwarded-for": xff },
  });

function statuses(results: ApiResponse[]) {
  return results.map((r) => r.status);
}

describe("the wait before a password check on a username under attack", () => {
  it("doubles from 0.5 s with each failure past the limit and stops at 5 s: the owner waits a few seconds at most", () => {
    expect([9, 10, 11, 12, 13, 14].map((failures) => slowDownFor(failures, 10))).toEqual([0, 500, 1000, 2000, 4000, SLOWDOWN_MAX_MS]);
    expect(SLOWDOWN_MAX_MS).toBe(5000);
    for (const failures of [15, 20, 26, 40, 1_000, 1e9]) expect(slowDownFor(failures, 10)).toBe(SLOWDOWN_MAX_MS);
  });
});

describe.each(ENGINES)("client address behind a proxy (%s)", (engine) => {
  // "true" is the old setting: read as one hop now. The list names the proxy (the test client).
  describe.each(["1", "true", "127.0.0.1"])("TRUST_PROXY=%s", (trustProxy) => {
    const rig = useRig(engine, {
      env: { TRUST_PROXY: trustProxy, SIGNUPS_PER_IP_PER_HOUR: "5", LOGIN_MAX_FAILURES_PER_IP: "6", LOGIN_MAX_FAILURES_PER_USER: "100" },
    });

    it("rotating the left-most X-Forwarded-For value does not escape the signup limit", async () => {
      const results: ApiResponse[] = [];
      // A client sends its own X-Forwarded-For; the proxy appends the address it saw.
      for (let i = 0; i < 8; i++) results.push(await signup(rig.api, `10.9.${i}.${i + 1}, 203.0.113.7`));
      expect(statuses(results)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(results[5]?.body).toEqual({ error: "Too many accounts created from this address. Try again later." });
      // The limit is the client's, not everyone's: another client address still signs up.
      expect((await signup(rig.api, "10.9.0.1, 203.0.113.8")).status).toBe(201);
    });

    it("rotating the left-most X-Forwarded-For value does not escape the failed-login limit", async () => {
      const results: ApiResponse[] = [];
      for (let i = 0; i < 10; i++) results.push(await login(rig.api, `nobody_${rand()}`, "wrong-password", `172.16.${i}.9, 198.51.100.7`));
      expect(statuses(results)).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
      expect(results[6]?.body).toEqual({ error: expect.stringMatching(TOO_MANY) });
      expect((await login(rig.api, `nobody_${rand()}`, "wrong-password", "172.16.0.9, 198.51.100.8")).status).toBe(401);
    });
  });

  describe("failed logins refuse the source, not the owner", () => {
    // Default per-username limit (10); each request names its client address through the proxy.
    const rig = useRig(engine, { env: { TRUST_PROXY: "1", LOGIN_MAX_FAILURES_PER_USER: "10", LOGIN_MAX_FAILURES_PER_IP: "50" } });

    it("an address failing 10+ times for a username gets 429; the owner from another address signs in", async () => {
      const owner = await rig.api.newUser("owner");
      const attacker = "203.0.113.66";
      const results: ApiResponse[] = [];
      for (let i = 0; i < 12; i++) results.push(await login(rig.api, owner.username, `guess-${i}`, attacker));
      expect(statuses(results)).toEqual([...Array(10).fill(401), 429, 429]);
      expect(results[10]?.body).toEqual({ error: expect.stringMatching(TOO_MANY) });
      expect(Number(results[10]?.headers.get("retry-after"))).toBeGreaterThan(0);
      // The attacker's 429 does not reveal the password: the right one is refused the same way.
      const attackerRight = await login(rig.api, owner.username, owner.password, attacker);
      expect(attackerRight.status).toBe(429);
      expect(attackerRight.text).toBe(results[11]?.text);

      const ownerLogin = await login(rig.api, owner.username, owner.password, "198.51.100.20");
      expect(ownerLogin.status).toBe(200);
      expect(ownerLogin.body).toMatchObject({ username: owner.username, token: expect.any(String) });
      // The owner's success does not lift the attacker's limit.
      expect((await login(rig.api, owner.username, "guess-again", attacker)).status).toBe(429);
    });

    it("failed logins by others do not block the owner's password change", async () => {
      const owner = await rig.api.newUser("pwowner");
      for (let i = 0; i < 11; i++) await login(rig.api, owner.username, `guess-${i}`, "203.0.113.67");
      const res = await rig.api.call("PUT", "/api/settings/password", {
        token: owner.token,
        body: { currentPassword: owner.password, newPassword: "a-new-password-8" },
      });
      expect(res.status).toBe(204);
    });

    it("guesses spread over many addresses slow every attempt down, growing; the right password still signs in", async () => {
      const owner = await rig.api.newUser("spread");
      const timed = async (password: string, xff: string) => {
        const t0 = performance.now();
        const res = await login(rig.api, owner.username, password, xff);
        return { status: res.status, ms: performance.now() - t0 };
      };
      // Ten addresses, one guess each: under every per-source limit, no wait yet.
      const fast = [];
      for (let i = 0; i < 10; i++) fast.push(await timed(`guess-${i}`, `192.0.2.${i + 1}`));
      expect(fast.map((r) => r.status)).toEqual(Array(10).fill(401));
      // Beyond the username's limit: each attempt waits first (0.5 s, then 1 s, ...), still 401.
      const slow1 = await timed("guess-10", "192.0.2.101");
      const slow2 = await timed("guess-11", "192.0.2.102");
      expect(slow1.status).toBe(401);
      expect(slow2.status).toBe(401);
      expect(slow1.ms).toBeGreaterThanOrEqual(450);
      expect(slow2.ms).toBeGreaterThanOrEqual(950);
      // The owner waits too (the wait says nothing about the password), then gets in.
      const ownerLogin = await timed(owner.password, "198.51.100.30");
      expect(ownerLogin.status).toBe(200);
      // Waits are asserted from below only: a busy machine can lengthen them, never shorten them.
      // How long they may grow is the schedule's cap, below.
      expect(ownerLogin.ms).toBeGreaterThanOrEqual(1900);
    });
  });
});
