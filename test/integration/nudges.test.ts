/**
 * Nudges (issue 32, decision 067) on both engines, the clock driven by hand (runDueNudges at chosen
 * instants; the server's own clock frozen on Thursday 2026-11-26 noon UTC so check-ins can be dated
 * that week): off by default; on, from the chosen local time, "streak at risk" for a goal due today
 * with a run of 3 or more and nothing logged today, and "behind pace" for an amount goal behind its
 * line and a check goal whose days left cannot reach its target; never for archived or paused goals;
 * to Web Push, an ntfy channel (a local HTTP receiver) and an e-mail channel (a real SMTP server);
 * once per goal, nudge and local day however many runs (and PostgreSQL connections) race for it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { channelSendsSettled } from "../../src/server/channels/deliver.js";
import { openDatabase } from "../../src/server/db/open.js";
import { runDueNudges } from "../../src/server/nudges/scheduler.js";
import { makeDeps } from "../../src/server/runtime.js";
import { channelReceiver } from "../support/channel-receiver.js";
import { countingPushReceiver } from "../support/push-receiver.js";
import { ENGINES } from "../support/server.js";
import { linkIn, smtpReceiver } from "../support/smtp-receiver.js";
import { expectError, useServer } from "./helpers.js";

const push = await countingPushReceiver();
const ntfy = await channelReceiver();
const smtp = await smtpReceiver();
afterAll(() => Promise.all([ntfy.close(), smtp.close()]));

const ORIGIN = "https://goals.example.org";
const NOW = new Date("2026-11-26T12:00:00.000Z"); // a Thursday
const THURSDAY_1930 = new Date("2026-11-26T19:30:00.000Z");
const THURSDAY_2030 = new Date("2026-11-26T20:30:00.000Z");
const THURSDAY_2300 = new Date("2026-11-26T23:00:00.000Z");
const FRIDAY_2030 = new Date("2026-11-27T20:30:00.000Z");
const day = (d: number, hour = "10:00") => `2026-11-${String(d).padStart(2, "0")}T${hour}:00.000Z`;

describe.each(ENGINES)("nudges (%s)", (engine) => {
  const h = useServer(engine, {
    env: { OUTBOUND_ALLOWLIST: `${push.origin},${ntfy.origin}`, SMTP_URL: smtp.url, MAIL_FROM: "goals@example.org", PUBLIC_URL: ORIGIN },
    overrides: { now: () => new Date(NOW) },
  });
  const nudges = (token: string, body?: object) =>
    body
      ? h.api.call<any>("PATCH", "/api/notifications/nudges", { token, body })
      : h.api.call<any>("GET", "/api/notifications/nudges", { token });

  /** A user reachable by push (at /<name>) and by an ntfy topic. */
  async function reachableUser(name: string) {
    const user = await h.api.newUser(name);
    const path = `${engine}-${name}-${user.username}`;
    expect((await h.api.call("POST", "/api/push/subscriptions", { token: user.token, body: push.subscription(path) })).status).toBe(201);
    const topic = `/${engine}-${name}/nudges`;
    const ch = await h.api.call("POST", "/api/notifications/channels", {
      token: user.token,
      body: { type: "ntfy", target: `${ntfy.origin}${topic}` },
    });
    expect(ch.status, ch.text).toBe(201);
    const pushes = () => push.received.filter((p) => p === `/${path}`).length;
    const topicMessages = () =>
      ntfy.received
        .filter((r) => r.path === `/${engine}-${name}/`)
        .map((r) => `${r.json.title}: ${r.json.message}`)
        .sort();
    return { ...user, pushes, topicMessages };
  }
  const goal = (token: string, fields: Record<string, unknown>) => h.api.newGoal(token, fields);
  const log = async (token: string, goalId: string, created_at: string, extra: object = { progress: 10 }) => {
    const res = await h.api.call("POST", "/api/journal", { token, body: { goal_id: goalId, note: "done", created_at, ...extra } });
    expect(res.status, res.text).toBe(201);
  };
  const run = async (at: Date, deps = h.server.deps) => runDueNudges(deps, at);

  it("are off by default, and take only a real switch, HH:MM time and IANA zone", async () => {
    const u = await h.api.newUser("nudgeset");
    expect((await nudges(u.token)).body).toEqual({ streak_at_risk: false, behind_pace: false, time: "20:00", time_zone: "UTC" });
    const set = await nudges(u.token, { behind_pace: true, time: "19:15", time_zone: "Europe/Paris" });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ streak_at_risk: false, behind_pace: true, time: "19:15", time_zone: "Europe/Paris" });
    expect((await nudges(u.token, { streak_at_risk: true })).body).toEqual({ ...set.body, streak_at_risk: true });
    expect((await nudges(u.token)).body).toEqual({ ...set.body, streak_at_risk: true });
    // The export carries them as account data.
    expect((await h.api.call<any>("GET", "/api/export", { token: u.token })).body.nudges).toEqual({ ...set.body, streak_at_risk: true });
    expectError(await nudges(u.token, { time: "25:00" }), 400, "time must be HH:MM (00:00 to 23:59)");
    expectError(await nudges(u.token, { time_zone: "Mars/Base" }), 400, "time_zone must be an IANA time zone");
    expectError(await nudges(u.token, { streak_at_risk: "yes" }), 400, "streak_at_risk must be true or false");
    expectError(await nudges(u.token, { often: true }), 400);
  });

  it("nudge from the chosen time, once per goal and day however many runs race, to push and every channel", async () => {
    const u = await reachableUser("nudged");
    // A confirmed e-mail address and its channel: the nudges go there too.
    const addr = `nudged-${engine}@example.org`;
    expect((await h.api.call("PUT", "/api/account/email", { token: u.token, body: { address: addr } })).status).toBe(200);
    const confirm = new URL(linkIn(await smtp.nth(addr), `${ORIGIN}/confirm-email`)).hash.slice("#token=".length);
    expect((await h.api.call("POST", "/api/account/email/confirm", { token: u.token, body: { token: confirm } })).status).toBe(200);
    const mailChannel = await h.api.call("POST", "/api/notifications/channels", { token: u.token, body: { type: "email", target: addr } });
    expect(mailChannel.status, mailChannel.text).toBe(201);

    const read = await goal(u.token, { title: "Read", timeframe: "daily" }); // 23, 24, 25: a 3-day run that ends tonight
    for (const d of [23, 24, 25]) await log(u.token, read.id, day(d));
    const stretch = await goal(u.token, { title: "Stretch", timeframe: "daily" }); // a 2-day run: too short
    for (const d of [24, 25]) await log(u.token, stretch.id, day(d));
    const walk = await goal(u.token, { title: "Walk", timeframe: "daily" }); // logged today
    for (const d of [23, 24, 25, 26]) await log(u.token, walk.id, day(d));
    const paused = await goal(u.token, { title: "Paused", timeframe: "daily" });
    for (const d of [23, 24, 25]) await log(u.token, paused.id, day(d));
    expect(
      (await h.api.call("POST", `/api/goals/${paused.id}/pauses`, { token: u.token, body: { from: "2026-11-26", to: "2026-11-28" } }))
        .status,
    ).toBe(201);
    const pausedKm = await goal(u.token, { title: "Paused km", kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
    await log(u.token, pausedKm.id, day(24), { amount: 1 }); // behind, but paused today
    expect(
      (await h.api.call("POST", `/api/goals/${pausedKm.id}/pauses`, { token: u.token, body: { from: "2026-11-26", to: "2026-11-26" } }))
        .status,
    ).toBe(201);
    const archived = await goal(u.token, { title: "Archived", timeframe: "daily" });
    for (const d of [23, 24, 25]) await log(u.token, archived.id, day(d));
    expect((await h.api.call("PATCH", `/api/goals/${archived.id}`, { token: u.token, body: { archived: true } })).status).toBe(200);
    const run20 = await goal(u.token, { title: "Run 20 km", kind: "amount", timeframe: "weekly", target: 20, unit: "km" });
    await log(u.token, run20.id, day(24), { amount: 5 }); // 5 of 20 km by Thursday: behind the line (11.429)
    const gym = await goal(u.token, { title: "Gym", kind: "check", timeframe: "weekly", target: 6 });
    await log(u.token, gym.id, day(23), {}); // 1 + 4 days left < 6
    const swim = await goal(u.token, { title: "Swim", kind: "check", timeframe: "weekly", target: 3 });
    await log(u.token, swim.id, day(23), {}); // 1 + 4 days left ≥ 3: still reachable

    expect(await run(THURSDAY_2030)).toBe(0); // all off yet
    expect((await nudges(u.token, { streak_at_risk: true, behind_pace: true, time: "20:00", time_zone: "UTC" })).status).toBe(200);
    expect(await run(THURSDAY_1930)).toBe(0); // before the chosen time

    // Several runs at once: in this process, and on PostgreSQL through a second pool as another process would.
    const other = engine === "postgres" ? openDatabase({ dataDir: "", databaseUrl: h.server.deps.config.databaseUrl }) : undefined;
    try {
      const otherDeps = other ? { ...makeDeps(h.server.deps.config, other), now: h.server.deps.now } : h.server.deps;
      const counts = await Promise.all([run(THURSDAY_2030), run(THURSDAY_2030), run(THURSDAY_2030, otherDeps)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    } finally {
      await other?.close();
    }
    expect(await run(THURSDAY_2300)).toBe(0); // the same local day: nothing again
    await channelSendsSettled();

    const expected = [
      "Gym: 1 of 6 this week with 4 days left: the target is out of reach, every check-in still counts.",
      "Read: Your 3-day streak ends tonight unless you log today.",
      "Run 20 km: 5 of 20 km this week: 6.429 km behind pace.",
    ];
    expect(u.topicMessages()).toEqual(expected);
    expect(u.pushes()).toBe(3);
    const mails = smtp.to(addr).filter((m) => m.subject !== "Confirm your e-mail address for ProgressVault");
    expect(mails.map((m) => `${m.subject}: ${m.text.split(/\r?\n/)[0]}`).sort()).toEqual(expected);

    // The next evening is a new local day: Read's run is broken (nothing on Thursday), Walk's 4-day run is
    // at risk now, Run 20 km and Gym are still behind, and Paused km, paused on Thursday only, is behind too.
    expect(await run(FRIDAY_2030)).toBe(4);
    await channelSendsSettled();
    expect(u.topicMessages()).toContain("Walk: Your 4-day streak ends tonight unless you log today.");
    expect(u.topicMessages()).toContain("Paused km: 1 of 20 km this week: 13.286 km behind pace.");
    expect(u.topicMessages()).toContain("Run 20 km: 5 of 20 km this week: 9.286 km behind pace.");
    expect(u.topicMessages()).toContain("Gym: 1 of 6 this week with 3 days left: the target is out of reach, every check-in still counts.");
  });

  it("send only the nudges turned on, in the user's own zone", async () => {
    const u = await reachableUser("streakonly");
    const read = await goal(u.token, { title: "Journal", timeframe: "daily" });
    for (const d of [22, 23, 24, 25]) await log(u.token, read.id, day(d));
    const run20 = await goal(u.token, { title: "Cycle 100 km", kind: "amount", timeframe: "weekly", target: 100, unit: "km" });
    await log(u.token, run20.id, day(24), { amount: 1 });
    // 21:00 in Tokyo is 12:00 UTC: the Thursday evening there.
    expect((await nudges(u.token, { streak_at_risk: true, time: "21:00", time_zone: "Asia/Tokyo" })).status).toBe(200);
    expect(await run(new Date("2026-11-26T11:30:00.000Z"))).toBe(0); // 20:30 in Tokyo
    expect(await run(new Date("2026-11-26T12:10:00.000Z"))).toBe(1);
    await channelSendsSettled();
    expect(u.topicMessages()).toEqual(["Journal: Your 4-day streak ends tonight unless you log today."]);
  });
});
