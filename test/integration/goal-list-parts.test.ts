/**
 * GET /api/goals keeps each goal's facts and latest entries between rebuilds (goals/facts-cache.ts,
 * decision 030), filed under the goal's stamp, the zone, the zone's day and the goal's pauses.
 * These tests hold it to "never stale": after every write path, at a day rollover, in another zone,
 * and when another server on the same PostgreSQL writes, each listed goal's facts, strength and
 * window are exactly what core derives from the goal's whole journal at that moment.
 */
import { sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOAL_JOURNAL_WINDOW } from "../../src/core/constants.js";
import { apiGoalFigures } from "../../src/core/goal-window.js";
import { type Api, addEntry, useServer, userIdOf } from "./helpers.js";
import { apiClient } from "../support/client.js";
import { ENGINES, type TestServer, createPostgresDatabase, startTestServer } from "../support/server.js";

const DAY = 86_400_000;
const TZ = "America/New_York";
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The list in `tz`, after checking every goal in it against core over its whole journal at `now`. */
async function listMatchingCore(api: Api, token: string, now: Date, tz = TZ): Promise<any[]> {
  const res = await api.call<any[]>("GET", `/api/goals?tz=${encodeURIComponent(tz)}`, { token });
  expect(res.status).toBe(200);
  for (const listed of res.body) {
    const whole = (await api.call<any>("GET", `/api/goals/${listed.id}`, { token })).body;
    const pauses = (await api.call<any[]>("GET", `/api/goals/${listed.id}/pauses`, { token })).body;
    const figures = apiGoalFigures({ ...whole, pauses }, { now, timeZone: tz });
    expect({ id: listed.id, facts: listed.facts, strength: listed.strength }).toEqual({ id: listed.id, ...figures });
    expect(listed.journal).toEqual(whole.journal.slice(-GOAL_JOURNAL_WINDOW));
    expect(listed.pauses).toEqual(pauses);
    expect(listed.timeframe).toBe(whole.timeframe);
  }
  return res.body;
}

describe.each(ENGINES)("goal list parts are never stale (%s)", (engine) => {
  // The server's clock, frozen, and moved by the test across local midnight.
  let nowMs = Date.parse("2026-11-25T15:00:00.000Z");
  const now = () => new Date(nowMs);
  const h = useServer(engine, { overrides: { now } });
  let user: { username: string; token: string };
  let goal: { id: string };
  let other: { id: string };
  const list = (tz = TZ) => listMatchingCore(h.api, user.token, now(), tz);
  const listed = async (id: string) => (await list()).find((g) => g.id === id);

  beforeAll(async () => {
    user = await h.api.newUser("parts");
    goal = await h.api.newGoal(user.token, { title: "Read", timeframe: "daily" });
    other = await h.api.newGoal(user.token, { title: "Walk", timeframe: "weekly" });
    // Ten days of history, one check-in a day at 16:00 UTC (11:00 in New York).
    for (let k = 10; k >= 1; k -= 1) {
      await addEntry(h.api, user.token, goal.id, 50 - k, `day −${k}`, new Date(nowMs - k * DAY + 3_600_000).toISOString());
    }
    await addEntry(h.api, user.token, other.id, 20, "walked", new Date(nowMs - 3 * DAY).toISOString());
  });

  it("shows a check-in, an entry edit, an entry delete and its restore in the next list", async () => {
    const before = await listed(goal.id);
    expect(before.facts.entries).toBe(10);

    const entry = await addEntry(h.api, user.token, goal.id, 70, "today");
    expect((await listed(goal.id)).facts).toMatchObject({ entries: 11, overall: 70, streak: 11 });

    expect((await h.api.call("PATCH", `/api/journal/${entry.id}`, { token: user.token, body: { progress: 75 } })).status).toBe(200);
    expect((await listed(goal.id)).facts.overall).toBe(75);

    expect((await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: user.token })).status).toBe(204);
    expect((await listed(goal.id)).facts).toMatchObject({ entries: 10, streak: 0 });

    expect((await h.api.call("POST", `/api/journal/${entry.id}/restore`, { token: user.token })).status).toBe(200);
    expect((await listed(goal.id)).facts).toMatchObject({ entries: 11, overall: 75 });
  });

  it("shows a goal's new cadence, its delete and its restore in the next list", async () => {
    expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: user.token, body: { timeframe: "weekly" } })).status).toBe(200);
    expect((await listed(goal.id)).timeframe).toBe("weekly");
    expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: user.token, body: { timeframe: "daily" } })).status).toBe(200);
    expect((await listed(goal.id)).timeframe).toBe("daily");

    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: user.token })).status).toBe(204);
    expect((await list()).map((g) => g.id)).toEqual([other.id]);
    expect((await h.api.call("POST", `/api/goals/${goal.id}/restore`, { token: user.token })).status).toBe(200);
    expect((await list()).map((g) => g.id).sort()).toEqual([goal.id, other.id].sort());
  });

  it("shows a pause and its removal in the next list", async () => {
    // A gap two days ago breaks the streak; pausing it joins the run again.
    const gapEntry = (await h.api.call<any>("GET", `/api/goals/${goal.id}`, { token: user.token })).body.journal.find(
      (e: { note: string }) => e.note === "day −2",
    );
    expect((await h.api.call("DELETE", `/api/journal/${gapEntry.id}`, { token: user.token })).status).toBe(204);
    const broken = (await listed(goal.id)).facts.streak;
    const gap = new Date(nowMs - 2 * DAY).toISOString().slice(0, 10);
    const pause = await h.api.call<any>("POST", `/api/goals/${goal.id}/pauses`, { token: user.token, body: { from: gap, to: gap } });
    expect(pause.status).toBe(201);
    const joined = (await listed(goal.id)).facts.streak;
    expect(joined).toBeGreaterThan(broken);
    expect((await h.api.call("DELETE", `/api/goals/${goal.id}/pauses/${pause.body.id}`, { token: user.token })).status).toBe(204);
    expect((await listed(goal.id)).facts.streak).toBe(broken);
  });

  it("shows an import's rewritten entries in the next list", async () => {
    await list();
    const doc = (await h.api.call<any>("GET", "/api/export", { token: user.token })).body;
    const latest = doc.entries.filter((e: any) => e.goal_id === other.id).at(-1);
    latest.progress = 33;
    const res = await h.api.call("POST", "/api/import", { token: user.token, body: doc });
    expect(res.status).toBe(200);
    expect((await listed(other.id)).facts.overall).toBe(33);
  });

  it("shows writes made straight in the database, as by another server or an operator", async () => {
    await list();
    const db = h.server.deps.db.db;
    const userId = (await userIdOf(h.server, user.username))!;
    const id = uuidv7();
    await db
      .insertInto("journal_entries")
      .values({ id, goal_id: other.id, user_id: userId, note: "by hand", progress: 44, created_at: now().toISOString() })
      .execute();
    expect((await listed(other.id)).facts.overall).toBe(44);
    await sql`delete from journal_entries where id = ${id}`.execute(db);
    expect((await listed(other.id)).facts.overall).toBe(33);
  });

  it("keeps a goal's entries older than ~100 days, and shows every write that reaches them (decision 034)", async () => {
    const habit = await h.api.newGoal(user.token, { title: "Old habit", timeframe: "daily" });
    const at = (daysAgo: number) => new Date(nowMs - daysAgo * DAY + 3_600_000).toISOString();
    const old: any[] = [];
    for (let k = 240; k > 200; k -= 1) old.push(await addEntry(h.api, user.token, habit.id, 240 - k, `old −${k}`, at(k)));
    const recent: any[] = [];
    for (let k = 5; k >= 1; k -= 1) recent.push(await addEntry(h.api, user.token, habit.id, 60 - k, `recent −${k}`, at(k)));
    const entries = async () => (await listed(habit.id)).facts.entries;
    // The first list reads the whole journal and keeps its old part; each list below reads only
    // the entries since the horizon, and every figure must still be core's over the whole journal.
    expect(await entries()).toBe(45);
    const call = (method: string, path: string, body?: unknown) => h.api.call<any>(method, path, { token: user.token, body });

    expect((await call("DELETE", `/api/journal/${old[3].id}`)).status).toBe(204);
    expect(await entries()).toBe(44);
    expect((await call("POST", `/api/journal/${old[3].id}/restore`)).status).toBe(200);
    expect(await entries()).toBe(45);
    // A back-dated check-in, an old entry moved to another old day, a recent one moved into the past.
    expect(
      (await call("POST", "/api/journal", { goal_id: habit.id, progress: 5, note: "found in a notebook", created_at: at(150) })).status,
    ).toBe(201);
    expect(await entries()).toBe(46);
    expect((await call("PATCH", `/api/journal/${old[10].id}`, { created_at: at(300) })).status).toBe(200);
    expect((await call("PATCH", `/api/journal/${recent[0].id}`, { created_at: at(260) })).status).toBe(200);
    expect((await listed(habit.id)).facts.entries).toBe(46);
    // Straight in the database, as by another server or an operator.
    const db = h.server.deps.db.db;
    await db
      .updateTable("journal_entries")
      .set({ created_at: at(120) })
      .where("id", "=", old[20].id)
      .execute();
    await list();
    await db.deleteFrom("journal_entries").where("id", "=", old[30].id).execute();
    expect(await entries()).toBe(45);
    expect((await call("DELETE", `/api/goals/${habit.id}`)).status).toBe(204);
  });

  it("moves the facts at local midnight without any write, and keeps each zone's own", async () => {
    const today = await listed(goal.id);
    // Noon in New York the next day: a new local day, no write in between.
    nowMs += DAY;
    const tomorrow = await listed(goal.id);
    expect(tomorrow.facts.idle_days).toBe(today.facts.idle_days + 1);
    // The same goals seen from other zones, then this one again: each zone its own facts. London
    // is on New York's date at this hour (15:00 UTC), Kiritimati (UTC+14) on the next one.
    for (const zone of ["Europe/London", "Pacific/Kiritimati"]) {
      expect((await list(zone)).find((g) => g.id === goal.id).facts.time_zone).toBe(zone);
    }
    expect((await listed(goal.id)).facts.time_zone).toBe(TZ);
  });
});

describe.skipIf(!hasPostgres)("goal list parts with two servers on one PostgreSQL", () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    // Two apps, each with its own caches, on one database (as two processes behind a balancer).
    a = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
    b = await startTestServer("sqlite", { env: { DATABASE_URL: pgDb.url } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pgDb?.drop();
  });

  it("shows on one server every write made through the other", async () => {
    const onA = apiClient(a.url);
    const onB = apiClient(b.url);
    const { token } = await onA.newUser("twoparts");
    const g = await onA.newGoal(token, { title: "Shared", timeframe: "daily" });
    await addEntry(onA, token, g.id, 10, "on A", new Date(Date.now() - DAY).toISOString());
    const seenA = () => listMatchingCore(onA, token, new Date());
    expect((await seenA())[0].facts).toMatchObject({ entries: 1, overall: 10 });

    const entry = await addEntry(onB, token, g.id, 20, "on B");
    expect((await seenA())[0].facts).toMatchObject({ entries: 2, overall: 20 });
    await onB.call("PATCH", `/api/journal/${entry.id}`, { token, body: { progress: 25 } });
    expect((await seenA())[0].facts.overall).toBe(25);
    await onB.call("DELETE", `/api/journal/${entry.id}`, { token });
    expect((await seenA())[0].facts).toMatchObject({ entries: 1, overall: 10 });
    const day = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect((await onB.call("POST", `/api/goals/${g.id}/pauses`, { token, body: { from: day, to: day } })).status).toBe(201);
    expect((await seenA())[0].pauses).toHaveLength(1);
    // An entry older than the horizon A keeps (decision 034), deleted and put back through B.
    const older = await addEntry(onA, token, g.id, 5, "long ago", new Date(Date.now() - 200 * DAY).toISOString());
    expect((await seenA())[0].facts.entries).toBe(2);
    await onB.call("DELETE", `/api/journal/${older.id}`, { token });
    expect((await seenA())[0].facts.entries).toBe(1);
    await onB.call("POST", `/api/journal/${older.id}/restore`, { token });
    expect((await seenA())[0].facts.entries).toBe(2);
    await onB.call("DELETE", `/api/goals/${g.id}`, { token });
    expect(await seenA()).toEqual([]);
  }, 60_000);
});
