/**
 * Issue 30's contract over HTTP on both engines: groups (create, list, rename, move, delete),
 * a goal's group_id / position / archived, PUT /api/goals/order and the archived list. Anyone
 * else's group or goal answers 404 as an unknown one does, and a refused request changes nothing.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type Api, UNKNOWN_ID, UUID_RE, expectError, publish, useServer } from "./helpers.js";

type Goal = {
  id: string;
  title: string;
  group_id: string | null;
  position: number;
  archived: boolean;
  journal: { note: string }[];
  [k: string]: unknown;
};

const listGoals = async (api: Api, token: string, query = "") => {
  const res = await api.call<Goal[]>("GET", `/api/goals${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const groupsOf = async (api: Api, token: string) => (await api.call("GET", "/api/groups", { token })).body;
/** Titles in manual order. */
const inOrder = (goals: Goal[]) => [...goals].sort((a, b) => a.position - b.position).map((g) => g.title);

describe.each(ENGINES)("groups, manual order and archive (%s)", (engine) => {
  const h = useServer(engine);
  const newGroup = async (token: string, name: string) => {
    const res = await h.api.call("POST", "/api/groups", { token, body: { name } });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string; position: number };
  };

  it("creates, lists, renames, moves and deletes groups", async () => {
    const { token } = await h.api.newUser();
    expect(await groupsOf(h.api, token)).toEqual([]);
    const health = await newGroup(token, "  Health ");
    expect(health).toEqual({ id: expect.stringMatching(UUID_RE), name: "Health", position: 0 });
    const work = await newGroup(token, "Work");
    const home = await newGroup(token, "Home");
    expect(work.position).toBe(1);
    expect(await groupsOf(h.api, token)).toEqual([health, work, home]);

    const renamed = await h.api.call("PATCH", `/api/groups/${work.id}`, { token, body: { name: "Deep work" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: work.id, name: "Deep work", position: 1 });
    // Its own name in another case is no clash.
    expect((await h.api.call("PATCH", `/api/groups/${health.id}`, { token, body: { name: "HEALTH" } })).body.name).toBe("HEALTH");

    const moved = await h.api.call("PATCH", `/api/groups/${home.id}`, { token, body: { position: 0 } });
    expect(moved.body).toEqual({ id: home.id, name: "Home", position: 0 });
    expect((await groupsOf(h.api, token)).map((g: { name: string }) => g.name)).toEqual(["Home", "HEALTH", "Deep work"]);
    // Beyond the last: last.
    await h.api.call("PATCH", `/api/groups/${home.id}`, { token, body: { position: 99 } });
    expect((await groupsOf(h.api, token)).map((g: { name: string; position: number }) => [g.name, g.position])).toEqual([
      ["HEALTH", 0],
      ["Deep work", 1],
      ["Home", 2],
    ]);

    const removed = await h.api.call("DELETE", `/api/groups/${home.id}`, { token });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe("");
    expect((await groupsOf(h.api, token)).map((g: { id: string }) => g.id)).toEqual([health.id, work.id]);
    expectError(await h.api.call("DELETE", `/api/groups/${home.id}`, { token }), 404, "Group not found");
  });

  it("refuses bad group input with a 400 or 409 and changes nothing", async () => {
    const { token } = await h.api.newUser();
    const group = await newGroup(token, "Health");
    const cases: [unknown, RegExp | string][] = [
      [{}, /name/],
      [{ name: "" }, "name cannot be empty"],
      [{ name: "   " }, "name cannot be empty"],
      [{ name: "x".repeat(61) }, "name must be at most 60 characters"],
      [{ name: 12 }, "name must be text"],
      [{ name: "Ok", position: 1 }, /./],
    ];
    for (const [body, message] of cases) expectError(await h.api.call("POST", "/api/groups", { token, body }), 400, message);
    expectError(await h.api.call("POST", "/api/groups", { token, rawBody: "[", headers: { "content-type": "application/json" } }), 400);
    expectError(
      await h.api.call("POST", "/api/groups", { token, body: { name: "hEaLtH" } }),
      409,
      "You already have a group with this name",
    );
    expect((await h.api.call("POST", "/api/groups", { token, body: { name: "x".repeat(60) } })).status).toBe(201);

    const other = await newGroup(token, "Work");
    const before = await groupsOf(h.api, token);
    const patches: [unknown, number, RegExp | string][] = [
      [{ name: "" }, 400, "name cannot be empty"],
      [{ name: "x".repeat(61) }, 400, "name must be at most 60 characters"],
      [{ position: -1 }, 400, "position must be a whole number from 0"],
      [{ position: 1.5 }, 400, "position must be a whole number from 0"],
      [{ position: "2" }, 400, "position must be a whole number from 0"],
      [{ position: 100_001 }, 400, "position must be at most 100000"],
      [{ colour: "red" }, 400, /./],
      [{ name: "HEALTH" }, 409, "You already have a group with this name"],
    ];
    for (const [body, status, message] of patches) {
      expectError(await h.api.call("PATCH", `/api/groups/${other.id}`, { token, body }), status, message);
    }
    expectError(await h.api.call("PATCH", `/api/groups/not-an-id`, { token, body: { name: "A" } }), 400);
    expect(await groupsOf(h.api, token)).toEqual(before);
    expect(before[0]).toEqual(group);
    expectError(await h.api.call("GET", "/api/groups"), 401);
  });

  it("answers 404 for anyone else's group exactly as for an unknown one, and changes nothing", async () => {
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const group = await newGroup(owner.token, "Mine");
    const goal = await h.api.newGoal(owner.token);
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: owner.token, body: { group_id: group.id } });
    const otherGoal = await h.api.newGoal(other.token);

    const rename = await h.api.call("PATCH", `/api/groups/${group.id}`, { token: other.token, body: { name: "Theirs" } });
    const unknown = await h.api.call("PATCH", `/api/groups/${UNKNOWN_ID}`, { token: other.token, body: { name: "Theirs" } });
    expectError(rename, 404, "Group not found");
    expect(rename.body).toEqual(unknown.body);
    expectError(await h.api.call("PATCH", `/api/groups/${group.id}`, { token: other.token, body: { position: 0 } }), 404);
    expectError(await h.api.call("DELETE", `/api/groups/${group.id}`, { token: other.token }), 404, "Group not found");
    // Nor can another user put a goal of theirs in it.
    expectError(
      await h.api.call("PATCH", `/api/goals/${otherGoal.id}`, { token: other.token, body: { group_id: group.id, title: "Renamed" } }),
      404,
      "Group not found",
    );
    expect((await h.api.call("GET", `/api/goals/${otherGoal.id}`, { token: other.token })).body).toMatchObject({
      group_id: null,
      title: otherGoal.title,
    });
    expect(await groupsOf(h.api, other.token)).toEqual([]);
    expect(await groupsOf(h.api, owner.token)).toEqual([group]);
    expect((await listGoals(h.api, owner.token))[0]).toMatchObject({ id: goal.id, group_id: group.id });
  });

  it("gives goals a group, a place and an archived flag; deleting a group ungroups its goals and nothing else", async () => {
    const { token } = await h.api.newUser();
    const a = await h.api.newGoal(token, { title: "A" });
    const b = await h.api.newGoal(token, { title: "B" });
    expect(a).toMatchObject({ group_id: null, position: 0, archived: false });
    expect(b).toMatchObject({ group_id: null, position: 1, archived: false });
    const group = await newGroup(token, "Health");
    const keep = await newGroup(token, "Keep");

    const put = await h.api.call("PATCH", `/api/goals/${a.id}`, { token, body: { group_id: group.id } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: a.id, group_id: group.id, title: "A", position: 0, archived: false });
    await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { group_id: keep.id } });
    const listed = await listGoals(h.api, token);
    expect(listed.find((g) => g.id === a.id)?.group_id).toBe(group.id);

    const before = (await h.api.call("GET", `/api/goals/${a.id}`, { token })).body;
    expect((await h.api.call("DELETE", `/api/groups/${group.id}`, { token })).status).toBe(204);
    const after = (await h.api.call("GET", `/api/goals/${a.id}`, { token })).body;
    expect(after).toEqual({ ...before, group_id: null });
    // The list (kept between requests) follows at once; the other group and its goal are as they were.
    expect((await listGoals(h.api, token)).map((g) => [g.title, g.group_id])).toEqual([
      ["B", keep.id],
      ["A", null],
    ]);
    expect(await groupsOf(h.api, token)).toEqual([{ ...keep, position: 1 }]);

    // Back to no group with null; a bad group_id is a 400, an unknown one a 404, and nothing changes.
    await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { group_id: null } });
    expect((await h.api.call("GET", `/api/goals/${b.id}`, { token })).body.group_id).toBeNull();
    expectError(await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { group_id: "nope" } }), 400);
    expectError(
      await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { group_id: UNKNOWN_ID, title: "X" } }),
      404,
      "Group not found",
    );
    expectError(
      await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { archived: "yes" } }),
      400,
      "archived must be true or false",
    );
    expectError(
      await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { position: -2 } }),
      400,
      "position must be a whole number from 0",
    );
    expect((await h.api.call("GET", `/api/goals/${b.id}`, { token })).body).toMatchObject({ title: "B", group_id: null, archived: false });
  });

  it("lists archived goals apart, and the kept list follows every archive and restore", async () => {
    const { token } = await h.api.newUser();
    const a = await h.api.newGoal(token, { title: "A" });
    const b = await h.api.newGoal(token, { title: "B" });
    expect((await listGoals(h.api, token)).map((g) => g.title)).toEqual(["B", "A"]);
    expect(await listGoals(h.api, token, "?archived=true")).toEqual([]);

    const archived = await h.api.call("PATCH", `/api/goals/${a.id}`, { token, body: { archived: true } });
    expect(archived.body).toMatchObject({ id: a.id, archived: true });
    expect((await listGoals(h.api, token)).map((g) => g.title)).toEqual(["B"]);
    const onlyArchived = await listGoals(h.api, token, "?archived=true&tz=Europe/Paris");
    expect(onlyArchived.map((g) => [g.title, g.archived])).toEqual([["A", true]]);
    expect(onlyArchived[0]?.facts).toMatchObject({ time_zone: "Europe/Paris" });
    expect((await listGoals(h.api, token, "?archived=false")).map((g) => g.title)).toEqual(["B"]);
    // Compressed copies are the same lists.
    const br = await h.api.call("GET", "/api/goals?archived=true", { token, headers: { "accept-encoding": "br" } });
    expect((br.body as Goal[]).map((g) => g.title)).toEqual(["A"]);

    await h.api.call("PATCH", `/api/goals/${a.id}`, { token, body: { archived: false } });
    await h.api.call("PATCH", `/api/goals/${b.id}`, { token, body: { archived: true } });
    expect((await listGoals(h.api, token)).map((g) => g.title)).toEqual(["A"]);
    expect((await listGoals(h.api, token, "?archived=true")).map((g) => g.title)).toEqual(["B"]);
    // An archived goal keeps its journal and can still be read and checked in.
    expect((await h.api.call("POST", "/api/journal", { token, body: { goal_id: b.id, note: "still here", progress: 10 } })).status).toBe(
      201,
    );
    expect((await listGoals(h.api, token, "?archived=true"))[0]?.journal.map((e) => e.note)).toEqual(["still here"]);

    expectError(await h.api.call("GET", "/api/goals?archived=yes", { token }), 400, /archived must be true or false/);
    expectError(await h.api.call("GET", "/api/goals?archived[]=true", { token }), 400);
  });

  it("keeps an archived goal's public page, marked archived", async () => {
    const { token, username } = await h.api.newUser();
    const goal = await h.api.newGoal(token, { title: "Public one" });
    const slug = `public-one-${goal.id.slice(0, 8)}`;
    await publish(h.api, token, goal.id, slug);
    const page = `/api/goals/public/${username}/${slug}`;
    expect((await h.api.call("GET", page)).body.archived).toBeUndefined();
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { archived: true } });
    const archived = await h.api.call("GET", page);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ title: "Public one", archived: true });
  });

  it("leaves archived goals out of the analytics summary", async () => {
    const { token } = await h.api.newUser();
    const a = await h.api.newGoal(token, { title: "A" });
    await h.api.newGoal(token, { title: "B" });
    expect((await h.api.call("GET", "/api/analytics", { token })).body.count).toBe(2);
    await h.api.call("PATCH", `/api/goals/${a.id}`, { token, body: { archived: true } });
    expect((await h.api.call("GET", "/api/analytics", { token })).body.count).toBe(1);
  });

  it("leaves archived goals out of the calendar feed, keeping their reminder for a restore", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token, { title: "Stretch" });
    const reminder = { time: "07:30", days: [1], time_zone: "UTC" };
    expect((await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, { token, body: reminder })).status).toBe(200);
    const url = new URL((await h.api.call("POST", "/api/calendar/token", { token })).body.url as string);
    expect((await h.api.call("GET", url.pathname)).text).toContain("SUMMARY:Stretch");
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { archived: true } });
    expect((await h.api.call("GET", url.pathname)).text).not.toContain("Stretch");
    const restored = await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { archived: false } });
    expect(restored.body.reminder).toMatchObject(reminder);
    expect((await h.api.call("GET", url.pathname)).text).toContain("SUMMARY:Stretch");
  });

  it("sets the manual order: one goal by PATCH, many by PUT /api/goals/order", async () => {
    const { token } = await h.api.newUser();
    const ids: Record<string, string> = {};
    for (const title of ["A", "B", "C", "D", "E"]) ids[title] = (await h.api.newGoal(token, { title })).id;
    expect(inOrder(await listGoals(h.api, token))).toEqual(["A", "B", "C", "D", "E"]);

    const moved = await h.api.call("PATCH", `/api/goals/${ids.E}`, { token, body: { position: 1 } });
    expect(moved.body.position).toBe(1);
    expect(inOrder(await listGoals(h.api, token))).toEqual(["A", "E", "B", "C", "D"]);

    const all = ["D", "C", "B", "A", "E"].map((t) => ids[t]);
    const put = await h.api.call("PUT", "/api/goals/order", { token, body: { ids: all } });
    expect(put.status).toBe(204);
    const listed = await listGoals(h.api, token);
    expect(inOrder(listed)).toEqual(["D", "C", "B", "A", "E"]);
    expect(listed.map((g) => g.position).sort()).toEqual([0, 1, 2, 3, 4]);

    // A subset keeps to the places it held: A and D swap, the rest stay.
    await h.api.call("PUT", "/api/goals/order", { token, body: { ids: [ids.A, ids.D] } });
    expect(inOrder(await listGoals(h.api, token))).toEqual(["A", "C", "B", "D", "E"]);
    // The single goal's answer says the same.
    expect((await h.api.call("GET", `/api/goals/${ids.D}`, { token })).body.position).toBe(3);
  });

  it("refuses an order naming anyone else's goal or a bad list with 404 or 400, and changes nothing", async () => {
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const a = await h.api.newGoal(owner.token, { title: "A" });
    const b = await h.api.newGoal(owner.token, { title: "B" });
    const theirs = await h.api.newGoal(other.token, { title: "Theirs" });
    const before = await listGoals(h.api, owner.token);
    const theirsBefore = await listGoals(h.api, other.token);

    const withTheirs = await h.api.call("PUT", "/api/goals/order", { token: owner.token, body: { ids: [b.id, a.id, theirs.id] } });
    const withUnknown = await h.api.call("PUT", "/api/goals/order", { token: owner.token, body: { ids: [b.id, a.id, UNKNOWN_ID] } });
    expectError(withTheirs, 404, "Goal not found");
    expect(withTheirs.body).toEqual(withUnknown.body);
    // Another user moving the owner's goals.
    expectError(await h.api.call("PUT", "/api/goals/order", { token: other.token, body: { ids: [b.id, a.id] } }), 404, "Goal not found");
    expectError(await h.api.call("PATCH", `/api/goals/${a.id}`, { token: other.token, body: { position: 0 } }), 404, "Goal not found");
    expectError(await h.api.call("PATCH", `/api/goals/${a.id}`, { token: other.token, body: { archived: true } }), 404, "Goal not found");

    const bad: [unknown, RegExp | string][] = [
      [{}, /ids/],
      [{ ids: [] }, "ids must list at least one goal"],
      [{ ids: [a.id, a.id] }, "ids must not list a goal twice"],
      [{ ids: ["not-an-id"] }, /must be a valid id/],
      [{ ids: a.id }, "ids must be a list of goal ids"],
      [{ ids: Array.from({ length: 201 }, () => UNKNOWN_ID) }, "ids must list at most 200 goals"],
      [{ ids: [a.id], extra: 1 }, /./],
    ];
    for (const [body, message] of bad) expectError(await h.api.call("PUT", "/api/goals/order", { token: owner.token, body }), 400, message);
    expectError(await h.api.call("PUT", "/api/goals/order", { body: { ids: [a.id] } }), 401);

    expect(await listGoals(h.api, owner.token)).toEqual(before);
    expect(await listGoals(h.api, other.token)).toEqual(theirsBefore);
  });

  it("brings a deleted goal back ungrouped when its group was deleted meanwhile", async () => {
    const { token } = await h.api.newUser();
    const group = await newGroup(token, "Gone soon");
    const goal = await h.api.newGoal(token);
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token, body: { group_id: group.id, archived: true } });
    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token })).status).toBe(204);
    expect((await h.api.call("DELETE", `/api/groups/${group.id}`, { token })).status).toBe(204);
    const restored = await h.api.call("POST", `/api/goals/${goal.id}/restore`, { token });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: goal.id, group_id: null, archived: true });
  });
});
