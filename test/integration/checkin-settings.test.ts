/**
 * A check-in reads the goal's rules, the user's week start and whether they have webhooks in one
 * statement (access.ts requireCheckInRules) and keeps none of it: a setting changed by another
 * process (here: written straight to the database) is seen by the very next check-in, on both
 * engines. A week start or webhook kept from an earlier check-in would miss it.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { useServer, userIdOf } from "./helpers.js";

describe.each(ENGINES)("a check-in sees settings changed elsewhere (%s)", (engine) => {
  // Saturday 2026-11-28, 12:00 UTC; moved to Sunday below.
  let clock = Date.parse("2026-11-28T12:00:00.000Z");
  const h = useServer(engine, { overrides: { now: () => new Date(clock) } });
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const made = await h.api.newUser("settings");
    token = made.token;
    userId = (await userIdOf(h.server, made.username)) as string;
  });
  const checkIn = (goalId: string, body: object = {}) =>
    h.api.call<any>("POST", "/api/journal", { token, body: { goal_id: goalId, note: "n", ...body } });

  it("counts the week from the week start set since the last check-in", async () => {
    const goal = await h.api.newGoal(token, { title: "Twice a week", kind: "check", timeframe: "weekly", target: 2 });
    expect((await checkIn(goal.id)).body.progress).toBe(50);
    clock += 24 * 3_600_000; // Sunday
    await h.server.deps.db.db.updateTable("users").set({ week_start: "sunday" }).where("id", "=", userId).execute();
    // Weeks from Monday, Sunday would be the second check-in of Saturday's week (100).
    const res = await checkIn(goal.id);
    expect(res.status).toBe(201);
    expect(res.body.progress).toBe(50);
  });

  it("writes the event of a webhook made since the last check-in", async () => {
    const goal = await h.api.newGoal(token, { title: "Progress" });
    const deliveries = () => h.server.deps.db.db.selectFrom("webhook_deliveries").select("id").execute();
    expect((await checkIn(goal.id, { progress: 10 })).status).toBe(201);
    expect(await deliveries()).toEqual([]);
    await h.server.deps.db.db
      .insertInto("webhooks")
      .values({
        id: randomUUID(),
        user_id: userId,
        url: "https://hooks.example/in",
        events: JSON.stringify(["checkin.created"]),
        secret: "s",
        created_at: new Date(clock).toISOString(),
      })
      .execute();
    expect((await checkIn(goal.id, { progress: 20 })).status).toBe(201);
    expect(await deliveries()).toHaveLength(1);
  });
});
