/**
 * The answers computed in the CPU pool (issue 26) are the ones core computes directly: the
 * analytics summary (all goals, and a chosen subset in the order asked) and the coach's built-in
 * reply. (The export streams from the event loop since decision 064: export-stream.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { computeAnalyticsSummary } from "../../src/core/analytics.js";
import { builtinCoach } from "../../src/core/coach/builtin.js";
import type { CoachChatBody } from "../../src/core/coach/contract.js";
import { listGoalsWithJournal, listGoalsWithTimes, toGoal } from "../../src/server/db/goal-rows.js";
import { ENGINES, type EngineName } from "../support/server.js";
import { COACH_MESSAGE, exportFile } from "../support/fair-share.js";
import { addEntry, userIdOf, useServer } from "./helpers.js";

const NOW = new Date("2026-03-10T12:00:00Z");

describe.each(ENGINES)("answers computed in the CPU pool (%s)", (engine: EngineName) => {
  const h = useServer(engine, { overrides: { now: () => NOW } });

  it("analytics equal core's, computed directly", { timeout: 60_000 }, async () => {
    const user = await h.api.newUser("pool");
    const file = exportFile(4, 120, NOW);
    const imported = await h.api.call("POST", "/api/import", { token: user.token, body: file });
    expect(imported.status).toBe(200);
    const userId = (await userIdOf(h.server, user.username))!;
    const db = h.server.deps.db.db;

    const direct = async (ids?: string[]) => {
      const all = await listGoalsWithTimes(db, userId);
      const rows = ids ? ids.map((id) => all.find((g) => g.row.id === id)!) : all;
      const goals = rows.map(({ row, times }) =>
        toGoal(
          row,
          user.username,
          times.map((e) => ({ ...e, goal_id: row.id, note: "" })),
        ),
      );
      return JSON.parse(JSON.stringify(computeAnalyticsSummary(goals, { now: NOW, timeZone: "Asia/Tokyo" })));
    };
    const all = await h.api.call("GET", "/api/analytics?tz=Asia/Tokyo", { token: user.token });
    expect(all.status).toBe(200);
    expect(all.body).toEqual(await direct());
    const picked = [file.goals[2]!.id, file.goals[0]!.id];
    const some = await h.api.call("GET", `/api/analytics?tz=Asia/Tokyo&goals=${picked.join(",")}`, { token: user.token });
    expect(some.body).toEqual(await direct(picked));
  });

  it("a write acknowledged just before an export or analytics is in it", { timeout: 60_000 }, async () => {
    const user = await h.api.newUser("ackread");
    const goal = await h.api.newGoal(user.token);
    for (let i = 1; i <= 8; i++) {
      const entry = await addEntry(h.api, user.token, goal.id, i * 10, `note ${i}`);
      const csv = await h.api.call("GET", "/api/export?format=csv", { token: user.token });
      expect(csv.text.trim().split("\n"), `after entry ${i}`).toHaveLength(1 + i);
      expect(csv.text).toContain(entry.id);
      const json = await h.api.call("GET", "/api/export", { token: user.token });
      expect(json.body.entries.map((e: { id: string }) => e.id)).toContain(entry.id);
      const analytics = await h.api.call("GET", "/api/analytics", { token: user.token });
      expect(JSON.stringify(analytics.body)).toContain(`"progress":${i * 10}`);
    }
  });
});

describe.each(ENGINES)("the coach's built-in reply computed in the CPU pool (%s)", (engine: EngineName) => {
  const h = useServer(engine, { overrides: { now: () => NOW } });

  it("equals core's built-in coach, computed directly", { timeout: 60_000 }, async () => {
    const user = await h.api.newUser("coachpool");
    const file = exportFile(5, 90, NOW);
    expect((await h.api.call("POST", "/api/import", { token: user.token, body: file })).status).toBe(200);
    const userId = (await userIdOf(h.server, user.username))!;
    const goalId = file.goals[3]!.id;
    const turns: CoachChatBody[] = [
      { messages: [{ role: "user", content: COACH_MESSAGE }], timeZone: "Europe/Berlin" },
      { messages: [{ role: "user", content: "hi" }] },
      { messages: [{ role: "user", content: "show my goals" }], timeZone: "Asia/Tokyo" },
      { messages: [{ role: "user", content: "what should I do next?" }], focusGoalId: goalId, mode: "focus", memory: ["Earlier tip."] },
      { messages: [{ role: "user", content: "I want to read 20 pages a day" }] },
    ];
    for (const body of turns) {
      const goals = await listGoalsWithJournal(h.server.deps.db.db, userId, user.username);
      const direct = builtinCoach({ ...body, goals, now: NOW, timeZone: body.timeZone ?? "UTC" });
      const res = await h.api.call("POST", "/api/coach/chat", { token: user.token, body });
      expect(res.status, body.messages[0]!.content.slice(0, 20)).toBe(200);
      expect(res.body).toEqual(JSON.parse(JSON.stringify({ ...direct, source: "builtin" })));
    }
  });
});
