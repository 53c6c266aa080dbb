/**
 * Issue 31 — single sign-on against a real OpenID provider started here (oidc-provider on
 * loopback: discovery, authorization code + PKCE, signed ID token), over HTTP on both engines:
 * the account is made from preferred_username (unique), found again by (issuer, subject), the
 * token comes from a POST and never from a URL; a wrong state, a replayed callback, a replayed
 * code and a replayed hand-off are refused; sign-up modes and disabled accounts hold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type TestProvider, startTestProvider } from "../support/oidc-provider.js";
import { type AdminHarness, useAdminServer } from "./admin-support.js";
import { expectError, useServer } from "./helpers.js";

/** Cookies of one browser, per origin. */
class Jar {
  private readonly byOrigin = new Map<string, Map<string, string>>();
  store(url: string, res: Response) {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0\b/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(origin, jar);
  }
  header(url: string): string {
    return [...(this.byOrigin.get(new URL(url).origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(url: string, name: string) {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }
}

async function go(jar: Jar, url: string, init: { method?: string; form?: Record<string, string>; accept?: string } = {}) {
  const headers: Record<string, string> = { cookie: jar.header(url), accept: init.accept ?? "text/html" };
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(url, { method: init.method ?? "GET", headers, body, redirect: "manual" });
  jar.store(url, res);
  return res;
}

/**
 * Through the provider's login and consent pages as `login`, until it sends the browser back:
 * answers the callback URL (with the provider's code and the state).
 */
async function atProvider(jar: Jar, authorizeUrl: string, login: string, pvOrigin: string): Promise<string> {
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    const res = await go(jar, url);
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(pvOrigin)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 200)}`);
    const form: Record<string, string> = prompt === "login" ? { prompt, login, password: "anything" } : { prompt };
    const posted = await go(jar, new URL(action, url).href, { method: "POST", form });
    url = new URL(posted.headers.get("location") ?? "", url).href;
  }
  throw new Error("the provider never sent the browser back");
}

interface Browser {
  jar: Jar;
  callback: string;
}

/** Start at ProgressVault, sign in at the provider, and stop before the callback. */
async function beginSignOn(pvOrigin: string, login: string, invite?: string): Promise<Browser> {
  const jar = new Jar();
  const start = await go(jar, `${pvOrigin}/api/auth/oidc/start${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`);
  expect(start.status, await start.clone().text()).toBe(303);
  const authorize = start.headers.get("location") ?? "";
  const params = new URL(authorize).searchParams;
  expect(params.get("code_challenge_method")).toBe("S256");
  expect(params.get("nonce")).toBeTruthy();
  expect(params.get("redirect_uri")).toBe(`${pvOrigin}/api/auth/oidc/callback`);
  return { jar, callback: await atProvider(jar, authorize, login, pvOrigin) };
}

/** The callback, then the hand-off POST the login page makes: the sign-in answer. */
async function finishSignOn(pvOrigin: string, b: Browser) {
  const back = await go(b.jar, b.callback);
  if (back.status !== 303) return { status: back.status, text: await back.text() };
  expect(back.headers.get("location")).toBe("/login?sso=done");
  const res = await go(b.jar, `${pvOrigin}/api/auth/oidc/exchange`, { method: "POST", accept: "application/json" });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as { token?: string; username?: string; error?: string }) : undefined };
}

function providerEnv(provider: TestProvider, env: Record<string, string>) {
  Object.assign(env, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OUTBOUND_ALLOWLIST: provider.issuer,
  });
}

describe.each(ENGINES)("single sign-on (%s)", (engine) => {
  let provider: TestProvider;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    provider = await startTestProvider();
    providerEnv(provider, env);
  });
  afterAll(async () => provider?.close());
  const h: AdminHarness = useAdminServer(engine, env);
  beforeAll(() => provider.attach(`${h.server.url}/api/auth/oidc/callback`));

  it("the login page learns the button's text from GET /api/site", async () => {
    const site = await h.api.call("GET", "/api/site");
    expect(site.body).toMatchObject({ sso: "Single sign-on", authProxy: false });
  });

  it("creates the account from preferred_username, signs it in by POST, and finds it again by issuer and subject", async () => {
    provider.names.set("sub-alice", "Alice.Smith");
    const first = await beginSignOn(h.server.url, "sub-alice");
    // No token of ours in any URL the browser visits: only the provider's code and our state.
    expect([...new URL(first.callback).searchParams.keys()].sort()).toEqual(["code", "iss", "state"]);
    const done = await finishSignOn(h.server.url, first);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ username: "alice-smith", token: expect.any(String) });
    const me = await h.api.call("GET", "/api/auth/me", { token: done.body?.token });
    expect(me.body).toMatchObject({ username: "alice-smith", role: "member" });

    // Again, with another preferred_username: the same account (found by subject, not by name).
    provider.names.set("sub-alice", "someone-else");
    const again = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-alice"));
    expect(again.body?.username).toBe("alice-smith");

    const events = await h.api.call("GET", "/api/admin/events", { token: h.admin.token });
    expect(events.body.events.filter((e: { kind: string; detail: string }) => e.kind === "sign_in" && e.detail === "sso")).toHaveLength(2);
  });

  it("never takes an existing account by its name: a taken preferred_username gets a free one", async () => {
    provider.names.set("sub-mallory", h.admin.username);
    const done = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-mallory"));
    expect(done.status, done.text).toBe(200);
    expect(done.body?.username).toBe(`${h.admin.username}-2`);
  });

  it("refuses a callback whose state is not this browser's (400), and creates nothing", async () => {
    const b = await beginSignOn(h.server.url, "sub-wrong-state");
    const tampered = new URL(b.callback);
    tampered.searchParams.set("state", "not-the-state");
    const res = await go(b.jar, tampered.href, { accept: "application/json" });
    expectError({ status: res.status, headers: res.headers, body: await res.json(), text: "" }, 400, /not started here/);

    // The right state without this browser's cookie: refused as well.
    const stranger = await go(new Jar(), b.callback, { accept: "text/html" });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain("Back to the login page");
    const users = await h.api.call("GET", "/api/admin/users", { token: h.admin.token });
    expect(users.body.map((u: { username: string }) => u.username)).not.toContain("sub-wrong-state");
  });

  it("refuses a replayed callback and a replayed code (400)", async () => {
    const b = await beginSignOn(h.server.url, "sub-replay");
    const stateCookie = b.jar.get(h.server.url, "pv_oidc_state");
    expect((await finishSignOn(h.server.url, b)).status).toBe(200);
    // The same callback again, cookie put back: the sign-on was used up.
    const jar = new Jar();
    const again = await fetch(b.callback, {
      headers: { cookie: `pv_oidc_state=${stateCookie}`, accept: "application/json" },
      redirect: "manual",
    });
    jar.store(b.callback, again);
    expectError({ status: again.status, headers: again.headers, body: await again.json(), text: "" }, 400, /not started here/);

    // The provider's code under a fresh, valid state of this server: the provider refuses it.
    const fresh = await beginSignOn(h.server.url, "sub-replay");
    const mixed = new URL(fresh.callback);
    mixed.searchParams.set("code", new URL(b.callback).searchParams.get("code") ?? "");
    const res = await go(fresh.jar, mixed.href, { accept: "application/json" });
    expectError({ status: res.status, headers: res.headers, body: await res.json(), text: "" }, 400, /did not confirm/);
  });

  it("trades the hand-off code once", async () => {
    const b = await beginSignOn(h.server.url, "sub-handoff");
    const back = await go(b.jar, b.callback);
    const handoff = b.jar.get(h.server.url, "pv_oidc_handoff");
    expect(handoff).toBeTruthy();
    const cookie = `pv_oidc_handoff=${handoff}`;
    const first = await h.api.call("POST", "/api/auth/oidc/exchange", { headers: { cookie } });
    expect(first.status).toBe(200);
    expect(back.status).toBe(303);
    expectError(await h.api.call("POST", "/api/auth/oidc/exchange", { headers: { cookie } }), 400);
    expectError(await h.api.call("POST", "/api/auth/oidc/exchange"), 400);
  });

  it("refuses a disabled account with the login's message", async () => {
    const done = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-disabled"));
    const username = done.body?.username ?? "";
    const patch = await h.api.call("PATCH", `/api/admin/users/${username}`, { token: h.admin.token, body: { disabled: true } });
    expect(patch.status).toBe(200);
    const refused = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-disabled"));
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("This account is disabled");
  });
});

describe.each(ENGINES)("single sign-on and the sign-up mode (%s)", (engine) => {
  describe("closed", () => {
    let provider: TestProvider;
    const env: Record<string, string> = { SIGNUP_MODE: "closed" };
    beforeAll(async () => {
      provider = await startTestProvider();
      providerEnv(provider, env);
    });
    afterAll(async () => provider?.close());
    const h = useAdminServer(engine, env);
    beforeAll(() => provider.attach(`${h.server.url}/api/auth/oidc/callback`));

    it("refuses a new account (403) and makes none", async () => {
      const res = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-newcomer"));
      expect(res.status).toBe(403);
      expect(res.text).toContain("Sign-ups are closed on this server");
      const users = await h.api.call("GET", "/api/admin/users", { token: h.admin.token });
      expect(users.body).toHaveLength(1);
    });
  });

  describe("invite", () => {
    let provider: TestProvider;
    const env: Record<string, string> = { SIGNUP_MODE: "invite" };
    beforeAll(async () => {
      provider = await startTestProvider();
      providerEnv(provider, env);
    });
    afterAll(async () => provider?.close());
    const h = useAdminServer(engine, env);
    beforeAll(() => provider.attach(`${h.server.url}/api/auth/oidc/callback`));

    it("needs an invitation, redeemed once through the sign-on", async () => {
      const without = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-guest"));
      expect(without.status).toBe(403);
      expect(without.text).toContain("An invitation is needed to sign up here");

      const invite = await h.api.call("POST", "/api/admin/invites", { token: h.admin.token, body: {} });
      const code = invite.body.code as string;
      const withCode = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-guest", code));
      expect(withCode.status, withCode.text).toBe(200);
      expect(withCode.body?.username).toBe("sub-guest");

      const reused = await finishSignOn(h.server.url, await beginSignOn(h.server.url, "sub-other-guest", code));
      expect(reused.status).toBe(403);
    });
  });
});

describe("single sign-on not set up", () => {
  const h = useServer("sqlite");
  it("answers 404 at its routes and null in GET /api/site", async () => {
    expectError(await h.api.call("GET", "/api/auth/oidc/start"), 404, "Single sign-on is not set up on this server");
    expectError(await h.api.call("GET", "/api/auth/oidc/callback?code=x&state=y"), 404);
    expectError(await h.api.call("POST", "/api/auth/oidc/exchange"), 404);
    expect((await h.api.call("GET", "/api/site")).body).toMatchObject({ sso: null, authProxy: false });
  });
});

describe("single sign-on not set up sets no cookie", () => {
  const h = useServer("sqlite");
  it("on any of its routes", async () => {
    for (const [method, path] of [
      ["GET", "/api/auth/oidc/start"],
      ["GET", "/api/auth/oidc/callback?code=x&state=y"],
      ["POST", "/api/auth/oidc/exchange"],
    ] as const) {
      const res = await h.api.call(method, path, { headers: { cookie: "pv_oidc_state=y; pv_oidc_handoff=z" } });
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
  });
});
