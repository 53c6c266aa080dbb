/**
 * POST /api/mcp (issue 32, decision 057) through the MCP SDK's own client against the real server
 * on both engines: initialize, list the tools, log a check-in and read it back (get_goal and
 * GET /api/journal); a read token reads and is refused writes; another user's goal is not found;
 * no token, a session's token and a revoked token answer 401.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { UNKNOWN_ID, expectError, useServer } from "./helpers.js";

const READ_ONLY = "This token can only read";

describe.each(ENGINES)("the MCP endpoint (%s)", (engine) => {
  const h = useServer(engine, { env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  const open: Client[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  const tokenOf = async (session: string, scope: "read" | "write") => {
    const res = await h.api.call<any>("POST", "/api/tokens", { token: session, body: { name: `mcp ${scope}`, scope } });
    expect(res.status).toBe(201);
    return res.body as { id: string; token: string };
  };

  async function connect(token: string | undefined): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(new URL(`${h.server.url}/api/mcp`), {
      requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
    });
    const client = new Client({ name: "progressvault-test", version: "1" });
    await client.connect(transport);
    open.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const textOf = (r: CallToolResult) => (r.content[0] as { type: "text"; text: string }).text;
  const valueOf = (r: CallToolResult) => {
    expect(r.isError ?? false, textOf(r)).toBe(false);
    return JSON.parse(textOf(r));
  };

  it("initializes, lists its tools, logs a check-in and reads it back", async () => {
    const u = await h.api.newUser("mcp");
    const goal = await h.api.newGoal(u.token, { title: "Read 12 books" });
    const { token } = await tokenOf(u.token, "write");
    const client = await connect(token);
    expect(client.getServerVersion()?.name).toBe("progressvault");

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["create_goal", "get_analytics", "get_goal", "list_goals", "log_checkin"]);
    for (const t of tools) expect(t.description?.length ?? 0, t.name).toBeGreaterThan(40);
    const logTool = tools.find((t) => t.name === "log_checkin")!;
    expect(Object.keys(logTool.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["goal_id", "progress", "amount", "note", "idempotency_key"]),
    );

    const listed = valueOf(await call(client, "list_goals"));
    expect(listed.map((g: any) => g.id)).toEqual([goal.id]);
    expect(listed[0].facts).toBeDefined();

    const entry = valueOf(await call(client, "log_checkin", { goal_id: goal.id, progress: 40, note: "chapter 3" }));
    expect(entry).toMatchObject({ goal_id: goal.id, progress: 40, note: "chapter 3" });

    const read = valueOf(await call(client, "get_goal", { goal_id: goal.id }));
    expect(read.journal.map((e: any) => e.id)).toContain(entry.id);
    expect(read.progress).toBe(40);
    const journal = await h.api.call<any[]>("GET", `/api/journal?goal_id=${goal.id}`, { token: u.token });
    expect(journal.body.map((e) => [e.id, e.note, e.progress])).toEqual([[entry.id, "chapter 3", 40]]);

    const analytics = valueOf(await call(client, "get_analytics", { time_zone: "Europe/Paris" }));
    expect(analytics.count).toBe(1);
  });

  it("logs once per idempotency key and creates goals of each kind", async () => {
    const u = await h.api.newUser("mcpkey");
    const { token } = await tokenOf(u.token, "write");
    const client = await connect(token);
    const habit = valueOf(
      await call(client, "create_goal", { title: "Run", category: "health", timeframe: "weekly", kind: "amount", target: 20, unit: "km" }),
    );
    expect(habit).toMatchObject({ title: "Run", kind: "amount", target: 20, unit: "km", timeframe: "weekly" });

    const args = { goal_id: habit.id, amount: 5, idempotency_key: "run-2026-11-28" };
    const first = valueOf(await call(client, "log_checkin", args));
    const again = valueOf(await call(client, "log_checkin", args));
    expect(again.id).toBe(first.id);
    expect((await h.api.call<any[]>("GET", `/api/journal?goal_id=${habit.id}`, { token: u.token })).body).toHaveLength(1);
    // get_analytics adds the habits over from..to (the panel's Habits section); a range too long is a tool error.
    const today = new Date().toISOString().slice(0, 10);
    const withHabits = valueOf(await call(client, "get_analytics", { from: today, to: today }));
    expect(withHabits.count).toBe(1);
    expect(withHabits.habits.habits).toMatchObject([{ id: habit.id, unit: "km", total: 5, periods: [{ value: 5 }] }]);
    const tooLong = await call(client, "get_analytics", { from: "2024-01-01", to: "2025-12-31" });
    expect(tooLong.isError).toBe(true);
    expect(textOf(tooLong)).toBe("The range must be at most 366 days");
    // The service's own rules, as tool errors: an amount goal needs its amount.
    const missing = await call(client, "log_checkin", { goal_id: habit.id });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toBe("amount is required for an amount goal");
  });

  it("a read token reads; its writes are tool errors that write nothing", async () => {
    const u = await h.api.newUser("mcpread");
    const goal = await h.api.newGoal(u.token);
    const { token } = await tokenOf(u.token, "read");
    const client = await connect(token);
    expect(valueOf(await call(client, "list_goals")).map((g: any) => g.id)).toEqual([goal.id]);
    expect(valueOf(await call(client, "get_goal", { goal_id: goal.id })).id).toBe(goal.id);
    expect(valueOf(await call(client, "get_analytics")).count).toBe(1);

    for (const [name, args] of [
      ["log_checkin", { goal_id: goal.id, progress: 50 }],
      ["create_goal", { title: "Nope", category: "health", timeframe: "daily" }],
    ] as const) {
      const refused = await call(client, name, args);
      expect(refused.isError, name).toBe(true);
      expect(textOf(refused)).toBe(READ_ONLY);
    }
    expect((await h.api.call<any[]>("GET", `/api/journal?goal_id=${goal.id}`, { token: u.token })).body).toEqual([]);
    expect((await h.api.call<any[]>("GET", "/api/goals", { token: u.token })).body).toHaveLength(1);
  });

  it("another user's goal is not found, exactly as an unknown one", async () => {
    const owner = await h.api.newUser("mcpowner");
    const goal = await h.api.newGoal(owner.token);
    const other = await h.api.newUser("mcpother");
    const client = await connect((await tokenOf(other.token, "write")).token);
    for (const id of [goal.id, UNKNOWN_ID]) {
      for (const [name, args] of [
        ["get_goal", { goal_id: id }],
        ["log_checkin", { goal_id: id, progress: 10 }],
      ] as const) {
        const res = await call(client, name, args);
        expect(res.isError, name).toBe(true);
        expect(textOf(res)).toBe("Goal not found");
      }
    }
    expect((await h.api.call<any[]>("GET", `/api/journal?goal_id=${goal.id}`, { token: owner.token })).body).toEqual([]);
  });

  it("answers 401 without a token, with a session's token, and once the token is revoked", async () => {
    const u = await h.api.newUser("mcpdead");
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    };
    expectError(await h.api.call("POST", "/api/mcp", { body: init }), 401, "Missing authentication token");
    expectError(
      await h.api.call("POST", "/api/mcp", { token: u.token, body: init }),
      401,
      "The MCP endpoint needs a personal API token (Settings → Connections): Authorization: Bearer pv_…",
    );
    await expect(connect(undefined)).rejects.toMatchObject({ code: 401, message: expect.stringMatching(/Missing authentication token/) });

    const created = await tokenOf(u.token, "write");
    const client = await connect(created.token);
    expect((await client.listTools()).tools.length).toBe(5);
    expect((await h.api.call("DELETE", `/api/tokens/${created.id}`, { token: u.token })).status).toBe(204);
    await expect(client.listTools()).rejects.toMatchObject({ code: 401, message: expect.stringMatching(/Invalid or expired token/) });
    expectError(await h.api.call("POST", "/api/mcp", { token: created.token, body: init }), 401, "Invalid or expired token");
  });

  it("answers a plain JSON POST (curl), refuses GET and DELETE with 405, a malformed message with 400, a huge one with 413", async () => {
    const u = await h.api.newUser("mcpcurl");
    const { token } = await tokenOf(u.token, "read");
    const list = await h.api.call<any>("POST", "/api/mcp", { token, body: { jsonrpc: "2.0", id: 7, method: "tools/list" } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.id).toBe(7);
    expect(list.body.result.tools).toHaveLength(5);
    for (const method of ["GET", "DELETE"]) {
      const res = await h.api.call(method, "/api/mcp", { token });
      expectError(res, 405, "This MCP endpoint keeps no sessions and opens no event stream: send each message as a POST");
      expect(res.headers.get("allow")).toBe("POST");
    }
    expectError(await h.api.call("POST", "/api/mcp", { token, body: { hello: "world" } }), 400);
    expectError(await h.api.call("POST", "/api/mcp", { token, body: { jsonrpc: "2.0", id: 1 } }), 400);
    // The server's body limit holds here too: a huge message is refused before the MCP server sees it.
    const huge = {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "list_goals", arguments: { pad: "x".repeat(200 * 1024) } },
    };
    expectError(await h.api.call("POST", "/api/mcp", { token, body: huge }), 413);
  });
});
