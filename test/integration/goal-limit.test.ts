/**
 * The goal limit of an account (issue 26 item 2, decision 036), both engines: creation, restore
 * of a deleted goal, and both imports refuse what would take the account past
 * GOALS_PER_ACCOUNT_MAX with a 409 that writes nothing; concurrent creates at the limit minus
 * one cannot both pass.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GOALS_PER_ACCOUNT_MAX } from "../../src/core/constants.js";
import { ENGINES } from "../support/server.js";
import { createGoal } from "../../src/server/goals/service.js";
import { type Api, daysAgo, expectError, useServer, userIdOf } from "./helpers.js";

const LIMIT_MESSAGE = `You have ${GOALS_PER_ACCOUNT_MAX} goals, the most one account can hold. Delete a goal to add another.`;

const goalOf = (i: number) => ({
  id: randomUUID(),
  title: `Goal ${i}`,
  category: "health",
  timeframe: "daily",
  created_at: daysAgo(9),
  updated_at: daysAgo(2),
});
const exportWith = (goals: ReturnType<typeof goalOf>[]) => ({ format: "progressvault-export", version: 1, goals, entries: [] });

/** A user with `count` goals, made by one import. */
async function userWithGoals(api: Api, count: number) {
  const user = await api.newUser("limit");
  const goals = Array.from({ length: count }, (_, i) => goalOf(i));
  const res = await api.call("POST", "/api/import", { token: user.token, body: exportWith(goals) });
  expect(res.status).toBe(200);
  return { ...user, goals };
}

const countGoals = async (api: Api, token: string) => (await api.call<any[]>("GET", "/api/goals", { token })).body.length;

describe.each(ENGINES)("goals per account (%s)", (engine) => {
  const h = useServer(engine);
  const create = (token: string, title = "One more") =>
    h.api.call<any>("POST", "/api/goals", { token, body: { title, category: "health", timeframe: "weekly" } });

  it("creates up to the limit, then answers 409 and writes nothing", async () => {
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX - 1);
    expect((await create(user.token)).status).toBe(201);
    expectError(await create(user.token, "Too many"), 409, LIMIT_MESSAGE);
    expect(await countGoals(h.api, user.token)).toBe(GOALS_PER_ACCOUNT_MAX);
  });

  it("lets exactly one of concurrent creates at the limit minus one through", async () => {
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX - 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(user.token, `Race ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const a of answers.filter((x) => x.status !== 201)) expectError(a, 409, LIMIT_MESSAGE);
    expect(await countGoals(h.api, user.token)).toBe(GOALS_PER_ACCOUNT_MAX);
  });

  it("lets one of two creates started together at the limit minus one through, on the real database", async () => {
    // HTTP requests from this process reach the server one event-loop turn apart, time enough
    // for one whole create; two service calls started in one tick interleave their queries.
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX - 1);
    const owner = { id: (await userIdOf(h.server, user.username))!, username: user.username };
    const body = { title: "Together", category: "health", timeframe: "weekly" };
    const outcomes = await Promise.allSettled([createGoal(h.server.deps, owner, body), createGoal(h.server.deps, owner, body)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { status: 409, message: LIMIT_MESSAGE } });
    expect(await countGoals(h.api, user.token)).toBe(GOALS_PER_ACCOUNT_MAX);
  });

  it("refuses a whole import that would go past the limit; one that only updates still applies", async () => {
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX - 2);
    const renamed = user.goals.slice(0, 3).map((g) => ({ ...g, title: `${g.title} renamed` }));
    const over = exportWith([...renamed, goalOf(1001), goalOf(1002), goalOf(1003)]);
    expectError(
      await h.api.call("POST", "/api/import", { token: user.token, body: over }),
      409,
      `This import would add 3 goals to your ${GOALS_PER_ACCOUNT_MAX - 2}; one account can hold at most ${GOALS_PER_ACCOUNT_MAX}. Nothing was imported.`,
    );
    const listed = (await h.api.call<any[]>("GET", "/api/goals", { token: user.token })).body;
    expect(listed).toHaveLength(GOALS_PER_ACCOUNT_MAX - 2);
    expect(listed.filter((g) => g.title.endsWith("renamed"))).toEqual([]);

    const updates = await h.api.call<any>("POST", "/api/import", { token: user.token, body: exportWith([...renamed, goalOf(1004)]) });
    expect(updates.status).toBe(200);
    expect(updates.body.goals).toEqual({ created: 1, updated: 3, unchanged: 0 });
  });

  it("refuses a Loop import that would go past the limit, nothing written", async () => {
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX - 1);
    const habits = "Position,Name,Question,Description,NumRepetitions,Interval,Color\n0,Swim,q,d,1,1,#fff\n1,Read,q,d,1,1,#fff\n";
    const checkmarks = "Date,Swim,Read,\n2024-01-02,2,2,\n";
    expectError(
      await h.api.call("POST", "/api/import/loop", { token: user.token, body: { habits, checkmarks } }),
      409,
      /would add 2 goals .* at most 200\. Nothing was imported\./,
    );
    expect(await countGoals(h.api, user.token)).toBe(GOALS_PER_ACCOUNT_MAX - 1);
  });

  it("keeps a deleted goal restorable at the limit: 409, then restored once there is room", async () => {
    const user = await userWithGoals(h.api, GOALS_PER_ACCOUNT_MAX);
    const gone = user.goals[0]!.id;
    expect((await h.api.call("DELETE", `/api/goals/${gone}`, { token: user.token })).status).toBe(204);
    expect((await create(user.token)).status).toBe(201);
    expectError(await h.api.call("POST", `/api/goals/${gone}/restore`, { token: user.token }), 409, LIMIT_MESSAGE);
    expect((await h.api.call("DELETE", `/api/goals/${user.goals[1]!.id}`, { token: user.token })).status).toBe(204);
    const back = await h.api.call<any>("POST", `/api/goals/${gone}/restore`, { token: user.token });
    expect(back.status).toBe(200);
    expect(await countGoals(h.api, user.token)).toBe(GOALS_PER_ACCOUNT_MAX);
  });
});
