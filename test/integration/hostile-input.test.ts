import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { addEntry, expectError, publish, useServer, userIdOf } from "./helpers.js";

const JSON_HEADERS = { "content-type": "application/json" };

describe.each(ENGINES)("hostile input (%s)", (engine) => {
  const h = useServer(engine);
  let user: { username: string; password: string; token: string };
  let victim: { username: string; token: string };
  let goal: { id: string; [k: string]: unknown };

  beforeAll(async () => {
    user = await h.api.newUser("hostile");
    victim = await h.api.newUser("victim");
    goal = await h.api.newGoal(user.token, { title: "Target" });
    await publish(h.api, user.token, goal.id, "target");
    await addEntry(h.api, user.token, goal.id, 20, "first");
  });

  /** The user's goals and journal, to show a rejected write changed nothing. */
  async function snapshot() {
    const [goals, journal] = await Promise.all([
      h.api.call("GET", "/api/goals", { token: user.token }),
      h.api.call("GET", "/api/journal", { token: user.token }),
    ]);
    return { goals: goals.body, journal: journal.body };
  }

  /** Sends a raw write as the user; expects the error and an unchanged account. */
  async function rejected(
    method: string,
    path: string,
    opts: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
    status: number,
    message?: string | RegExp,
  ) {
    const before = await snapshot();
    const res = await h.api.call(method, path, { token: user.token, ...opts });
    expectError(res, status, message);
    expect(await snapshot()).toEqual(before);
    return res;
  }

  const writes = () =>
    [
      ["POST", "/api/goals"],
      ["PATCH", `/api/goals/${goal.id}`],
      ["PATCH", `/api/goals/${goal.id}/public`],
      ["POST", "/api/journal"],
    ] as const;

  describe("malformed bodies", () => {
    it.each(["{not json", '{"title": "x",}', "{'title': 'x'}", "[1, 2", "tru", "\u0000"])(
      "answers 400 Request body is not valid JSON for %j",
      async (raw) => {
        for (const [method, path] of writes()) {
          await rejected(method, path, { rawBody: raw, headers: JSON_HEADERS }, 400, "Request body is not valid JSON");
        }
        expectError(
          await h.api.call("POST", "/api/auth/login", { rawBody: raw, headers: JSON_HEADERS }),
          400,
          "Request body is not valid JSON",
        );
      },
    );

    it.each(["[]", "null", '"a string"', "42", "true"])("answers 400 for the JSON value %s where an object is due", async (raw) => {
      for (const [method, path] of writes()) {
        await rejected(method, path, { rawBody: raw, headers: JSON_HEADERS }, 400, "Request body must be a JSON object");
      }
    });

    it("answers 400 for a missing body on a write", async () => {
      await rejected("POST", "/api/goals", {}, 400, "Request body must be a JSON object");
      await rejected("POST", "/api/goals", { rawBody: "", headers: JSON_HEADERS }, 400, "Request body must be a JSON object");
    });

    it.each(["text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "image/png"])(
      "answers 415 for Content-Type %s",
      async (type) => {
        const raw = '{"title":"Sneaky","category":"health","timeframe":"daily"}';
        for (const [method, path] of writes()) {
          await rejected(
            method,
            path,
            { rawBody: raw, headers: { "content-type": type } },
            415,
            "Send the request body as application/json",
          );
        }
        expectError(
          await h.api.call("POST", "/api/auth/signup", {
            rawBody: '{"username":"viaform","password":"long-enough-1"}',
            headers: { "content-type": type },
          }),
          415,
          "Send the request body as application/json",
        );
      },
    );

    it("accepts application/json with a charset", async () => {
      const res = await h.api.call("POST", "/api/goals", {
        token: user.token,
        rawBody: '{"title":"Charset","category":"health","timeframe":"daily"}',
        headers: { "content-type": "application/json; charset=utf-8" },
      });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe("Charset");
      await h.api.call("DELETE", `/api/goals/${res.body.id}`, { token: user.token });
    });

    it("treats an empty application/json body as none on calls that take no body", async () => {
      const extra = await h.api.newGoal(user.token, { title: "Delete me" });
      const del = await h.api.call("DELETE", `/api/goals/${extra.id}`, { token: user.token, headers: JSON_HEADERS });
      expect(del.status).toBe(204);
      expectError(await h.api.call("GET", `/api/goals/${extra.id}`, { token: user.token }), 404, "Goal not found");
      const session = await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } });
      const out = await h.api.call("POST", "/api/auth/logout", { token: session.body.token, headers: JSON_HEADERS });
      expect(out.status).toBe(204);
    });

    it("answers 413 for a body over 100 KB", async () => {
      const big = "x".repeat(101 * 1024);
      await rejected(
        "POST",
        "/api/goals",
        { body: { title: big, category: "health", timeframe: "daily" } },
        413,
        "Request body is too large",
      );
      await rejected("POST", "/api/journal", { body: { goal_id: goal.id, note: big, progress: 5 } }, 413, "Request body is too large");
      await rejected("PATCH", `/api/goals/${goal.id}`, { body: { description: big } }, 413, "Request body is too large");
      expectError(
        await h.api.call("POST", "/api/auth/signup", { body: { username: "bigbody", password: big } }),
        413,
        "Request body is too large",
      );
    });

    it("survives deeply nested JSON", async () => {
      const deep = "[".repeat(40_000) + "]".repeat(40_000);
      await rejected("POST", "/api/goals", { rawBody: deep, headers: JSON_HEADERS }, 400);
      const deepObject = '{"title":'.repeat(5_000) + '"x"' + "}".repeat(5_000);
      await rejected("POST", "/api/goals", { rawBody: deepObject, headers: JSON_HEADERS }, 400);
    });
  });

  describe("wrong types name the field", () => {
    it.each([
      ["POST /api/goals", "POST", "/api/goals", { title: 123, category: "health", timeframe: "daily" }, "title must be text"],
      [
        "POST /api/goals",
        "POST",
        "/api/goals",
        { title: "x", description: ["a"], category: "health", timeframe: "daily" },
        "description must be text",
      ],
      [
        "POST /api/goals",
        "POST",
        "/api/goals",
        { title: "x", motivation: { a: 1 }, category: "health", timeframe: "daily" },
        "motivation must be text",
      ],
      ["POST /api/goals", "POST", "/api/goals", { title: "x", category: 5, timeframe: "daily" }, "category must be text"],
      ["POST /api/goals", "POST", "/api/goals", { title: "x", category: "health", timeframe: null }, "timeframe must be text"],
      ["PATCH /api/goals/:id", "PATCH", "goal", { title: false }, "title must be text"],
      ["PATCH /api/goals/:id", "PATCH", "goal", { public: "yes" }, "public must be true or false"],
      ["PATCH /api/goals/:id", "PATCH", "goal", { public: 1 }, "public must be true or false"],
      ["PATCH /api/goals/:id", "PATCH", "goal", { slug: 42 }, "slug must be text"],
      ["PATCH /api/goals/:id/public", "PATCH", "public", { public: "yes", slug: "x" }, "public must be true or false"],
      ["PATCH /api/goals/:id/public", "PATCH", "public", { public: true, slug: ["x"] }, "slug must be text"],
      [
        "POST /api/journal",
        "POST",
        "/api/journal",
        { goal_id: "GOAL", note: "x", progress: "50" },
        "progress must be a number from 0 to 100",
      ],
      [
        "POST /api/journal",
        "POST",
        "/api/journal",
        { goal_id: "GOAL", note: "x", progress: null },
        "progress must be a number from 0 to 100",
      ],
      ["POST /api/journal", "POST", "/api/journal", { goal_id: "GOAL", note: 5, progress: 5 }, "note must be text"],
      ["POST /api/journal", "POST", "/api/journal", { goal_id: 7, note: "x", progress: 5 }, "goal_id: must be a valid id"],
      ["POST /api/journal", "POST", "/api/journal", { goal_id: "GOAL", note: "x", progress: 5, created_at: 0 }, /^created_at/],
    ])("%s with %j → 400", async (_label, method, where, body, message) => {
      const path = where === "goal" ? `/api/goals/${goal.id}` : where === "public" ? `/api/goals/${goal.id}/public` : where;
      const withGoal = JSON.parse(JSON.stringify(body).replace('"GOAL"', JSON.stringify(goal.id)));
      await rejected(method, path, { body: withGoal }, 400, message);
    });

    it.each([
      ["/api/auth/login", { username: 123, password: "x" }, "username must be text"],
      ["/api/auth/login", { username: "x", password: ["a"] }, "password must be text"],
      ["/api/auth/signup", { username: "okname", password: 12345678 }, "password must be text"],
      ["/api/auth/signup", { username: "okname", password: "long-enough-1", why: 3 }, "why must be text"],
    ])("POST %s with %j → 400", async (path, body, message) => {
      expectError(await h.api.call("POST", path, { body }), 400, message);
    });

    it("checks likes and settings bodies too", async () => {
      expectError(
        await h.api.call("POST", `/api/likes/${user.username}/target`, { token: victim.token, body: { like: "yes" } }),
        400,
        "like must be true or false",
      );
      expectError(
        await h.api.call("PUT", "/api/settings/password", { token: user.token, body: { currentPassword: 1, newPassword: "long-enough" } }),
        400,
        "currentPassword must be text",
      );
      expectError(
        await h.api.call("PUT", "/api/settings/password", {
          token: user.token,
          body: { currentPassword: user.password, newPassword: true },
        }),
        400,
        "newPassword must be text",
      );
      expect((await h.api.call("POST", "/api/auth/login", { body: { username: user.username, password: user.password } })).status).toBe(
        200,
      );
    });
  });

  describe("unknown and dangerous fields", () => {
    it("ignores fields the client may not set", async () => {
      const victimId = await userIdOf(h.server, victim.username);
      const res = await h.api.call("POST", "/api/goals", {
        token: user.token,
        body: {
          title: "Mass assignment",
          category: "health",
          timeframe: "daily",
          id: "0190f7a2-0000-7000-8000-000000000001",
          user_id: victimId,
          username: victim.username,
          public: true,
          slug: "sneaky",
          progress: 99,
          likes_count: 1000,
          updates_count: 50,
          created_at: "2001-01-01T00:00:00.000Z",
          journal: [{ note: "fake", progress: 100 }],
          isAdmin: true,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: "Mass assignment",
        username: user.username,
        public: false,
        slug: null,
        progress: 0,
        likes_count: 0,
        journal: [],
      });
      expect(res.body.id).not.toBe("0190f7a2-0000-7000-8000-000000000001");
      expect(res.body.created_at).not.toBe("2001-01-01T00:00:00.000Z");
      expect((await h.api.call("GET", "/api/goals", { token: victim.token })).body).toEqual([]);

      const patched = await h.api.call("PATCH", `/api/goals/${res.body.id}`, {
        token: user.token,
        body: { title: "Still mine", user_id: victimId, id: goal.id, progress: 77, likes_count: 5 },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ id: res.body.id, title: "Still mine", username: user.username, progress: 0, likes_count: 0 });
      expect((await h.api.call("GET", "/api/goals", { token: victim.token })).body).toEqual([]);

      const entry = await h.api.call("POST", "/api/journal", {
        token: user.token,
        body: { goal_id: res.body.id, note: "n", progress: 10, id: "0190f7a2-0000-7000-8000-000000000002", user_id: victimId },
      });
      expect(entry.status).toBe(201);
      expect(entry.body.id).not.toBe("0190f7a2-0000-7000-8000-000000000002");
      expect((await h.api.call("GET", "/api/journal", { token: victim.token })).body).toEqual([]);
      await h.api.call("DELETE", `/api/goals/${res.body.id}`, { token: user.token });
    });

    it.each([
      '{"__proto__":{"polluted":"yes"},"title":"p","category":"health","timeframe":"daily"}',
      '{"title":"p","category":"health","timeframe":"daily","description":{"__proto__":{"polluted":"yes"}}}',
      '{"constructor":{"prototype":{"polluted":"yes"}},"title":"p","category":"health","timeframe":"daily"}',
    ])("refuses prototype-poisoning keys and pollutes nothing: %s", async (raw) => {
      await rejected("POST", "/api/goals", { rawBody: raw, headers: JSON_HEADERS }, 400, "Request body is not valid JSON");
      expect(({} as any).polluted).toBeUndefined();
      expect((Object.prototype as any).polluted).toBeUndefined();
      // The server still works normally afterwards.
      expect((await h.api.call("GET", "/api/goals", { token: user.token })).status).toBe(200);
    });

    it("accepts harmless keys named like Object members, and ignores them", async () => {
      const res = await h.api.call("POST", "/api/goals", {
        token: user.token,
        rawBody:
          '{"title":"Members","category":"health","timeframe":"daily","constructor":"x","toString":"y","hasOwnProperty":1,"valueOf":null}',
        headers: JSON_HEADERS,
      });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe("Members");
      expect(Object.keys(res.body)).not.toContain("toString");
      expect(({} as any).toString()).toBe("[object Object]");
      await h.api.call("DELETE", `/api/goals/${res.body.id}`, { token: user.token });
    });

    it("refuses text holding a NUL character with 400, the same on every engine", async () => {
      await rejected(
        "POST",
        "/api/goals",
        { body: { title: "a\u0000b", category: "health", timeframe: "daily" } },
        400,
        "title must not contain NUL characters",
      );
      await rejected(
        "PATCH",
        `/api/goals/${goal.id}`,
        { body: { description: "x\u0000" } },
        400,
        "description must not contain NUL characters",
      );
      await rejected(
        "POST",
        "/api/journal",
        { body: { goal_id: goal.id, note: "\u0000", progress: 5 } },
        400,
        "note must not contain NUL characters",
      );
      expectError(
        await h.api.call("POST", "/api/auth/signup", { body: { username: "nulwhy", password: "long-enough-1", why: "a\u0000" } }),
        400,
        "why must not contain NUL characters",
      );
      expectError(
        await h.api.call("POST", "/api/auth/login", { body: { username: "a\u0000b", password: "long-enough-1" } }),
        400,
        "username must not contain NUL characters",
      );
      expectError(await h.api.call("GET", "/api/goals/public?q=a%00b"), 400, "q must not contain NUL characters");
      expectError(await h.api.call("GET", `/api/goals/public/${user.username}/tar%00get`), 400, "slug must not contain NUL characters");
      expectError(
        await h.api.call("POST", `/api/likes/a%00/target`, { token: victim.token, body: { like: true } }),
        400,
        "username must not contain NUL characters",
      );
    });

    it("refuses a created_at before 1970 (year 0000 included) with 400", async () => {
      for (const createdAt of ["0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z"]) {
        await rejected(
          "POST",
          "/api/journal",
          { body: { goal_id: goal.id, note: "ancient", progress: 5, created_at: createdAt } },
          400,
          "created_at cannot be before 1970",
        );
      }
    });

    it("refuses numbers outside JSON's safe range", async () => {
      await rejected(
        "POST",
        "/api/journal",
        { rawBody: `{"goal_id":"${goal.id}","note":"n","progress":1e400}`, headers: JSON_HEADERS },
        400,
        "progress must be a number from 0 to 100",
      );
      await rejected(
        "POST",
        "/api/journal",
        { rawBody: `{"goal_id":"${goal.id}","note":"n","progress":-1e400}`, headers: JSON_HEADERS },
        400,
        "progress must be a number from 0 to 100",
      );
    });
  });

  describe("injection payloads are plain text", () => {
    const payloads = [
      "Robert'); DROP TABLE goals;--",
      "' OR '1'='1",
      '" OR ""="',
      "1; DELETE FROM journal_entries WHERE 1=1; --",
      "%' AND 1=1 --",
      "\\'; SELECT pg_sleep(5); --",
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(document.cookie)">',
      "{{constructor.constructor('alert(1)')()}}",
      "${7*7} #{7*7} <%= 7*7 %>",
      "emoji 🎯🔥 and RTL \u202Eevil\u202C and zero-width\u200B",
    ];

    it.each(payloads)("stores and returns %j verbatim", async (payload) => {
      const created = await h.api.call("POST", "/api/goals", {
        token: user.token,
        body: { title: payload, description: payload, motivation: payload, category: "general", timeframe: "daily" },
      });
      expect(created.status).toBe(201);
      expect(created.headers.get("content-type")).toMatch(/^application\/json/);
      expect(created.body).toMatchObject({ title: payload.trim(), description: payload.trim(), motivation: payload.trim() });
      const entry = await addEntry(h.api, user.token, created.body.id, 50, payload);
      expect(entry.note).toBe(payload.trim());

      const own = await h.api.call("GET", `/api/goals/${created.body.id}`, { token: user.token });
      expect(own.body.title).toBe(payload.trim());
      expect(own.body.journal[0].note).toBe(payload.trim());

      const slug = `payload-${created.body.id.slice(-8)}`;
      await publish(h.api, user.token, created.body.id, slug);
      const pub = await h.api.call("GET", `/api/goals/public/${user.username}/${slug}`);
      expect(pub.headers.get("content-type")).toMatch(/^application\/json/);
      expect(pub.body).toMatchObject({ title: payload.trim(), description: payload.trim() });
      expect(pub.body.journal[0].note).toBe(payload.trim());
      // Raw markup never appears unescaped outside a JSON string: the answer is JSON, not HTML.
      expect(() => JSON.parse(pub.text)).not.toThrow();

      const search = await h.api.call<any[]>("GET", `/api/goals/public?q=${encodeURIComponent(payload.trim().slice(0, 50))}`);
      expect(search.status).toBe(200);
      expect(search.body.map((g) => g.id)).toContain(created.body.id);

      // The tables are all still there and whole.
      expect((await h.api.call("GET", "/api/goals", { token: victim.token })).status).toBe(200);
      expect((await h.api.call("GET", `/api/goals/${goal.id}`, { token: user.token })).body.journal).toHaveLength(1);
      await h.api.call("DELETE", `/api/goals/${created.body.id}`, { token: user.token });
    });

    it("does not log anyone in with SQL in the credentials", async () => {
      for (const username of [`${user.username}' --`, `' OR '1'='1`, `${user.username}'/*`]) {
        const res = await h.api.call("POST", "/api/auth/login", { body: { username, password: "' OR '1'='1" } });
        expectError(res, 401, "Invalid username or password");
      }
    });

    it("keeps SQL in path and query parameters inert", async () => {
      expectError(await h.api.call("GET", `/api/goals/public/${encodeURIComponent("' OR 1=1 --")}/x`), 404, "Public goal not found");
      expectError(
        await h.api.call("GET", `/api/goals/public/${user.username}/${encodeURIComponent("target' OR '1'='1")}`),
        404,
        "Public goal not found",
      );
      expectError(
        await h.api.call("GET", `/api/goals/${encodeURIComponent("' OR 1=1 --")}`, { token: user.token }),
        400,
        "id: must be a valid id",
      );
      const res = await h.api.call<any[]>("GET", `/api/goals/public?q=${encodeURIComponent("' OR 1=1 --")}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });
  });

  describe("query strings and routes", () => {
    it("refuses repeated or malformed query parameters with 400", async () => {
      expectError(await h.api.call("GET", "/api/goals/public?limit=1&limit=2"), 400, /^limit/);
      expectError(await h.api.call("GET", "/api/goals/public?q=a&q=b"), 400, /^q/);
      expectError(await h.api.call("GET", "/api/goals/public?sort=likes&sort=recent"), 400, /^sort/);
      expectError(await h.api.call("GET", `/api/journal?goal_id=${goal.id}&goal_id=${goal.id}`, { token: user.token }), 400, /^goal_id/);
    });

    it("ignores unknown query parameters", async () => {
      const res = await h.api.call<any[]>("GET", "/api/goals/public?foo=bar&__proto__=x&constructor=y");
      expect(res.status).toBe(200);
      expect(res.body.map((g) => g.id)).toContain(goal.id);
    });

    it("answers unknown methods and paths with a JSON 404", async () => {
      expectError(await h.api.call("PUT", "/api/goals", { token: user.token, body: {} }), 404, "Not found: PUT /api/goals");
      expectError(await h.api.call("GET", "/api/goals/../settings", { token: user.token }), 404);
      expectError(await h.api.call("POST", "/api/admin", { body: {} }), 404, "Not found: POST /api/admin");
    });
  });

  it("leaves the account exactly as set up after all of the above", async () => {
    const goals = (await h.api.call<any[]>("GET", "/api/goals", { token: user.token })).body;
    expect(goals.map((g) => g.title)).toEqual(["Target"]);
    expect(goals[0]).toMatchObject({ public: true, slug: "target", progress: 20 });
    expect(goals[0].journal.map((e: any) => e.note)).toEqual(["first"]);
  });
});
