/**
 * The reminder scheduler (issue 18) with a frozen clock, on both engines: a reminder is sent
 * once on its day from its time on (late too, the same day), never on another weekday or the
 * next day, never for a goal already checked in that local day; and two processes on one
 * PostgreSQL, both running the scheduler, send each due reminder once.
 */
import { afterAll, describe, expect, it } from "vitest";
import { deleteOldReminderSends, runDueReminders } from "../../src/server/reminders/scheduler.js";
import { apiClient } from "../support/client.js";
import { type ServerProcess, freePort, spawnServer, waitHealthy } from "../support/process.js";
import { ENGINES, createPostgresDatabase } from "../support/server.js";
import { countingPushReceiver } from "../support/push-receiver.js";
import { useServer } from "./helpers.js";

const { origin, received, subscription, certFile } = await countingPushReceiver();

type Api = ReturnType<typeof apiClient>;
async function userWithReminder(api: Api, name: string, reminder: unknown) {
  const user = await api.newUser(name);
  const goal = await api.newGoal(user.token);
  expect((await api.call("POST", "/api/push/subscriptions", { token: user.token, body: subscription(`${name}-${goal.id}`) })).status).toBe(
    201,
  );
  expect((await api.call("PUT", `/api/goals/${goal.id}/reminder`, { token: user.token, body: reminder })).status).toBe(200);
  return { user, goal, path: `/${name}-${goal.id}` };
}

// Wednesday 2026-03-11 in Paris (UTC+1): 06:29 UTC is 07:29 local.
const at = (iso: string) => new Date(iso);
const sentTo = (p: string) => received.filter((r) => r === p).length;

describe.each(ENGINES)("reminder scheduler (%s)", (engine) => {
  const h = useServer(engine, { env: { PUSH_ENDPOINT_ALLOWLIST: origin } });

  it("sends on its day from its time, once, late the same day, never the next day", async () => {
    const { path: p } = await userWithReminder(h.api, "sched", { time: "07:30", days: [3], time_zone: "Europe/Paris" });
    await runDueReminders(h.server.deps, at("2026-03-11T06:29:00Z")); // 07:29 Paris: not yet
    expect(sentTo(p)).toBe(0);
    await runDueReminders(h.server.deps, at("2026-03-11T06:30:00Z")); // 07:30: due
    expect(sentTo(p)).toBe(1);
    await runDueReminders(h.server.deps, at("2026-03-11T06:31:00Z"));
    await runDueReminders(h.server.deps, at("2026-03-11T20:00:00Z"));
    expect(sentTo(p)).toBe(1); // once that day
    await runDueReminders(h.server.deps, at("2026-03-12T10:00:00Z")); // Thursday: not a reminder day
    expect(sentTo(p)).toBe(1);
    // The next Wednesday, the server was down at 07:30: sent late, at 22:59 local, once.
    await runDueReminders(h.server.deps, at("2026-03-18T21:59:00Z"));
    expect(sentTo(p)).toBe(2);
    // Missed the whole Wednesday: not sent on Thursday.
    await runDueReminders(h.server.deps, at("2026-03-26T00:30:00Z")); // Thu 01:30 Paris
    expect(sentTo(p)).toBe(2);
  });

  it("sends nothing for an archived goal, and again once it is restored (issue 30)", async () => {
    const { user, goal, path: p } = await userWithReminder(h.api, "arch", { time: "07:30", days: [3], time_zone: "Europe/Paris" });
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: user.token, body: { archived: true } });
    await runDueReminders(h.server.deps, at("2026-03-11T07:00:00Z"));
    expect(sentTo(p)).toBe(0);
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: user.token, body: { archived: false } });
    await runDueReminders(h.server.deps, at("2026-03-18T07:00:00Z"));
    expect(sentTo(p)).toBe(1);
  });

  it("sweeps claims older than two days, keeping the recent ones", async () => {
    const { goal } = await userWithReminder(h.api, "sweep", { time: "07:30", days: [3, 4], time_zone: "Europe/Paris" });
    await runDueReminders(h.server.deps, at("2026-04-01T06:00:00Z")); // Wed 08:00 Paris
    await runDueReminders(h.server.deps, at("2026-04-02T06:00:00Z")); // Thu
    const claims = () =>
      h.server.deps.db.db.selectFrom("reminder_sends").select("local_date").where("goal_id", "=", goal.id).orderBy("local_date").execute();
    expect((await claims()).map((c) => c.local_date)).toEqual(["2026-04-01", "2026-04-02"]);
    await deleteOldReminderSends(h.server.deps.db.db, at("2026-04-03T07:00:00Z"));
    expect((await claims()).map((c) => c.local_date)).toEqual(["2026-04-02"]);
  });

  it("skips a goal already checked in that local day", async () => {
    // Due all day long, every day: only the check-in keeps it from being sent.
    const {
      user,
      goal,
      path: p,
    } = await userWithReminder(h.api, "schedci", { time: "00:00", days: [1, 2, 3, 4, 5, 6, 7], time_zone: "Europe/Paris" });
    const res = await h.api.call("POST", "/api/journal", {
      token: user.token,
      body: { goal_id: goal.id, note: "done early", progress: 10 },
    });
    expect(res.status).toBe(201);
    await runDueReminders(h.server.deps, new Date());
    expect(sentTo(p)).toBe(0);
  });
});

describe.each(ENGINES)("reminder scheduler and pauses (%s)", (engine) => {
  const h = useServer(engine, { env: { PUSH_ENDPOINT_ALLOWLIST: origin } });

  it("skips a goal paused that local day, and reminds again after the pause", async () => {
    const {
      user,
      goal,
      path: p,
    } = await userWithReminder(h.api, "schedpause", { time: "07:30", days: [1, 2, 3, 4, 5, 6, 7], time_zone: "Europe/Paris" });
    const pause = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, {
      token: user.token,
      body: { from: "2026-05-04", to: "2026-05-05" },
    });
    expect(pause.status).toBe(201);
    await runDueReminders(h.server.deps, at("2026-05-04T08:00:00Z")); // 10:00 Paris, paused
    await runDueReminders(h.server.deps, at("2026-05-05T08:00:00Z"));
    expect(sentTo(p)).toBe(0);
    await runDueReminders(h.server.deps, at("2026-05-06T08:00:00Z")); // the day after the pause
    expect(sentTo(p)).toBe(1);
  });
});

describe("reminders with two server processes on one PostgreSQL", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const stop = async (p: ServerProcess) => {
    p.child.kill("SIGTERM");
    await p.exited;
  };

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "sends each due reminder once",
    async () => {
      const pgDb = await createPostgresDatabase();
      cleanups.push(() => pgDb.drop());
      const env = { DATABASE_URL: pgDb.url, PUSH_ENDPOINT_ALLOWLIST: origin, NODE_EXTRA_CA_CERTS: certFile, REMINDER_TICK_SECONDS: "1" };
      const a = spawnServer(env, await freePort());
      cleanups.push(() => stop(a));
      const b = spawnServer(env, await freePort());
      cleanups.push(() => stop(b));
      await waitHealthy(a, 40_000);
      await waitHealthy(b, 40_000);
      const api = apiClient(a.url);
      // Due now in UTC, every day: both processes find them on their next ticks.
      const due = { time: "00:00", days: [1, 2, 3, 4, 5, 6, 7], time_zone: "UTC" };
      const paths: string[] = [];
      for (let i = 0; i < 5; i++) paths.push((await userWithReminder(api, `two${i}`, due)).path);
      // Every reminder arrives (however loaded the machine), then two more ticks of each process pass
      // without a second send: an absence, so only waiting can show it.
      await expect.poll(() => paths.filter((p) => sentTo(p) >= 1).length, { timeout: 60_000 }).toBe(paths.length);
      await new Promise((r) => setTimeout(r, 2500));
      for (const p of paths) expect(sentTo(p), p).toBe(1);
    },
    180_000,
  );
});
