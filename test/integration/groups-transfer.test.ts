/**
 * Issue 30: export and import carry groups, the manual order and archived, on both engines. An
 * older file (without them) still imports and leaves a goal's own group, place and archive as
 * they were; a file's group merges by id or by name; a goal may only go into a group of the file
 * or one of the user's.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type Api, UNKNOWN_ID, expectError, useServer } from "./helpers.js";

type Doc = {
  groups: { id: string; name: string; position: number }[];
  goals: { id: string; title: string; group_id?: string | null; position?: number; archived?: boolean; [k: string]: unknown }[];
  [k: string]: unknown;
};

const exportOf = async (api: Api, token: string) => {
  const res = await api.call<Doc>("GET", "/api/export", { token });
  expect(res.status).toBe(200);
  return res.body;
};
const allGoals = async (api: Api, token: string) => [
  ...(await api.call("GET", "/api/goals", { token })).body,
  ...(await api.call("GET", "/api/goals?archived=true", { token })).body,
];

describe.each(ENGINES)("groups, order and archive in export and import (%s)", (engine) => {
  const h = useServer(engine);

  /** A user with groups Health (with A) and Work, goals A, B (archived), C in the order C, A, B. */
  async function seeded() {
    const user = await h.api.newUser();
    const token = user.token;
    const health = (await h.api.call("POST", "/api/groups", { token, body: { name: "Health" } })).body;
    const work = (await h.api.call("POST", "/api/groups", { token, body: { name: "Work" } })).body;
    const a = await h.api.newGoal(token, { title: "A" });
    const b = await h.api.newGoal(token, { title: "B" });
    const c = await h.api.newGoal(token, { title: "C" });
    await h.api.call("PATCH", `/api/goals/${a.id}`, { token, body: { group_id: health.id } });
    await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { archived: true } });
    expect((await h.api.call("PUT", "/api/goals/order", { token, body: { ids: [c.id, a.id, b.id] } })).status).toBe(204);
    return { token, health, work, a, b, c };
  }

  it("exports groups and each goal's group, place and archived", async () => {
    const s = await seeded();
    const doc = await exportOf(h.api, s.token);
    expect(doc.groups).toEqual([s.health, s.work]);
    const byTitle = Object.fromEntries(doc.goals.map((g) => [g.title, g]));
    expect(byTitle.A).toMatchObject({ group_id: s.health.id, position: 1, archived: false });
    expect(byTitle.B).toMatchObject({ group_id: null, position: 2, archived: true });
    expect(byTitle.C).toMatchObject({ group_id: null, position: 0, archived: false });
  });

  it("imports them into a fresh account, and a second import changes nothing", async () => {
    const s = await seeded();
    const doc = await exportOf(h.api, s.token);
    const fresh = await h.api.newUser();
    const first = await h.api.call("POST", "/api/import", { token: fresh.token, body: doc });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ groups: { created: 2, updated: 0, unchanged: 0 }, goals: { created: 3 } });
    const groups = (await h.api.call("GET", "/api/groups", { token: fresh.token })).body as { id: string; name: string }[];
    expect(groups.map((g) => g.name)).toEqual(["Health", "Work"]);
    const goals = await allGoals(h.api, fresh.token);
    const byTitle = Object.fromEntries(goals.map((g: Doc["goals"][number]) => [g.title, g]));
    expect(byTitle.A).toMatchObject({ group_id: groups[0]!.id, position: 1, archived: false });
    expect(byTitle.B).toMatchObject({ group_id: null, position: 2, archived: true });
    expect(byTitle.C).toMatchObject({ group_id: null, position: 0, archived: false });
    // The source account is untouched.
    expect(await exportOf(h.api, s.token)).toMatchObject({ groups: doc.groups });

    const again = await h.api.call("POST", "/api/import", { token: fresh.token, body: await exportOf(h.api, fresh.token) });
    expect(again.body).toMatchObject({ groups: { created: 0, updated: 0, unchanged: 2 }, goals: { created: 0, updated: 0, unchanged: 3 } });
  });

  it("imports an older file without them, leaving each goal's own group, place and archive", async () => {
    const s = await seeded();
    const doc = await exportOf(h.api, s.token);
    const old = {
      ...doc,
      groups: undefined,
      goals: doc.goals.map(({ group_id: _g, position: _p, archived: _a, ...g }) => ({ ...g, title: `${g.title as string}!` })),
    };
    const res = await h.api.call("POST", "/api/import", { token: s.token, body: old });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ goals: { created: 0, updated: 3, unchanged: 0 } });
    expect(res.body.groups).toBeUndefined();
    const byTitle = Object.fromEntries((await allGoals(h.api, s.token)).map((g: Doc["goals"][number]) => [g.title, g]));
    expect(byTitle["A!"]).toMatchObject({ group_id: s.health.id, position: 1, archived: false });
    expect(byTitle["B!"]).toMatchObject({ archived: true, position: 2 });
    // A new goal of an older file: no group, last, not archived.
    const newGoal = { ...old.goals[0], id: "0190f7a2-0000-7000-8000-0000000000aa", title: "New" };
    expect((await h.api.call("POST", "/api/import", { token: s.token, body: { ...old, goals: [newGoal], entries: [] } })).status).toBe(200);
    expect((await allGoals(h.api, s.token)).find((g: Doc["goals"][number]) => g.title === "New")).toMatchObject({
      group_id: null,
      position: 3,
      archived: false,
    });
  });

  it("takes a file's group for the user's of the same name, whatever its case", async () => {
    const s = await seeded();
    const other = await h.api.newUser();
    const mine = (await h.api.call("POST", "/api/groups", { token: other.token, body: { name: "health" } })).body;
    const doc = await exportOf(h.api, s.token);
    const res = await h.api.call("POST", "/api/import", { token: other.token, body: doc });
    expect(res.body.groups).toEqual({ created: 1, updated: 0, unchanged: 1 });
    const groups = (await h.api.call("GET", "/api/groups", { token: other.token })).body as { id: string; name: string }[];
    expect(groups.map((g) => g.name)).toEqual(["health", "Work"]);
    const a = (await allGoals(h.api, other.token)).find((g: Doc["goals"][number]) => g.title === "A");
    expect(a.group_id).toBe(mine.id);
  });

  it("refuses a goal in a group neither in the file nor the user's, and bad groups, with a 400 and imports nothing", async () => {
    const s = await seeded();
    const stranger = await h.api.newUser();
    const theirs = (await h.api.call("POST", "/api/groups", { token: stranger.token, body: { name: "Theirs" } })).body;
    const doc = await exportOf(h.api, s.token);
    const target = await h.api.newUser();
    const goal = (g: Doc["goals"][number], groupId: string) => ({ ...g, group_id: groupId });
    const cases: [unknown, RegExp][] = [
      [{ ...doc, groups: [], goals: [goal(doc.goals[0]!, UNKNOWN_ID)] }, /neither in the file nor yours/],
      [{ ...doc, groups: [], goals: [goal(doc.goals[0]!, theirs.id)] }, /neither in the file nor yours/],
      [{ ...doc, groups: [doc.groups[0], { ...doc.groups[1], name: "HEALTH" }] }, /Two groups in the file are named "HEALTH"/],
      [{ ...doc, groups: [doc.groups[0], { ...doc.groups[1], id: doc.groups[0]!.id }] }, /appears twice in the file/],
      [{ ...doc, groups: [{ ...doc.groups[0], name: "" }] }, /name cannot be empty/],
      [{ ...doc, groups: [{ ...doc.groups[0], name: "x".repeat(61) }] }, /at most 60 characters/],
      [{ ...doc, goals: [{ ...doc.goals[0], archived: "yes" }] }, /archived must be true or false/],
      [{ ...doc, goals: [{ ...doc.goals[0], position: -1 }] }, /position must be a whole number from 0/],
    ];
    for (const [body, message] of cases) expectError(await h.api.call("POST", "/api/import", { token: target.token, body }), 400, message);
    expect(await allGoals(h.api, target.token)).toEqual([]);
    expect((await h.api.call("GET", "/api/groups", { token: target.token })).body).toEqual([]);
    expect((await h.api.call("GET", "/api/groups", { token: stranger.token })).body).toEqual([theirs]);
  });
});
