/**
 * Issue 30, "My order" by drag and drop, over HTTP on both engines: a drop sends the goals the
 * card crossed, in their new order (core/manual-order.ts moveWithin), as one PUT /api/goals/order.
 * What the server then stores is what the browser showed at once (withOrder): the whole list as
 * dropped, or, for a drop within one group's section, that section as dropped with every other
 * goal in its place.
 */
import { describe, expect, it } from "vitest";
import { compareManual, moveWithin, withOrder } from "../../src/core/manual-order.js";
import { ENGINES } from "../support/server.js";
import { type Api, useServer } from "./helpers.js";

type Goal = { id: string; title: string; position: number; created_at: string; group_id: string | null };

const listGoals = async (api: Api, token: string) => {
  const res = await api.call<Goal[]>("GET", "/api/goals", { token });
  expect(res.status).toBe(200);
  return [...res.body].sort(compareManual);
};
const titles = (goals: readonly Goal[]) => goals.map((g) => g.title);

describe.each(ENGINES)("a drop in My order (%s)", (engine) => {
  const h = useServer(engine);

  async function drop(token: string, shown: readonly Goal[], title: string, to: number) {
    const before = await listGoals(h.api, token);
    const moving = shown.find((g) => g.title === title) as Goal;
    const ids = moveWithin(shown, moving.id, to) as string[];
    const res = await h.api.call("PUT", "/api/goals/order", { token, body: { ids } });
    expect(res.status).toBe(204);
    const after = await listGoals(h.api, token);
    // The browser's optimistic list is the server's answer.
    expect(titles(after)).toEqual(titles([...withOrder(before, ids)].sort(compareManual)));
    expect(after.map((g) => g.position)).toEqual(after.map((_, i) => i));
    return { ids, after };
  }

  it("stores the whole list as dropped, sending only the goals the card crossed", async () => {
    const { token } = await h.api.newUser();
    for (const title of ["A", "B", "C", "D", "E", "F"]) await h.api.newGoal(token, { title });
    let shown = await listGoals(h.api, token);
    const down = await drop(token, shown, "B", 4);
    expect(down.ids).toHaveLength(4);
    expect(titles(down.after)).toEqual(["A", "C", "D", "E", "B", "F"]);
    shown = down.after;
    const up = await drop(token, shown, "F", 0);
    expect(titles(up.after)).toEqual(["F", "A", "C", "D", "E", "B"]);
  });

  it("within a group's section, the goals outside it keep their places", async () => {
    const { token } = await h.api.newUser();
    const group = await h.api.call("POST", "/api/groups", { token, body: { name: "Morning" } });
    expect(group.status).toBe(201);
    const groupId = (group.body as { id: string }).id;
    for (const [title, grouped] of [
      ["G1", true],
      ["x", false],
      ["G2", true],
      ["y", false],
      ["G3", true],
    ] as const) {
      const goal = await h.api.newGoal(token, { title });
      if (grouped) expect((await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { group_id: groupId } })).status).toBe(200);
    }
    const section = (await listGoals(h.api, token)).filter((g) => g.group_id === groupId);
    expect(titles(section)).toEqual(["G1", "G2", "G3"]);
    const { after } = await drop(token, section, "G3", 0);
    expect(titles(after)).toEqual(["G3", "x", "G1", "y", "G2"]);
  });
});
