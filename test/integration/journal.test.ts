import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { ISO_RE, UNKNOWN_ID, UUID_RE, addEntry, daysAgo, entryOf, expectError, useServer, userIdOf } from "./helpers.js";

describe.each(ENGINES)("journal (%s)", (engine) => {
  const h = useServer(engine);
  let user: { username: string; token: string };
  let goalA: { id: string };
  let goalB: { id: string };
  beforeAll(async () => {
    user = await h.api.newUser("journal");
    goalA = await h.api.newGoal(user.token, { title: "A" });
    goalB = await h.api.newGoal(user.token, { title: "B" });
  });

  const post = (body: unknown, token = user.token) => h.api.call("POST", "/api/journal", { token, body });
  const entries = async (query = "", token = user.token) => {
    const res = await h.api.call<any[]>("GET", `/api/journal${query}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("adds an entry: 201 with the entry, note trimmed", async () => {
    const res = await post({ goal_id: goalA.id, note: "  ran 3 km  ", progress: 25 });
    expect(res.status).toBe(201);
    expect(entryOf(res.body)).toEqual({
      id: expect.stringMatching(UUID_RE),
      goal_id: goalA.id,
      note: "ran 3 km",
      progress: 25,
      created_at: expect.stringMatching(ISO_RE),
    });
    expect(Math.abs(Date.parse(res.body.created_at) - Date.now())).toBeLessThan(60_000);
    expect((await entries()).find((e) => e.id === res.body.id)).toEqual(entryOf(res.body));
  });

  it("accepts progress 0 and 100 and the createdAt spelling", async () => {
    expect((await post({ goal_id: goalB.id, note: "start", progress: 0, createdAt: daysAgo(30) })).body).toMatchObject({ progress: 0 });
    expect((await post({ goal_id: goalB.id, note: "done", progress: 100, createdAt: daysAgo(29) })).body).toMatchObject({ progress: 100 });
    const back = await post({ goal_id: goalB.id, note: "backdated", progress: 5, createdAt: "2024-01-02T03:04:05.678Z" });
    expect(back.body.created_at).toBe("2024-01-02T03:04:05.678Z");
  });

  it("rounds fractional progress", async () => {
    expect((await post({ goal_id: goalB.id, note: "frac up", progress: 42.6, created_at: daysAgo(40) })).body.progress).toBe(43);
    expect((await post({ goal_id: goalB.id, note: "frac down", progress: 42.4, created_at: daysAgo(40) })).body.progress).toBe(42);
    expect((await post({ goal_id: goalB.id, note: "frac top", progress: 99.7, created_at: daysAgo(40) })).body.progress).toBe(100);
  });

  describe("refusals write nothing", () => {
    let before: any[];
    beforeAll(async () => {
      before = await entries();
    });
    const refuses = async (body: unknown, status: number, message: string | RegExp) => {
      expectError(await post(body), status, message);
      expect(await entries()).toEqual(before);
    };

    it.each([
      ["an empty note", { note: "" }],
      ["a blank note", { note: "   \n\t " }],
    ])("refuses %s", async (_label, patch) => {
      await refuses({ goal_id: goalA.id, progress: 10, ...patch }, 400, "Note cannot be empty");
    });

    it("refuses a missing note, naming the field", async () => {
      await refuses({ goal_id: goalA.id, progress: 10 }, 400, /^note/);
    });

    it.each([-1, 101, 100.5, -0.5, 1e9])("refuses progress %s", async (progress) => {
      await refuses({ goal_id: goalA.id, note: "x", progress }, 400, "progress must be a number from 0 to 100");
    });

    it("refuses a missing progress, naming the field", async () => {
      await refuses({ goal_id: goalA.id, note: "x" }, 400, /^progress/);
    });

    it("refuses a missing or malformed goal_id, naming the field", async () => {
      await refuses({ note: "x", progress: 10 }, 400, /^goal_id/);
      await refuses({ goal_id: "not-an-id", note: "x", progress: 10 }, 400, "goal_id: must be a valid id");
    });

    it("refuses an unknown goal_id: 404 Goal not found", async () => {
      await refuses({ goal_id: UNKNOWN_ID, note: "x", progress: 10 }, 404, "Goal not found");
    });

    it("refuses a created_at that is not an ISO date-time", async () => {
      await refuses({ goal_id: goalA.id, note: "x", progress: 10, created_at: "yesterday" }, 400, /created_at/);
      await refuses({ goal_id: goalA.id, note: "x", progress: 10, created_at: "2024-02-30T00:00:00Z" }, 400, /created_at/);
    });

    it("refuses a note over 5000 characters", async () => {
      await refuses({ goal_id: goalA.id, note: "n".repeat(5001), progress: 10 }, 400, "note must be at most 5000 characters");
    });
  });

  it("lists entries newest first, across goals, and filters by goal_id", async () => {
    const fresh = await h.api.newUser("jlist");
    const g1 = await h.api.newGoal(fresh.token, { title: "G1" });
    const g2 = await h.api.newGoal(fresh.token, { title: "G2" });
    expect(await entries("", fresh.token)).toEqual([]);
    const a = await addEntry(h.api, fresh.token, g1.id, 10, "a", daysAgo(3));
    const b = await addEntry(h.api, fresh.token, g2.id, 20, "b", daysAgo(2));
    const c = await addEntry(h.api, fresh.token, g1.id, 30, "c");
    const d = await addEntry(h.api, fresh.token, g2.id, 40, "d");
    const old = await addEntry(h.api, fresh.token, g1.id, 5, "old", daysAgo(10));

    const all = await h.api.call<any[]>("GET", "/api/journal", { token: fresh.token });
    expect(all.headers.get("cache-control")).toBe("no-store");
    expect(all.body).toEqual([d, c, b, a, old]);
    expect(await entries(`?goal_id=${g1.id}`, fresh.token)).toEqual([c, a, old]);
    expect(await entries(`?goal_id=${g2.id}`, fresh.token)).toEqual([d, b]);
    // The owner's other entries are not in this user's journal.
    expect((await entries("", fresh.token)).map((e) => e.goal_id).every((id) => id === g1.id || id === g2.id)).toBe(true);
  });

  it("GET with an unknown goal_id is 404; a malformed one is 400", async () => {
    expectError(await h.api.call("GET", `/api/journal?goal_id=${UNKNOWN_ID}`, { token: user.token }), 404, "Goal not found");
    expectError(await h.api.call("GET", "/api/journal?goal_id=nope", { token: user.token }), 400, "goal_id: must be a valid id");
  });

  it("deletes an entry: 204, then it is gone and a second delete is 404 Entry not found", async () => {
    const entry = await addEntry(h.api, user.token, goalA.id, 60, "to delete");
    const res = await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: user.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await entries()).map((e) => e.id)).not.toContain(entry.id);
    expectError(await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: user.token }), 404, "Entry not found");
    expectError(await h.api.call("DELETE", `/api/journal/${UNKNOWN_ID}`, { token: user.token }), 404, "Entry not found");
    expectError(await h.api.call("DELETE", "/api/journal/bad-id", { token: user.token }), 400, "id: must be a valid id");
  });

  it("refuses another user's goal_id with 404 and writes nothing anywhere", async () => {
    const intruder = await h.api.newUser("intruder");
    const ownerBefore = await entries();
    const ownerGoalBefore = (await h.api.call("GET", `/api/goals/${goalA.id}`, { token: user.token })).body;
    const res = await post({ goal_id: goalA.id, note: "sneaky", progress: 100 }, intruder.token);
    expectError(res, 404, "Goal not found");
    expect(await entries()).toEqual(ownerBefore);
    expect(await entries("", intruder.token)).toEqual([]);
    expect((await h.api.call("GET", `/api/goals/${goalA.id}`, { token: user.token })).body).toEqual(ownerGoalBefore);
    // And in the database: the intruder owns no entries, no entry says "sneaky".
    const intruderId = await userIdOf(h.server, intruder.username);
    const db = h.server.deps.db.db;
    const rows = await db.selectFrom("journal_entries").select("id").where("user_id", "=", intruderId!).execute();
    expect(rows).toEqual([]);
    const sneaky = await db.selectFrom("journal_entries").select("id").where("note", "=", "sneaky").execute();
    expect(sneaky).toEqual([]);
  });
});
