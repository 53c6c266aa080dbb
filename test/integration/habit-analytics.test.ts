/**
 * GET /api/analytics/habits over HTTP on both engines (issue 29): a check and an amount goal's
 * periods over a range, the range's limits, the group narrowing and another user's ids and group
 * as GET /api/analytics answers them. The clock is frozen on Thursday 2026-11-26.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, expectError, useServer } from "./helpers.js";

const NOW = new Date("2026-11-26T18:00:00.000Z");
const at = (key: string) => `${key}T12:00:00.000Z`;
type Token = { token: string };

describe.each(ENGINES)("habit analytics (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now: () => new Date(NOW) } });
  const create = async (u: Token, body: object) => {
    const res = await h.api.call<any>("POST", "/api/goals", {
      token: u.token,
      body: { title: "Habit", category: "health", timeframe: "weekly", ...body },
    });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };
  const checkIn = async (u: Token, body: object) =>
    expect((await h.api.call("POST", "/api/journal", { token: u.token, body: { note: "done", ...body } })).status).toBe(201);
  const habits = (u: Token, query = "") => h.api.call<any>("GET", `/api/analytics/habits${query}`, { token: u.token });

  const setup = async () => {
    const u = await h.api.newUser();
    const gym = await create(u, { title: "Gym", kind: "check", target: 2 });
    const run = await create(u, { title: "Run", kind: "amount", target: 20, unit: "km" });
    await create(u, { title: "Course" });
    for (const day of ["2026-11-09", "2026-11-11", "2026-11-16"]) await checkIn(u, { goal_id: gym.id, created_at: at(day) });
    await checkIn(u, { goal_id: run.id, amount: 12.5, created_at: at("2026-11-10") });
    await checkIn(u, { goal_id: run.id, amount: 9, created_at: at("2026-11-12") });
    await checkIn(u, { goal_id: run.id, amount: 4.25, created_at: at("2026-11-24") });
    return { u, gym, run };
  };

  it("answers each habit's weeks over the range, progress goals left out", async () => {
    const { u, gym, run } = await setup();
    const res = await habits(u, "?from=2026-11-09&to=2026-11-26&tz=UTC");
    expect(res.status).toBe(200);
    expect(res.body.from).toBe("2026-11-09");
    expect(res.body.to).toBe("2026-11-26");
    const byId = new Map(res.body.habits.map((x: any) => [x.id, x]));
    expect([...byId.keys()].sort()).toEqual([gym.id, run.id].sort());
    expect(byId.get(gym.id)).toMatchObject({ kind: "check", unit: null, periods_met: 1, periods_due: 2, total: 3, best_streak: 1 });
    expect(byId.get(run.id)).toMatchObject({ kind: "amount", unit: "km", total: 25.75, periods_met: 1, periods_due: 2 });
    expect((byId.get(run.id) as any).periods.map((p: any) => [p.start, p.value, p.met])).toEqual([
      ["2026-11-09", 21.5, true],
      ["2026-11-16", 0, false],
      ["2026-11-23", 4.25, false],
    ]);
  });

  it("defaults to the last 12 weeks, takes 366 days and refuses 367, a reversed range or a bad date with 400", async () => {
    const { u } = await setup();
    const res = await habits(u);
    expect(res.status).toBe(200);
    expect([res.body.from, res.body.to]).toEqual(["2026-09-04", "2026-11-26"]);
    expect((await habits(u, "?from=2025-01-01&to=2026-01-01")).status).toBe(200);
    expectError(await habits(u, "?from=2025-01-01&to=2026-01-02"), 400, "The range must be at most 366 days");
    expectError(await habits(u, "?from=2026-11-10&to=2026-11-09"), 400, "from must not be after to");
    expectError(await habits(u, "?from=2026-02-30"), 400, /from must be a date/);
    expectError(await habits(u, "?to=yesterday"), 400, /to must be a date/);
  });

  it("narrows to a group's goals or the ungrouped ones, leaves archived ones out, and 404s another user's group", async () => {
    const { u, gym, run } = await setup();
    const group = (await h.api.call<any>("POST", "/api/groups", { token: u.token, body: { name: "Fitness" } })).body as { id: string };
    expect((await h.api.call("PATCH", `/api/goals/${gym.id}`, { token: u.token, body: { group_id: group.id } })).status).toBe(200);
    const ids = async (query: string) => (await habits(u, query)).body.habits.map((x: any) => x.id);
    expect(await ids(`?group_id=${group.id}`)).toEqual([gym.id]);
    expect(await ids("?group_id=none")).toEqual([run.id]);
    expect((await h.api.call("PATCH", `/api/goals/${run.id}`, { token: u.token, body: { archived: true } })).status).toBe(200);
    expect(await ids("")).toEqual([gym.id]);
    const other = await h.api.newUser();
    expectError(await habits(other, `?group_id=${group.id}`), 404, "Group not found");
    expectError(await habits(other, `?group_id=${UNKNOWN_ID}`), 404, "Group not found");
  });

  it("ignores another user's goal ids: none of their habits, nothing of theirs in the answer", async () => {
    const { gym } = await setup();
    const other = await h.api.newUser();
    const res = await habits(other, `?goals=${gym.id}`);
    expect(res.status).toBe(200);
    expect(res.body.habits).toEqual([]);
    expect(res.text).not.toContain("Gym");
  });
});
