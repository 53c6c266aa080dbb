/**
 * Habit kinds over HTTP on both engines (issue 29): the goal fields and their 400s, check-ins of
 * check and amount goals with derived progress, amounts in every answer, the facts the list sends,
 * the week start setting, and export and import. The clock is frozen on Thursday 2026-11-26.
 */
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { entryOf, expectError, useServer } from "./helpers.js";

const NOW = new Date("2026-11-26T18:00:00.000Z");
const at = (key: string, hour = 12) => `${key}T${String(hour).padStart(2, "0")}:00:00.000Z`;
type Token = { token: string };

describe.each(ENGINES)("habit kinds (%s)", (engine) => {
  const h = useServer(engine, { overrides: { now: () => new Date(NOW) } });
  const create = (u: Token, body: object) =>
    h.api.call<any>("POST", "/api/goals", { token: u.token, body: { title: "Habit", category: "health", timeframe: "daily", ...body } });
  const checkIn = (u: Token, body: object, tz = "UTC") =>
    h.api.call<any>("POST", `/api/journal?tz=${tz}`, { token: u.token, body: { note: "done", ...body } });
  const listed = async (u: Token, id: string, tz = "UTC") =>
    (await h.api.call<any[]>("GET", `/api/goals?tz=${tz}`, { token: u.token })).body.find((g) => g.id === id);
  const countGoals = async (u: Token) => (await h.api.call<any[]>("GET", "/api/goals", { token: u.token })).body.length;

  it("refuses fields that do not go together with a clear 400, and creates nothing", async () => {
    const u = await h.api.newUser("hkbad");
    const cases: [object, string | RegExp][] = [
      [{ kind: "streaks" }, "kind must be progress, check or amount"],
      [{ kind: "amount" }, "target is required for an amount goal"],
      [{ kind: "amount", target: 0 }, "target must be more than 0 and at most 1000000 for an amount goal"],
      [{ kind: "amount", target: 1_000_001 }, "target must be more than 0 and at most 1000000 for an amount goal"],
      [{ kind: "amount", target: -1, direction: "at_most" }, "target must be from 0 to 1000000 for an at-most amount goal"],
      [{ kind: "amount", target: 5, unit: "" }, "unit must be 1 to 24 characters"],
      [{ kind: "amount", target: 5, unit: "x".repeat(25) }, "unit must be 1 to 24 characters"],
      [{ kind: "check", target: 0 }, "target must be a whole number from 1 to 100 for a check goal"],
      [{ kind: "check", target: 2.5 }, "target must be a whole number from 1 to 100 for a check goal"],
      [{ kind: "check", target: 101 }, "target must be a whole number from 1 to 100 for a check goal"],
      [{ kind: "check", unit: "km" }, "unit is only for amount goals"],
      [{ kind: "check", direction: "sideways" }, "direction must be at_least or at_most"],
      [{ target: 3 }, "target, unit, direction, weekdays and every_days need kind check or amount"],
      [{ kind: "check", weekdays: [1, 2], every_days: 3 }, "send weekdays or every_days, not both"],
      [{ kind: "check", timeframe: "weekly", weekdays: [1] }, "weekdays and every_days are only for daily goals"],
      [{ kind: "check", weekdays: [0] }, /weekdays must be a list of ISO weekdays 1 to 7/],
      [{ kind: "check", weekdays: [1, 1] }, /weekdays must be a list of ISO weekdays 1 to 7/],
      [{ kind: "check", weekdays: [] }, /weekdays must be a list of ISO weekdays 1 to 7/],
      [{ kind: "check", every_days: 1 }, /every_days must be a whole number from 2 to 365/],
      [{ kind: "check", every_days: 366 }, /every_days must be a whole number from 2 to 365/],
      [{ kind: "check", target: "3" }, /target must be a number/],
    ];
    for (const [body, message] of cases) expectError(await create(u, body), 400, message);
    expect(await countGoals(u)).toBe(0);
  });

  it("keeps the spec's goal as it was: no habit fields in its answer, facts with the day streak's figures", async () => {
    const u = await h.api.newUser("hkspec");
    const goal = (await create(u, {})).body;
    expect(Object.keys(goal)).not.toContain("kind");
    await checkIn(u, { goal_id: goal.id, progress: 10, created_at: at("2026-11-24") });
    await checkIn(u, { goal_id: goal.id, progress: 20, created_at: at("2026-11-25") });
    const facts = (await listed(u, goal.id)).facts;
    expect(facts).toMatchObject({ streak: 0, streak_unit: "day", best_streak: 2, due_today: true });
    expect(facts).not.toHaveProperty("period_value");
    expectError(await checkIn(u, { goal_id: goal.id }), 400, "progress must be a number from 0 to 100");
    expectError(await checkIn(u, { goal_id: goal.id, progress: 5, amount: 2 }), 400, "amount is only for amount goals");
  });

  it("a check goal: a check-in needs no progress, derives it, and counts weeks met", async () => {
    const u = await h.api.newUser("hkcheck");
    const created = await create(u, { title: "Gym 3 times a week", kind: "check", timeframe: "weekly", target: 3 });
    expect(created.status).toBe(201);
    const goal = created.body;
    expect(goal).toMatchObject({ kind: "check", target: 3, unit: null, direction: "at_least", weekdays: null, every_days: null });
    // Weeks of 9 and 16 November met; this week (from Monday 23) two so far.
    for (const day of ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23"]) {
      expect((await checkIn(u, { goal_id: goal.id, created_at: at(day) })).status).toBe(201);
    }
    const second = await checkIn(u, { goal_id: goal.id, created_at: at("2026-11-25") });
    expect(second.status).toBe(201);
    expect(entryOf(second.body)).toMatchObject({ progress: 67 });
    expect(entryOf(second.body)).not.toHaveProperty("amount");
    expect(second.body.goal.facts).toMatchObject({
      period_value: 2,
      period_target: 3,
      streak_unit: "week",
      streak: 2,
      best_streak: 2,
      due_today: true,
    });
    expectError(await checkIn(u, { goal_id: goal.id, amount: 1 }), 400, "amount is only for amount goals");
    const third = await checkIn(u, { goal_id: goal.id });
    expect(entryOf(third.body)).toMatchObject({ progress: 100 });
    expect((await listed(u, goal.id)).facts).toMatchObject({ period_value: 3, streak: 3, best_streak: 3, due_today: false });
  });

  it("an amount goal: needs an amount, derives progress from the period, carries the amount everywhere, re-derives on edit", async () => {
    const u = await h.api.newUser("hkamount");
    const goal = (await create(u, { title: "Run 20 km a week", kind: "amount", timeframe: "weekly", target: 20, unit: "km" })).body;
    expect(goal).toMatchObject({ kind: "amount", target: 20, unit: "km" });
    expectError(await checkIn(u, { goal_id: goal.id, progress: 50 }), 400, "amount is required for an amount goal");
    expectError(await checkIn(u, { goal_id: goal.id, amount: -1 }), 400, /^amount must be a number from 0/);
    expectError(await checkIn(u, { goal_id: goal.id, amount: 1.2345 }), 400, /at most 3 decimals/);
    const first = await checkIn(u, { goal_id: goal.id, amount: 5.5, created_at: at("2026-11-24") });
    expect(first.status).toBe(201);
    expect(entryOf(first.body)).toMatchObject({ amount: 5.5, progress: 28 });
    const second = entryOf((await checkIn(u, { goal_id: goal.id, amount: 4.5, created_at: at("2026-11-25") })).body);
    expect(second).toMatchObject({ amount: 4.5, progress: 50 });
    expect((await listed(u, goal.id)).facts).toMatchObject({ period_value: 10, period_target: 20, streak_unit: "week", due_today: true });

    // An edit of the first amount re-derives it and the check-in after it in its week.
    const edited = await h.api.call<any>("PATCH", `/api/journal/${first.body.id}`, { token: u.token, body: { amount: 10 } });
    expect(edited.status, edited.text).toBe(200);
    expect(entryOf(edited.body)).toMatchObject({ amount: 10, progress: 50 });
    expect(edited.body.goal.facts).toMatchObject({ period_value: 14.5 });
    expectError(
      await h.api.call("PATCH", `/api/journal/${first.body.id}`, { token: u.token, body: { progress: 10 } }),
      400,
      /progress is derived/,
    );

    const journal = (await h.api.call<any[]>("GET", `/api/journal?goal_id=${goal.id}`, { token: u.token })).body;
    expect(journal.map((e) => [e.amount, e.progress])).toEqual([
      [4.5, 73],
      [10, 50],
    ]);
    const whole = (await h.api.call<any>("GET", `/api/goals/${goal.id}`, { token: u.token })).body;
    expect(whole.progress).toBe(73);
    const exported = (await h.api.call<any>("GET", "/api/export", { token: u.token })).body;
    expect(exported.goals[0]).toMatchObject({
      kind: "amount",
      target: 20,
      unit: "km",
      direction: "at_least",
      weekdays: null,
      every_days: null,
    });
    expect(exported.entries.map((e: any) => e.amount).sort()).toEqual([10, 4.5]);
    const csv = (await h.api.call("GET", "/api/export?format=csv", { token: u.token })).text;
    expect(csv.split("\r\n")[0]).toBe("entry_id,goal_id,goal_title,created_at,progress,note,amount,unit");
    expect(csv).toContain(",73,done,4.5,km\r\n");
  });

  it("an at-most goal: Loop's rule for the derived progress, and a slip over the limit ends the run at once", async () => {
    const u = await h.api.newUser("hkmost");
    const goal = (await create(u, { title: "At most 2 coffees a day", kind: "amount", target: 2, unit: "coffees", direction: "at_most" }))
      .body;
    expect((await checkIn(u, { goal_id: goal.id, amount: 1, created_at: at("2026-11-25") })).status).toBe(201);
    expect(entryOf((await checkIn(u, { goal_id: goal.id, amount: 2, created_at: at("2026-11-26", 8) })).body).progress).toBe(100);
    const before = (await listed(u, goal.id)).facts;
    expect(before).toMatchObject({ period_value: 2, streak: 2, due_today: false });
    const slip = await checkIn(u, { goal_id: goal.id, amount: 1 });
    expect(entryOf(slip.body).progress).toBe(50);
    expect(slip.body.goal.facts).toMatchObject({ period_value: 3, streak: 0, best_streak: 1 });
  });

  it("a weekday schedule counts due days; the week start is a setting that moves weekly figures at once", async () => {
    const u = await h.api.newUser("hkweek");
    const meditate = (await create(u, { title: "Meditate on weekdays", kind: "check", weekdays: [5, 1, 2, 3, 4] })).body;
    expect(meditate.weekdays).toEqual([1, 2, 3, 4, 5]);
    for (const day of ["2026-11-20", "2026-11-23", "2026-11-24", "2026-11-25"])
      await checkIn(u, { goal_id: meditate.id, created_at: at(day) });
    expect((await listed(u, meditate.id)).facts).toMatchObject({ streak: 4, streak_unit: "day", due_today: true });

    const weekly = (await create(u, { title: "Long walk", kind: "check", timeframe: "weekly" })).body;
    // Sunday 22 November: in the Monday week of 16 November, or the Sunday week of 22 November.
    await checkIn(u, { goal_id: weekly.id, created_at: at("2026-11-22") });
    expect((await listed(u, weekly.id)).facts).toMatchObject({ period_value: 0, due_today: true });
    expect((await h.api.call("GET", "/api/settings/preferences", { token: u.token })).body).toEqual({ week_start: "monday" });
    expectError(
      await h.api.call("PATCH", "/api/settings/preferences", { token: u.token, body: { week_start: "friday" } }),
      400,
      "week_start must be monday or sunday",
    );
    const set = await h.api.call("PATCH", "/api/settings/preferences", { token: u.token, body: { week_start: "sunday" } });
    expect(set.body).toEqual({ week_start: "sunday" });
    expect((await listed(u, weekly.id)).facts).toMatchObject({ period_value: 1, streak: 1, due_today: false });
  });

  it("PATCH changes the kind and its rules, with the same 400s", async () => {
    const u = await h.api.newUser("hkpatch");
    const goal = (await create(u, { title: "Read", kind: "amount", target: 30, unit: "pages" })).body;
    const patch = (body: object) => h.api.call<any>("PATCH", `/api/goals/${goal.id}`, { token: u.token, body });
    expectError(await patch({ timeframe: "weekly", every_days: 3 }), 400, "weekdays and every_days are only for daily goals");
    expectError(await patch({ target: null }), 400, "target is required for an amount goal");
    const check = await patch({ kind: "check", every_days: 3 });
    expect(check.body).toMatchObject({ kind: "check", target: 1, unit: null, every_days: 3 });
    const back = await patch({ kind: "progress" });
    expect(Object.keys(back.body)).not.toContain("kind");
    expect((await h.api.call<any>("GET", "/api/export", { token: u.token })).body.goals[0]).toMatchObject({
      kind: "progress",
      every_days: null,
    });
  });

  it("imports older files as progress goals and round-trips habit goals", async () => {
    const u = await h.api.newUser("hkimport");
    const old = {
      format: "progressvault-export",
      version: 1,
      goals: [
        {
          id: "0190f7a2-2222-7000-8000-000000000001",
          title: "Old goal",
          category: "general",
          timeframe: "weekly",
          created_at: at("2026-11-01"),
          updated_at: at("2026-11-01"),
        },
        {
          id: "0190f7a2-2222-7000-8000-000000000002",
          title: "Swim 2 km a week",
          category: "health",
          timeframe: "weekly",
          kind: "amount",
          target: 2,
          unit: "km",
          created_at: at("2026-11-01"),
          updated_at: at("2026-11-01"),
        },
      ],
      entries: [
        {
          id: "0190f7a2-2222-7000-8000-000000000003",
          goal_id: "0190f7a2-2222-7000-8000-000000000002",
          note: "laps",
          progress: 50,
          amount: 1.25,
          created_at: at("2026-11-24"),
        },
      ],
    };
    const res = await h.api.call<any>("POST", "/api/import", { token: u.token, body: old });
    expect(res.status, res.text).toBe(200);
    const goals = (await h.api.call<any[]>("GET", "/api/goals", { token: u.token })).body;
    expect(goals.find((g) => g.title === "Old goal")).not.toHaveProperty("kind");
    const swim = goals.find((g) => g.title === "Swim 2 km a week");
    expect(swim).toMatchObject({ kind: "amount", target: 2, unit: "km", journal: [{ amount: 1.25 }] });
    expect(swim.facts).toMatchObject({ period_value: 1.25, period_target: 2 });
    const file = (await h.api.call<any>("GET", "/api/export", { token: u.token })).body;
    const again = await h.api.call<any>("POST", "/api/import", { token: u.token, body: file });
    expect(again.body).toMatchObject({ goals: { unchanged: 2 }, entries: { unchanged: 1 } });
    const bad = { ...old, goals: [{ ...old.goals[1], target: null }] };
    expectError(
      await h.api.call("POST", "/api/import", { token: u.token, body: bad }),
      400,
      "goals.0: target is required for an amount goal",
    );
  });
});
