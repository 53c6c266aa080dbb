/**
 * Back-dating and editing check-ins (issue 17, item 1) over HTTP on both engines: POST's
 * created_at up to 5 minutes ahead, PATCH /api/journal/{id} of note, progress and time with the
 * goal's denormalised figures following at once, owner only, bad input a 400 that writes nothing.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, addEntry, daysAgo, entryOf, expectError, useServer } from "./helpers.js";

const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);
const minutesAhead = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe.each(ENGINES)("back-dating and editing check-ins (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now } });
  const goalOf = async (token: string, id: string) => (await h.api.call("GET", `/api/goals/${id}`, { token })).body;
  const storedGoal = (id: string) =>
    h.server.deps.db.db
      .selectFrom("goals")
      .select(["progress", "last_entry_note", "updates_count"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("accepts a check-in up to 5 minutes ahead and refuses one further ahead", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const soon = await h.api.call("POST", "/api/journal", {
      token,
      body: { goal_id: goal.id, note: "phone clock ahead", progress: 10, created_at: minutesAhead(4) },
    });
    expect(soon.status).toBe(201);
    const late = await h.api.call("POST", "/api/journal", {
      token,
      body: { goal_id: goal.id, note: "too far", progress: 20, created_at: minutesAhead(6) },
    });
    expectError(late, 400, "created_at cannot be in the future");
    expect((await goalOf(token, goal.id)).journal).toHaveLength(1);
  });

  it("edits note, progress and time; the goal's progress and latest note follow at once", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const yesterday = await addEntry(h.api, token, goal.id, 30, "yesterday", daysAgo(1));
    const today = await addEntry(h.api, token, goal.id, 50, "today");
    expect(await storedGoal(goal.id)).toMatchObject({ progress: 50, last_entry_note: "today" });

    const typo = await h.api.call("PATCH", `/api/journal/${today.id}`, { token, body: { note: "  today, fixed  " } });
    expect(typo.status).toBe(200);
    expect(entryOf(typo.body)).toEqual({ ...today, note: "today, fixed" });
    expect(await storedGoal(goal.id)).toMatchObject({ progress: 50, last_entry_note: "today, fixed" });

    // Moved before yesterday's: yesterday's entry becomes the latest, and the goal's figure with it.
    const moved = await h.api.call("PATCH", `/api/journal/${today.id}`, { token, body: { created_at: daysAgo(2) } });
    expect(moved.status).toBe(200);
    expect(await storedGoal(goal.id)).toMatchObject({ progress: 30, last_entry_note: "yesterday", updates_count: 2 });
    expect((await goalOf(token, goal.id)).progress).toBe(30);

    const raised = await h.api.call("PATCH", `/api/journal/${yesterday.id}`, { token, body: { progress: 70, note: "yesterday, more" } });
    expect(raised.body).toMatchObject({ id: yesterday.id, progress: 70, note: "yesterday, more", created_at: yesterday.created_at });
    expect(await storedGoal(goal.id)).toMatchObject({ progress: 70, last_entry_note: "yesterday, more" });
    const journal = (await goalOf(token, goal.id)).journal.map((e: { id: string }) => e.id);
    expect(new Set(journal)).toEqual(new Set([yesterday.id, today.id]));
  });

  it("refuses bad edits with a 400 and changes nothing", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    const entry = await addEntry(h.api, token, goal.id, 40, "as logged");
    const cases: [unknown, RegExp | string][] = [
      [{}, "Nothing to change: send note, progress or created_at"],
      [{ note: "   " }, "Note cannot be empty"],
      [{ progress: 101 }, "progress must be a number from 0 to 100"],
      [{ progress: "50" }, "progress must be a number from 0 to 100"],
      [{ created_at: "yesterday" }, /created_at/],
      [{ created_at: minutesAhead(10) }, "created_at cannot be in the future"],
      [{ created_at: "0000-01-01T00:00:00Z" }, "created_at cannot be before 1970"],
      [{ goal_id: UNKNOWN_ID }, /./],
    ];
    for (const [body, message] of cases) {
      expectError(await h.api.call("PATCH", `/api/journal/${entry.id}`, { token, body }), 400, message);
    }
    expect((await goalOf(token, goal.id)).journal).toEqual([entry]);
    expect(await storedGoal(goal.id)).toMatchObject({ progress: 40, last_entry_note: "as logged" });
  });

  it("answers 404 for anyone else's entry, exactly as for an unknown one, and changes nothing", async () => {
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const goal = await h.api.newGoal(owner.token);
    const entry = await addEntry(h.api, owner.token, goal.id, 40, "mine");
    const theirs = await h.api.call("PATCH", `/api/journal/${entry.id}`, { token: other.token, body: { note: "hijacked" } });
    const unknown = await h.api.call("PATCH", `/api/journal/${UNKNOWN_ID}`, { token: other.token, body: { note: "hijacked" } });
    expectError(theirs, 404, "Entry not found");
    expect(theirs.body).toEqual(unknown.body);
    expectError(await h.api.call("PATCH", `/api/journal/${entry.id}`, { body: { note: "anon" } }), 401);
    expect((await goalOf(owner.token, goal.id)).journal).toEqual([entry]);
  });

  it("answers 404 for anyone else's entry before judging the body by that goal's kind", async () => {
    // An amount sent for a progress goal's entry is a 400 to its owner; to anyone else it must be
    // the unknown entry's 404, or the answer tells them the entry exists and what kind its goal is.
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const goal = await h.api.newGoal(owner.token);
    const entry = await addEntry(h.api, owner.token, goal.id, 40, "mine");
    expectError(await h.api.call("PATCH", `/api/journal/${entry.id}`, { token: owner.token, body: { amount: 3 } }), 400);
    const theirs = await h.api.call("PATCH", `/api/journal/${entry.id}`, { token: other.token, body: { amount: 3 } });
    expectError(theirs, 404, "Entry not found");
    expect((await goalOf(owner.token, goal.id)).journal).toEqual([entry]);
  });
});
