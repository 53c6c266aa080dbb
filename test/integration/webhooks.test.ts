/**
 * Webhooks (issue 32) over HTTP on both engines, with a real https receiver on loopback: created
 * with a secret shown once, listed without it, deleted; bad input 4xx; another user's webhook
 * 404; events from the goal and journal services become signed deliveries (the receiver checks
 * each signature with its own HMAC); a failing receiver sees retries with the same delivery id on
 * the schedule (about 1 min, 5 min, 30 min, 2 h, 12 h; then failed), the clock injected; the caps.
 * The dispatcher is run by hand here (runDueDeliveries); webhooks-processes.test.ts runs it in
 * real server processes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueDeliveries } from "../../src/server/webhooks/dispatcher.js";
import { ENGINES } from "../support/server.js";
import { expectedSignature, webhookReceiver } from "../support/webhook-receiver.js";
import { ISO_RE, UNKNOWN_ID, expectError, useServer } from "./helpers.js";

const receiver = await webhookReceiver();
afterAll(() => receiver.close());

const MIN = 60_000;
const ALL_EVENTS = [
  "checkin.created",
  "checkin.updated",
  "checkin.deleted",
  "goal.created",
  "goal.updated",
  "goal.deleted",
  "goal.completed",
];

describe.each(ENGINES)("webhooks (%s)", (engine) => {
  let clock = Date.parse("2026-11-28T09:00:00.000Z");
  const h = useServer(engine, { env: { OUTBOUND_ALLOWLIST: receiver.origin }, overrides: { now: () => new Date(clock) } });
  const create = (token: string, body: object) => h.api.call<any>("POST", "/api/webhooks", { token, body });
  const hookOf = async (token: string, path: string, events: string[] = ALL_EVENTS) => {
    const res = await create(token, { url: `${receiver.origin}/${engine}-${path}`, events });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string; url: string };
  };
  const log = async (token: string, id: string) => (await h.api.call<any[]>("GET", `/api/webhooks/${id}/deliveries`, { token })).body;
  /** What the receiver got for a path of this engine's webhooks (one receiver serves both engines). */
  const at = (path: string) => receiver.received.filter((r) => r.path === `/${engine}-${path}`);
  /** Runs the dispatcher until nothing is due at the current clock. */
  const dispatch = async () => {
    while ((await runDueDeliveries(h.server.deps)) > 0);
  };
  beforeAll(() => {
    receiver.answers.length = 0;
  });

  it("creates a webhook whose secret is shown once, kept to sign, never listed", async () => {
    const u = await h.api.newUser("wh");
    const res = await create(u.token, { url: `${receiver.origin}/made`, events: ["checkin.created", "goal.completed", "checkin.created"] });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["created_at", "events", "id", "secret", "url"]);
    expect(res.body).toMatchObject({ url: `${receiver.origin}/made`, events: ["checkin.created", "goal.completed"] });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.created_at).toMatch(ISO_RE);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = await h.api.call<any[]>("GET", "/api/webhooks", { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: res.body.id, url: res.body.url, events: res.body.events, created_at: res.body.created_at }]);
    expect(list.text).not.toContain(res.body.secret);

    expect((await h.api.call("DELETE", `/api/webhooks/${res.body.id}`, { token: u.token })).status).toBe(204);
    expect((await h.api.call<any[]>("GET", "/api/webhooks", { token: u.token })).body).toEqual([]);
  });

  it("refuses bad input with a 4xx and creates nothing", async () => {
    const u = await h.api.newUser("whbad");
    const EVENTS = `events must be a non-empty list of ${ALL_EVENTS.join(", ")}`;
    const cases: [object, number, string | RegExp][] = [
      [{ events: ["goal.created"] }, 400, "url must be text"],
      [{ url: "not a url", events: ["goal.created"] }, 400, "url must be a URL"],
      [{ url: "http://93.184.215.14/hook", events: ["goal.created"] }, 400, "url must be an https URL"],
      [{ url: "https://127.0.0.1:9/hook", events: ["goal.created"] }, 400, "url must be on a public address"],
      [{ url: "https://[::ffff:7f00:1]/hook", events: ["goal.created"] }, 400, "url must be on a public address"],
      [{ url: "https://user:pw@93.184.215.14/hook", events: ["goal.created"] }, 400, "url must not carry credentials"],
      [{ url: `${receiver.origin}/x`, events: [] }, 400, EVENTS],
      [{ url: `${receiver.origin}/x`, events: ["goal.exploded"] }, 400, EVENTS],
      [{ url: `${receiver.origin}/x`, events: "goal.created" }, 400, EVENTS],
      [{ url: `${receiver.origin}/x`, events: ["goal.created"], secret: "mine" }, 400, /./],
    ];
    for (const [body, status, message] of cases) expectError(await create(u.token, body), status, message);
    expectError(await h.api.call("POST", "/api/webhooks", { token: u.token, body: "[]" as never }), 400);
    expect((await h.api.call<any[]>("GET", "/api/webhooks", { token: u.token })).body).toEqual([]);
    expectError(await h.api.call("DELETE", "/api/webhooks/not-an-id", { token: u.token }), 400);
  });

  it("keeps at most 10 webhooks per account (409 beyond)", async () => {
    const u = await h.api.newUser("whcap");
    for (let i = 0; i < 10; i++) await hookOf(u.token, `cap${i}`, ["goal.created"]);
    expectError(
      await create(u.token, { url: `${receiver.origin}/cap10`, events: ["goal.created"] }),
      409,
      "At most 10 webhooks per account: delete one first",
    );
  });

  it("answers 404 for another user's webhook, as for an unknown one, and changes nothing", async () => {
    const owner = await h.api.newUser("whown");
    const other = await h.api.newUser("whother");
    const hook = await hookOf(owner.token, "owned", ["goal.created"]);
    for (const id of [hook.id, UNKNOWN_ID]) {
      expectError(await h.api.call("DELETE", `/api/webhooks/${id}`, { token: other.token }), 404, "Webhook not found");
      expectError(await h.api.call("POST", `/api/webhooks/${id}/test`, { token: other.token }), 404, "Webhook not found");
      expectError(await h.api.call("GET", `/api/webhooks/${id}/deliveries`, { token: other.token }), 404, "Webhook not found");
    }
    expect((await h.api.call<any[]>("GET", "/api/webhooks", { token: other.token })).body).toEqual([]);
    expect((await h.api.call<any[]>("GET", "/api/webhooks", { token: owner.token })).body.map((w) => w.id)).toEqual([hook.id]);
    expect(await log(owner.token, hook.id)).toEqual([]);
  });

  it("turns goal and check-in writes into signed deliveries of the events each webhook listens to", async () => {
    const u = await h.api.newUser("whev");
    const all = await hookOf(u.token, "all");
    const some = await hookOf(u.token, "some", ["goal.completed"]);
    const goal = await h.api.newGoal(u.token, { title: "Hook me" });
    const first = await h.api.call<any>("POST", "/api/journal", { token: u.token, body: { goal_id: goal.id, note: "half", progress: 50 } });
    expect(first.status).toBe(201);
    const edited = await h.api.call("PATCH", `/api/journal/${first.body.id}`, { token: u.token, body: { note: "half, edited" } });
    expect(edited.status).toBe(200);
    const done = await h.api.call<any>("POST", "/api/journal", { token: u.token, body: { goal_id: goal.id, note: "done", progress: 100 } });
    expect(done.status).toBe(201);
    expect((await h.api.call("DELETE", `/api/journal/${first.body.id}`, { token: u.token })).status).toBe(204);
    expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: u.token, body: { title: "Hooked" } })).status).toBe(200);
    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: u.token })).status).toBe(204);

    // Nothing is sent on the request path: the deliveries wait in the outbox.
    expect(at("all")).toEqual([]);
    await dispatch();
    const events = at("all").map((r) => r.event);
    expect(events.sort()).toEqual([...ALL_EVENTS, "checkin.created"].sort()); // two check-ins
    expect(at("some").map((r) => r.event)).toEqual(["goal.completed"]);

    for (const r of [...at("all"), ...at("some")]) {
      const secret = r.path.endsWith("-all") ? all.secret : some.secret;
      expect(r.signature).toBe(expectedSignature(secret, r.body));
      expect(Object.keys(r.json).sort()).toEqual(["data", "event", "occurred_at"]);
      expect(r.json.event).toBe(r.event);
      expect(r.json.occurred_at).toMatch(ISO_RE);
    }
    // The two check-ins' events may arrive in either order (a tick's deliveries go out together).
    const byEvent = Object.fromEntries(
      at("all")
        .filter((r) => r.event !== "checkin.created" || r.json.data.entry.id === first.body.id)
        .map((r) => [r.event, r.json.data]),
    );
    expect(byEvent["goal.created"]).toMatchObject({ goal: { id: goal.id, title: "Hook me", progress: 0 } });
    expect(byEvent["checkin.created"]).toMatchObject({ entry: { id: first.body.id, goal_id: goal.id, progress: 50, note: "half" } });
    expect(byEvent["checkin.updated"]).toMatchObject({ entry: { id: first.body.id, note: "half, edited" } });
    expect(byEvent["goal.completed"]).toMatchObject({ goal: { id: goal.id, progress: 100 } });
    expect(byEvent["checkin.deleted"]).toEqual({ entry: { id: first.body.id, goal_id: goal.id } });
    expect(byEvent["goal.updated"]).toMatchObject({ goal: { id: goal.id, title: "Hooked" } });
    expect(byEvent["goal.deleted"]).toEqual({ goal: { id: goal.id } });
    // Each delivery its own id.
    expect(new Set(at("all").map((r) => r.delivery)).size).toBe(ALL_EVENTS.length + 1);

    const entries = await log(u.token, all.id);
    expect(entries).toHaveLength(ALL_EVENTS.length + 1);
    for (const e of entries) expect(e).toMatchObject({ status: "delivered", status_code: 200, attempts: 1, next_attempt_at: null });
  });

  it("fires goal.completed once, when progress reaches 100, not on every check-in at 100", async () => {
    const u = await h.api.newUser("whdone");
    await hookOf(u.token, "done", ["goal.completed"]);
    const goal = await h.api.newGoal(u.token);
    for (const progress of [90, 100, 100]) {
      const res = await h.api.call("POST", "/api/journal", { token: u.token, body: { goal_id: goal.id, note: "n", progress } });
      expect(res.status).toBe(201);
    }
    await dispatch();
    expect(at("done").map((r) => r.json.data.goal.id)).toEqual([goal.id]);
  });

  it("retries a failing delivery on the schedule with the same delivery id and signature, then succeeds", async () => {
    const u = await h.api.newUser("whretry");
    const hook = await hookOf(u.token, "retry", ["goal.created"]);
    receiver.answers.push(500, 503);
    await h.api.newGoal(u.token, { title: "Retried" });
    await dispatch();
    expect(at("retry")).toHaveLength(1);
    let [entry] = await log(u.token, hook.id);
    expect(entry).toMatchObject({ status: "pending", status_code: 500, attempts: 1 });
    expect(Date.parse(entry.next_attempt_at) - clock).toBe(1 * MIN);

    clock += 1 * MIN - 1;
    await dispatch();
    expect(at("retry")).toHaveLength(1); // not due yet
    clock += 1;
    await dispatch();
    expect(at("retry")).toHaveLength(2);
    [entry] = await log(u.token, hook.id);
    expect(entry).toMatchObject({ status: "pending", status_code: 503, attempts: 2 });
    expect(Date.parse(entry.next_attempt_at) - clock).toBe(5 * MIN);

    clock += 5 * MIN;
    await dispatch();
    const got = at("retry");
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.delivery)).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) expect(r.signature).toBe(expectedSignature(hook.secret, r.body));
    [entry] = await log(u.token, hook.id);
    expect(entry).toMatchObject({ id: got[0]!.delivery, status: "delivered", status_code: 200, attempts: 3, next_attempt_at: null });
  });

  it("marks a delivery failed after the first attempt and five retries (1 min, 5 min, 30 min, 2 h, 12 h)", async () => {
    const u = await h.api.newUser("whfail");
    const hook = await hookOf(u.token, "fail", ["goal.created"]);
    receiver.answers.push(500, 500, 500, 500, 500, 500);
    await h.api.newGoal(u.token);
    await dispatch();
    for (const wait of [1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 720 * MIN]) {
      const [entry] = await log(u.token, hook.id);
      expect(Date.parse(entry.next_attempt_at) - clock).toBe(wait);
      clock += wait;
      await dispatch();
    }
    expect(at("fail")).toHaveLength(6);
    const [entry] = await log(u.token, hook.id);
    expect(entry).toMatchObject({ status: "failed", status_code: 500, attempts: 6, next_attempt_at: null });
    clock += 24 * 60 * MIN;
    await dispatch();
    expect(at("fail")).toHaveLength(6);
  });

  it("a receiver that cannot be reached is a failed attempt (no status code), retried", async () => {
    const u = await h.api.newUser("whdown");
    const hook = await hookOf(u.token, "down", ["goal.created"]);
    await h.server.deps.db.db.updateTable("webhooks").set({ url: "https://127.0.0.1:1/down" }).where("id", "=", hook.id).execute();
    await h.api.newGoal(u.token);
    await dispatch();
    const [entry] = await log(u.token, hook.id);
    // 127.0.0.1:1 is not allowlisted: the guarded client refuses it before any connection.
    expect(entry).toMatchObject({ status: "pending", status_code: null, attempts: 1 });
  });

  it("queues a test delivery (202), made by the dispatcher and shown in the log", async () => {
    const u = await h.api.newUser("whtest");
    const hook = await hookOf(u.token, "test", ["goal.deleted"]);
    const res = await h.api.call<any>("POST", `/api/webhooks/${hook.id}/test`, { token: u.token });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ event: "webhook.test", status: "pending", attempts: 0, status_code: null, last_attempt_at: null });
    await dispatch();
    const [got] = at("test");
    expect(got).toMatchObject({ event: "webhook.test", delivery: res.body.id });
    expect(got!.signature).toBe(expectedSignature(hook.secret, got!.body));
    expect(got!.json.data).toEqual({ webhook: { id: hook.id, url: hook.url, events: ["goal.deleted"] } });
    expect(await log(u.token, hook.id)).toMatchObject([{ id: res.body.id, status: "delivered", attempts: 1, status_code: 200 }]);
  });

  it("lets at most 100 deliveries wait per webhook: beyond, events are dropped and a test is a 409", async () => {
    const u = await h.api.newUser("whfull");
    const hook = await hookOf(u.token, "full", ["goal.updated"]);
    const goal = await h.api.newGoal(u.token);
    for (let i = 0; i < 101; i++) {
      const res = await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: u.token, body: { title: `t${i}` } });
      expect(res.status).toBe(200);
    }
    const pending = await h.server.deps.db.db
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("webhook_id", "=", hook.id)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(100);
    expectError(
      await h.api.call("POST", `/api/webhooks/${hook.id}/test`, { token: u.token }),
      409,
      "This webhook already has 100 deliveries waiting: try again once its receiver answers",
    );
    expect(await log(u.token, hook.id)).toHaveLength(50); // the log is the last 50
    await h.server.deps.db.db.deleteFrom("webhook_deliveries").where("webhook_id", "=", hook.id).execute();
  }, 60_000);

  it("shares each tick fairly: at most 4 of one user's deliveries, and another user's due one goes in the same tick", async () => {
    const busy = await h.api.newUser("whbusy");
    const quiet = await h.api.newUser("whquiet");
    const busyHook = await hookOf(busy.token, "busy", ["goal.deleted"]);
    const quietHook = await hookOf(quiet.token, "quiet", ["goal.deleted"]);
    for (let i = 0; i < 10; i++)
      expect((await h.api.call("POST", `/api/webhooks/${busyHook.id}/test`, { token: busy.token })).status).toBe(202);
    expect((await h.api.call("POST", `/api/webhooks/${quietHook.id}/test`, { token: quiet.token })).status).toBe(202);
    await runDueDeliveries(h.server.deps);
    expect(at("busy")).toHaveLength(4);
    expect(at("quiet")).toHaveLength(1);
    await dispatch();
    expect(at("busy")).toHaveLength(10);
  }, 60_000);

  it("API tokens: a write token manages webhooks, a read token only lists them", async () => {
    const u = await h.api.newUser("whtok");
    const tokenOf = async (scope: string) =>
      (await h.api.call<any>("POST", "/api/tokens", { token: u.token, body: { name: scope, scope } })).body.token as string;
    const write = await tokenOf("write");
    const read = await tokenOf("read");
    const made = await create(write, { url: `${receiver.origin}/tok`, events: ["goal.created"] });
    expect(made.status).toBe(201);
    expect((await h.api.call("GET", "/api/webhooks", { token: read })).status).toBe(200);
    expect((await h.api.call("GET", `/api/webhooks/${made.body.id}/deliveries`, { token: read })).status).toBe(200);
    expectError(await create(read, { url: `${receiver.origin}/tok2`, events: ["goal.created"] }), 403, "This token can only read");
    expectError(await h.api.call("POST", `/api/webhooks/${made.body.id}/test`, { token: read }), 403, "This token can only read");
    expectError(await h.api.call("DELETE", `/api/webhooks/${made.body.id}`, { token: read }), 403, "This token can only read");
    expect((await h.api.call("DELETE", `/api/webhooks/${made.body.id}`, { token: write })).status).toBe(204);
  });
});
