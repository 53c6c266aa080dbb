/**
 * Check-in links (issue 32) over HTTP on both engines: created with a url holding 256 bits of
 * secret kept only as its hash; GET on the url is a page that never logs; POST logs the goal's
 * one-tap check-in once per Idempotency-Key (+10 %, done, or an amount), also from the page's own
 * form; a revoked link is 404; each link is rate-limited; another user's goal or link is 404.
 */
import { describe, expect, it } from "vitest";
import { CHECKINS_PER_LINK_PER_MINUTE } from "../../src/core/connections-limits.js";
import { hashToken } from "../../src/server/auth/tokens.js";
import { ENGINES } from "../support/server.js";
import { useAdminServer } from "./admin-support.js";
import { UUID_RE, UNKNOWN_ID, expectError } from "./helpers.js";

const NOT_FOUND = "Check-in link not found";

describe.each(ENGINES)("check-in links (%s)", (engine) => {
  const h = useAdminServer(engine);
  const makeLink = async (session: string, goalId: string, body?: object) => {
    const res = await h.api.call<any>("POST", `/api/goals/${goalId}/checkin-links`, { token: session, ...(body ? { body } : {}) });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; url: string };
  };
  /** The url's path (the test server's origin is the request's). */
  const pathOf = (url: string) => new URL(url).pathname;
  const entries = async (session: string, goalId: string) =>
    (await h.api.call<any[]>("GET", `/api/journal?goal_id=${goalId}`, { token: session })).body;
  const post = (url: string, opts: { body?: object; key?: string } = {}) =>
    h.api.call<any>("POST", pathOf(url), {
      ...(opts.body ? { body: opts.body } : {}),
      headers: opts.key ? { "idempotency-key": opts.key } : {},
    });

  it("creates a link whose url holds a 256-bit secret, stored only as its hash, listed without it", async () => {
    const u = await h.api.newUser("link");
    const goal = await h.api.newGoal(u.token);
    const link = await makeLink(u.token, goal.id, { name: "Bathroom tag" });
    expect(link.id).toMatch(UUID_RE);
    const secret = pathOf(link.url).split("/").pop()!;
    expect(link.url).toBe(`${h.server.url}/api/checkin/${secret}`);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    const row = await h.server.deps.db.db.selectFrom("checkin_links").selectAll().where("id", "=", link.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await h.api.call<any[]>("GET", `/api/goals/${goal.id}/checkin-links`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: link.id, goal_id: goal.id, name: "Bathroom tag", created_at: expect.any(String), last_used_at: null },
    ]);
    expect(list.text).not.toContain(secret);
    // Without a name too.
    expect((await makeLink(u.token, goal.id)).url).toMatch(/\/api\/checkin\/[A-Za-z0-9_-]{43}$/);
  });

  it("another user's goal or link: 404, nothing made or revoked", async () => {
    const owner = await h.api.newUser("owner");
    const intruder = await h.api.newUser("intruder");
    const goal = await h.api.newGoal(owner.token);
    const link = await makeLink(owner.token, goal.id);
    expectError(await h.api.call("POST", `/api/goals/${goal.id}/checkin-links`, { token: intruder.token }), 404, "Goal not found");
    expectError(await h.api.call("GET", `/api/goals/${goal.id}/checkin-links`, { token: intruder.token }), 404, "Goal not found");
    expectError(await h.api.call("DELETE", `/api/checkin-links/${link.id}`, { token: intruder.token }), 404, NOT_FOUND);
    expectError(await h.api.call("DELETE", `/api/checkin-links/${UNKNOWN_ID}`, { token: owner.token }), 404, NOT_FOUND);
    expect((await post(link.url)).status).toBe(201);
  });

  it("GET on the url shows the goal and one button, and never logs", async () => {
    const u = await h.api.newUser("page");
    const goal = await h.api.newGoal(u.token, { title: "Floss <nightly>" });
    const link = await makeLink(u.token, goal.id);
    for (let i = 0; i < 3; i++) {
      const page = await h.api.call("GET", pathOf(link.url), { headers: { "user-agent": "Slackbot-LinkExpanding 1.0" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.text).toContain("<h1>Floss &lt;nightly&gt;</h1>");
      expect(page.text).toContain('<form method="post">');
      expect(page.text.match(/<button/g)).toHaveLength(1);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
    }
    expect(await entries(u.token, goal.id)).toEqual([]);
    // Not even "last used".
    expect((await h.api.call<any[]>("GET", `/api/goals/${goal.id}/checkin-links`, { token: u.token })).body[0].last_used_at).toBeNull();
  });

  it("POST logs +10 % once per Idempotency-Key, and again with another key", async () => {
    const u = await h.api.newUser("tap");
    const goal = await h.api.newGoal(u.token);
    const link = await makeLink(u.token, goal.id, { name: "Desk" });
    const first = await post(link.url, { key: "tap-1" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ goal_id: goal.id, progress: 10, note: 'Checked in with "Desk"' });
    const replay = await post(link.url, { key: "tap-1" });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await entries(u.token, goal.id)).toHaveLength(1);
    const second = await post(link.url, { key: "tap-2" });
    expect(second.body.progress).toBe(20);
    expect(await entries(u.token, goal.id)).toHaveLength(2);
    expect((await h.api.call<any[]>("GET", `/api/goals/${goal.id}/checkin-links`, { token: u.token })).body[0].last_used_at).not.toBeNull();
  });

  it("the page's form logs once however often it is sent, and answers a page", async () => {
    const u = await h.api.newUser("form");
    const goal = await h.api.newGoal(u.token, { title: "Stretch" });
    const link = await makeLink(u.token, goal.id);
    const page = await h.api.call("GET", pathOf(link.url));
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page.text)![1]!;
    for (let i = 0; i < 2; i++) {
      const sent = await h.api.call("POST", pathOf(link.url), {
        rawBody: `idempotency_key=${encodeURIComponent(key)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(sent.status).toBe(201);
      expect(sent.headers.get("content-type")).toMatch(/^text\/html/);
      expect(sent.text).toContain("Logged.");
    }
    expect(await entries(u.token, goal.id)).toHaveLength(1);
  });

  it("a check goal's link marks it done; an amount goal's needs an amount", async () => {
    const u = await h.api.newUser("kinds");
    const check = await h.api.newGoal(u.token, { timeframe: "daily", kind: "check" });
    const done = await post((await makeLink(u.token, check.id)).url);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ goal_id: check.id, progress: 100 });

    const amount = await h.api.newGoal(u.token, { timeframe: "weekly", kind: "amount", target: 20, unit: "km" });
    const url = (await makeLink(u.token, amount.id)).url;
    expectError(await post(url), 400, "amount is required for an amount goal");
    const ran = await post(url, { body: { amount: 5 } });
    expect(ran.status).toBe(201);
    expect(ran.body).toMatchObject({ goal_id: amount.id, amount: 5, progress: 25 });
    const page = await h.api.call("GET", pathOf(url));
    expect(page.text).toContain('name="amount"');
  });

  it("a revoked link answers 404, by POST and by GET, and logs nothing", async () => {
    const u = await h.api.newUser("revoke");
    const goal = await h.api.newGoal(u.token);
    const link = await makeLink(u.token, goal.id);
    expect((await post(link.url)).status).toBe(201);
    expect((await h.api.call("DELETE", `/api/checkin-links/${link.id}`, { token: u.token })).status).toBe(204);
    expectError(await post(link.url), 404, NOT_FOUND);
    expectError(await h.api.call("GET", pathOf(link.url)), 404, NOT_FOUND);
    expect(await entries(u.token, goal.id)).toHaveLength(1);
    expect((await h.api.call<any[]>("GET", `/api/goals/${goal.id}/checkin-links`, { token: u.token })).body).toEqual([]);
  });

  it(`is rate-limited per link: beyond ${CHECKINS_PER_LINK_PER_MINUTE} a minute, 429 with Retry-After; other links go on`, async () => {
    const u = await h.api.newUser("limit");
    const goal = await h.api.newGoal(u.token, { timeframe: "daily", kind: "check", target: 100 });
    const busy = await makeLink(u.token, goal.id);
    const calm = await makeLink(u.token, goal.id);
    for (let i = 0; i < CHECKINS_PER_LINK_PER_MINUTE; i++) expect((await post(busy.url)).status).toBe(201);
    const refused = await post(busy.url);
    expectError(refused, 429, "Too many check-ins with this link. Try again in a minute.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await entries(u.token, goal.id)).toHaveLength(CHECKINS_PER_LINK_PER_MINUTE);
    expect((await post(calm.url)).status).toBe(201);
    h.advance(61_000);
    expect((await post(busy.url)).status).toBe(201);
  });

  it("a disabled account's links stop", async () => {
    const u = await h.api.newUser("offlink");
    const goal = await h.api.newGoal(u.token);
    const link = await makeLink(u.token, goal.id);
    await h.api.call("PATCH", `/api/admin/users/${u.username}`, { token: h.admin.token, body: { disabled: true } });
    expectError(await post(link.url), 404, NOT_FOUND);
  });
});
