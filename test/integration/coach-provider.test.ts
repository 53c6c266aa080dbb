/** The AI coach against a real local OpenAI-compatible server: request shape, retries, fallbacks. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completionsUrl, requestCompletion, retryDelays, ProviderFailure } from "../../src/server/coach/provider.js";
import { apiClient, type ApiResponse } from "../support/client.js";
import { ENGINES, startTestServer, type TestServer } from "../support/server.js";
import { startFakeProvider, type FakeProvider } from "./coach-fake-provider.js";

describe("completionsUrl: where COACH_API_URL sends the request", () => {
  it.each([
    ["https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"],
    ["https://openrouter.ai/api/v1/", "https://openrouter.ai/api/v1/chat/completions"],
    ["http://127.0.0.1:11434/v1", "http://127.0.0.1:11434/v1/chat/completions"],
    ["http://127.0.0.1:11434", "http://127.0.0.1:11434/v1/chat/completions"],
    ["http://localhost:8080/", "http://localhost:8080/v1/chat/completions"],
    ["https://agent.example/api", "https://agent.example/api/v1/chat/completions"],
    ["https://generativelanguage.googleapis.com/v1beta/openai", "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions"],
    [
      "https://x.example/openai/deployments/m/chat/completions?api-version=2024-06-01",
      "https://x.example/openai/deployments/m/chat/completions?api-version=2024-06-01",
    ],
  ])("%s → %s", (input, expected) => {
    expect(completionsUrl(input)).toBe(expected);
  });
});

describe("requestCompletion", () => {
  let fake: FakeProvider;
  let slept: number[];
  const sleep = async (ms: number) => {
    slept.push(ms);
  };
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    slept = [];
  });
  const cfg = () => ({ apiUrl: `${fake.url}/v1`, apiKey: "sk-unit", model: "m1" });
  const opts = (timeoutMs = 2000) => ({ timeoutMs, maxAttempts: 3, sleep, fetch: globalThis.fetch });

  it("waits 400 ms, then 720 ms between the 3 attempts", () => {
    expect(retryDelays(3)).toEqual([400, 720]);
  });

  it("sends the spec's body and returns choices[0].message.content", async () => {
    fake.script({ content: "  Keep going!  " });
    const reply = await requestCompletion(
      cfg(),
      [
        { role: "system", content: "sys" },
        { role: "user", content: "hi" },
      ],
      opts(),
    );
    expect(reply).toBe("Keep going!");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/chat/completions",
      headers: { authorization: "Bearer sk-unit", "content-type": "application/json" },
      body: {
        model: "m1",
        max_tokens: 650,
        temperature: 0.6,
        stream: false,
        messages: [
          { role: "system", content: "sys" },
          { role: "user", content: "hi" },
        ],
      },
    });
    expect(slept).toEqual([]);
  });

  it("sends no Authorization header without a key (a local Ollama or llama.cpp server)", async () => {
    fake.script({ content: "ok" });
    await requestCompletion({ apiUrl: fake.url }, [{ role: "user", content: "hi" }], opts());
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.path).toBe("/v1/chat/completions");
    expect(fake.requests[0]?.body).not.toHaveProperty("model");
  });

  it("retries after failures with the 400/720 ms schedule and returns the first good reply", async () => {
    fake.script({ status: 503 }, { content: "" }, { content: "Third time lucky" });
    await expect(requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts())).resolves.toBe("Third time lucky");
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([400, 720]);
  });

  it("gives up after 3 timeouts (short injected timeout), closing each request it gave up on", async () => {
    fake.script({ hang: true });
    const err = await requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts(150)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderFailure);
    expect((err as ProviderFailure).failures).toEqual([{ kind: "timeout" }, { kind: "timeout" }, { kind: "timeout" }]);
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([400, 720]);
    // A timeout that only stopped waiting would leave each hung request open on the service.
    await expect.poll(() => fake.requests.map((r) => r.open)).toEqual([false, false, false]);
  });

  it("each attempt gets the injected timeout: a reply slower than it is a timeout, one within it is taken", async () => {
    // The order of two timers, not a measured duration: the attempt's timer is set before its
    // request leaves, the reply's when the request arrives.
    fake.script({ lateContent: "Too late", delayMs: 400 });
    const err = await requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts(100)).catch((e: unknown) => e);
    expect((err as ProviderFailure).failures).toEqual([{ kind: "timeout" }, { kind: "timeout" }, { kind: "timeout" }]);
    fake.script({ lateContent: "In time", delayMs: 100 });
    await expect(requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts(10_000))).resolves.toBe("In time");
  });

  it("counts HTTP errors, empty content, null content, reasoning-only content and broken JSON as failures", async () => {
    fake.script({ status: 500 }, { content: null }, { content: "<think>hmm</think>" });
    const err = (await requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts()).catch((e: unknown) => e)) as ProviderFailure;
    expect(err.failures).toEqual([{ kind: "http", status: 500 }, { kind: "empty" }, { kind: "empty" }]);
    fake.script({ status: 200, body: "not json" });
    const err2 = (await requestCompletion(cfg(), [{ role: "user", content: "hi" }], opts()).catch((e: unknown) => e)) as ProviderFailure;
    expect(err2.failures).toEqual([{ kind: "invalid" }, { kind: "invalid" }, { kind: "invalid" }]);
  });

  it("reports a network failure when nothing listens", async () => {
    const err = (await requestCompletion({ apiUrl: "http://127.0.0.1:1" }, [{ role: "user", content: "hi" }], opts()).catch(
      (e: unknown) => e,
    )) as ProviderFailure;
    expect(err.failures.map((f) => f.kind)).toEqual(["network", "network", "network"]);
  });
});

describe.each(ENGINES)("POST /api/coach/chat with an AI service (%s)", (engine) => {
  let fake: FakeProvider;
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let user: { username: string; token: string };
  let goalId: string;
  const slept: number[] = [];
  const responses: ApiResponse[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer(engine, {
      env: { COACH_API_URL: `${fake.url}/v1`, COACH_API_KEY: "sk-test", COACH_MODEL: "test-model" },
      overrides: {
        coach: {
          retry: {
            timeoutMs: 300,
            sleep: async (ms: number) => {
              slept.push(ms);
            },
          },
        },
      },
    });
    api = apiClient(server.url);
    user = await api.newUser("coachai");
    goalId = (
      await api.newGoal(user.token, { title: "Swim 2 km weekly", category: "health", timeframe: "weekly", motivation: "Strong back" })
    ).id;
    const other = await api.newUser("coachother");
    await api.newGoal(other.token, { title: "Someone else's secret goal" });
  });
  afterAll(async () => {
    // The key must never reach anything the browser can see.
    for (const res of responses) {
      expect(res.text).not.toContain("sk-test");
      expect([...res.headers.values()].join(" ")).not.toContain("sk-test");
    }
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => {
    slept.length = 0;
  });

  async function chat(body: Record<string, unknown>) {
    const res = await api.call("POST", "/api/coach/chat", { token: user.token, body });
    responses.push(res);
    return res;
  }
  const ask = (content: string, extra: Record<string, unknown> = {}) => chat({ messages: [{ role: "user", content }], ...extra });

  it("sends the spec's request with the system prompt first and the bearer key, and answers from the reply", async () => {
    fake.script({ content: "Swim twice this week and log it." });
    const res = await chat({
      messages: [
        { role: "user", content: "hello there" },
        { role: "assistant", content: "Hi!" },
        { role: "user", content: "How can I improve at swimming?" },
      ],
      timeZone: "Europe/Berlin",
      goals: [{ title: "Injected client goal" }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reply: "Swim twice this week and log it.",
      source: "ai",
      intent: "help",
      focusGoalId: goalId,
      mode: "focus",
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "test-model", max_tokens: 650, temperature: 0.6, stream: false });
    expect(Object.keys(sent.body).sort()).toEqual(["max_tokens", "messages", "model", "stream", "temperature"]);
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("goals-only coach");
    expect(messages[0]?.content).toContain('"Swim 2 km weekly" (health, weekly): 0%');
    expect(messages[0]?.content).toContain("(Europe/Berlin)");
    // Only the signed-in user's own goals, never goals sent by the client or another user's.
    expect(messages[0]?.content).not.toContain("Injected client goal");
    expect(messages[0]?.content).not.toContain("Someone else's secret goal");
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "hello there" },
      { role: "assistant", content: "Hi!" },
      { role: "user", content: "How can I improve at swimming?" },
    ]);
  });

  it("falls back to the built-in coach after 3 HTTP 500 answers, waiting 400 then 720 ms", async () => {
    fake.script({ status: 500 });
    const res = await ask("What should I do next?");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "builtin", intent: "next" });
    expect(res.body.reply).toContain("Work on “Swim 2 km weekly” next");
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([400, 720]);
  });

  it("falls back after 3 empty replies", async () => {
    fake.script({ content: "" });
    const res = await ask("What should I do next?");
    expect(res.body).toMatchObject({ source: "builtin", intent: "next" });
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([400, 720]);
  });

  it("falls back after 3 timeouts", async () => {
    fake.script({ hang: true });
    const res = await ask("I'm stuck");
    expect(res.body).toMatchObject({ source: "builtin", intent: "stuck" });
    expect(res.body.reply).toContain("Shrink the next step");
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([400, 720]);
  });

  it("uses the AI reply when a retry succeeds", async () => {
    fake.script({ status: 502 }, { content: "Recovered answer" });
    const res = await ask("What should I do next?");
    expect(res.body).toMatchObject({ source: "ai", reply: "Recovered answer" });
    expect(slept).toEqual([400]);
  });

  it("asks the model for JSON on a creation request and returns the parsed draft", async () => {
    fake.script({
      content:
        'Here you go!\n```json\n{"Title": "Cycle to work 3 days a week", "Timeframe": "Weekly", "Category": "Fitness", "Motivation": "Save money and get fit", "Description": "Short."}\n```',
    });
    const res = await ask("Create a goal: cycle to work three days a week");
    expect(res.status).toBe(200);
    const system = (fake.requests[0]?.body.messages as { content: string }[])[0]?.content ?? "";
    expect(system).toContain("Answer with ONLY one JSON object");
    expect(res.body).toMatchObject({
      source: "ai",
      intent: "create",
      mode: "general",
      draft: {
        title: "Cycle to work 3 days a week",
        timeframe: "weekly",
        category: "health",
        motivation: "Save money and get fit",
        description: expect.stringMatching(/^Cycle to work 3 days a week\. /),
      },
    });
    expect(res.body.draft.description.length).toBeLessThanOrEqual(158);
  });

  it("asks the model for a check or amount goal's fields and keeps them in the draft (issue 29)", async () => {
    fake.script({
      content:
        '{"title": "Run 20 km a week", "timeframe": "weekly", "category": "health", "motivation": "", "description": "", "kind": "amount", "target": 20, "unit": "km"}',
    });
    const res = await ask("Create a goal: run 20 km a week");
    const system = (fake.requests[0]?.body.messages as { content: string }[])[0]?.content ?? "";
    expect(system).toContain('- kind: "check"');
    expect(system).toContain("every_days");
    expect(res.body).toMatchObject({
      source: "ai",
      draft: { title: "Run 20 km a week", timeframe: "weekly", kind: "amount", target: 20, unit: "km", direction: "at_least" },
    });

    fake.script({
      content:
        '{"title": "Meditate on weekdays", "timeframe": "daily", "category": "personal", "kind": "check", "weekdays": [1, 2, 3, 4, 5]}',
    });
    const weekdays = await ask("Create a goal: meditate on weekdays");
    expect(weekdays.body.draft).toMatchObject({ kind: "check", target: 1, weekdays: [1, 2, 3, 4, 5], every_days: null });
  });

  it("asks the user again when the model's draft has no timeframe", async () => {
    fake.script({ content: '{"title": "Learn Italian", "category": "study", "timeframe": ""}' });
    const res = await ask("Add a goal: learn Italian");
    expect(res.body).toEqual({
      reply: "How often will you work on “Learn Italian”: daily, weekly, monthly or yearly?",
      source: "ai",
      intent: "create",
      focusGoalId: null,
      mode: "create",
    });
  });

  it("drafts from the user's words when the model answers prose to a creation request", async () => {
    fake.script({ content: "Great idea! You should definitely do that." });
    const res = await ask("Create a goal: read 20 pages every night so I sleep better");
    expect(res.body).toMatchObject({
      source: "builtin",
      draft: { title: "Read 20 pages every night", timeframe: "daily", motivation: "I sleep better" },
    });
  });

  it("answers goal pickers without calling the model", async () => {
    fake.script({ content: "should not be used" });
    const res = await ask("switch goal", { focusGoalId: goalId, mode: "focus" });
    expect(res.body).toMatchObject({ source: "builtin", intent: "switch", focusGoalId: null, reply: "Which goal should we focus on?" });
    expect(res.body.goals).toEqual([{ id: goalId, title: "Swim 2 km weekly", category: "health", timeframe: "weekly", progress: 0 }]);
    expect(fake.requests).toHaveLength(0);
  });

  it("sends only the last 6 turns and the goal's memory in goal focus", async () => {
    fake.script({ content: "Focused answer" });
    const messages = Array.from({ length: 15 }, (_, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content: `turn ${i + 1}` }));
    const res = await chat({ messages, focusGoalId: goalId, mode: "focus", memory: ["Earlier: swim mornings."] });
    expect(res.body).toMatchObject({ source: "ai", focusGoalId: goalId, mode: "focus" });
    const sent = fake.requests[0]?.body.messages as { role: string; content: string }[];
    expect(sent.slice(1).map((m) => m.content)).toEqual(["turn 11", "turn 12", "turn 13", "turn 14", "turn 15"]);
    expect(sent[0]?.content).toContain('Focus: the user is working on "Swim 2 km weekly"');
    expect(sent[0]?.content).toContain("- Earlier: swim mornings.");
    expect(sent[0]?.content).toContain("under 140 words");
  });
});
