/**
 * A goal's history for its calendar and progress chart (issue 17, items 3-4), both engines:
 * days in the viewer's zone, bounded to 53 weeks whatever the years, the pace from the first
 * check-in, pauses; owner only for the private route, public goals only for the public one.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, addEntry, expectError, publish, useServer } from "./helpers.js";

const NOW = new Date("2026-11-25T10:00:00Z"); // a Wednesday
const now = () => NOW;

describe.each(ENGINES)("goal history (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now } });

  it("gives each day of the last 53 weeks with its count, progress and change, in the viewer's zone", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    await addEntry(h.api, token, goal.id, 5, "three years ago", "2023-11-01T12:00:00Z");
    await addEntry(h.api, token, goal.id, 10, "before the window", "2025-06-01T12:00:00Z");
    await addEntry(h.api, token, goal.id, 30, "in the window", "2025-12-01T12:00:00Z");
    await addEntry(h.api, token, goal.id, 40, "late evening in Paris", "2026-11-23T23:30:00Z");
    await addEntry(h.api, token, goal.id, 50, "today", "2026-11-25T08:00:00Z");

    const utc = await h.api.call("GET", `/api/goals/${goal.id}/history?tz=UTC`, { token });
    expect(utc.status).toBe(200);
    expect(utc.body).toMatchObject({ today: "2026-11-25", from: "2025-11-24" });
    expect(utc.body.days).toEqual([
      { date: "2025-12-01", count: 1, progress: 30, change: 20 },
      { date: "2026-11-23", count: 1, progress: 40, change: 10 },
      { date: "2026-11-25", count: 1, progress: 50, change: 10 },
    ]);
    // From 5 % three years ago to 50 % today.
    expect(utc.body.pace).toBeCloseTo(45 / 1120, 6);
    expect(utc.headers.get("cache-control")).toBe("no-store");

    const paris = await h.api.call("GET", `/api/goals/${goal.id}/history?tz=Europe%2FParis`, { token });
    expect(paris.body.days.map((d: { date: string }) => d.date)).toEqual(["2025-12-01", "2026-11-24", "2026-11-25"]);
  });

  it("sums an amount goal's amounts per day, for the calendar's states (issue 29 item 5)", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token, { timeframe: "weekly", kind: "amount", target: 20, unit: "km" });
    const check = await h.api.newGoal(token, { timeframe: "daily", kind: "check" });
    for (const [amount, at] of [
      [5.5, "2026-11-23T07:00:00Z"],
      [2.25, "2026-11-23T18:00:00Z"],
      [3, "2026-11-24T07:00:00Z"],
    ] as const) {
      const res = await h.api.call("POST", "/api/journal", { token, body: { goal_id: goal.id, note: "run", amount, created_at: at } });
      expect(res.status).toBe(201);
    }
    await h.api.call("POST", "/api/journal", { token, body: { goal_id: check.id, note: "Done", created_at: "2026-11-23T07:00:00Z" } });
    const res = await h.api.call("GET", `/api/goals/${goal.id}/history?tz=UTC`, { token });
    expect(res.body.days.map((d: { date: string; count: number; amount?: number }) => [d.date, d.count, d.amount])).toEqual([
      ["2026-11-23", 2, 7.75],
      ["2026-11-24", 1, 3],
    ]);
    // A check goal's days carry no amount.
    const checks = await h.api.call("GET", `/api/goals/${check.id}/history?tz=UTC`, { token });
    expect(checks.body.days).toEqual([expect.not.objectContaining({ amount: expect.anything() })]);
  });

  it("carries the goal's pauses and an empty year for a new goal", async () => {
    const { token } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    await h.api.call("POST", `/api/goals/${goal.id}/pauses`, { token, body: { from: "2026-08-01", to: "2026-08-14" } });
    const res = await h.api.call("GET", `/api/goals/${goal.id}/history?tz=UTC`, { token });
    expect(res.body).toMatchObject({ days: [], pace: null, pauses: [{ from: "2026-08-01", to: "2026-08-14" }] });
  });

  it("refuses a zone that does not exist, and anyone but the owner", async () => {
    const owner = await h.api.newUser();
    const other = await h.api.newUser();
    const goal = await h.api.newGoal(owner.token);
    for (const tz of ["Mars/Olympus", "", "x".repeat(200)]) {
      expectError(
        await h.api.call("GET", `/api/goals/${goal.id}/history?tz=${encodeURIComponent(tz)}`, { token: owner.token }),
        400,
        /tz must be an IANA time zone/,
      );
    }
    expectError(await h.api.call("GET", `/api/goals/${goal.id}/history`, { token: owner.token }), 400, /tz/);
    const theirs = await h.api.call("GET", `/api/goals/${goal.id}/history?tz=UTC`, { token: other.token });
    const unknown = await h.api.call("GET", `/api/goals/${UNKNOWN_ID}/history?tz=UTC`, { token: other.token });
    expectError(theirs, 404, "Goal not found");
    expect(theirs.body).toEqual(unknown.body);
    expectError(await h.api.call("GET", `/api/goals/${goal.id}/history?tz=UTC`), 401);
  });

  it("serves a public goal's history to anyone, and a private one to no one", async () => {
    const { token, username } = await h.api.newUser();
    const goal = await h.api.newGoal(token);
    await addEntry(h.api, token, goal.id, 25, "public check-in", "2026-11-20T12:00:00Z");
    const path = `/api/goals/public/${username}/shared-run/history?tz=UTC`;
    expectError(await h.api.call("GET", path), 404, "Public goal not found");
    await publish(h.api, token, goal.id, "shared-run");
    const res = await h.api.call("GET", path);
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual([{ date: "2026-11-20", count: 1, progress: 25, change: 25 }]);
  });
});
