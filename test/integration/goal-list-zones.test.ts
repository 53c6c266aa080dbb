/**
 * A zone not seen before rebuilds every goal of GET /api/goals (issue 26 item 2, decision 036):
 * one user may list in at most LIST_ZONES_PER_USER zones within an hour, each spelling its own zone;
 * a further zone is a 429 with Retry-After, and nothing is built for it.
 */
import { describe, expect, it } from "vitest";
import { LIST_ZONES_PER_USER, LIST_ZONE_WINDOW_MS } from "../../src/server/goals/zone-budget.js";
import { ENGINES } from "../support/server.js";
import { addEntry, expectError, useServer } from "./helpers.js";

const ZONES = [
  "Europe/Paris",
  "Asia/Tokyo",
  "America/New_York",
  "Australia/Sydney",
  "Africa/Lagos",
  "Asia/Kolkata",
  "Europe/London",
  "America/Chicago",
  "Asia/Dubai",
  "Pacific/Auckland",
  "America/Sao_Paulo",
  "Asia/Singapore",
  "Europe/Berlin",
  "America/Denver",
];

describe.each(ENGINES)("zones of the goal list (%s)", (engine) => {
  let nowMs = Date.parse("2026-11-25T15:00:00.000Z");
  const h = useServer(engine, { overrides: { now: () => new Date(nowMs) } });
  const list = (token: string, tz: string) => h.api.call<any[]>("GET", `/api/goals?tz=${encodeURIComponent(tz)}`, { token });

  it("lists in a few zones per user, then refuses a new one with 429 until one is unused for the window", async () => {
    const user = await h.api.newUser("zones");
    const goal = await h.api.newGoal(user.token, { title: "Read", timeframe: "daily" });
    await addEntry(h.api, user.token, goal.id, 10, "read", new Date(nowMs - 3_600_000).toISOString());
    const honoured = ZONES.slice(0, LIST_ZONES_PER_USER);
    for (const tz of honoured) {
      const res = await list(user.token, tz);
      expect(res.status).toBe(200);
      expect(res.body[0].facts.time_zone).toBe(tz);
    }
    const refused = await list(user.token, ZONES[LIST_ZONES_PER_USER]!);
    expectError(refused, 429, /more than 12 time zones within an hour\. Try again in 60 minutes\./);
    expect(Number(refused.headers.get("retry-after"))).toBe(LIST_ZONE_WINDOW_MS / 1000);

    // The zones in use still answer; another spelling is another zone, and counts as one.
    expect((await list(user.token, honoured[0]!)).status).toBe(200);
    expectError(await list(user.token, honoured[0]!.toLowerCase()), 429);
    // Another user has a budget of their own.
    const other = await h.api.newUser("zones");
    expect((await list(other.token, ZONES[LIST_ZONES_PER_USER]!)).status).toBe(200);

    // Tokyo was last asked an hour ago: its place is free again; the others were asked since.
    nowMs += LIST_ZONE_WINDOW_MS - 60_000;
    for (const tz of honoured.filter((z) => z !== "Asia/Tokyo")) expect((await list(user.token, tz)).status).toBe(200);
    nowMs += 60_000;
    expect((await list(user.token, ZONES[LIST_ZONES_PER_USER]!)).status).toBe(200);
    expectError(await list(user.token, ZONES[LIST_ZONES_PER_USER + 1]!), 429);
  });
});
