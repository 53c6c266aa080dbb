/**
 * Goal pauses (issue 17, item 5) over HTTP on both engines: create, list, delete; owner only
 * (404 for anyone else, as for unknown ids); bad ranges are 400s that write nothing; a pause
 * goes with its goal.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, UUID_RE, addEntry, expectError, useServer } from "./helpers.js";

const NOW = new Date("2026-11-25T12:00:00Z");
const dayAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe.each(ENGINES)("goal pauses (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now: () => NOW } });
  const pausesRows = async (goalId: string) =>
    h.server.deps.db.db.selectFrom("goal_pauses").select(["from_day", "to_day"]).where("goal_id", "=", goalId).execute();

  it("adds, lists in date order and removes a pause", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const later = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2026-12-20", to: "2027-01-03" } });
    expect(later.status).toBe(201);
    expect(later.body).toEqual({ id: expect.stringMatching(UUID_RE), from: "2026-12-20", to: "2027-01-03" });
    const earlier = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2026-08-01", to: "2026-08-01" } });
    expect(earlier.status).toBe(201);

    const list = await h.api.call("GET", `/api/goals/${goal.id}/pauses`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([earlier.body, later.body]);

    const removed = await h.api.call("DELETE", `/api/goals/${goal.id}/pauses/${later.body.id}`, { token });
    expect(removed.status).toBe(204);
    expect((await h.api.call("GET", `/api/goals/${goal.id}/pauses`, { token })).body).toEqual([earlier.body]);
    expectError(await h.api.call("DELETE", `/api/goals/${goal.id}/pauses/${later.body.id}`, { token }), 404, "Pause not found");
  });

  it("refuses bad ranges with a 400 and writes nothing", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const cases: [unknown, RegExp][] = [
      [{ from: "2027-01-01", to: "2028-01-02" }, /at most 366 days/],
      [{ from: "2026-12-24", to: "2026-12-23" }, /to must not be before from/],
      [{ from: "2026-02-30", to: "2026-03-01" }, /from must be a date/],
      [{ from: "2026-02-01T00:00:00Z", to: "2026-03-01" }, /from must be a date/],
      [{ from: "2026-02-01" }, /to must be a date/],
      [{ from: 20260201, to: "2026-03-01" }, /from must be a date/],
      [{ from: "2026-02-01", to: "2026-03-01", id: "mine" }, /./],
    ];
    for (const [body, message] of cases) {
      expectError(await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body }), 400, message);
    }
    // 366 days (a leap year) is allowed.
    expect(
      (await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2028-01-01", to: "2028-12-31" } })).status,
    ).toBe(201);
    expect(await pausesRows(goal.id)).toEqual([{ from_day: "2028-01-01", to_day: "2028-12-31" }]);
  });

  it("answers 404 to anyone but the owner, exactly as for an unknown goal, and changes nothing", async () => {
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const goal = await h.api.newGoal(owner.token);
    const pause = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, {
      token: owner.token,
      body: { from: "2026-12-01", to: "2026-12-07" },
    });
    expect(pause.status).toBe(201);

    const theirs = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, {
      token: other.token,
      body: { from: "2026-01-01", to: "2026-01-02" },
    });
    const unknown = await h.api.call("POST", `/api/goals/${UNKNOWN_ID}/pauses`, {
      token: other.token,
      body: { from: "2026-01-01", to: "2026-01-02" },
    });
    expectError(theirs, 404, "Goal not found");
    expect(theirs.body).toEqual(unknown.body);
    expectError(await h.api.call("GET", `/api/goals/${goal.id}/pauses`, { token: other.token }), 404, "Goal not found");
    expectError(await h.api.call("DELETE", `/api/goals/${goal.id}/pauses/${pause.body.id}`, { token: other.token }), 404);
    expectError(await h.api.call("GET", `/api/goals/${goal.id}/pauses`), 401);
    expect(await pausesRows(goal.id)).toEqual([{ from_day: "2026-12-01", to_day: "2026-12-07" }]);
  });

  it("keeps a goal's pauses bounded, and removes them with their goal", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const db = h.server.deps.db.db;
    await db
      .insertInto("goal_pauses")
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: `0190f7a2-0000-7000-8000-${String(i).padStart(12, "0")}`,
          goal_id: goal.id,
          from_day: "2026-01-01",
          to_day: "2026-01-01",
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    expectError(
      await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2026-02-01", to: "2026-02-02" } }),
      400,
      "A goal can have at most 100 pauses",
    );
    expect(await pausesRows(goal.id)).toHaveLength(100);

    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token })).status).toBe(204);
    expect(await pausesRows(goal.id)).toEqual([]);
  });

  it("go with each goal in GET /api/goals, with its strength, and a vacation keeps the streak", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token, { timeframe: "daily" });
    const bare = await h.api.newGoal(token, { title: "No pauses" });
    // Checked in today, yesterday and 5–7 days ago; away 2–4 days ago.
    for (const n of [7, 6, 5, 1, 0]) await addEntry(h.api, token, goal.id, 10 + n, `day -${n}`, dayAgo(n));
    const listed = async () => (await h.api.call<any[]>("GET", "/api/goals?tz=UTC", { token })).body;
    const before = (await listed()).find((g) => g.id === goal.id);
    expect(before.facts.streak).toBe(2);
    expect(before.pauses).toEqual([]);
    const pause = await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2026-11-21", to: "2026-11-23" } });
    const goals = await listed();
    const after = goals.find((g) => g.id === goal.id);
    expect(after.pauses).toEqual([pause.body]);
    expect(after.facts.streak).toBe(5);
    expect(Number.isInteger(after.strength) && after.strength > 0 && after.strength <= 100).toBe(true);
    // Paused days are neutral for strength: the same days without the gap would score the same.
    expect(after.strength).toBeGreaterThan(before.strength);
    expect(goals.find((g) => g.id === bare.id)).toMatchObject({ pauses: [], strength: 0 });
  });
});
