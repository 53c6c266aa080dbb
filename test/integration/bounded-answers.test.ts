/**
 * Bounded answers (issue 16 item 2, decision 020): GET /api/goals sends each goal's facts over
 * its whole journal and only its latest entries, whatever the history's length; the analytics
 * summary comes from the server; GET /api/journal pages; a public goal sends its latest entries
 * and loads the rest on demand.
 */
import { gzipSync } from "node:zlib";
import { v7 as uuidv7 } from "uuid";
import { beforeAll, describe, expect, it } from "vitest";
import { computeAnalyticsSummary } from "../../src/core/analytics.js";
import { GOAL_JOURNAL_WINDOW, PUBLIC_JOURNAL_WINDOW } from "../../src/core/constants.js";
import { goalFacts } from "../../src/core/goal-facts.js";
import { STRIP_WEEKS } from "../../src/core/goal-history.js";
import { apiGoalFigures } from "../../src/core/goal-window.js";
import { ENGINES } from "../support/server.js";
import { addEntry, expectError, publish, useServer, userIdOf } from "./helpers.js";

const DAY = 86_400_000;
const TZ = "America/New_York";

describe.each(ENGINES)("bounded answers (%s)", (engine) => {
  const h = useServer(engine);
  let user: { username: string; token: string };
  let shortGoal: { id: string };
  let longGoal: { id: string };
  const LONG_DAYS = 400;

  /** Entries written straight into the database: a long history without 400 API calls. */
  async function backfill(goalId: string, days: number) {
    const userId = (await userIdOf(h.server, user.username))!;
    // Today's date in the zone, as UTC midnight of that date: between 00:00 and 05:00 UTC, New
    // York is still on the day before UTC's, and days counted from UTC's date put "yesterday" on
    // New York's today (the streak came out one short every night).
    const today = Date.parse(new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date()));
    const rows = Array.from({ length: days }, (_, k) => ({
      id: uuidv7(),
      goal_id: goalId,
      user_id: userId,
      note: `day ${days - k}`,
      progress: Math.min(99, Math.floor((k * 100) / days)),
      // One per local day, back from yesterday, at 17:00 UTC: noon or 1 pm in New York.
      created_at: new Date(today - (days - k) * DAY + 17 * 3_600_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await h.server.deps.db.db
        .insertInto("journal_entries")
        .values(rows.slice(i, i + 200))
        .execute();
    }
  }

  const get = <T = any>(path: string) => h.api.call<T>("GET", path, { token: user.token });

  beforeAll(async () => {
    user = await h.api.newUser("bounded");
    longGoal = await h.api.newGoal(user.token, { title: "Long", timeframe: "daily" });
    shortGoal = await h.api.newGoal(user.token, { title: "Short", timeframe: "daily" });
    await backfill(longGoal.id, LONG_DAYS);
    await backfill(shortGoal.id, 5);
    // Today's check-ins through the API, as a user makes them.
    await addEntry(h.api, user.token, longGoal.id, 99, "today");
    await addEntry(h.api, user.token, shortGoal.id, 40, "today");
  });

  describe("GET /api/goals", () => {
    it("sends the latest entries and the whole journal's facts, whatever the history's length", async () => {
      const res = await get<any[]>(`/api/goals?tz=${encodeURIComponent(TZ)}`);
      expect(res.status).toBe(200);
      const now = new Date();
      for (const listed of res.body) {
        const whole = (await get(`/api/goals/${listed.id}`)).body;
        expect(whole.journal.length).toBe(listed.id === longGoal.id ? LONG_DAYS + 1 : 6);
        // The window: the latest entries, oldest first, exactly as the whole journal has them.
        expect(listed.journal).toEqual(whole.journal.slice(-GOAL_JOURNAL_WINDOW));
        expect(listed.journal.length).toBeLessThanOrEqual(GOAL_JOURNAL_WINDOW);
        // The facts: core goalFacts over the whole journal, in the zone asked for.
        expect(listed.facts).toEqual(apiGoalFigures(whole, { now, timeZone: TZ }).facts);
        // Issue 17's fields of the list: the goal's pauses (none here) and its strength over the whole journal.
        expect(listed.pauses).toEqual([]);
        expect(listed.strength).toBe(goalFacts(whole, { now, timeZone: TZ }).strength);
        const { journal: _j, facts: _f, pauses: _p, strength: _s, ...rest } = listed;
        const { journal: _wj, ...wholeRest } = whole;
        expect(rest).toEqual(wholeRest);
      }
      const long = res.body.find((g) => g.id === longGoal.id);
      expect(long.facts).toMatchObject({ streak: LONG_DAYS + 1, entries: LONG_DAYS + 1, overall: 99, time_zone: TZ });
      expect(long.facts.streak_run.days).toBe(LONG_DAYS + 1);
      // Size depends on the number of goals, not on the years: 401 entries cost what 6 do.
      const size = (g: any) =>
        JSON.stringify({
          ...g,
          id: "",
          title: "",
          created_at: "",
          updated_at: "",
          facts: { ...g.facts, streak: 0, entries: 0, streak_run: null, recent_days: { from: "", before: 0, days: [] } },
          journal: g.journal.map((e: any) => ({ ...e, note: "", id: "" })),
        }).length;
      const short = res.body.find((g) => g.id === shortGoal.id);
      expect(Math.abs(size(long) - size(short))).toBeLessThan(64);
      // The card's strip: the check-in days of the last 12 weeks only, whatever the journal's age.
      expect(long.facts.recent_days.days.length).toBeLessThanOrEqual(7 * STRIP_WEEKS);
      expect(long.facts.recent_days.days.length).toBeGreaterThan(7 * (STRIP_WEEKS - 1));
      expect(res.text.length).toBeLessThan(8_000 + 7 * STRIP_WEEKS * 64);
    });

    it("sends at most 2.5 kB of JSON per goal with 12 weeks of daily check-ins (issue 33 item 4)", async () => {
      // A user of its own: the other tests count the goals of theirs.
      const reader = await h.api.newUser("compact");
      const userId = (await userIdOf(h.server, reader.username))!;
      const goal = await h.api.newGoal(reader.token, { title: "Read 30 pages a day", timeframe: "daily" });
      const today = Date.parse(new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date()));
      const days = 7 * STRIP_WEEKS;
      const rows = Array.from({ length: days }, (_, k) => ({
        id: uuidv7(),
        goal_id: goal.id,
        user_id: userId,
        note: `Finished chapter ${k}, good pace`.padEnd(25, ".").slice(0, 25),
        progress: Math.min(100, k + 1),
        created_at: new Date(today - (days - 1 - k) * DAY + 17 * 3_600_000).toISOString(),
      }));
      await h.server.deps.db.db.insertInto("journal_entries").values(rows).execute();
      const res = await h.api.call<any[]>("GET", `/api/goals?tz=${encodeURIComponent(TZ)}`, { token: reader.token });
      const listed = res.body.find((g) => g.id === goal.id);
      const json = JSON.stringify(listed);
      console.log(`list JSON per goal, 12 weeks of daily check-ins: ${json.length} B, gzip ${gzipSync(json).length} B`);
      expect(listed.facts.recent_days.days.length).toBeGreaterThan(7 * (STRIP_WEEKS - 1));
      expect(JSON.stringify(listed).length).toBeLessThanOrEqual(2_500);
    });

    it("computes the facts in UTC without tz, and refuses an unknown or repeated zone", async () => {
      const res = await get<any[]>("/api/goals");
      expect(res.status).toBe(200);
      expect(res.body.every((g) => g.facts.time_zone === "UTC")).toBe(true);
      expectError(await get("/api/goals?tz=Mars%2FOlympus"), 400, /tz must be an IANA time zone/);
      expectError(await get("/api/goals?tz[]=UTC"), 400);
      expectError(await get(`/api/goals?tz=${"A".repeat(65)}`), 400);
    });
  });

  describe("GET /api/analytics", () => {
    it("answers the core summary over whole journals, of all goals or of the ones asked for, in order", async () => {
      const wholeGoals = await Promise.all([longGoal.id, shortGoal.id].map(async (id) => (await get(`/api/goals/${id}`)).body));
      const now = new Date();
      const all = await get(`/api/analytics?tz=${encodeURIComponent(TZ)}`);
      expect(all.status).toBe(200);
      expect(all.headers.get("cache-control")).toBe("no-store");
      expect(all.body).toEqual(computeAnalyticsSummary([wholeGoals[1], wholeGoals[0]], { now, timeZone: TZ }));
      expect(all.body.count).toBe(2);
      const one = await get(`/api/analytics?tz=${encodeURIComponent(TZ)}&goals=${longGoal.id}`);
      expect(one.body).toEqual(computeAnalyticsSummary([wholeGoals[0]], { now, timeZone: TZ }));
      expect(one.body.streakTotal).toBe(LONG_DAYS + 1);
      // Filtered to nothing, and ids of no goal of the caller's: an empty summary.
      expect((await get("/api/analytics?goals=")).body.count).toBe(0);
      const stranger = await h.api.newUser("boundedother");
      const theirs = await h.api.call("GET", `/api/analytics?goals=${longGoal.id}`, { token: stranger.token });
      expect(theirs.body.count).toBe(0);
      expectError(await get("/api/analytics?tz=Nowhere"), 400, /IANA/);
      expect((await h.api.call("GET", "/api/analytics")).status).toBe(401);
    });
  });

  describe("GET /api/journal pages", () => {
    it("walks the whole journal newest first with limit and cursor, one goal or all", async () => {
      const everything: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: any = await get(`/api/journal?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        expect(res.body.length).toBeLessThanOrEqual(50);
        everything.push(...res.body);
        cursor = res.headers.get("x-next-cursor");
        pages += 1;
      } while (cursor);
      expect(pages).toBe(Math.ceil((LONG_DAYS + 7) / 50));
      expect(everything).toHaveLength(LONG_DAYS + 7);
      expect(new Set(everything.map((e) => e.id)).size).toBe(everything.length);
      const times = everything.map((e) => Date.parse(e.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      // One goal, older pages on demand: the second page continues where the first ended.
      const first = await get<any[]>(`/api/journal?goal_id=${shortGoal.id}&limit=2`);
      expect(first.body.map((e) => e.note)).toEqual(["today", "day 1"]);
      const next = first.headers.get("x-next-cursor")!;
      const second = await get<any[]>(`/api/journal?goal_id=${shortGoal.id}&limit=2&cursor=${next}`);
      expect(second.body.map((e) => e.note)).toEqual(["day 2", "day 3"]);
      const third = await get<any[]>(`/api/journal?goal_id=${shortGoal.id}&limit=2&cursor=${second.headers.get("x-next-cursor")}`);
      expect(third.body.map((e) => e.note)).toEqual(["day 4", "day 5"]);
      expect(third.headers.get("x-next-cursor")).toBeNull();
    });

    it("answers at most 200 without a limit, and 400 for a bad limit or cursor", async () => {
      const res = await get<any[]>("/api/journal");
      expect(res.body).toHaveLength(200);
      expect(res.headers.get("x-next-cursor")).toBeTruthy();
      for (const q of ["limit=0", "limit=201", "limit=abc", "limit=1.5", "limit[]=3", "cursor=nope", `cursor=${"x".repeat(600)}`]) {
        expectError(await get(`/api/journal?${q}`), 400);
      }
      const forged = Buffer.from(JSON.stringify({ k: null, c: "0000-01-01T00:00:00Z", i: "x" })).toString("base64url");
      expectError(await get(`/api/journal?cursor=${forged}`), 400, /cursor is invalid/);
    });
  });

  describe("a public goal", () => {
    it("sends its latest entries and their count, and the whole journal on request", async () => {
      const goal = await h.api.newGoal(user.token, { title: "Public" });
      for (let i = 1; i <= 12; i += 1) await addEntry(h.api, user.token, goal.id, i * 5, `update ${i}`);
      await publish(h.api, user.token, goal.id, "bounded-public");
      const path = `/api/goals/public/${user.username}/bounded-public`;
      const first = await h.api.call<any>("GET", path);
      expect(first.status).toBe(200);
      expect(first.body.updates_count).toBe(12);
      expect(first.body.journal.map((e: any) => e.note)).toEqual(["update 12", "update 11", "update 10", "update 9", "update 8"]);
      expect(first.body.journal).toHaveLength(PUBLIC_JOURNAL_WINDOW);
      const all = await h.api.call<any>("GET", `${path}?journal=all`);
      expect(all.body.journal).toHaveLength(12);
      expect(all.body.journal.slice(0, PUBLIC_JOURNAL_WINDOW)).toEqual(first.body.journal);
      expectError(await h.api.call("GET", `${path}?journal=everything`), 400, "journal must be latest or all");
    });
  });
});
