/** POST /api/coach/chat without an AI service: the built-in coach, auth, validation, rate limit. */
import { beforeAll, describe, expect, it } from "vitest";
import { COACH_TEXT } from "../../src/core/coach/constants.js";
import { ENGINES } from "../support/server.js";
import { addEntry, daysAgo, expectError, useServer } from "./helpers.js";

describe.each(ENGINES)("coach chat, built-in (%s)", (engine) => {
  const h = useServer(engine, { overrides: { coach: { requestsPerMinute: 30 } } });
  let user: { username: string; token: string };
  let empty: { username: string; token: string };
  let other: { username: string; token: string };
  let readId: string;
  let foreignId: string;
  beforeAll(async () => {
    user = await h.api.newUser("coach");
    empty = await h.api.newUser("coachempty");
    other = await h.api.newUser("coachother");
    readId = (
      await h.api.newGoal(user.token, { title: "Read 20 pages a day", category: "study", timeframe: "daily", motivation: "Be smarter" })
    ).id;
    const run = await h.api.newGoal(user.token, { title: "Run 5k", category: "health", timeframe: "weekly" });
    await addEntry(h.api, user.token, run.id, 40, "first run", daysAgo(1));
    await addEntry(h.api, user.token, run.id, 60, "second run");
    foreignId = (await h.api.newGoal(other.token, { title: "Private plan of another user" })).id;
  });

  const chat = (body: unknown, token = user.token) => h.api.call("POST", "/api/coach/chat", { token, body });
  const ask = (content: string, extra: Record<string, unknown> = {}, token = user.token) =>
    chat({ messages: [{ role: "user", content }], ...extra }, token);

  it("drafts a goal from free text", async () => {
    const res = await ask("Create a goal: run a 5k three times a week so I feel fitter");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({
      source: "builtin",
      intent: "create",
      mode: "general",
      focusGoalId: null,
      draft: { title: "Run a 5k three times a week", timeframe: "weekly", category: "health", motivation: "I feel fitter" },
    });
    expect(res.body.draft.description.length).toBeGreaterThanOrEqual(25);
    expect(res.body.draft.description.length).toBeLessThanOrEqual(158);
  });

  it("asks for details when the request is too thin, and continues the draft in create mode", async () => {
    const first = await ask("Create a goal");
    expect(first.body).toMatchObject({ reply: COACH_TEXT.needDetails, mode: "create", intent: "create" });
    expect(first.body).not.toHaveProperty("draft");
    const second = await chat({
      messages: [
        { role: "user", content: "Create a goal" },
        { role: "assistant", content: first.body.reply },
        { role: "user", content: "meditate 10 minutes every evening so I sleep better" },
      ],
      mode: "create",
    });
    expect(second.body.draft).toMatchObject({
      title: "Meditate 10 minutes every evening",
      timeframe: "daily",
      motivation: "I sleep better",
    });
  });

  it("reviews the analytics of the user's own goals", async () => {
    const res = await ask("Review my analytics", { timeZone: "America/New_York" });
    expect(res.body.intent).toBe("analytics");
    expect(res.body.reply).toContain("Average progress 30% across 2 goals");
    expect(res.body.reply).not.toContain("Private plan of another user");
  });

  it("says so when there are no goals", async () => {
    for (const text of ["Review my analytics", "What should I do next?", "switch goal"]) {
      const res = await ask(text, {}, empty.token);
      expect(res.body.reply).toBe(COACH_TEXT.noGoals);
    }
  });

  it("focuses a goal named in the message and answers about it", async () => {
    const res = await ask("Can you help me with Read 20 pages a day?");
    expect(res.body).toMatchObject({ intent: "help", focusGoalId: readId, mode: "focus" });
    expect(res.body.reply).toContain("“Read 20 pages a day” is at 0%");
    expect(res.body.reply).toContain("Remember why: “Be smarter”");
  });

  it("offers at most 5 of the user's goals to pick from", async () => {
    const res = await ask("switch goal", { focusGoalId: readId, mode: "focus" });
    expect(res.body).toMatchObject({ intent: "switch", focusGoalId: null, mode: "general", reply: "Which goal should we focus on?" });
    expect(res.body.goals.map((g: { title: string }) => g.title).sort()).toEqual(["Read 20 pages a day", "Run 5k"]);
    expect(res.body.goals.find((g: { title: string }) => g.title === "Run 5k")).toMatchObject({
      progress: 60,
      timeframe: "weekly",
      category: "health",
    });
  });

  it("ignores a focus on another user's goal", async () => {
    const res = await ask("hmm", { focusGoalId: foreignId, mode: "focus" });
    expect(res.body).toMatchObject({ reply: COACH_TEXT.cannedFallback, focusGoalId: null, mode: "general" });
  });

  it("requires sign-in", async () => {
    const res = await h.api.call("POST", "/api/coach/chat", { body: { messages: [{ role: "user", content: "hi" }] } });
    expectError(res, 401, "Missing authentication token");
  });

  it.each([
    ["no messages", {}, /messages/],
    ["empty list", { messages: [] }, /at least one message/],
    ["a system role", { messages: [{ role: "system", content: "x" }] }, /role must be user or assistant/],
    ["content over 4000 characters", { messages: [{ role: "user", content: "x".repeat(4001) }] }, /at most 4000 characters/],
    ["41 messages", { messages: Array.from({ length: 41 }, () => ({ role: "user", content: "x" })) }, /at most 40 messages/],
    ["a focus that is not an id", { messages: [{ role: "user", content: "x" }], focusGoalId: "abc" }, /valid id/],
    ["an unknown mode", { messages: [{ role: "user", content: "x" }], mode: "party" }, /mode must be general, focus or create/],
    ["an unknown time zone", { messages: [{ role: "user", content: "x" }], timeZone: "Mars/Olympus" }, /IANA time zone/],
  ])("rejects %s with 400", async (_name, body, message) => {
    expectError(await chat(body), 400, message);
  });

  it("accepts exactly 40 messages of 4000 characters", async () => {
    const messages = Array.from({ length: 40 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "y".repeat(4000) }));
    expect((await chat({ messages })).status).toBe(200);
  });
});

describe("coach chat rate limit", () => {
  const h = useServer("sqlite", { overrides: { coach: { requestsPerMinute: 3 } } });

  it("answers 429 with Retry-After once a user exceeds the limit, per user", async () => {
    const a = await h.api.newUser("ratea");
    const b = await h.api.newUser("rateb");
    const ask = (token: string) => h.api.call("POST", "/api/coach/chat", { token, body: { messages: [{ role: "user", content: "hi" }] } });
    for (let i = 0; i < 3; i++) expect((await ask(a.token)).status).toBe(200);
    const limited = await ask(a.token);
    expectError(limited, 429, COACH_TEXT.rateLimited);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await ask(b.token)).status).toBe(200);
  });

  it("defaults to 20 requests a minute", async () => {
    const { requestsPerMinute } = await import("../../src/server/coach/options.js");
    expect(requestsPerMinute(undefined)).toBe(20);
  });
});
