/**
 * Issue 30 item 4 over HTTP on both engines: the coach knows the user's groups (and nobody
 * else's): the built-in coach answers how a group is doing, an AI service is told the names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/client.js";
import { ENGINES, startTestServer, type TestServer } from "../support/server.js";
import { startFakeProvider, type FakeProvider } from "./coach-fake-provider.js";

type Api = ReturnType<typeof apiClient>;

/** A user with a Health group holding "Run 2 km" (and an archived goal), and "Loose" in no group. */
async function seed(api: Api) {
  const user = await api.newUser();
  const health = (await api.call("POST", "/api/groups", { token: user.token, body: { name: "Health" } })).body as { id: string };
  const run = await api.newGoal(user.token, { title: "Run 2 km", timeframe: "daily" });
  const old = await api.newGoal(user.token, { title: "Old habit", timeframe: "daily" });
  await api.newGoal(user.token, { title: "Loose" });
  await api.call("PATCH", `/api/goals/${run.id}`, { token: user.token, body: { group_id: health.id } });
  await api.call("PATCH", `/api/goals/${old.id}`, { token: user.token, body: { group_id: health.id, archived: true } });
  const other = await api.newUser();
  await api.call("POST", "/api/groups", { token: other.token, body: { name: "Secret club" } });
  return user;
}
const ask = (api: Api, token: string, content: string) =>
  api.call("POST", "/api/coach/chat", { token, body: { messages: [{ role: "user", content }], timeZone: "UTC" } });

describe.each(ENGINES)("the coach and groups (%s)", (engine) => {
  let server: TestServer;
  let fake: FakeProvider;
  let withAi: TestServer;
  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer(engine);
    withAi = await startTestServer(engine, {
      env: { COACH_API_URL: `${fake.url}/v1`, COACH_API_KEY: "sk-test", COACH_MODEL: "test-model" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await withAi?.close();
    await fake?.close();
  });

  it("the built-in coach answers how a group is doing, archived goals left out", async () => {
    const api = apiClient(server.url);
    const user = await seed(api);
    const res = await ask(api, user.token, "how is my Health group doing?");
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("builtin");
    expect(res.body.reply).toMatch(/^Your Health group has 1 goal: Run 2 km\.\n- 0 of 1 done today · average progress 0% /);
    expect((await ask(api, user.token, "list my goals")).body.reply).not.toContain("Old habit");
    // Another user's group is not one of this user's.
    expect((await ask(api, user.token, "how is my Secret club group doing?")).body.reply).not.toContain("Secret club group has");
  });

  it("an AI service is told the user's group names and their goals, nobody else's", async () => {
    const api = apiClient(withAi.url);
    const user = await seed(api);
    fake.script({ content: "Your Health group is on track." });
    const res = await ask(api, user.token, "How is my Health group doing?");
    expect(res.status).toBe(200);
    expect(res.body.reply).toBe("Your Health group is on track.");
    const system = fake.requests.at(-1)?.body.messages[0].content as string;
    expect(system).toContain('- Health: "Run 2 km"; 0 of 1 done today');
    // An archived goal is out of the coach's view altogether, not only out of its group's figures.
    expect(system).not.toContain("Old habit");
    expect(system).not.toContain("Secret club");
  });
});
