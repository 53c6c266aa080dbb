/**
 * Idempotency-Key on POST /api/goals, /api/journal and /api/likes (issue 19, decision 014), on
 * both engines: a repeated create answers the first result and writes once; another request
 * under the same key is a 422; twins racing get one write; a claim left by a dead process is
 * resumed without writing twice; a key lasts 24 hours and belongs to one user.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { expectError, publish, useServer } from "./helpers.js";

const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

describe.each(ENGINES)("Idempotency-Key (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now } });
  const db = () => h.server.deps.db.db;
  const entriesOf = async (goalId: string) =>
    (await db().selectFrom("journal_entries").select("id").where("goal_id", "=", goalId).execute()).map((r) => r.id);
  const goalsOf = async (token: string) =>
    ((await h.api.call("GET", "/api/goals", { token })).body as { id: string; title: string }[]).map((g) => g.title);
  const keyed = (key: string) => ({ "idempotency-key": key });

  it("answers a repeated goal create with the first goal and creates it once", async () => {
    const { token } = await h.api.newUser();
    const body = { title: "Read 12 books", category: "study", timeframe: "yearly" };
    const first = await h.api.call("POST", "/api/goals", { token, body, headers: keyed("goal-key-1") });
    const again = await h.api.call("POST", "/api/goals", { token, body, headers: keyed("goal-key-1") });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await goalsOf(token)).toEqual(["Read 12 books"]);
    // The draft's structured-field form ("…") names the same key.
    const quoted = await h.api.call("POST", "/api/goals", { token, body, headers: keyed('"goal-key-1"') });
    expect(quoted.body).toEqual(first.body);
    expect(await goalsOf(token)).toHaveLength(1);
  });

  it("answers 422 for the same key with another body, and writes nothing", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const first = await h.api.call("POST", "/api/journal", {
      token,
      body: { goal_id: goal.id, note: "a", progress: 10 },
      headers: keyed("k"),
    });
    expect(first.status).toBe(201);
    const other = await h.api.call("POST", "/api/journal", {
      token,
      body: { goal_id: goal.id, note: "b", progress: 20 },
      headers: keyed("k"),
    });
    expectError(other, 422, "This Idempotency-Key was already used with a different request");
    // The same key on another route is another request too.
    const elsewhere = await h.api.call("POST", "/api/goals", {
      token,
      body: { title: "x", category: "health", timeframe: "daily" },
      headers: keyed("k"),
    });
    expectError(elsewhere, 422);
    expect(await entriesOf(goal.id)).toEqual([first.body.id]);
    expect(await goalsOf(token)).toHaveLength(1);
  });

  it("treats bodies with the same fields in another order as the same request", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const a = await h.api.call("POST", "/api/journal", {
      token,
      rawBody: JSON.stringify({ goal_id: goal.id, note: "n", progress: 30 }),
      headers: { ...keyed("order"), "content-type": "application/json" },
    });
    const b = await h.api.call("POST", "/api/journal", {
      token,
      rawBody: JSON.stringify({ progress: 30, note: "n", goal_id: goal.id }),
      headers: { ...keyed("order"), "content-type": "application/json" },
    });
    expect(b.body).toEqual(a.body);
    expect(await entriesOf(goal.id)).toHaveLength(1);
  });

  it("writes one check-in when twins with one key race (a double click, a retry)", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const body = { goal_id: goal.id, note: "+10%", progress: 10 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => h.api.call("POST", "/api/journal", { token, body, headers: keyed("double-click") })),
    );
    const created = answers.filter((a) => a.status === 201);
    const busy = answers.filter((a) => a.status === 409);
    expect(created.length + busy.length).toBe(answers.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const a of busy) {
      expectError(a, 409, /still being processed/);
      expect(a.headers.get("retry-after")).toBe("1");
    }
    expect(await entriesOf(goal.id)).toEqual([created[0]!.body.id]);
  });

  it("writes again for requests without a key, or with another key", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const body = { goal_id: goal.id, note: "x", progress: 10 };
    await h.api.call("POST", "/api/journal", { token, body });
    await h.api.call("POST", "/api/journal", { token, body });
    await h.api.call("POST", "/api/journal", { token, body, headers: keyed("one") });
    await h.api.call("POST", "/api/journal", { token, body, headers: keyed("two") });
    expect(await entriesOf(goal.id)).toHaveLength(4);
  });

  it("keeps each user's keys apart", async () => {
    const a = await h.api.newUser();
    const b = await h.api.newUser();
    const body = { title: "Same", category: "health", timeframe: "daily" };
    const ra = await h.api.call("POST", "/api/goals", { token: a.token, body, headers: keyed("shared") });
    const rb = await h.api.call("POST", "/api/goals", { token: b.token, body, headers: keyed("shared") });
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(await goalsOf(b.token)).toEqual(["Same"]);
  });

  it("refuses a malformed key with 400 and writes nothing", async () => {
    const { token } = await h.api.newUser();
    const body = { title: "K", category: "health", timeframe: "daily" };
    for (const key of ["", "x".repeat(256), "tab\there", '"unterminated']) {
      const res = await h.api.call("POST", "/api/goals", { token, body, headers: keyed(key) });
      expectError(res, 400, "Idempotency-Key must be 1–255 visible ASCII characters");
    }
    expect(await goalsOf(token)).toEqual([]);
  });

  it("answers a repeated like with the first answer", async () => {
    const owner = await h.api.newUser();
    const goal = await h.api.newGoal(owner.token);
    const slug = `liked-${Math.random().toString(36).slice(2, 8)}`;
    await publish(h.api, owner.token, goal.id, slug);
    const fan = await h.api.newUser();
    const path = `/api/likes/${owner.username}/${slug}`;
    const first = await h.api.call("POST", path, { token: fan.token, body: { like: true }, headers: keyed("like-1") });
    const again = await h.api.call("POST", path, { token: fan.token, body: { like: true }, headers: keyed("like-1") });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ likes: 1, liked: true });
    const unlike = await h.api.call("POST", path, { token: fan.token, body: { like: false }, headers: keyed("like-1") });
    expectError(unlike, 422);
  });

  it("frees the key when the write is refused, so a corrected retry can use it", async () => {
    const { token } = await h.api.newUser();
    const missing = await h.api.call("POST", "/api/journal", {
      token,
      body: { goal_id: "0190f7a2-0000-7000-8000-000000000000", note: "x", progress: 1 },
      headers: keyed("retry-me"),
    });
    expectError(missing, 404);
    const rows = await db().selectFrom("idempotency_keys").select("key").where("key", "=", "retry-me").execute();
    expect(rows).toEqual([]);
  });

  it("answers 409 while the first request is in flight, and resumes a claim its dead process left", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const body = { goal_id: goal.id, note: "lift", progress: 40 };
    const first = await h.api.call("POST", "/api/journal", { token, body, headers: keyed("crash") });
    expect(first.status).toBe(201);
    // As if the process died after the check-in committed but before its answer was stored.
    const reopen = (lockedAgoMs: number) =>
      db()
        .updateTable("idempotency_keys")
        .set({ status: null, response: null, locked_at: new Date(now().getTime() - lockedAgoMs).toISOString() })
        .where("key", "=", "crash")
        .execute();
    await reopen(1_000);
    expectError(await h.api.call("POST", "/api/journal", { token, body, headers: keyed("crash") }), 409);
    await reopen(60_000);
    const resumed = await h.api.call("POST", "/api/journal", { token, body, headers: keyed("crash") });
    expect(resumed.status).toBe(201);
    expect(resumed.body).toEqual(first.body);
    expect(await entriesOf(goal.id)).toEqual([first.body.id]);

    // As if it died before the check-in committed: the retry writes it, once, with the claimed id.
    const claimedId = "0190f7a2-0000-7000-8000-00000000c0de";
    await db()
      .updateTable("idempotency_keys")
      .set({ status: null, response: null, resource_id: claimedId, locked_at: new Date(now().getTime() - 60_000).toISOString() })
      .where("key", "=", "crash")
      .execute();
    const rewritten = await h.api.call("POST", "/api/journal", { token, body, headers: keyed("crash") });
    expect(rewritten.status).toBe(201);
    expect(rewritten.body.id).toBe(claimedId);
    expect((await entriesOf(goal.id)).sort()).toEqual([first.body.id, claimedId].sort());
  });

  it("forgets a key after 24 hours", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const body = { goal_id: goal.id, note: "daily", progress: 5 };
    await h.api.call("POST", "/api/journal", { token, body, headers: keyed("day") });
    clock.offsetMs = 23 * 3600_000;
    await h.api.call("POST", "/api/journal", { token, body, headers: keyed("day") });
    expect(await entriesOf(goal.id)).toHaveLength(1);
    clock.offsetMs = 25 * 3600_000;
    try {
      const later = await h.api.call("POST", "/api/journal", { token, body, headers: keyed("day") });
      expect(later.status).toBe(201);
      expect(await entriesOf(goal.id)).toHaveLength(2);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
