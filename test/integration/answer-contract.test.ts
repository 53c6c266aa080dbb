/**
 * The largest answers parse with the contract schema the browser is typed by, and carry no key that
 * schema would drop: the pre-encoded bytes of GET /api/goals and the export's text skip Fastify's
 * serializer; the journal and public lists go through it (decision 066). The harness checks every
 * answer too (support/answer-check.ts); the last test shows that a mismatch fails the test that
 * caused it, whichever path the answer took.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiContract } from "../../src/core/api-contract.js";
import type { ApiResponse } from "../support/client.js";
import { MISMATCH_MARKER } from "../support/answer-check.js";
import { ENGINES } from "../support/server.js";
import { addEntry, daysAgo, publish, useServer } from "./helpers.js";

type User = { username: string; token: string };

/** 200, and the body is exactly what the contract's answer schema makes of it (nothing dropped, nothing added). */
function expectContractAnswer(endpoint: keyof typeof apiContract, res: ApiResponse<unknown>) {
  expect(res.status, res.text).toBe(200);
  const parsed = apiContract[endpoint].answer.safeParse(res.body);
  expect(parsed.error?.issues ?? [], `${endpoint}: ${res.text.slice(0, 300)}`).toEqual([]);
  expect(parsed.data, `${endpoint} carries keys its schema drops`).toStrictEqual(res.body);
}

describe.each(ENGINES)("the largest answers match the contract (%s)", (engine) => {
  const h = useServer(engine, { env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  let owner: User;
  let viewer: User;
  let slug: string;
  let goalId: string;

  beforeAll(async () => {
    [owner, viewer] = await Promise.all([h.api.newUser("owner"), h.api.newUser("viewer")]);
    const goal = await h.api.newGoal(owner.token, { title: "Read 12 books", description: "one a month", motivation: "focus" });
    const other = await h.api.newGoal(owner.token, { title: "Swim", timeframe: "daily", category: "health" });
    goalId = goal.id;
    for (const [i, days] of [10, 3, 1].entries()) await addEntry(h.api, owner.token, goal.id, (i + 1) * 20, `week ${i}`, daysAgo(days));
    await addEntry(h.api, owner.token, other.id, 5, "first length", daysAgo(2));
    const pause = await h.api.call("POST", `/api/goals/${other.id}/pauses`, {
      token: owner.token,
      body: { from: "2026-08-01", to: "2026-08-02" },
    });
    expect(pause.status, pause.text).toBe(201);
    const reminder = await h.api.call("PUT", `/api/goals/${goal.id}/reminder`, {
      token: owner.token,
      body: { time: "08:30", days: [1, 3], time_zone: "Europe/Paris" },
    });
    expect(reminder.status, reminder.text).toBe(200);
    slug = (await publish(h.api, owner.token, goal.id, "twelve-books")).slug;
    const like = await h.api.call("POST", `/api/likes/${owner.username}/${slug}`, { token: viewer.token, body: { like: true } });
    expect(like.status, like.text).toBe(200);
  });

  it.each(["identity", "gzip", "br"])("GET /api/goals, sent as %s", async (encoding) => {
    const res = await h.api.call("GET", "/api/goals?tz=Europe/Paris", { token: owner.token, headers: { "accept-encoding": encoding } });
    expect(res.headers.get("content-encoding") ?? "identity").toBe(encoding);
    expectContractAnswer("GET /goals", res);
    expect((res.body as unknown[]).length).toBe(2);
  });

  it("GET /api/journal: all of it, one goal's, and a page", async () => {
    expectContractAnswer("GET /journal", await h.api.call("GET", "/api/journal", { token: owner.token }));
    expectContractAnswer("GET /journal", await h.api.call("GET", `/api/journal?goal_id=${goalId}`, { token: owner.token }));
    const page = await h.api.call("GET", "/api/journal?limit=1", { token: owner.token });
    expectContractAnswer("GET /journal", page);
    expect(page.headers.get("x-next-cursor")).toBeTruthy();
  });

  it("GET /api/goals/public: anonymous, with a token (liked), and paged", async () => {
    const anonymous = await h.api.call("GET", "/api/goals/public");
    expectContractAnswer("GET /goals/public", anonymous);
    expect(anonymous.body).toEqual([expect.not.objectContaining({ liked: expect.anything() })]);
    const signedIn = await h.api.call("GET", "/api/goals/public?sort=likes", { token: viewer.token });
    expectContractAnswer("GET /goals/public", signedIn);
    expect(signedIn.body).toEqual([expect.objectContaining({ liked: true })]);
    expectContractAnswer("GET /goals/public", await h.api.call("GET", "/api/goals/public?limit=1&q=books"));
  });

  it("GET /api/goals/public/{username}/{slug}: anonymous, with a token, and the whole journal", async () => {
    const path = `/api/goals/public/${owner.username}/${slug}`;
    expectContractAnswer("GET /goals/public/{username}/{slug}", await h.api.call("GET", path));
    expectContractAnswer("GET /goals/public/{username}/{slug}", await h.api.call("GET", path, { token: viewer.token }));
    const all = await h.api.call("GET", `${path}?journal=all`, { token: owner.token });
    expectContractAnswer("GET /goals/public/{username}/{slug}", all);
    expect((all.body as { journal: unknown[] }).journal).toHaveLength(3);
  });

  it("GET /api/export: the JSON file as its object, the CSV as text", async () => {
    const entry = apiContract["GET /export"];
    const json = await h.api.call("GET", "/api/export?format=json", { token: owner.token });
    expect(json.status, json.text).toBe(200);
    expect(entry.answer.parse(JSON.parse(json.text))).toEqual(JSON.parse(json.text));
    const csv = await h.api.call("GET", "/api/export?format=csv", { token: owner.token });
    expect(csv.status, csv.text).toBe(200);
    expect(entry.answerAlso?.["text/csv"]?.safeParse(csv.text).success).toBe(true);
  });

  it("an answer that does not match its schema fails the test that asked for it", async () => {
    const someone = await h.api.newUser("broken");
    const goal = await h.api.newGoal(someone.token, { title: "Off the contract" });
    await publish(h.api, someone.token, goal.id, "off-contract");
    // A category no schema allows, written past the API (no database constraint holds it).
    await h.server.deps.db.db.updateTable("goals").set({ category: "not-a-category" }).where("id", "=", goal.id).execute();
    try {
      // The goal list's cached bytes skip the serializer: the harness's check catches them.
      const list = await h.api.call("GET", "/api/goals", { token: someone.token });
      expect(list.status, list.text).toBe(500);
      expect(list.body.error).toContain(`${MISMATCH_MARKER}: GET /goals: `);
      expect(list.body.error).toContain("category");
      // The public answers go through the contract's serializer, which refuses to send them.
      for (const path of ["/api/goals/public?q=Off%20the%20contract", `/api/goals/public/${someone.username}/off-contract`]) {
        const res = await h.api.call("GET", path, { token: someone.token });
        expect(res.status, `${path}: ${res.text}`).toBe(500);
        expect(res.body).toEqual({ error: "Internal server error" });
      }
      expect(h.server.takeAnswerMismatches()).toEqual([
        expect.objectContaining({ endpoint: "GET /goals", status: 200, test: expect.stringContaining("does not match its schema") }),
      ]);
    } finally {
      // Put right, so the rest of the file and close() see a clean server.
      await h.server.deps.db.db.updateTable("goals").set({ category: "general" }).where("id", "=", goal.id).execute();
      h.server.takeAnswerMismatches();
    }
  });
});
