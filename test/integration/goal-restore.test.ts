/**
 * Undo of a goal's delete (issue 17 item 2, decision 017), both engines: POST
 * /api/goals/{id}/restore brings the goal back exactly — same id, times, journal, pauses,
 * visibility, custom URL and likes — for its owner only, once, within the window; a custom URL
 * taken meanwhile is a 409 that keeps the goal restorable.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, addEntry, daysAgo, expectError, publish, unpublish, useServer } from "./helpers.js";

describe.each(ENGINES)("goal restore (%s)", (engine) => {
  let offsetMs = 0;
  const h = useServer(engine, { overrides: { now: () => new Date(Date.now() + offsetMs) } });
  const getGoal = (id: string, token: string) => h.api.call<any>("GET", `/api/goals/${id}`, { token });
  const restore = (id: string, token: string) => h.api.call<any>("POST", `/api/goals/${id}/restore`, { token });

  it("brings a deleted goal back exactly, with its journal, pauses and likes", async () => {
    const owner = await h.api.newUser("gr");
    const fan = await h.api.newUser("gr");
    const goal = await h.api.newGoal(owner.token, { title: "Run a marathon", description: "42 km" });
    await addEntry(h.api, owner.token, goal.id, 20, "first", daysAgo(30));
    await addEntry(h.api, owner.token, goal.id, 45, "second", daysAgo(2));
    await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token: owner.token, body: { from: "2026-12-24", to: "2027-01-02" } });
    await publish(h.api, owner.token, goal.id, "marathon");
    expect((await h.api.call("POST", `/api/likes/${owner.username}/marathon`, { token: fan.token, body: { like: true } })).status).toBe(
      200,
    );
    const before = (await getGoal(goal.id, owner.token)).body;
    const pausesBefore = (await h.api.call("GET", `/api/goals/${goal.id}/pauses`, { token: owner.token })).body;

    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token })).status).toBe(204);
    expectError(await getGoal(goal.id, owner.token), 404);

    const back = await restore(goal.id, owner.token);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(before);
    expect((await getGoal(goal.id, owner.token)).body).toEqual(before);
    expect(before).toMatchObject({ public: true, slug: "marathon", likes_count: 1, progress: 45 });
    expect((await h.api.call("GET", `/api/goals/${goal.id}/pauses`, { token: owner.token })).body).toEqual(pausesBefore);
    const page = await h.api.call<any>("GET", `/api/goals/public/${owner.username}/marathon`);
    expect(page.body.likes_count).toBe(1);

    // Once only.
    expectError(await restore(goal.id, owner.token), 404, "Goal not found");
  });

  it("answers 404 to anyone else, exactly as for an unknown goal, and after the window", async () => {
    const owner = await h.api.newUser("gr");
    const other = await h.api.newUser("gr");
    const goal = await h.api.newGoal(owner.token);
    await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token });
    const theirs = await restore(goal.id, other.token);
    expectError(theirs, 404, "Goal not found");
    expect(theirs.body).toEqual((await restore(UNKNOWN_ID, other.token)).body);
    expectError(await restore(goal.id, ""), 401);

    offsetMs = 11 * 60_000;
    try {
      expectError(await restore(goal.id, owner.token), 404, "Goal not found");
    } finally {
      offsetMs = 0;
    }
  });

  it("refuses with 409 while another goal holds its custom URL, and restores once it is free", async () => {
    const owner = await h.api.newUser("gr");
    const goal = await h.api.newGoal(owner.token, { title: "First" });
    await publish(h.api, owner.token, goal.id, "shared-url");
    await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token });
    const twin = await h.api.newGoal(owner.token, { title: "Second" });
    await publish(h.api, owner.token, twin.id, "shared-url");

    expectError(await restore(goal.id, owner.token), 409, "You already have a goal at this URL. Choose another custom URL.");
    expectError(await getGoal(goal.id, owner.token), 404);

    await h.api.call("PATCH", `/api/goals/${twin.id}`, { token: owner.token, body: { slug: "another-url" } });
    await unpublish(h.api, owner.token, twin.id);
    const back = await restore(goal.id, owner.token);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: goal.id, title: "First", slug: "shared-url", public: true });
  });

  it("leaves out the likes of an account deleted meanwhile, and counts the rest", async () => {
    const owner = await h.api.newUser("gr");
    const fan = await h.api.newUser("gr");
    const gone = await h.api.newUser("gr");
    const goal = await h.api.newGoal(owner.token);
    await publish(h.api, owner.token, goal.id, "liked-goal");
    for (const u of [fan, gone])
      await h.api.call("POST", `/api/likes/${owner.username}/liked-goal`, { token: u.token, body: { like: true } });
    await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token });
    expect((await h.api.call("DELETE", "/api/settings", { token: gone.token })).status).toBe(204);
    const back = await restore(goal.id, owner.token);
    expect(back.body.likes_count).toBe(1);
  });
});
