/**
 * Notification channels (issue 32) over HTTP on both engines, with a local HTTP server on loopback
 * playing ntfy, an Apprise API and a webhook receiver: added (target checked by the guarded
 * client; private and loopback targets refused unless in OUTBOUND_ALLOWLIST), listed without the
 * ntfy token, tested (the outcome answered), removed; another user's channel 404; the cap; a
 * reminder with two times a day reaching a user without push through their channel once per time;
 * failed sends retried a bounded number of times; the calendar feed with one event per time.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_CHANNELS_PER_USER } from "../../src/core/channel-limits.js";
import { channelSendsSettled } from "../../src/server/channels/deliver.js";
import { runDueReminders } from "../../src/server/reminders/scheduler.js";
import { channelReceiver } from "../support/channel-receiver.js";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, expectError, useServer } from "./helpers.js";

const receiver = await channelReceiver();
afterAll(() => receiver.close());

describe.each(ENGINES)("notification channels (%s)", (engine) => {
  const h = useServer(engine, { env: { OUTBOUND_ALLOWLIST: receiver.origin }, overrides: { channelRetryDelaysMs: [20, 20] } });
  const add = (token: string, body: object) => h.api.call<any>("POST", "/api/notifications/channels", { token, body });
  const at = (path: string) => receiver.received.filter((r) => r.path === path);
  beforeEach(() => {
    receiver.answers.length = 0;
  });

  it("adds an ntfy channel whose token is kept but never answered, tests it, removes it", async () => {
    const u = await h.api.newUser("ntfy");
    const res = await add(u.token, { type: "ntfy", target: `${receiver.origin}/${engine}-n/alerts`, token: "tk_secret-123" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "ntfy", target: `${receiver.origin}/${engine}-n/alerts`, has_token: true });
    expect(res.text).not.toContain("tk_secret-123");
    const list = await h.api.call<any[]>("GET", "/api/notifications/channels", { token: u.token });
    expect(list.body).toEqual([res.body]);
    expect(list.text).not.toContain("tk_secret-123");

    const test = await h.api.call<any>("POST", `/api/notifications/channels/${res.body.id}/test`, { token: u.token });
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ delivered: true, status_code: 200, error: null });
    // ntfy's JSON publishing: to the server's root, the topic in the body, the token as Bearer.
    const [sent] = at(`/${engine}-n/`);
    expect(sent).toMatchObject({ authorization: "Bearer tk_secret-123", json: { topic: "alerts", title: "ProgressVault test" } });

    expect((await h.api.call("DELETE", `/api/notifications/channels/${res.body.id}`, { token: u.token })).status).toBe(204);
    expect((await h.api.call<any[]>("GET", "/api/notifications/channels", { token: u.token })).body).toEqual([]);
  });

  it("sends Apprise {title, body} and webhook {title, body, url}; answers the receiver's failure", async () => {
    const u = await h.api.newUser("apprise");
    const apprise = (await add(u.token, { type: "apprise", target: `${receiver.origin}/${engine}-a/notify/key` })).body;
    const hook = (await add(u.token, { type: "webhook", target: `${receiver.origin}/${engine}-w` })).body;
    const test = (id: string) => h.api.call<any>("POST", `/api/notifications/channels/${id}/test`, { token: u.token });
    expect((await test(apprise.id)).body).toEqual({ delivered: true, status_code: 200, error: null });
    expect(at(`/${engine}-a/notify/key`)[0]!.json).toEqual({ title: "ProgressVault test", body: "Reminders will reach you here." });
    expect((await test(hook.id)).body.delivered).toBe(true);
    expect(Object.keys(at(`/${engine}-w`)[0]!.json).sort()).toEqual(["body", "title", "url"]);
    receiver.answers.push(502);
    expect((await test(hook.id)).body).toEqual({ delivered: false, status_code: 502, error: "The receiver answered 502" });
  });

  it("refuses bad, private and loopback targets (outside the allowlist) with a 400 and adds nothing", async () => {
    const u = await h.api.newUser("chbad");
    const cases: [object, string][] = [
      [{ type: "ntfy", target: "https://127.0.0.1:9/topic" }, "target must be on a public address"],
      [{ type: "webhook", target: "https://10.0.0.7/hook" }, "target must be on a public address"],
      [{ type: "apprise", target: "https://[::1]/notify" }, "target must be on a public address"],
      [{ type: "webhook", target: "http://93.184.215.14/hook" }, "target must be an https URL"],
      [{ type: "webhook", target: "nonsense" }, "target must be a URL"],
      [{ type: "ntfy", target: `${receiver.origin}/` }, "target must be an ntfy topic URL such as https://ntfy.sh/my-topic"],
      [{ type: "webhook", target: `${receiver.origin}/w`, token: "x" }, "token is only for ntfy channels"],
      [{ type: "email", target: "me@example.com" }, "E-mail channels need e-mail set up on this server"],
      [{ type: "pager", target: `${receiver.origin}/w` }, "type must be one of ntfy, apprise, webhook, email"],
      [{ type: "webhook" }, "target must be text"],
      [{ type: "webhook", target: `${receiver.origin}/w`, extra: 1 }, "Request body has an unknown field: extra"],
    ];
    for (const [body, message] of cases) expectError(await add(u.token, body), 400, message);
    expect((await h.api.call<any[]>("GET", "/api/notifications/channels", { token: u.token })).body).toEqual([]);
  });

  it("answers 404 for another user's channel exactly as for an unknown one, and leaves it alone", async () => {
    const owner = await h.api.newUser("chown");
    const other = await h.api.newUser("chother");
    const c = (await add(owner.token, { type: "webhook", target: `${receiver.origin}/${engine}-own` })).body;
    for (const id of [c.id, UNKNOWN_ID]) {
      expectError(await h.api.call("DELETE", `/api/notifications/channels/${id}`, { token: other.token }), 404, "Channel not found");
      expectError(await h.api.call("POST", `/api/notifications/channels/${id}/test`, { token: other.token }), 404, "Channel not found");
    }
    expect((await h.api.call<any[]>("GET", "/api/notifications/channels", { token: other.token })).body).toEqual([]);
    expect(at(`/${engine}-own`)).toHaveLength(0);
    expect((await h.api.call<any[]>("GET", "/api/notifications/channels", { token: owner.token })).body).toHaveLength(1);
  });

  it(`keeps at most ${MAX_CHANNELS_PER_USER} channels per account`, async () => {
    const u = await h.api.newUser("chcap");
    const results = await Promise.all(
      Array.from({ length: MAX_CHANNELS_PER_USER + 2 }, (_, i) => add(u.token, { type: "webhook", target: `${receiver.origin}/cap-${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_CHANNELS_PER_USER);
    for (const r of results.filter((r) => r.status !== 201)) {
      expectError(r, 409, `At most ${MAX_CHANNELS_PER_USER} channels per account: remove one first`);
    }
  });

  it("reminds a user without push at each of two times, once per time, through their channel", async () => {
    const u = await h.api.newUser("twotimes");
    const goal = await h.api.newGoal(u.token, { title: "Stretch" });
    expect((await add(u.token, { type: "ntfy", target: `${receiver.origin}/${engine}-r/${goal.id.slice(0, 8)}` })).status).toBe(201);
    const put = await h.api.call<any>("PUT", `/api/goals/${goal.id}/reminder`, {
      token: u.token,
      body: { times: ["21:00", "07:30"], days: [3], time_zone: "Europe/Paris" },
    });
    expect(put.body.reminder).toEqual({ time: "07:30", times: ["07:30", "21:00"], days: [3], time_zone: "Europe/Paris" });
    const sent = () => at(`/${engine}-r/`).filter((r) => r.json.topic === goal.id.slice(0, 8));
    // Wednesday 2026-03-11 in Paris (UTC+1).
    const tick = async (iso: string) => {
      await runDueReminders(h.server.deps, new Date(iso));
      await channelSendsSettled();
    };
    await tick("2026-03-11T06:29:00Z"); // 07:29
    expect(sent()).toHaveLength(0);
    await tick("2026-03-11T06:30:00Z"); // 07:30
    await tick("2026-03-11T06:31:00Z");
    await tick("2026-03-11T12:00:00Z");
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.json).toMatchObject({ title: "Stretch", message: "Time for today's check-in." });
    await tick("2026-03-11T20:00:00Z"); // 21:00
    await tick("2026-03-11T20:30:00Z");
    expect(sent()).toHaveLength(2);
  });

  it("retries a failed channel send a bounded number of times, and stops once delivered", async () => {
    const u = await h.api.newUser("retry");
    const goal = await h.api.newGoal(u.token);
    const path = `/${engine}-retry-${goal.id.slice(0, 8)}`;
    await add(u.token, { type: "webhook", target: `${receiver.origin}${path}` });
    await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: u.token, body: { time: "07:30", days: [3, 4], time_zone: "UTC" } });
    receiver.answers.push(503, 200);
    await runDueReminders(h.server.deps, new Date("2026-03-11T08:00:00Z"));
    await channelSendsSettled();
    expect(at(path)).toHaveLength(2); // failed, then delivered: no more
    receiver.answers.push(500, 500, 500, 500, 500);
    await runDueReminders(h.server.deps, new Date("2026-03-12T08:00:00Z"));
    await channelSendsSettled();
    expect(at(path)).toHaveLength(5); // three attempts, then given up
  });

  it("never lets one user's receiver that hangs delay another user's reminder", async () => {
    const put = async (token: string, goalId: string) =>
      h.api.call("PUT", `/api/goals/${goalId}/reminder`, { token, body: { time: "07:30", days: [3], time_zone: "UTC" } });
    const slow = await h.api.newUser("hangs");
    const slowGoal = await h.api.newGoal(slow.token);
    // Five channels that never answer: more than the sends allowed at once.
    for (let i = 0; i < 5; i++) await add(slow.token, { type: "webhook", target: `${receiver.origin}/hang-${engine}-${i}` });
    await put(slow.token, slowGoal.id);
    const quick = await h.api.newUser("quick");
    const quickGoal = await h.api.newGoal(quick.token);
    const path = `/${engine}-quick-${quickGoal.id.slice(0, 8)}`;
    await add(quick.token, { type: "webhook", target: `${receiver.origin}${path}` });
    await put(quick.token, quickGoal.id);

    receiver.hold();
    const started = Date.now();
    await runDueReminders(h.server.deps, new Date("2026-03-11T08:00:00Z"));
    expect(Date.now() - started).toBeLessThan(2_000); // the scheduler's loop waits for no receiver
    await expect.poll(() => at(path).length, { timeout: 3_000 }).toBe(1); // while the others still hang
    receiver.release();
    await channelSendsSettled();
  });

  it("takes `time`, `times` or both when they agree; the feed has one event per time", async () => {
    const u = await h.api.newUser("times");
    const goal = await h.api.newGoal(u.token, { title: "Water" });
    const put = (body: object) => h.api.call<any>("PUT", `/api/goals/${goal.id}/reminder`, { token: u.token, body });
    const base = { days: [1, 2, 3, 4, 5], time_zone: "Europe/Paris" };
    expect((await put({ ...base, time: "08:00" })).body.reminder).toMatchObject({ time: "08:00", times: ["08:00"] });
    expectError(await put({ ...base, time: "08:00", times: ["07:30", "21:00"] }), 400, /time must be the earliest of times/);
    expectError(await put({ ...base, times: ["07:00", "08:00", "09:00", "10:00", "11:00", "12:00"] }), 400, /at most 5 times/);
    expectError(await put({ ...base, times: ["07:00", "07:00"] }), 400, /times must not repeat/);
    expectError(await put({ ...base, times: ["25:00"] }), 400, /times must be HH:MM/);
    expectError(await put(base), 400, /time must be HH:MM/);
    expect((await put({ ...base, time: "07:30", times: ["21:00", "07:30"] })).status).toBe(200);
    const url = new URL((await h.api.call<any>("POST", "/api/calendar/token", { token: u.token })).body.url);
    const feed = (await h.api.call("GET", url.pathname)).text;
    expect(feed.match(/DTSTART;TZID=Europe\/Paris:\d{8}T(\d{4})00/g)?.map((l) => l.slice(-6, -2))).toEqual(["0730", "2100"]);
    expect(feed.match(/^UID:.*$/gm)).toEqual([`UID:reminder-${goal.id}@progressvault`, `UID:reminder-${goal.id}-2100@progressvault`]);
  });
});
