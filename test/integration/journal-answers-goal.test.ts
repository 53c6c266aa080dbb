/**
 * Issue 33 item 1 (decision 044): every journal write answers the goal it changed exactly as the
 * next GET /api/goals lists it, in the same time zone — so a client holding the list needs no
 * second round trip. POST, PATCH and restore answer the entry plus `goal`; DELETE keeps its 204
 * unless the client sends `Prefer: return=representation`; an idempotent replay answers the same.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { addEntry, daysAgo, expectError, useServer } from "./helpers.js";

/** A zone far from UTC, so a fact read in the wrong zone shows (a late-evening check-in is another day in UTC). */
const TZ = "Pacific/Kiritimati";

describe.each(ENGINES)("journal writes answer their goal (%s)", (engine) => {
  const h = useServer(engine);
  let user: { username: string; token: string };
  beforeAll(async () => {
    user = await h.api.newUser("trip");
  });

  const listed = async (goalId: string, tz = TZ) => {
    const res = await h.api.call<any[]>("GET", `/api/goals?tz=${encodeURIComponent(tz)}`, { token: user.token });
    expect(res.status).toBe(200);
    return res.body.find((g) => g.id === goalId);
  };
  const q = `?tz=${encodeURIComponent(TZ)}`;

  it("POST /journal answers the entry and its goal as the next list shows it", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Walk", timeframe: "daily" });
    const other = await h.api.newGoal(user.token, { title: "Read" });
    await addEntry(h.api, user.token, goal.id, 20, "two days ago", daysAgo(2));
    await addEntry(h.api, user.token, other.id, 50, "other goal");
    // The list is held (and kept on the server) before the write, as a dashboard holds it.
    expect((await listed(goal.id)).progress).toBe(20);

    const res = await h.api.call<any>("POST", `/api/journal${q}`, {
      token: user.token,
      body: { goal_id: goal.id, note: "today", progress: 30 },
    });
    expect(res.status).toBe(201);
    const { goal: answered, ...entry } = res.body;
    expect(entry).toEqual({ id: expect.any(String), goal_id: goal.id, note: "today", progress: 30, created_at: expect.any(String) });
    expect(answered.facts).toBeDefined();
    expect(answered.progress).toBe(30);
    expect(answered.journal.at(-1)).toEqual(entry);
    expect(await listed(goal.id)).toEqual(answered);
    // The other goal's part is untouched by the write and still listed as before.
    expect((await listed(other.id)).progress).toBe(50);
  });

  it("answers the facts in the request's zone, and UTC without one, as the list does", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Zones" });
    const inUtc = await h.api.call<any>("POST", "/api/journal", { token: user.token, body: { goal_id: goal.id, note: "a", progress: 10 } });
    expect(inUtc.status).toBe(201);
    expect(await listed(goal.id, "UTC")).toEqual(inUtc.body.goal);
    expectError(
      await h.api.call("POST", "/api/journal?tz=Not/AZone", { token: user.token, body: { goal_id: goal.id, note: "b", progress: 20 } }),
      400,
    );
    expect((await listed(goal.id, "UTC")).journal).toHaveLength(1);
  });

  it("PATCH /journal/{id} answers the edited entry and its goal as the next list shows it", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Edit" });
    const first = await addEntry(h.api, user.token, goal.id, 10, "first", daysAgo(3));
    await addEntry(h.api, user.token, goal.id, 40, "second", daysAgo(1));
    await listed(goal.id);

    const res = await h.api.call<any>("PATCH", `/api/journal/${first.id}${q}`, {
      token: user.token,
      body: { created_at: daysAgo(0.01), progress: 70 },
    });
    expect(res.status).toBe(200);
    const { goal: answered, ...entry } = res.body;
    expect(entry).toMatchObject({ id: first.id, goal_id: goal.id, note: "first", progress: 70 });
    expect(answered.progress).toBe(70);
    expect(await listed(goal.id)).toEqual(answered);
  });

  it("DELETE /journal/{id} stays 204 without Prefer, and answers 200 {goal} with Prefer: return=representation", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Delete" });
    await addEntry(h.api, user.token, goal.id, 10, "keep", daysAgo(2));
    const a = await addEntry(h.api, user.token, goal.id, 30, "gone quietly", daysAgo(1));
    const b = await addEntry(h.api, user.token, goal.id, 60, "gone with an answer");
    await listed(goal.id);

    const plain = await h.api.call("DELETE", `/api/journal/${a.id}`, { token: user.token });
    expect(plain.status).toBe(204);
    expect(plain.text).toBe("");

    const res = await h.api.call<any>("DELETE", `/api/journal/${b.id}${q}`, {
      token: user.token,
      headers: { prefer: "return=representation" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe("return=representation");
    expect(Object.keys(res.body)).toEqual(["goal"]);
    expect(res.body.goal.progress).toBe(10);
    expect(res.body.goal.journal.map((e: any) => e.note)).toEqual(["keep"]);
    expect(await listed(goal.id)).toEqual(res.body.goal);
    expectError(
      await h.api.call("DELETE", `/api/journal/${b.id}${q}`, { token: user.token, headers: { prefer: "return=representation" } }),
      404,
    );
  });

  it("POST /journal/{id}/restore answers the entry back and its goal as the next list shows it", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Undo" });
    await addEntry(h.api, user.token, goal.id, 10, "older", daysAgo(2));
    const entry = await addEntry(h.api, user.token, goal.id, 50, "undo me", daysAgo(1));
    expect((await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: user.token })).status).toBe(204);
    expect((await listed(goal.id)).progress).toBe(10);

    const res = await h.api.call<any>("POST", `/api/journal/${entry.id}/restore${q}`, { token: user.token });
    expect(res.status).toBe(200);
    const { goal: answered, ...restored } = res.body;
    expect(restored).toEqual(entry);
    expect(answered.progress).toBe(50);
    expect(await listed(goal.id)).toEqual(answered);
  });

  it("an idempotent replay answers the same entry and goal, and writes nothing more", async () => {
    const goal = await h.api.newGoal(user.token, { title: "Replay" });
    await listed(goal.id);
    const send = () =>
      h.api.call<any>("POST", `/api/journal${q}`, {
        token: user.token,
        headers: { "idempotency-key": `trip-${goal.id}` },
        body: { goal_id: goal.id, note: "once", progress: 40 },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.body.goal).toEqual(await listed(goal.id));
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await listed(goal.id)).journal).toHaveLength(1);
  });

  it("answers nothing of anyone else's: their entry is a 404 and their goal unchanged", async () => {
    const stranger = await h.api.newUser("trip");
    const goal = await h.api.newGoal(user.token, { title: "Mine" });
    const entry = await addEntry(h.api, user.token, goal.id, 20, "mine");
    const before = await listed(goal.id);
    expectError(await h.api.call("PATCH", `/api/journal/${entry.id}${q}`, { token: stranger.token, body: { progress: 90 } }), 404);
    expectError(
      await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: stranger.token, headers: { prefer: "return=representation" } }),
      404,
    );
    expectError(
      await h.api.call("POST", `/api/journal${q}`, { token: stranger.token, body: { goal_id: goal.id, note: "x", progress: 90 } }),
      404,
    );
    expect(await listed(goal.id)).toEqual(before);
  });
});
