/**
 * A user's own data: GET /api/export (JSON, CSV), POST /api/import (merge by id, all or
 * nothing), POST /api/import/loop (Loop Habit Tracker's CSV export).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { ENGINES, type EngineName, type TestServer, startTestServer } from "../support/server.js";
import { type Api, UNKNOWN_ID, addEntry, daysAgo, expectError, publish, useServer } from "./helpers.js";
import { aggregatesConsistent } from "./ops-support.js";

const FIXTURES = path.resolve("test/fixtures/loop");
const fixture = (dir: string, file: string) => fs.readFileSync(path.join(FIXTURES, dir, file), "utf8");

/** An account with two goals (one public, liked by someone), three entries, and a like it gave. */
async function seedAccount(api: Api, label: string) {
  const owner = await api.newUser(`${label}o`);
  const fan = await api.newUser(`${label}f`);
  const run = await api.newGoal(owner.token, { title: "Run 5k", description: "Twice a week", motivation: "Health" });
  const read = await api.newGoal(owner.token, { title: "Read", category: "study", timeframe: "monthly" });
  await addEntry(api, owner.token, run.id, 20, "first run", daysAgo(3));
  await addEntry(api, owner.token, run.id, 45, 'a "quoted", multi\nline note', daysAgo(1));
  await addEntry(api, owner.token, read.id, 10, "=1+1 looks like a formula");
  await publish(api, owner.token, run.id, `run-${label}`);
  const fanGoal = await api.newGoal(fan.token, { title: "Fan's goal" });
  await publish(api, fan.token, fanGoal.id, `fan-${label}`);
  await api.call("POST", `/api/likes/${owner.username}/run-${label}`, { token: fan.token, body: { like: true } });
  await api.call("POST", `/api/likes/${fan.username}/fan-${label}`, { token: owner.token, body: { like: true } });
  return { owner, fan, run, read, fanGoal };
}

const exportOf = async (api: Api, token: string) => {
  const res = await api.call("GET", "/api/export", { token });
  expect(res.status).toBe(200);
  return res.body;
};

/** The parts of an export that must survive a round trip, in id order. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const portable = (doc: any) => ({
  goals: doc.goals.map(({ likes_count: _l, ...g }: any) => g).sort(byId),
  entries: [...doc.entries].sort(byId),
});

describe.each(ENGINES)("export and import (%s)", (engine: EngineName) => {
  const h = useServer(engine);

  it("exports every goal, entry and like of the account, and nothing of anyone else's", async () => {
    const { owner, fan, run, read, fanGoal } = await seedAccount(h.api, "ex");
    const res = await h.api.call("GET", "/api/export", { token: owner.token });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="progressvault-.*\.json"$/);
    expect(res.body).toMatchObject({ format: "progressvault-export", version: 1, username: owner.username });
    expect(res.body.goals.map((g: any) => g.id).sort()).toEqual([run.id, read.id].sort());
    expect(res.body.goals.find((g: any) => g.id === run.id)).toMatchObject({
      title: "Run 5k",
      description: "Twice a week",
      motivation: "Health",
      public: true,
      slug: "run-ex",
      progress: 45,
      likes_count: 1,
    });
    expect(res.body.entries).toHaveLength(3);
    expect(res.body.likes).toEqual([{ goal_id: fanGoal.id, created_at: expect.any(String), owner: fan.username, slug: "fan-ex" }]);
    expect(JSON.stringify(res.body)).not.toContain("password");
  });

  it("exports the entries as CSV, safe for spreadsheets", async () => {
    const { owner, run } = await seedAccount(h.api, "csv");
    const res = await h.api.call("GET", "/api/export?format=csv", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = res.text.split("\r\n");
    // Issue 29 appended amount and unit (empty for progress goals' entries).
    expect(lines[0]).toBe("entry_id,goal_id,goal_title,created_at,progress,note,amount,unit");
    expect(res.text).toContain(`,${run.id},Run 5k,`);
    expect(res.text).toContain(',45,"a ""quoted"", multi\nline note",,\r\n');
    expect(res.text).toContain(",10,'=1+1 looks like a formula,,\r\n");
    expect(lines.filter(Boolean)).toHaveLength(4);
    expectError(await h.api.call("GET", "/api/export?format=xml", { token: owner.token }), 400, "format must be json or csv");
    expectError(await h.api.call("GET", "/api/export"), 401);
  });

  it("merges an edited export back by id, recomputes the goals, and is idempotent", async () => {
    const { owner, run } = await seedAccount(h.api, "mg");
    const doc = await exportOf(h.api, owner.token);
    expect(await h.api.call("POST", "/api/import", { token: owner.token, body: doc })).toMatchObject({
      status: 200,
      body: {
        goals: { created: 0, updated: 0, unchanged: 2 },
        entries: { created: 0, updated: 0, unchanged: 3 },
        likes: { added: 0, unchanged: 1, skipped: 0 },
      },
    });

    // Edit offline: rename a goal, rewrite the latest entry, add an entry and a goal.
    const newGoalId = "0190f7a2-1111-7000-8000-000000000001";
    const edited = structuredClone(doc);
    edited.goals.find((g: any) => g.id === run.id).title = "Run 10k";
    const latest = edited.entries.find((e: any) => e.progress === 45);
    latest.note = "rewritten";
    latest.progress = 60;
    edited.goals.push({ ...edited.goals[0], id: newGoalId, title: "Swim", public: false, slug: null });
    edited.entries.push({
      id: "0190f7a2-1111-7000-8000-000000000002",
      goal_id: newGoalId,
      note: "first swim",
      progress: 5,
      created_at: daysAgo(2),
      // Issue 29: an export names every entry's amount (null but for amount goals), so the file written back does too.
      amount: null,
    });

    const res = await h.api.call("POST", "/api/import", { token: owner.token, body: edited });
    expect(res.body).toEqual({
      goals: { created: 1, updated: 1, unchanged: 1 },
      entries: { created: 1, updated: 1, unchanged: 2 },
      likes: { added: 0, unchanged: 1, skipped: 0 },
    });
    const goals = await h.api.call("GET", "/api/goals", { token: owner.token });
    expect(goals.body.find((g: any) => g.id === run.id)).toMatchObject({ title: "Run 10k", progress: 60 });
    expect(goals.body.find((g: any) => g.id === newGoalId)).toMatchObject({
      title: "Swim",
      progress: 5,
      journal: [expect.objectContaining({ note: "first swim" })],
    });
    const pub = await h.api.call("GET", `/api/goals/public/${owner.username}/run-mg`);
    expect(pub.body).toMatchObject({ updates_count: 2, likes_count: 1, latest_update: { note: "rewritten", progress: 60 } });

    const again = await h.api.call("POST", "/api/import", { token: owner.token, body: edited });
    expect(again.body).toMatchObject({
      goals: { created: 0, updated: 0, unchanged: 3 },
      entries: { created: 0, updated: 0, unchanged: 4 },
    });
    expect(portable(await exportOf(h.api, owner.token))).toEqual(
      portable({
        ...edited,
        goals: edited.goals.map((g: any) => ({ ...g, progress: g.id === run.id ? 60 : g.id === newGoalId ? 5 : g.progress })),
      }),
    );
    const rows = await h.server.deps.db.db.selectFrom("goals").selectAll().execute();
    const entries = await h.server.deps.db.db.selectFrom("journal_entries").selectAll().execute();
    const likes = await h.server.deps.db.db.selectFrom("likes").selectAll().execute();
    expect(aggregatesConsistent({ goals: rows as any, journal_entries: entries as any, likes: likes as any })).toBe(true);
  });

  it("rejects a malformed file with 400 and writes nothing", async () => {
    const { owner } = await seedAccount(h.api, "bad");
    const doc = await exportOf(h.api, owner.token);
    const cases: [unknown, RegExp][] = [
      [{ ...doc, format: "something-else" }, /^format must be "progressvault-export"$/],
      [{ ...doc, goals: [{ ...doc.goals[0], title: "x".repeat(201) }] }, /^goals\.0\.title: title must be at most 200 characters$/],
      [{ ...doc, entries: [{ ...doc.entries[0], progress: 150 }] }, /^entries\.0\.progress: /],
      [{ ...doc, entries: [{ ...doc.entries[0], id: "not-a-uuid" }] }, /^entries\.0\.id: must be a valid id$/],
      [{ ...doc, goals: [{ ...doc.goals[0], public: true, slug: null }] }, /^goals\.0\.slug: a public goal needs a slug$/],
      [{ ...doc, entries: [doc.entries[0], doc.entries[0]] }, /appears twice in the file/],
      [{ ...doc, entries: [{ ...doc.entries[0], created_at: "2999-01-01T00:00:00.000Z" }] }, /cannot be in the future/],
      [{ ...doc, entries: [{ ...doc.entries[0], goal_id: UNKNOWN_ID }] }, /which is neither in the file nor yours/],
    ];
    for (const [body, message] of cases) {
      const res = await h.api.call("POST", "/api/import", {
        token: owner.token,
        body: {
          ...(body as object),
          goals: [...(body as any).goals, { ...doc.goals[0], id: "0190f7a2-2222-7000-8000-000000000001", slug: null, public: false }],
        },
      });
      expectError(res, 400, message);
    }
    expect(portable(await exportOf(h.api, owner.token))).toEqual(portable(doc));
    expectError(
      await h.api.call("POST", "/api/import", {
        token: owner.token,
        rawBody: "{not json",
        headers: { "content-type": "application/json" },
      }),
      400,
    );
    expectError(await h.api.call("POST", "/api/import", { body: doc }), 401);
  });

  it("treats ids of another account like unknown ids: imported under ids of the user's, the other account untouched", async () => {
    // Issue 19: a 409 here (200 for an unknown id) told anyone whether an id existed.
    const a = await seedAccount(h.api, "own");
    const b = await seedAccount(h.api, "oth");
    const mine = await exportOf(h.api, a.owner.token);
    const theirs = await exportOf(h.api, b.owner.token);

    const intoTheirGoal = {
      ...mine,
      entries: [
        ...mine.entries,
        { id: "0190f7a2-3333-7000-8000-000000000002", goal_id: theirs.goals[0].id, note: "sneaky", progress: 1, created_at: daysAgo(1) },
      ],
    };
    expectError(
      await h.api.call("POST", "/api/import", { token: a.owner.token, body: intoTheirGoal }),
      400,
      /which is neither in the file nor yours/,
    );
    expect(portable(await exportOf(h.api, a.owner.token))).toEqual(portable(mine));

    const theirGoal = { ...theirs.goals[0], title: "Hijacked", public: false, slug: null };
    const stealBoth = {
      ...mine,
      goals: [...mine.goals, theirGoal],
      entries: [...mine.entries, { ...theirs.entries[0], goal_id: theirGoal.id }],
    };
    const res = await h.api.call("POST", "/api/import", { token: a.owner.token, body: stealBoth });
    expect(res.body).toEqual({
      goals: { created: 1, updated: 0, unchanged: 2 },
      entries: { created: 1, updated: 0, unchanged: 3 },
      likes: { added: 0, unchanged: 1, skipped: 0 },
    });
    const after = await exportOf(h.api, a.owner.token);
    const hijacked = after.goals.find((g: any) => g.title === "Hijacked");
    expect(hijacked.id).not.toBe(theirGoal.id);
    expect(after.entries.find((e: any) => e.goal_id === hijacked.id)).toMatchObject({ note: theirs.entries[0].note });
    // Importing the same file again updates what the first import wrote.
    const again = await h.api.call("POST", "/api/import", { token: a.owner.token, body: stealBoth });
    expect(again.body).toMatchObject({ goals: { created: 0, unchanged: 3 }, entries: { created: 0, unchanged: 4 } });
    expect(portable(await exportOf(h.api, b.owner.token))).toEqual(portable(theirs));
  });

  it("accepts a file past the usual 100 kB body limit, and refuses one past 5 MB with 413", async () => {
    const user = await h.api.newUser("big");
    const goalId = "0190f7a2-4444-7000-8000-000000000000";
    const entries = Array.from({ length: 600 }, (_, i) => ({
      id: `0190f7a2-4444-7000-8000-${String(i + 1).padStart(12, "0")}`,
      goal_id: goalId,
      note: `day ${i} `.padEnd(200, "·"),
      progress: i % 101,
      created_at: daysAgo(700 - i),
    }));
    const body = {
      format: "progressvault-export",
      version: 1,
      goals: [
        { id: goalId, title: "Long habit", category: "health", timeframe: "daily", created_at: daysAgo(800), updated_at: daysAgo(1) },
      ],
      entries,
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(100 * 1024);
    const res = await h.api.call("POST", "/api/import", { token: user.token, body });
    expect(res.status).toBe(200);
    expect(res.body.entries.created).toBe(600);
    const goal = await h.api.call("GET", `/api/goals/${goalId}`, { token: user.token });
    expect(goal.body).toMatchObject({ progress: 599 % 101, journal: expect.any(Array) });
    expect(goal.body.journal).toHaveLength(600);

    const huge = await h.api.call("POST", "/api/import", {
      token: user.token,
      rawBody: JSON.stringify({ ...body, pad: "x".repeat(5 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expectError(huge, 413, "Request body is too large");
  });

  it("imports a Loop Habit Tracker export (current format) into goals and entries, again without duplicates", async () => {
    const user = await h.api.newUser("loop");
    const body = {
      habits: fixture("modern", "Habits.csv"),
      checkmarks: fixture("modern", "Checkmarks.csv"),
      scores: fixture("modern", "Scores.csv"),
    };
    const res = await h.api.call("POST", "/api/import/loop", { token: user.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ habits: 3, goals: { created: 3 }, entries: { created: 6 } });

    const listed = (await h.api.call("GET", "/api/goals", { token: user.token })).body as any[];
    // Run is archived in Loop (Archived? true): an archived goal, apart from the list (issue 30).
    const archived = (await h.api.call("GET", "/api/goals?archived=true", { token: user.token })).body as any[];
    expect(listed.map((g) => g.title).sort()).toEqual(["Meditate", "Read, 20 pages"]);
    expect(archived.map((g) => [g.title, g.archived])).toEqual([["Run", true]]);
    const goals = [...listed, ...archived];
    const byTitle = Object.fromEntries(goals.map((g) => [g.title, g]));
    expect(Object.keys(byTitle).sort()).toEqual(["Meditate", "Read, 20 pages", "Run"]);
    const shape = (g: any) => ({
      timeframe: g.timeframe,
      category: g.category,
      description: g.description,
      kind: g.kind,
      target: g.target,
      journal: g.journal.map((e: any) => [e.created_at, e.progress, e.note, e.amount ?? null]),
    });
    // Issue 29 item 6: a yes/no habit is a check goal with its frequency, each day done an entry.
    expect(shape(byTitle.Meditate)).toEqual({
      timeframe: "daily",
      category: "general",
      description: "Did you meditate this morning?\n\nTen minutes after waking up",
      kind: "check",
      target: 1,
      journal: [
        ["2024-03-03T12:00:00.000Z", 100, "Done (Loop Habit Tracker)", null],
        ["2024-03-05T12:00:00.000Z", 100, "Done (Loop Habit Tracker)", null],
      ],
    });
    // 3 times in 7 days: 3 times a week; one check-in is a third of its week.
    expect(shape(byTitle["Read, 20 pages"])).toMatchObject({
      timeframe: "weekly",
      kind: "check",
      target: 3,
      journal: [
        ["2024-03-02T12:00:00.000Z", 33, "Done (Loop Habit Tracker)", null],
        ["2024-03-05T12:00:00.000Z", 33, "Done (Loop Habit Tracker)", null],
      ],
    });
    // Loop writes a numerical day as the amount × 1000: 5500 is a 5.5 km run, not 5500 km.
    expect(byTitle.Run).toMatchObject({ kind: "amount", unit: "km", target: 5, direction: "at_least", timeframe: "daily" });
    expect(shape(byTitle.Run).journal).toEqual([
      ["2024-03-02T12:00:00.000Z", 60, "3 km (Loop Habit Tracker)", 3],
      ["2024-03-04T12:00:00.000Z", 100, "5.5 km (Loop Habit Tracker)", 5.5],
    ]);
    // Meditate's SKIP day is a pause.
    const pauses = await h.api.call("GET", `/api/goals/${byTitle.Meditate.id}/pauses`, { token: user.token });
    expect(pauses.body.map((p: any) => [p.from, p.to])).toEqual([["2024-03-02", "2024-03-02"]]);

    // Published and recategorised here, then imported again: no duplicates, choices kept.
    await h.api.call("PATCH", `/api/goals/${byTitle.Meditate.id}`, { token: user.token, body: { category: "health" } });
    await publish(h.api, user.token, byTitle.Meditate.id, "meditate");
    const again = await h.api.call("POST", "/api/import/loop", { token: user.token, body });
    expect(again.body).toMatchObject({
      goals: { created: 0, updated: 0, unchanged: 3 },
      entries: { created: 0, updated: 0, unchanged: 6 },
      pauses: { created: 0, unchanged: 1 },
    });
    const after = (await h.api.call("GET", `/api/goals/${byTitle.Meditate.id}`, { token: user.token })).body;
    expect(after).toMatchObject({ category: "health", public: true, slug: "meditate" });
  });

  it("imports the older Loop format, computing habit strength without Scores.csv", async () => {
    const user = await h.api.newUser("loopold");
    const res = await h.api.call("POST", "/api/import/loop", {
      token: user.token,
      body: { habits: fixture("legacy", "Habits.csv"), checkmarks: fixture("legacy", "Checkmarks.csv") },
    });
    expect(res.body).toMatchObject({ habits: 3, goals: { created: 3 }, entries: { created: 6 } });
    const goals = (await h.api.call("GET", "/api/goals", { token: user.token })).body as any[];
    const journal = (title: string) =>
      goals.find((g) => g.title === title).journal.map((e: any) => [e.created_at.slice(0, 10), e.progress, e.note, e.amount ?? null]);
    expect(journal("Drink water")).toEqual([
      ["2023-01-01", 100, "Done (Loop Habit Tracker)", null],
      ["2023-01-02", 100, "Done (Loop Habit Tracker)", null],
      ["2023-01-04", 100, "Done (Loop Habit Tracker)", null],
    ]);
    expect(goals.find((g) => g.title === "Pushups")).toMatchObject({ kind: "amount", unit: "reps", target: 20, direction: "at_least" });
    expect(journal("Pushups")).toEqual([
      ["2023-01-01", 50, "10 reps (Loop Habit Tracker)", 10],
      ["2023-01-04", 100, "25 reps (Loop Habit Tracker)", 25],
    ]);
    expect(journal("Call mom")).toEqual([["2023-01-02", 100, "Done (Loop Habit Tracker)", null]]);
    expect(goals.find((g) => g.title === "Call mom")).toMatchObject({ timeframe: "weekly", kind: "check", target: 1 });
  });

  it("explains a file that is not Loop's", async () => {
    const user = await h.api.newUser("loopbad");
    const habits = fixture("modern", "Habits.csv");
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { habits: "a,b\n1,2\n", checkmarks: "Date,x\n" } }),
      400,
      "Habits.csv has no Name column: choose the Habits.csv of a Loop Habit Tracker export",
    );
    expectError(
      await h.api.call("POST", "/api/import/loop", {
        token: user.token,
        body: { habits, checkmarks: "Date,Meditate,Swim,\n2024-01-01,2,2,\n" },
      }),
      400,
      'Checkmarks.csv has a column "Swim" that is not a habit in Habits.csv',
    );
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { habits, checkmarks: "Date,Meditate,\nyesterday,2,\n" } }),
      400,
      'Checkmarks.csv row 2: "yesterday" is not a date (YYYY-MM-DD)',
    );
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { habits } }),
      400,
      "checkmarks must be the text of the CSV file",
    );
    expect((await h.api.call("GET", "/api/goals", { token: user.token })).body).toEqual([]);
  });
});

describe("moving an account to another server", () => {
  let from: TestServer;
  let to: TestServer;
  beforeAll(async () => {
    from = await startTestServer("sqlite");
    to = await startTestServer(ENGINES.includes("postgres") ? "postgres" : "sqlite");
  });
  afterAll(async () => {
    await from?.close();
    await to?.close();
  });

  it("imports an export into a fresh account elsewhere, with the same goals and entries", async () => {
    const src = apiClient(from.url);
    const dst = apiClient(to.url);
    const { owner } = await seedAccount(src, "mv");
    const doc = await exportOf(src, owner.token);
    const fresh = await dst.newUser("moved");
    const res = await dst.call("POST", "/api/import", { token: fresh.token, body: doc });
    expect(res.body).toEqual({
      goals: { created: 2, updated: 0, unchanged: 0 },
      entries: { created: 3, updated: 0, unchanged: 0 },
      // The liked goal lives on the first server only.
      likes: { added: 0, unchanged: 0, skipped: 1 },
    });
    const moved = await exportOf(dst, fresh.token);
    expect(portable(moved)).toEqual(portable(doc));
    const publicThere = await dst.call("GET", `/api/goals/public/${fresh.username}/run-mv`);
    expect(publicThere.body).toMatchObject({ progress: 45, updates_count: 2, likes_count: 0 });
  });
});
