/**
 * Undo of a journal delete (issue 15 item 10, decision 017): POST /api/journal/{id}/restore puts
 * the entry back exactly — same id, goal, note, progress and time — with the goal's progress,
 * for its owner only and within the restore window; anything else is a 404 that changes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, addEntry, daysAgo, entryOf, expectError, useServer } from "./helpers.js";

describe.each(ENGINES)("journal restore (%s)", (engine) => {
  // The server's clock, moved forward by the test to pass the restore window.
  let offsetMs = 0;
  const h = useServer(engine, { overrides: { now: () => new Date(Date.now() + offsetMs) } });
  let owner: { username: string; token: string };
  let other: { username: string; token: string };
  beforeAll(async () => {
    owner = await h.api.newUser("restore");
    other = await h.api.newUser("restore");
  });

  const entries = async (goalId: string, token = owner.token) =>
    (await h.api.call<any[]>("GET", `/api/journal?goal_id=${goalId}`, { token })).body;
  const goalOf = async (goalId: string) =>
    (await h.api.call<any[]>("GET", "/api/goals", { token: owner.token })).body.find((g) => g.id === goalId);
  const del = (id: string, token = owner.token) => h.api.call("DELETE", `/api/journal/${id}`, { token });
  const restore = (id: string, token = owner.token) => h.api.call<any>("POST", `/api/journal/${id}/restore`, { token });

  it("brings a deleted entry back exactly, and the goal's progress with it", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Restore me" });
    await addEntry(h.api, owner.token, goal.id, 20, "older", daysAgo(3));
    const created_at = daysAgo(1);
    const latest = await addEntry(h.api, owner.token, goal.id, 60, "the one to undo", created_at);
    const before = await entries(goal.id);
    expect((await goalOf(goal.id)).progress).toBe(60);

    expect((await del(latest.id)).status).toBe(204);
    expect((await entries(goal.id)).map((e) => e.id)).not.toContain(latest.id);
    expect((await goalOf(goal.id)).progress).toBe(20);

    const res = await restore(latest.id);
    expect(res.status).toBe(200);
    expect(entryOf(res.body)).toEqual({ id: latest.id, goal_id: goal.id, note: "the one to undo", progress: 60, created_at });
    expect(await entries(goal.id)).toEqual(before);
    const after = await goalOf(goal.id);
    expect(after.progress).toBe(60);
    expect(after.journal.find((e: any) => e.id === latest.id)).toEqual(entryOf(res.body));

    // Once: a second restore finds no tombstone.
    expectError(await restore(latest.id), 404);
    expect(await entries(goal.id)).toEqual(before);
  });

  it("is the owner's only: anyone else gets a 404 and the entry stays deleted", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Mine" });
    const entry = await addEntry(h.api, owner.token, goal.id, 30, "private");
    expect((await del(entry.id)).status).toBe(204);
    expectError(await restore(entry.id, other.token), 404);
    expect((await h.api.call("POST", `/api/journal/${entry.id}/restore`, {})).status).toBe(401);
    expect(await entries(goal.id)).toEqual([]);
    // …and the owner can still undo it.
    expect((await restore(entry.id)).status).toBe(200);
  });

  it("answers 404 for an entry never deleted, an unknown id, a bad id, or a deleted goal", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Gone" });
    const live = await addEntry(h.api, owner.token, goal.id, 10, "still here");
    expectError(await restore(live.id), 404);
    expectError(await restore(UNKNOWN_ID), 404);
    expectError(await restore("not-an-id"), 400);

    const entry = await addEntry(h.api, owner.token, goal.id, 40, "with its goal");
    expect((await del(entry.id)).status).toBe(204);
    expect((await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token })).status).toBe(204);
    expectError(await restore(entry.id), 404);
  });

  it("expires after the restore window", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Late" });
    const entry = await addEntry(h.api, owner.token, goal.id, 50, "too late");
    expect((await del(entry.id)).status).toBe(204);
    offsetMs = 11 * 60_000;
    try {
      expectError(await restore(entry.id), 404);
    } finally {
      offsetMs = 0;
    }
    expect(await entries(goal.id)).toEqual([]);
  });
});
