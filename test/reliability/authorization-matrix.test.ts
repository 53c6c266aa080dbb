/**
 * Issue 9 §1 — the authorization matrix. Every route the server registers (read from the
 * server: support/inventory.ts) × {anonymous, owner, another signed-in user, a revoked token,
 * an expired token}, on the owner's private goal and on their public one where the route names
 * a goal. A route without a row here fails the first test.
 *
 * Beyond the status: a refused call leaves the whole database unchanged; another user's ids
 * answer exactly what an id nobody has answers (404, never 403: existence does not leak); and
 * a private goal — its journal, its likes, its slug — shows up nowhere but in its owner's calls.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "../support/client.js";
import { ENGINES } from "../support/server.js";
import { type DbSnapshot, rowsMentioning, snapshotDb } from "./support/db-snapshot.js";
import { hashToken, newToken } from "../../src/server/auth/tokens.js";
import { type Api, UNKNOWN_ID, type User, login, rand, useRig } from "./support/world.js";

const PRINCIPALS = ["anonymous", "owner", "other", "revoked", "expired"] as const;
type Principal = (typeof PRINCIPALS)[number];
type Target = "private" | "public";

/** What one call works on: a goal of the owner's with one entry, and the people involved. */
interface Fx {
  goal: string;
  entry: string;
  slug: string;
  title: string;
  username: string;
}

interface Ctx {
  api: Api;
  /** The user whose token this call carries (for anonymous and dead tokens: the owner). */
  actor: User;
  owner: User;
  fx: Fx;
  /** The title of the owner's private goal, which no one else may ever see. */
  privateTitle: string;
}

type Expect = Record<Principal, number>;
const ALL = (status: number): Expect => ({ anonymous: status, owner: status, other: status, revoked: status, expired: status });
/** Signed-in route: 401 without a live token, `owner` for the owner, `other` for anyone else. */
const SIGNED_IN = (owner: number, other: number): Expect => ({ anonymous: 401, owner, other, revoked: 401, expired: 401 });

interface Row {
  /** "METHOD /route" exactly as the server registers it. */
  route: string;
  /** Run once per goal visibility when the route names a goal, entry or slug. */
  targets?: readonly Target[];
  expect: Expect | ((target: Target | undefined) => Expect);
  call(ctx: Ctx, token: string | undefined): Promise<ApiResponse<any>>;
  /**
   * The acting user needs resources of their own that the call uses up: a fresh goal of the
   * owner's, a fresh login token, or a whole fresh account.
   */
  fresh?: "goal" | "token" | "user";
  /** A successful call by someone other than the owner may change the owner's rows (a like). */
  touchesOwner?: boolean;
  check?(res: ApiResponse<any>, c: { principal: Principal; target: Target | undefined; ctx: Ctx }): void;
  /** A page, not an API call: a refusal is the app's HTML page (with its status), not JSON. */
  page?: boolean;
}

const BOTH: readonly Target[] = ["private", "public"];
const exportDoc = (goals: unknown[] = [], entries: unknown[] = [], likes: unknown[] = []) => ({
  format: "progressvault-export",
  version: 1,
  goals,
  entries,
  likes,
});
const LOOP = {
  habits: "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Stretch,,,1,1,#fff\n",
  checkmarks: "Date,Stretch,\n2024-01-02,2,\n",
};

/** The owner's webhook (made before the rows run): the routes that name a webhook use it. */
const ownerHook = { id: "" };

const rows: Row[] = [
  // ---- public, no account needed -------------------------------------------------------
  { route: "GET /api/health", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/health", { token }) },
  { route: "GET /api/site", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/site", { token }) },
  { route: "GET /api/openapi.json", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/openapi.json", { token }) },
  { route: "GET /api/metrics", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/metrics", { token }) },
  { route: "GET /api/docs", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/docs", { token }) },
  { route: "GET /api/docs/json", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/docs/json", { token }) },
  { route: "GET /api/docs/yaml", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/docs/yaml", { token }) },
  // Redirects to /api/docs/ (fetch follows it).
  {
    route: "GET /api/docs/static/index.html",
    expect: ALL(200),
    call: ({ api }, token) => api.call("GET", "/api/docs/static/index.html", { token }),
  },
  {
    route: "GET /api/docs/static/swagger-initializer.js",
    expect: ALL(200),
    call: ({ api }, token) => api.call("GET", "/api/docs/static/swagger-initializer.js", { token }),
  },
  {
    route: "GET /api/docs/static/*",
    expect: ALL(200),
    call: ({ api }, token) => api.call("GET", "/api/docs/static/swagger-ui.css", { token }),
  },
  {
    route: "GET /",
    expect: ALL(200),
    call: ({ api }, token) => api.call("GET", "/", { token }),
    check: (res) => expect(res.text).toContain('<div id="root">'),
  },
  { route: "GET /index.html", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/index.html", { token }) },
  { route: "GET /assets/app.js", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/assets/app.js", { token }) },
  {
    route: "GET /:username/:slug",
    targets: BOTH,
    // A private goal's page is "not found" for everyone, its owner too (issue 15: a real 404).
    expect: (target) => ALL(target === "private" ? 404 : 200),
    page: true,
    call: ({ api, fx }, token) => api.call("GET", `/${fx.username}/${fx.slug}`, { token }),
    // The HTML page itself is public, but a private goal's title never reaches its head.
    check: (res, { target, ctx }) => {
      if (target === "private") expect(res.text).not.toContain(ctx.fx.title);
      else expect(res.text).toContain(ctx.fx.title);
    },
  },
  {
    route: "GET /api/goals/public",
    expect: ALL(200),
    call: ({ api }, token) => api.call("GET", "/api/goals/public", { token }),
    check: (res, { ctx }) => expect(res.text).not.toContain(ctx.privateTitle),
  },
  {
    route: "GET /api/goals/public/:username/:slug/history",
    targets: BOTH,
    expect: (t) => ALL(t === "public" ? 200 : 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/public/${fx.username}/${fx.slug}/history?tz=UTC`, { token }),
  },
  {
    route: "GET /api/goals/public/:username/:slug",
    targets: BOTH,
    expect: (t) => ALL(t === "public" ? 200 : 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/public/${fx.username}/${fx.slug}`, { token }),
    check: (res, { target, ctx }) => {
      if (target === "public") expect(res.body.journal.map((e: any) => e.id)).toContain(ctx.fx.entry);
    },
  },
  {
    route: "GET /api/goals/public/:username/:slug/og.png",
    targets: BOTH,
    // The link-preview picture exists only for a public goal, whoever asks (issue 15 item 12).
    expect: (t) => ALL(t === "public" ? 200 : 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/public/${fx.username}/${fx.slug}/og.png`, { token }),
    check: (res, { target }) => {
      if (target === "public") expect(res.headers.get("content-type")).toBe("image/png");
    },
  },
  {
    route: "POST /api/auth/signup",
    expect: ALL(201),
    call: ({ api }, token) =>
      api.call("POST", "/api/auth/signup", { token, body: { username: `m_${rand()}`, password: "correct-horse-1" } }),
  },
  {
    route: "POST /api/auth/login",
    expect: ALL(200),
    // A dead token in the header does not stop anyone signing in afresh.
    call: ({ api, actor }, token) =>
      api.call("POST", "/api/auth/login", { token, body: { username: actor.username, password: actor.password } }),
    check: (res, { ctx }) => expect(res.body.username).toBe(ctx.actor.username),
    touchesOwner: true, // a new session row of the actor's
  },

  // ---- signed in, no ids -------------------------------------------------------------
  {
    route: "POST /api/auth/logout",
    expect: SIGNED_IN(204, 204),
    fresh: "token",
    call: ({ api }, token) => api.call("POST", "/api/auth/logout", { token }),
  },
  {
    route: "GET /api/auth/me",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/auth/me", { token }),
    check: (res, { ctx }) => expect(res.body.username).toBe(ctx.actor.username),
  },
  {
    route: "GET /api/auth/sessions",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/auth/sessions", { token }),
    check: (res) => expect(res.body.filter((s: any) => s.current)).toHaveLength(1),
  },
  {
    route: "DELETE /api/auth/sessions/:id",
    // Ending another account's session is test/integration/sessions.test.ts (the setup writes rows).
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/auth/sessions/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "GET /api/goals",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/goals", { token }),
    check: (res, { principal, ctx }) => {
      if (principal === "owner") expect(res.text).toContain(ctx.fx.goal);
      else expect(res.text).not.toContain(ctx.owner.username);
    },
  },
  {
    route: "POST /api/goals",
    expect: SIGNED_IN(201, 201),
    call: ({ api }, token) =>
      api.call("POST", "/api/goals", { token, body: { title: "Made here", category: "general", timeframe: "daily" } }),
    check: (res, { ctx }) => expect(res.body.username).toBe(ctx.actor.username),
  },
  {
    route: "GET /api/groups",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/groups", { token }),
  },
  {
    route: "POST /api/groups",
    expect: SIGNED_IN(201, 201),
    call: ({ api }, token) => api.call("POST", "/api/groups", { token, body: { name: `Made here ${rand()}` } }),
  },
  {
    // Another user's group answering 404 as an unknown one is test/integration/groups.test.ts
    // (the fixture has no group).
    route: "PATCH /api/groups/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("PATCH", `/api/groups/${UNKNOWN_ID}`, { token, body: { name: "Renamed" } }),
  },
  {
    route: "DELETE /api/groups/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/groups/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "GET /api/settings/preferences",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/settings/preferences", { token }),
  },
  {
    route: "PATCH /api/settings/preferences",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("PATCH", "/api/settings/preferences", { token, body: { week_start: "sunday" } }),
  },
  {
    route: "GET /api/journal",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/journal?goal_id=${fx.goal}`, { token }),
    check: (res, { ctx }) => expect(res.body.map((e: any) => e.id)).toContain(ctx.fx.entry),
  },
  {
    route: "GET /api/analytics",
    targets: BOTH,
    expect: SIGNED_IN(200, 200),
    // Another user's goal id asks for nothing: the summary covers the caller's own goals only.
    call: ({ api, fx }, token) => api.call("GET", `/api/analytics?goals=${fx.goal}`, { token }),
    check: (res, { principal, ctx }) => {
      expect(res.body.count).toBe(principal === "owner" ? 1 : 0);
      if (principal !== "owner") expect(res.text).not.toContain(ctx.fx.title);
    },
  },
  {
    route: "GET /api/analytics/habits",
    targets: BOTH,
    expect: SIGNED_IN(200, 200),
    // As GET /api/analytics: another user's goal id asks for nothing (the fixture's goal is a progress goal, no habit).
    call: ({ api, fx }, token) => api.call("GET", `/api/analytics/habits?goals=${fx.goal}`, { token }),
    check: (res, { principal, ctx }) => {
      expect(res.body.habits).toEqual([]);
      if (principal !== "owner") expect(res.text).not.toContain(ctx.fx.title);
    },
  },
  {
    route: "PUT /api/settings/password",
    expect: SIGNED_IN(204, 204),
    fresh: "user",
    call: ({ api, actor }, token) =>
      api.call("PUT", "/api/settings/password", { token, body: { currentPassword: actor.password, newPassword: "brand-new-pass-2" } }),
  },
  // Single sign-on and the proxy sign-in are not set up on this server: 404 for everyone, a token changes nothing
  // (with them set up: test/integration/oidc.test.ts and test/integration/auth-proxy.test.ts).
  { route: "GET /api/auth/oidc/start", expect: ALL(404), call: ({ api }, token) => api.call("GET", "/api/auth/oidc/start", { token }) },
  {
    route: "GET /api/auth/oidc/callback",
    expect: ALL(404),
    call: ({ api }, token) => api.call("GET", "/api/auth/oidc/callback?code=made-up&state=made-up", { token }),
  },
  {
    route: "POST /api/auth/oidc/exchange",
    expect: ALL(404),
    call: ({ api }, token) => api.call("POST", "/api/auth/oidc/exchange", { token }),
  },
  { route: "POST /api/auth/proxy", expect: ALL(404), call: ({ api }, token) => api.call("POST", "/api/auth/proxy", { token }) },
  {
    route: "GET /api/auth/sign-ins",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/auth/sign-ins", { token }),
  },
  {
    route: "POST /api/auth/reset",
    // A made-up link is refused the same for everyone; a token in the header changes nothing.
    expect: ALL(400),
    call: ({ api }, token) => api.call("POST", "/api/auth/reset", { token, body: { token: "made-up", newPassword: "brand-new-pass-2" } }),
  },

  // ---- admin (issue 31): the owner is the server's first account, so its admin; others are members
  { route: "GET /api/admin/users", expect: SIGNED_IN(200, 403), call: ({ api }, token) => api.call("GET", "/api/admin/users", { token }) },
  {
    route: "PATCH /api/admin/users/:username",
    expect: SIGNED_IN(200, 403),
    call: ({ api, actor }, token) => api.call("PATCH", `/api/admin/users/${actor.username}`, { token, body: { disabled: false } }),
  },
  {
    route: "DELETE /api/admin/users/:username",
    expect: SIGNED_IN(404, 403),
    call: ({ api }, token) => api.call("DELETE", "/api/admin/users/nobody_at_all", { token }),
  },
  {
    route: "POST /api/admin/users/:username/reset-link",
    expect: SIGNED_IN(201, 403),
    call: ({ api, actor }, token) => api.call("POST", `/api/admin/users/${actor.username}/reset-link`, { token }),
  },
  {
    route: "POST /api/admin/invites",
    expect: SIGNED_IN(201, 403),
    call: ({ api }, token) => api.call("POST", "/api/admin/invites", { token, body: {} }),
  },
  {
    route: "GET /api/admin/invites",
    expect: SIGNED_IN(200, 403),
    call: ({ api }, token) => api.call("GET", "/api/admin/invites", { token }),
  },
  {
    route: "GET /api/admin/events",
    expect: SIGNED_IN(200, 403),
    call: ({ api }, token) => api.call("GET", "/api/admin/events", { token }),
  },
  {
    route: "DELETE /api/admin/invites/:code",
    expect: SIGNED_IN(404, 403),
    call: ({ api }, token) => api.call("DELETE", `/api/admin/invites/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "DELETE /api/settings",
    expect: SIGNED_IN(204, 204),
    fresh: "user",
    call: ({ api }, token) => api.call("DELETE", "/api/settings", { token }),
  },
  {
    route: "POST /api/coach/chat",
    targets: BOTH,
    expect: SIGNED_IN(200, 200),
    // Naming another user's goal as the focus gets the caller's own coach, nothing of that goal.
    call: ({ api, fx }, token) =>
      api.call("POST", "/api/coach/chat", {
        token,
        body: { messages: [{ role: "user", content: "How am I doing?" }], focusGoalId: fx.goal },
      }),
    check: (res, { principal, ctx }) => {
      if (principal !== "owner") {
        expect(res.text).not.toContain(ctx.fx.title);
        expect(res.body.focusGoalId).not.toBe(ctx.fx.goal);
      }
    },
  },
  {
    route: "GET /api/export",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/export", { token }),
    check: (res, { principal, ctx }) => {
      if (principal === "owner") expect(res.text).toContain(ctx.fx.goal);
      else {
        expect(res.text).not.toContain(ctx.fx.goal);
        expect(res.text).not.toContain(ctx.privateTitle);
      }
    },
  },
  {
    route: "POST /api/import",
    targets: BOTH,
    // Another account's goal id in a file is imported like an unknown id (as a new goal of the
    // importer's, no existence oracle), and the owner's goal stays untouched (checked below).
    expect: SIGNED_IN(200, 200),
    check: (res, { principal, ctx }) => {
      if (principal === "other") expect(res.text).not.toContain(ctx.fx.goal);
    },
    call: ({ api, fx }, token) =>
      api.call("POST", "/api/import", {
        token,
        body: exportDoc([
          {
            id: fx.goal,
            title: "Overwritten by import",
            category: "general",
            timeframe: "daily",
            created_at: "2024-01-01T00:00:00.000Z",
            updated_at: "2024-01-01T00:00:00.000Z",
          },
        ]),
      }),
    fresh: "goal",
  },
  {
    route: "POST /api/import/loop",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("POST", "/api/import/loop", { token, body: LOOP }),
    check: (res) => expect(res.body.habits).toBe(1),
  },

  // ---- signed in, on the owner's goal or entry -------------------------------------------
  {
    route: "GET /api/goals/:id",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/${fx.goal}`, { token }),
    check: (res, { ctx }) => expect(res.body.journal.map((e: any) => e.id)).toEqual([ctx.fx.entry]),
  },
  {
    route: "PATCH /api/goals/:id",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    fresh: "goal",
    call: ({ api, fx }, token) => api.call("PATCH", `/api/goals/${fx.goal}`, { token, body: { title: "Edited", slug: `taken-${rand()}` } }),
  },
  {
    route: "PUT /api/goals/order",
    targets: BOTH,
    expect: SIGNED_IN(204, 404),
    call: ({ api, fx }, token) => api.call("PUT", "/api/goals/order", { token, body: { ids: [fx.goal] } }),
  },
  {
    route: "PATCH /api/goals/:id/public",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    fresh: "goal",
    call: ({ api, fx }, token) =>
      api.call("PATCH", `/api/goals/${fx.goal}/public`, { token, body: { public: true, slug: `flip-${rand()}` } }),
  },
  {
    // The fixture's goal is live, so nobody has a deleted goal to restore: the owner's own
    // successful restore is tested in test/integration/goal-restore.test.ts.
    route: "POST /api/goals/:id/restore",
    targets: BOTH,
    expect: SIGNED_IN(404, 404),
    call: ({ api, fx }, token) => api.call("POST", `/api/goals/${fx.goal}/restore`, { token }),
  },
  {
    route: "PUT /api/goals/:id/reminder",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) =>
      api.call("PUT", `/api/goals/${fx.goal}/reminder`, { token, body: { time: "07:30", days: [1, 3], time_zone: "Europe/Paris" } }),
  },
  {
    route: "POST /api/calendar/token",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("POST", "/api/calendar/token", { token }),
  },
  {
    // The feed's secret address is its only credential: an unknown one is a 404 whoever asks.
    route: "GET /api/calendar/:file",
    expect: ALL(404),
    call: ({ api }, token) => api.call("GET", `/api/calendar/${"x".repeat(43)}.ics`, { token }),
  },
  // ---- issue 32: personal API tokens and check-in links ---------------------------------
  {
    route: "POST /api/tokens",
    expect: SIGNED_IN(201, 201),
    call: ({ api }, token) => api.call("POST", "/api/tokens", { token, body: { name: `matrix ${rand()}`, scope: "read" } }),
  },
  { route: "GET /api/tokens", expect: SIGNED_IN(200, 200), call: ({ api }, token) => api.call("GET", "/api/tokens", { token }) },
  {
    // Revoking another account's token is test/integration/api-tokens.test.ts.
    route: "DELETE /api/tokens/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/tokens/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "POST /api/goals/:id/checkin-links",
    targets: BOTH,
    expect: SIGNED_IN(201, 404),
    call: ({ api, fx }, token) => api.call("POST", `/api/goals/${fx.goal}/checkin-links`, { token, body: { name: "matrix" } }),
  },
  {
    route: "GET /api/goals/:id/checkin-links",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/${fx.goal}/checkin-links`, { token }),
  },
  {
    // Revoking another account's link is test/integration/checkin-links.test.ts.
    route: "DELETE /api/checkin-links/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/checkin-links/${UNKNOWN_ID}`, { token }),
  },
  {
    // A check-in link's secret address is its only credential: an unknown one is a 404 whoever asks.
    route: "GET /api/checkin/:secret",
    expect: ALL(404),
    call: ({ api }, token) => api.call("GET", `/api/checkin/${"x".repeat(43)}`, { token }),
  },
  {
    route: "POST /api/checkin/:secret",
    expect: ALL(404),
    call: ({ api }, token) => api.call("POST", `/api/checkin/${"x".repeat(43)}`, { token }),
  },
  {
    // Only a personal API token signs in here (decision 057): a session's, live or dead, is 401.
    // A token's own calls are test/integration/mcp.test.ts.
    route: "POST /api/mcp",
    expect: ALL(401),
    call: ({ api }, token) => api.call("POST", "/api/mcp", { token, body: { jsonrpc: "2.0", id: 1, method: "tools/list" } }),
  },
  // Stateless: no session to end, no event stream to open, whoever asks.
  { route: "GET /api/mcp", expect: ALL(405), call: ({ api }, token) => api.call("GET", "/api/mcp", { token }) },
  { route: "DELETE /api/mcp", expect: ALL(405), call: ({ api }, token) => api.call("DELETE", "/api/mcp", { token }) },
  // ---- issue 32: webhooks ----------------------------------------------------------------
  {
    // An address that passes the guarded client's check without DNS; nothing is ever sent here.
    route: "POST /api/webhooks",
    expect: SIGNED_IN(201, 201),
    call: ({ api }, token) =>
      api.call("POST", "/api/webhooks", { token, body: { url: `https://93.184.215.14/matrix/${rand()}`, events: ["goal.deleted"] } }),
  },
  { route: "GET /api/webhooks", expect: SIGNED_IN(200, 200), call: ({ api }, token) => api.call("GET", "/api/webhooks", { token }) },
  {
    // Deleting another account's webhook is test/integration/webhooks.test.ts.
    route: "DELETE /api/webhooks/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/webhooks/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "POST /api/webhooks/:id/test",
    expect: SIGNED_IN(202, 404),
    call: ({ api, fx }, token) => api.call("POST", `/api/webhooks/${fx.goal === UNKNOWN_ID ? UNKNOWN_ID : ownerHook.id}/test`, { token }),
  },
  {
    route: "GET /api/webhooks/:id/deliveries",
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) =>
      api.call("GET", `/api/webhooks/${fx.goal === UNKNOWN_ID ? UNKNOWN_ID : ownerHook.id}/deliveries`, { token }),
  },
  // ---- issue 32: e-mail (not set up on this rig: a signed-in call answers 404, as on such a server) ----
  // Another account's address and link are test/integration/authorization.test.ts and mail.test.ts.
  {
    route: "GET /api/account/email",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("GET", "/api/account/email", { token }),
  },
  {
    route: "PUT /api/account/email",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("PUT", "/api/account/email", { token, body: { address: `m-${rand()}@example.org` } }),
  },
  {
    route: "PATCH /api/account/email",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("PATCH", "/api/account/email", { token, body: { weekly_summary: true } }),
  },
  {
    route: "DELETE /api/account/email",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", "/api/account/email", { token }),
  },
  {
    route: "POST /api/account/email/confirm",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("POST", "/api/account/email/confirm", { token, body: { token: "A".repeat(43) } }),
  },
  {
    route: "POST /api/auth/forgot",
    expect: ALL(404),
    call: ({ api }, token) => api.call("POST", "/api/auth/forgot", { token, body: { email: `f-${rand()}@example.org` } }),
  },
  {
    // A summary's unsubscribe link is its own credential (a token, no sign-in); no mail on this rig: 404.
    // Its tokens, GET changing nothing and the rate limit are test/integration/mail-weekly.test.ts.
    route: "GET /api/mail/unsubscribe",
    expect: ALL(404),
    call: ({ api }, token) => api.call("GET", `/api/mail/unsubscribe?token=${"u".repeat(43)}`, { token }),
  },
  {
    route: "POST /api/mail/unsubscribe",
    expect: ALL(404),
    call: ({ api }, token) => api.call("POST", `/api/mail/unsubscribe?token=${"u".repeat(43)}`, { token }),
  },
  // ---- issue 32: notification channels -------------------------------------------------------
  {
    // An address that passes the guarded client's check without DNS; nothing is sent by adding it.
    route: "POST /api/notifications/channels",
    expect: SIGNED_IN(201, 201),
    call: ({ api }, token) =>
      api.call("POST", "/api/notifications/channels", { token, body: { type: "webhook", target: `https://93.184.215.14/n/${rand()}` } }),
  },
  {
    // Each user's own nudge settings (issue 32); another user's are never named, so never reachable.
    route: "GET /api/notifications/nudges",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/notifications/nudges", { token }),
  },
  {
    route: "PATCH /api/notifications/nudges",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("PATCH", "/api/notifications/nudges", { token, body: { behind_pace: true } }),
  },
  {
    route: "GET /api/notifications/channels",
    expect: SIGNED_IN(200, 200),
    call: ({ api }, token) => api.call("GET", "/api/notifications/channels", { token }),
  },
  {
    // Another account's channel is test/integration/authorization.test.ts (404, like an unknown one).
    route: "DELETE /api/notifications/channels/:id",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("DELETE", `/api/notifications/channels/${UNKNOWN_ID}`, { token }),
  },
  {
    route: "POST /api/notifications/channels/:id/test",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) => api.call("POST", `/api/notifications/channels/${UNKNOWN_ID}/test`, { token }),
  },
  { route: "GET /api/push/public-key", expect: ALL(200), call: ({ api }, token) => api.call("GET", "/api/push/public-key", { token }) },
  {
    // A fresh account: the owner keeps no subscription, so POST /api/push/test sends nowhere.
    route: "POST /api/push/subscriptions",
    expect: SIGNED_IN(201, 201),
    fresh: "user",
    call: ({ api }, token) =>
      api.call("POST", "/api/push/subscriptions", {
        token,
        body: { endpoint: `https://93.184.215.14/push/${rand()}`, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
      }),
  },
  {
    route: "DELETE /api/push/subscriptions",
    expect: SIGNED_IN(404, 404),
    call: ({ api }, token) =>
      api.call("DELETE", "/api/push/subscriptions", { token, body: { endpoint: `https://93.184.215.14/push/${rand()}` } }),
  },
  { route: "POST /api/push/test", expect: SIGNED_IN(202, 202), call: ({ api }, token) => api.call("POST", "/api/push/test", { token }) },
  {
    route: "DELETE /api/goals/:id",
    targets: BOTH,
    expect: SIGNED_IN(204, 404),
    fresh: "goal",
    call: ({ api, fx }, token) => api.call("DELETE", `/api/goals/${fx.goal}`, { token }),
  },
  {
    route: "GET /api/goals/:id/history",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/${fx.goal}/history?tz=UTC`, { token }),
    check: (res, { principal }) => {
      if (principal === "owner") expect(res.body.days).toHaveLength(1);
    },
  },
  {
    route: "GET /api/goals/:id/pauses",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    call: ({ api, fx }, token) => api.call("GET", `/api/goals/${fx.goal}/pauses`, { token }),
    check: (res, { principal }) => {
      if (principal === "owner") expect(res.body).toEqual([]);
    },
  },
  {
    route: "POST /api/goals/:id/pauses",
    targets: BOTH,
    expect: SIGNED_IN(201, 404),
    fresh: "goal",
    call: ({ api, fx }, token) =>
      api.call("POST", `/api/goals/${fx.goal}/pauses`, { token, body: { from: "2026-12-24", to: "2027-01-02" } }),
  },
  {
    // Nobody but the owner reaches the goal's pauses: others get the unknown goal's answer.
    route: "DELETE /api/goals/:id/pauses/:pauseId",
    targets: BOTH,
    expect: SIGNED_IN(404, 404),
    call: ({ api, fx }, token) => api.call("DELETE", `/api/goals/${fx.goal}/pauses/${fx.entry}`, { token }),
    check: (res, { principal }) => expect(res.body.error).toBe(principal === "owner" ? "Pause not found" : "Goal not found"),
  },
  {
    route: "POST /api/journal",
    targets: BOTH,
    expect: SIGNED_IN(201, 404),
    fresh: "goal",
    call: ({ api, fx }, token) =>
      api.call("POST", "/api/journal", { token, body: { goal_id: fx.goal, note: "from outside", progress: 99 } }),
  },
  {
    route: "PATCH /api/journal/:id",
    targets: BOTH,
    expect: SIGNED_IN(200, 404),
    fresh: "goal",
    call: ({ api, fx }, token) => api.call("PATCH", `/api/journal/${fx.entry}`, { token, body: { note: "edited", progress: 64 } }),
  },
  {
    route: "DELETE /api/journal/:id",
    targets: BOTH,
    expect: SIGNED_IN(204, 404),
    fresh: "goal",
    call: ({ api, fx }, token) => api.call("DELETE", `/api/journal/${fx.entry}`, { token }),
  },
  {
    // The fixture's entry is live, so there is nothing to restore, for anyone: a refusal that
    // writes nothing. The owner's restore of a deleted entry (and another user's 404 for it) is
    // test/integration/journal-restore.test.ts.
    route: "POST /api/journal/:id/restore",
    targets: BOTH,
    expect: SIGNED_IN(404, 404),
    call: ({ api, fx }, token) => api.call("POST", `/api/journal/${fx.entry}/restore`, { token }),
  },
  {
    route: "POST /api/likes/:username/:slug",
    targets: BOTH,
    // Anyone signed in may like a public goal; a private one is not found, even by its owner.
    expect: (t) => (t === "public" ? SIGNED_IN(200, 200) : SIGNED_IN(404, 404)),
    touchesOwner: true,
    call: ({ api, fx }, token) => api.call("POST", `/api/likes/${fx.username}/${fx.slug}`, { token, body: { like: true } }),
  },
];

describe.each(ENGINES)("authorization matrix (%s)", (engine) => {
  const rig = useRig(engine, { web: true });
  let owner: User;
  let other: User;
  const tokens = {} as Record<"revoked" | "expired", string>;
  const targets = {} as Record<Target, Fx>;

  async function newUser(prefix: string): Promise<User> {
    return rig.api.newUser(prefix);
  }

  /** A goal of `user` with one entry; private ones once had a slug (published, then hidden). */
  async function makeGoal(user: User, target: Target): Promise<Fx> {
    const title = `${target === "private" ? "PRIVATE" : "PUBLIC"}-${rand()}`;
    const goal = await rig.api.newGoal(user.token, { title, description: `${title} description`, motivation: `${title} why` });
    const entry = await rig.api.call("POST", "/api/journal", {
      token: user.token,
      body: { goal_id: goal.id, note: `${title} note`, progress: 30 },
    });
    const slug = `${target}-${rand()}`;
    const pub = await rig.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: user.token, body: { public: true, slug } });
    expect(pub.status).toBe(200);
    if (target === "private") {
      const hide = await rig.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: user.token, body: { public: false } });
      expect(hide.body).toMatchObject({ public: false, slug });
    }
    return { goal: goal.id, entry: entry.body.id, slug, title, username: user.username };
  }

  /**
   * A token of the owner's whose session is past its expiry, as TOKEN_TTL_DAYS would leave it.
   * Made fresh for each case, so that a call which wrongly accepted it cannot use it up.
   */
  async function expiredToken(): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await rig.server.deps.db.db
      .insertInto("sessions")
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        user_id: ownerId,
        created_at: new Date(now - 31 * 86_400_000).toISOString(),
        expires_at: new Date(now - 60_000).toISOString(),
      })
      .execute();
    return token;
  }

  beforeAll(async () => {
    owner = await newUser("owner");
    other = await newUser("other");
    targets.private = await makeGoal(owner, "private");
    targets.public = await makeGoal(owner, "public");
    // Someone else liked the public goal, and the private one while it was public.
    const fan = await newUser("fan");
    await rig.api.call("POST", `/api/likes/${owner.username}/${targets.public.slug}`, { token: fan.token, body: { like: true } });
    await rig.api.newGoal(other.token, { title: "Other's own goal" });

    ownerId = (
      await rig.server.deps.db.db.selectFrom("users").select("id").where("username", "=", owner.username).executeTakeFirstOrThrow()
    ).id;
    tokens.revoked = await login(rig.api, owner.username, owner.password);
    expect((await rig.api.call("POST", "/api/auth/logout", { token: tokens.revoked })).status).toBe(204);
    tokens.expired = await expiredToken();
    const hook = await rig.api.call<{ id: string }>("POST", "/api/webhooks", {
      token: owner.token,
      body: { url: "https://93.184.215.14/matrix/owner", events: ["checkin.deleted"] },
    });
    expect(hook.status).toBe(201);
    ownerHook.id = hook.body.id;
  });

  it("has a row for every route the server registers, and no row for a route it lacks", () => {
    const served = rig.routes.map((r) => r.key);
    expect(served.length).toBeGreaterThan(20);
    const table = rows.map((r) => r.route);
    expect(
      served.filter((r) => !table.includes(r)),
      "routes without a row in the matrix",
    ).toEqual([]);
    expect(
      table.filter((r) => !served.includes(r)),
      "rows for routes the server does not have",
    ).toEqual([]);
  });

  let ownerId = "";
  /** The owner's own rows across every table, to show an outsider's call changed none. */
  const ownerRows = (snap: DbSnapshot) => rowsMentioning(snap, [ownerId, targets.private.goal, targets.public.goal]);

  const cases = rows.flatMap((row) =>
    (row.targets ?? [undefined]).flatMap((target) =>
      PRINCIPALS.map((principal) => ({ name: `${row.route}${target ? ` [${target} goal]` : ""} as ${principal}`, row, target, principal })),
    ),
  );

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, { row, target, principal }) => {
    const expected = (typeof row.expect === "function" ? row.expect(target) : row.expect)[principal];
    let fx = targets[target ?? "public"];
    let actor = principal === "other" ? other : owner;
    let token: string | undefined =
      principal === "anonymous" ? undefined : principal === "owner" ? owner.token : principal === "other" ? other.token : tokens[principal];
    if (principal === "expired") token = await expiredToken();

    // Calls that use something up get their own: the shared fixtures stay intact.
    const live = principal === "owner" || principal === "other";
    if (live && row.fresh === "user") {
      actor = await newUser("fresh");
      token = actor.token;
    } else if (live && row.fresh === "token") {
      token = await login(rig.api, actor.username, actor.password);
    } else if (principal === "owner" && row.fresh === "goal") {
      fx = await makeGoal(owner, target ?? "public");
    }
    const ctx: Ctx = { api: rig.api, actor, owner, fx, privateTitle: targets.private.title };

    const dbBefore = await snapshotDb(rig.server.deps.db.db);
    const res = await row.call(ctx, token);
    const dbAfter = await snapshotDb(rig.server.deps.db.db);
    expect({ status: res.status, body: res.status >= 400 ? res.body : "(ok)" }).toMatchObject({ status: expected });

    if (res.status >= 400 && row.page) {
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.text).not.toContain(targets.private.title);
      expect(dbAfter).toEqual(dbBefore);
    } else if (res.status >= 400) {
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(Object.keys(res.body)).toEqual(["error"]);
      // A refused call wrote nothing at all.
      expect(dbAfter).toEqual(dbBefore);
    } else {
      row.check?.(res, { principal, target, ctx });
      if (principal !== "owner" && !row.touchesOwner) expect(ownerRows(dbAfter)).toEqual(ownerRows(dbBefore));
    }

    // Another user's object answers exactly like an object nobody has: no 403, no hint.
    if (principal === "other" && res.status === 404) {
      const ghost: Fx = { goal: UNKNOWN_ID, entry: UNKNOWN_ID, slug: `no-such-${rand()}`, title: "", username: owner.username };
      const unknown = await row.call({ ...ctx, fx: ghost }, token);
      expect(unknown.status).toBe(404);
      expect(res.text).toBe(unknown.text);
    }
    // A leak check on every answer that is not the owner's own: no private title anywhere.
    if (principal !== "owner" && target === "private") expect(res.text).not.toContain(targets.private.title);
  });

  it("keeps a private goal out of every list and search, whoever asks", async () => {
    const priv = targets.private;
    for (const token of [undefined, other.token, owner.token]) {
      for (const path of [
        "/api/goals/public",
        "/api/goals/public?sort=likes",
        "/api/goals/public?sort=progress",
        `/api/goals/public?q=${encodeURIComponent(priv.title)}`,
        "/api/goals/public?limit=100",
      ]) {
        const res = await rig.api.call("GET", path, { token });
        expect(res.status).toBe(200);
        expect(res.text).not.toContain(priv.goal);
        expect(res.text).not.toContain(priv.slug);
        expect(res.text).not.toContain(priv.title);
      }
    }
    for (const token of [other.token]) {
      for (const path of ["/api/goals", "/api/journal", "/api/export", "/api/export?format=csv"]) {
        const res = await rig.api.call("GET", path, { token });
        expect(res.status).toBe(200);
        for (const secret of [priv.goal, priv.entry, priv.slug, priv.title]) expect(res.text).not.toContain(secret);
      }
    }
  });

  it("drops a goal from likers' view when it turns private: no slug, title or id in their export", async () => {
    const fx = await makeGoal(owner, "public");
    const liker = await newUser("liker");
    expect(
      (await rig.api.call("POST", `/api/likes/${owner.username}/${fx.slug}`, { token: liker.token, body: { like: true } })).status,
    ).toBe(200);
    await rig.api.call("PATCH", `/api/goals/${fx.goal}/public`, { token: owner.token, body: { public: false } });
    const exported = await rig.api.call("GET", "/api/export", { token: liker.token });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain(fx.slug);
    expect(exported.text).not.toContain(fx.title);
    // Unliking it is as impossible as liking it: the goal is not found.
    const unlike = await rig.api.call("POST", `/api/likes/${owner.username}/${fx.slug}`, { token: liker.token, body: { like: false } });
    expect(unlike.status).toBe(404);
  });
});
