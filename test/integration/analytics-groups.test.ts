/**
 * Issue 30 item 4 over HTTP on both engines: GET /api/analytics narrowed to one group's goals
 * (`group_id`), to the goals in no group ("none"), and refused for anyone else's or a missing group.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, expectError, useServer } from "./helpers.js";

describe.each(ENGINES)("analytics narrowed to a group (%s)", (engine) => {
  const h = useServer(engine);

  const setup = async () => {
    const { token } = await h.api.newUser();
    const health = (await h.api.call("POST", "/api/groups", { token, body: { name: "Health" } })).body as { id: string };
    const work = (await h.api.call("POST", "/api/groups", { token, body: { name: "Work" } })).body as { id: string };
    const run = await h.api.newGoal(token, { title: "Run" });
    const sleep = await h.api.newGoal(token, { title: "Sleep" });
    const ship = await h.api.newGoal(token, { title: "Ship" });
    await h.api.newGoal(token, { title: "Loose" });
    for (const [goal, group] of [
      [run, health],
      [sleep, health],
      [ship, work],
    ] as const) {
      expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { group_id: group.id } })).status).toBe(200);
    }
    return { token, health, work, run, sleep };
  };
  const count = async (token: string, query: string) => {
    const res = await h.api.call("GET", `/api/analytics${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.count as number;
  };

  it("counts only the group's goals, or the ungrouped ones with none, and all of them without", async () => {
    const { token, health, work, run } = await setup();
    expect(await count(token, "")).toBe(4);
    expect(await count(token, `?group_id=${health.id}`)).toBe(2);
    expect(await count(token, `?group_id=${work.id}`)).toBe(1);
    expect(await count(token, "?group_id=none")).toBe(1);
    // With `goals` too: the goals asked that are in the group.
    expect(await count(token, `?group_id=${health.id}&goals=${run.id}`)).toBe(1);
    expect(await count(token, `?group_id=${work.id}&goals=${run.id}`)).toBe(0);
  });

  it("leaves an archived goal of the group out", async () => {
    const { token, health, sleep } = await setup();
    await h.api.call("PATCH", `/api/goals/${sleep.id}`, { token, body: { archived: true } });
    expect(await count(token, `?group_id=${health.id}`)).toBe(1);
  });

  it("answers 404 for another user's group as for a missing one, and 400 for a malformed id", async () => {
    const { health } = await setup();
    const other = await h.api.newUser();
    await h.api.newGoal(other.token, { title: "Theirs" });
    expectError(await h.api.call("GET", `/api/analytics?group_id=${health.id}`, { token: other.token }), 404, "Group not found");
    expectError(await h.api.call("GET", `/api/analytics?group_id=${UNKNOWN_ID}`, { token: other.token }), 404, "Group not found");
    const bad = await h.api.call("GET", "/api/analytics?group_id=Health", { token: other.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
  });
});
