import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { ISO_RE, UNKNOWN_ID, UUID_RE, addEntry, daysAgo, expectError, publish, useServer } from "./helpers.js";

describe.each(ENGINES)("goals (%s)", (engine) => {
  const h = useServer(engine);
  let user: { username: string; token: string };
  let other: { username: string; token: string };
  beforeAll(async () => {
    user = await h.api.newUser("goals");
    other = await h.api.newUser("goalsother");
  });

  const create = (body: unknown, token = user.token) => h.api.call("POST", "/api/goals", { token, body });
  const get = (id: string, token = user.token) => h.api.call("GET", `/api/goals/${id}`, { token });
  const patch = (id: string, body: unknown, token = user.token) => h.api.call("PATCH", `/api/goals/${id}`, { token, body });
  const setPublic = (id: string, body: unknown, token = user.token) => h.api.call("PATCH", `/api/goals/${id}/public`, { token, body });
  const list = async (token = user.token) => {
    const res = await h.api.call<any[]>("GET", "/api/goals", { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  describe("create", () => {
    it("answers 201 with the goal: trimmed title, empty description and motivation by default", async () => {
      const res = await create({ title: "  Read 12 books  ", category: "study", timeframe: "monthly" });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID_RE),
        title: "Read 12 books",
        description: "",
        motivation: "",
        category: "study",
        timeframe: "monthly",
        public: false,
        slug: null,
        username: user.username,
        created_at: expect.stringMatching(ISO_RE),
        updated_at: expect.stringMatching(ISO_RE),
        progress: 0,
        likes_count: 0,
        reminder: null,
        // Issue 30: no group, first (the user's only goal) in the manual order, not archived.
        group_id: null,
        position: 0,
        archived: false,
        journal: [],
      });
      expect(res.body.updated_at).toBe(res.body.created_at);
      expect(Math.abs(Date.parse(res.body.created_at) - Date.now())).toBeLessThan(60_000);
      expect((await get(res.body.id)).body).toEqual(res.body);
    });

    it("keeps trimmed description and motivation and accepts category and timeframe in any case", async () => {
      const res = await create({
        title: "Run",
        description: "  three times a week ",
        motivation: " health ",
        category: "HEALTH",
        timeframe: " Weekly ",
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: "Run",
        description: "three times a week",
        motivation: "health",
        category: "health",
        timeframe: "weekly",
      });
    });

    it.each([
      ["no title", { category: "health", timeframe: "daily" }],
      ["a blank title", { title: "   ", category: "health", timeframe: "daily" }],
      ["no category", { title: "x", timeframe: "daily" }],
      ["no timeframe", { title: "x", category: "health" }],
      ["an empty body", {}],
    ])("refuses %s: 400 Please enter title, category and timeframe", async (_label, body) => {
      const before = await list();
      expectError(await create(body), 400, "Please enter title, category and timeframe");
      expect(await list()).toEqual(before);
    });

    it("refuses an unknown category or timeframe, naming the allowed values", async () => {
      expectError(
        await create({ title: "x", category: "sports", timeframe: "daily" }),
        400,
        "category must be one of general, health, career, study, finance, personal, creative",
      );
      expectError(
        await create({ title: "x", category: "health", timeframe: "hourly" }),
        400,
        "timeframe must be one of daily, weekly, monthly, yearly",
      );
    });

    it("refuses a title over 200 characters", async () => {
      expectError(
        await create({ title: "x".repeat(201), category: "health", timeframe: "daily" }),
        400,
        "title must be at most 200 characters",
      );
      expect((await create({ title: "y".repeat(200), category: "health", timeframe: "daily" })).status).toBe(201);
    });
  });

  describe("list", () => {
    it("answers only the caller's goals, newest first, each with progress and a journal array", async () => {
      const fresh = await h.api.newUser("lister");
      expect(await list(fresh.token)).toEqual([]);
      const a = await h.api.newGoal(fresh.token, { title: "A" });
      const b = await h.api.newGoal(fresh.token, { title: "B" });
      const c = await h.api.newGoal(fresh.token, { title: "C" });
      const e1 = await addEntry(h.api, fresh.token, b.id, 30, "first");
      const e2 = await addEntry(h.api, fresh.token, b.id, 45, "second");
      const res = await h.api.call("GET", "/api/goals", { token: fresh.token });
      expect(res.headers.get("cache-control")).toBe("no-store");
      const goals = res.body as any[];
      expect(goals.map((g) => g.title)).toEqual(["C", "B", "A"]);
      expect(goals.map((g) => g.id)).toEqual([c.id, b.id, a.id]);
      for (const g of goals) {
        expect(typeof g.progress).toBe("number");
        expect(Array.isArray(g.journal)).toBe(true);
        expect(g.username).toBe(fresh.username);
      }
      expect(goals[0].journal).toEqual([]);
      expect(goals[0].progress).toBe(0);
      expect(goals[1].progress).toBe(45);
      expect(goals[1].journal).toEqual([e1, e2]);
      expect(goals[2].journal).toEqual([]);
      // Another user's list holds none of these.
      const others = await list(other.token);
      expect(others.map((g) => g.id)).not.toContain(a.id);
    });
  });

  describe("update", () => {
    it("trims the title, keeps untouched fields and moves updated_at", async () => {
      const goal = await h.api.newGoal(user.token, { title: "Old", description: "desc", motivation: "why" });
      await new Promise((r) => setTimeout(r, 5));
      const res = await patch(goal.id, { title: "  New title  " });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: goal.id, title: "New title", description: "desc", motivation: "why", category: "health" });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(goal.created_at as string));
      expect(res.body.created_at).toBe(goal.created_at);
      const res2 = await patch(goal.id, { description: " d2 ", motivation: " m2 ", category: "career", timeframe: "yearly" });
      expect(res2.body).toMatchObject({ title: "New title", description: "d2", motivation: "m2", category: "career", timeframe: "yearly" });
      expect((await get(goal.id)).body).toEqual(res2.body);
    });

    it("refuses an empty title: 400 Title cannot be empty, and changes nothing", async () => {
      const goal = await h.api.newGoal(user.token, { title: "Keep me" });
      expectError(await patch(goal.id, { title: "   " }), 400, "Title cannot be empty");
      expectError(await patch(goal.id, { title: "", description: "changed" }), 400, "Title cannot be empty");
      expect((await get(goal.id)).body).toMatchObject({ title: "Keep me", description: "", updated_at: goal.updated_at });
    });

    it("refuses an unknown category or timeframe, naming the field", async () => {
      const goal = await h.api.newGoal(user.token);
      expectError(await patch(goal.id, { category: "sports" }), 400, /^category: /);
      expectError(await patch(goal.id, { timeframe: "hourly" }), 400, /^timeframe: /);
      expect((await get(goal.id)).body).toMatchObject({ category: "health", timeframe: "weekly" });
    });
  });

  describe("publishing", () => {
    it("refuses public:true without any slug: 400 Please enter a custom URL", async () => {
      const goal = await h.api.newGoal(user.token);
      expectError(await patch(goal.id, { public: true }), 400, "Please enter a custom URL");
      expectError(await setPublic(goal.id, { public: true }), 400, "Please enter a custom URL");
      expectError(await setPublic(goal.id, { public: true, slug: null }), 400, "Please enter a custom URL");
      expectError(await setPublic(goal.id, { public: true, slug: "" }), 400, "Please enter a custom URL");
      // Text was entered but makes no link: the answer says why (issue 15 item 4).
      expectError(await setPublic(goal.id, { public: true, slug: "!!! ???" }), 400, "A custom URL needs at least one letter or digit");
      expectError(await setPublic(goal.id, { public: true, slug: "   " }), 400, "Please enter a custom URL");
      expect((await get(goal.id)).body).toMatchObject({ public: false, slug: null });
    });

    it("slugifies the slug and publishes with PATCH /api/goals/:id", async () => {
      const goal = await h.api.newGoal(user.token, { title: "My Goal" });
      const res = await patch(goal.id, { public: true, slug: "My Goal!" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ public: true, slug: "my-goal" });
      const pub = await h.api.call("GET", `/api/goals/public/${user.username}/my-goal`);
      expect(pub.status).toBe(200);
      expect(pub.body).toMatchObject({ id: goal.id, title: "My Goal", slug: "my-goal", username: user.username });
    });

    it("slugifies quotes, accents and long input", async () => {
      const g1 = await h.api.newGoal(user.token);
      expect((await setPublic(g1.id, { public: true, slug: "Don't Stop — Café  Run" })).body.slug).toBe("dont-stop-cafe-run");
      const g2 = await h.api.newGoal(user.token);
      const long = await setPublic(g2.id, { public: true, slug: "word ".repeat(40) });
      expect(long.body.slug.length).toBeLessThanOrEqual(80);
      expect(long.body.slug).toMatch(/^word(-word)*$/);
    });

    it("refuses a slug the same user already uses: 409, and the goal stays as it was", async () => {
      const first = await h.api.newGoal(user.token);
      const second = await h.api.newGoal(user.token);
      await publish(h.api, user.token, first.id, "taken-slug");
      expectError(
        await setPublic(second.id, { public: true, slug: "Taken Slug" }),
        409,
        "You already have a goal at this URL. Choose another custom URL.",
      );
      expectError(await patch(second.id, { slug: "taken-slug" }), 409, "You already have a goal at this URL. Choose another custom URL.");
      expect((await get(second.id)).body).toMatchObject({ public: false, slug: null });
      // The goal keeping its own slug is not a conflict.
      expect((await setPublic(first.id, { public: true, slug: "taken-slug" })).status).toBe(200);
    });

    it("lets two different users use the same slug", async () => {
      const mine = await h.api.newGoal(user.token, { title: "Mine" });
      const theirs = await h.api.newGoal(other.token, { title: "Theirs" });
      await publish(h.api, user.token, mine.id, "shared-slug");
      const res = await setPublic(theirs.id, { public: true, slug: "shared-slug" }, other.token);
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe("shared-slug");
      expect((await h.api.call("GET", `/api/goals/public/${user.username}/shared-slug`)).body.title).toBe("Mine");
      expect((await h.api.call("GET", `/api/goals/public/${other.username}/shared-slug`)).body.title).toBe("Theirs");
    });

    it("PATCH /public publishes with a slug; toggling back keeps the slug; toggling again needs no slug", async () => {
      const goal = await h.api.newGoal(user.token, { title: "Toggle" });
      const on = await setPublic(goal.id, { public: true, slug: "Toggle Me" });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ public: true, slug: "toggle-me" });
      const off = await setPublic(goal.id, { public: false });
      expect(off.body).toMatchObject({ public: false, slug: "toggle-me" });
      expectError(await h.api.call("GET", `/api/goals/public/${user.username}/toggle-me`), 404, "Public goal not found");
      const again = await setPublic(goal.id, { public: true, slug: null });
      expect(again.body).toMatchObject({ public: true, slug: "toggle-me" });
      expect((await h.api.call("GET", `/api/goals/public/${user.username}/toggle-me`)).status).toBe(200);
      const viaPatch = await patch(goal.id, { public: false });
      expect(viaPatch.body).toMatchObject({ public: false, slug: "toggle-me" });
    });

    it("PATCH /public needs a boolean public", async () => {
      const goal = await h.api.newGoal(user.token);
      expectError(await setPublic(goal.id, {}), 400, /public/);
      expectError(await setPublic(goal.id, { public: "true", slug: "x" }), 400, "public must be true or false");
    });
  });

  describe("delete and unknown ids", () => {
    it("DELETE answers 204, then the goal is gone: 404 Goal not found everywhere", async () => {
      const goal = await h.api.newGoal(user.token);
      await addEntry(h.api, user.token, goal.id, 10);
      const res = await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: user.token });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      expectError(await get(goal.id), 404, "Goal not found");
      expectError(await patch(goal.id, { title: "x" }), 404, "Goal not found");
      expectError(await setPublic(goal.id, { public: false }), 404, "Goal not found");
      expectError(await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: user.token }), 404, "Goal not found");
      expect((await list()).map((g) => g.id)).not.toContain(goal.id);
      // Its journal went with it.
      const entries = await h.api.call<any[]>("GET", "/api/journal", { token: user.token });
      expect(entries.body.filter((e) => e.goal_id === goal.id)).toEqual([]);
    });

    it("answers 404 Goal not found for a well-formed unknown id", async () => {
      expectError(await get(UNKNOWN_ID), 404, "Goal not found");
      expectError(await patch(UNKNOWN_ID, { title: "x" }), 404, "Goal not found");
      expectError(await setPublic(UNKNOWN_ID, { public: false }), 404, "Goal not found");
      expectError(await h.api.call("DELETE", `/api/goals/${UNKNOWN_ID}`, { token: user.token }), 404, "Goal not found");
    });

    it.each(["not-a-uuid", "123", "0190f7a2-0000-7000-8000-00000000000z", "%27%20or%201%3D1"])(
      "answers 400 with a JSON error for the malformed id %s",
      async (id) => {
        expectError(await h.api.call("GET", `/api/goals/${id}`, { token: user.token }), 400, "id: must be a valid id");
        expectError(
          await h.api.call("PATCH", `/api/goals/${id}`, { token: user.token, body: { title: "x" } }),
          400,
          "id: must be a valid id",
        );
        expectError(await h.api.call("DELETE", `/api/goals/${id}`, { token: user.token }), 400, "id: must be a valid id");
        expectError(
          await h.api.call("PATCH", `/api/goals/${id}/public`, { token: user.token, body: { public: false } }),
          400,
          "id: must be a valid id",
        );
      },
    );
  });

  describe("progress follows the journal", () => {
    const summary = async (goalId: string) => {
      const res = await h.api.call<any[]>("GET", "/api/goals/public?limit=100");
      return res.body.find((g) => g.id === goalId);
    };

    it("keeps progress, update count and latest update in step with entries", async () => {
      const goal = await h.api.newGoal(user.token, { title: "Sync" });
      await publish(h.api, user.token, goal.id, "sync-goal");
      expect(await summary(goal.id)).toMatchObject({ progress: 0, updates_count: 0, latest_update: null });

      const e1 = await addEntry(h.api, user.token, goal.id, 20, "twenty");
      const e2 = await addEntry(h.api, user.token, goal.id, 50, "fifty");
      expect((await get(goal.id)).body.progress).toBe(50);
      expect(await summary(goal.id)).toMatchObject({
        progress: 50,
        updates_count: 2,
        latest_update: { note: "fifty", progress: 50, created_at: e2.created_at },
      });

      // A back-dated entry is history: it does not become the current progress.
      const old = await addEntry(h.api, user.token, goal.id, 90, "from last week", daysAgo(7));
      const afterOld = (await get(goal.id)).body;
      expect(afterOld.progress).toBe(50);
      expect(afterOld.journal.map((e: any) => e.id)).toEqual([old.id, e1.id, e2.id]);
      expect(await summary(goal.id)).toMatchObject({ progress: 50, updates_count: 3, latest_update: { note: "fifty" } });

      // Deleting the latest makes the previous one current.
      expect((await h.api.call("DELETE", `/api/journal/${e2.id}`, { token: user.token })).status).toBe(204);
      expect((await get(goal.id)).body.progress).toBe(20);
      expect(await summary(goal.id)).toMatchObject({
        progress: 20,
        updates_count: 2,
        latest_update: { note: "twenty", created_at: e1.created_at },
      });

      expect((await h.api.call("DELETE", `/api/journal/${e1.id}`, { token: user.token })).status).toBe(204);
      expect((await get(goal.id)).body.progress).toBe(90);
      expect(await summary(goal.id)).toMatchObject({ progress: 90, updates_count: 1, latest_update: { note: "from last week" } });

      expect((await h.api.call("DELETE", `/api/journal/${old.id}`, { token: user.token })).status).toBe(204);
      expect((await get(goal.id)).body).toMatchObject({ progress: 0, journal: [] });
      expect(await summary(goal.id)).toMatchObject({ progress: 0, updates_count: 0, latest_update: null });
    });

    it("refuses created_at in the future (400) and writes nothing", async () => {
      const goal = await h.api.newGoal(user.token);
      await addEntry(h.api, user.token, goal.id, 30);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const res = await h.api.call("POST", "/api/journal", {
        token: user.token,
        body: { goal_id: goal.id, note: "from the future", progress: 99, created_at: tomorrow },
      });
      expectError(res, 400, "created_at cannot be in the future");
      const after = (await get(goal.id)).body;
      expect(after.progress).toBe(30);
      expect(after.journal).toHaveLength(1);
    });

    it("accepts created_at with an offset and stores it in UTC", async () => {
      const goal = await h.api.newGoal(user.token);
      const entry = await addEntry(h.api, user.token, goal.id, 40, "offset", "2024-03-10T09:30:00+02:00");
      expect(entry.created_at).toBe("2024-03-10T07:30:00.000Z");
      expect((await get(goal.id)).body.journal[0].created_at).toBe("2024-03-10T07:30:00.000Z");
    });
  });
});
