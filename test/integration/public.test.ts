import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { ISO_RE, addEntry, daysAgo, expectError, publish, useServer, userIdOf } from "./helpers.js";

const SUMMARY_KEYS = [
  "category",
  "created_at",
  "description",
  "id",
  "latest_update",
  "likes",
  "likes_count",
  "motivation",
  "progress",
  "public",
  "slug",
  "timeframe",
  "title",
  "updated_at",
  "updates_count",
  "username",
];

type User = { username: string; token: string; password: string };
type Goal = { id: string; [k: string]: any };

describe.each(ENGINES)("public goals and likes (%s)", (engine) => {
  const h = useServer(engine, { env: { SIGNUPS_PER_IP_PER_HOUR: "100" } });
  let alice: User;
  let bob: User;
  let carol: User;
  let secret: Goal;
  let unpublished: Goal;
  const publicGoals: Goal[] = [];

  /** Creates a goal, publishes it under slug, and remembers it. */
  async function publicGoal(owner: User, slug: string, fields: Record<string, unknown>) {
    const goal = await h.api.newGoal(owner.token, fields);
    const published = await publish(h.api, owner.token, goal.id, slug);
    publicGoals.push(published);
    return published;
  }

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([h.api.newUser("alice"), h.api.newUser("bob"), h.api.newUser("carol")]);
    const z1 = await publicGoal(alice, "zebra-percent", { title: "Zebra 50% plan", timeframe: "daily", category: "health" });
    await publicGoal(alice, "zebra-x", { title: "zebra 50x plan", timeframe: "weekly", category: "career" });
    const snake = await publicGoal(bob, "snake", { title: "snake_case habit", timeframe: "daily", category: "study" });
    await publicGoal(bob, "snakex", { title: "snakeXcase habit", timeframe: "monthly", category: "study" });
    await publicGoal(bob, "quokka", {
      title: "Animal facts",
      description: "Loves the QUOKKA daily",
      timeframe: "yearly",
      category: "personal",
    });
    await publicGoal(carol, "Carol-Goal", { title: "Carol goal", timeframe: "daily", category: "finance" });
    await publicGoal(carol, "another", { title: "Another one", timeframe: "weekly", category: "general" });

    secret = await h.api.newGoal(alice.token, {
      title: "TOP SECRET zebra plan",
      description: "private-description-xyz",
      motivation: "private-motivation-xyz",
      timeframe: "daily",
    });
    await addEntry(h.api, alice.token, secret.id, 77, "private-note-xyz");
    unpublished = await h.api.newGoal(alice.token, { title: "Was public once zebra", timeframe: "daily" });
    await publish(h.api, alice.token, unpublished.id, "was-public");
    await h.api.call("PATCH", `/api/goals/${unpublished.id}/public`, { token: alice.token, body: { public: false } });

    // Journals and likes so the orders differ.
    await addEntry(h.api, alice.token, z1.id, 10, "older", daysAgo(5));
    await addEntry(h.api, alice.token, z1.id, 60, "newest z1");
    await addEntry(h.api, alice.token, z1.id, 35, "middle", daysAgo(2));
    await addEntry(h.api, bob.token, snake.id, 90, "snake done");
    const like = (u: User, slugPath: string) => h.api.call("POST", `/api/likes/${slugPath}`, { token: u.token, body: { like: true } });
    await like(bob, `${alice.username}/zebra-x`);
    await like(carol, `${alice.username}/zebra-x`);
    await like(alice, `${bob.username}/snake`);
  });

  const listPublic = async (query = "") => {
    const res = await h.api.call<any[]>("GET", `/api/goals/public${query}`);
    expect(res.status).toBe(200);
    return res;
  };

  describe("list", () => {
    it("answers an array of public goals only, without private fields", async () => {
      const res = await listPublic();
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("x-next-cursor")).toBeNull();
      expect(Array.isArray(res.body)).toBe(true);
      expect(new Set(res.body.map((g) => g.id))).toEqual(new Set(publicGoals.map((g) => g.id)));
      for (const item of res.body) {
        expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
        expect(item.public).toBe(true);
        expect(typeof item.progress).toBe("number");
        expect(typeof item.updates_count).toBe("number");
        expect(item.likes).toBe(item.likes_count);
        expect(item.created_at).toMatch(ISO_RE);
      }
      for (const needle of [
        "password_hash",
        "user_id",
        "token",
        "scrypt",
        "TOP SECRET",
        "private-description-xyz",
        "private-motivation-xyz",
        "private-note-xyz",
        "Was public once",
        secret.id,
        unpublished.id,
        alice.token,
      ]) {
        expect(res.text).not.toContain(needle);
      }
    });

    it("gives each item its progress, update count and latest update", async () => {
      const items = (await listPublic()).body;
      const z1 = items.find((g) => g.slug === "zebra-percent");
      expect(z1).toMatchObject({
        username: alice.username,
        progress: 60,
        updates_count: 3,
        latest_update: { note: "newest z1", progress: 60, created_at: expect.stringMatching(ISO_RE) },
      });
      const snake = items.find((g) => g.slug === "snake");
      expect(snake).toMatchObject({ progress: 90, updates_count: 1, latest_update: { note: "snake done", progress: 90 } });
      const quokka = items.find((g) => g.slug === "quokka");
      expect(quokka).toMatchObject({ progress: 0, updates_count: 0, latest_update: null });
    });

    it("orders newest first by default and with sort=recent or new", async () => {
      const ids = [...publicGoals].reverse().map((g) => g.id);
      expect((await listPublic()).body.map((g) => g.id)).toEqual(ids);
      expect((await listPublic("?sort=recent")).body.map((g) => g.id)).toEqual(ids);
      expect((await listPublic("?sort=new")).body.map((g) => g.id)).toEqual(ids);
    });

    it("orders by likes, then newest, with sort=likes", async () => {
      const items = (await listPublic("?sort=likes")).body;
      expect(items.slice(0, 2).map((g) => [g.slug, g.likes])).toEqual([
        ["zebra-x", 2],
        ["snake", 1],
      ]);
      expect(items.slice(2).every((g) => g.likes === 0)).toBe(true);
      const rest = [...publicGoals].reverse().filter((g) => !["zebra-x", "snake"].includes(g.slug));
      expect(items.slice(2).map((g) => g.id)).toEqual(rest.map((g) => g.id));
    });

    it("orders by progress with sort=progress", async () => {
      const items = (await listPublic("?sort=progress")).body;
      expect(items.slice(0, 2).map((g) => [g.slug, g.progress])).toEqual([
        ["snake", 90],
        ["zebra-percent", 60],
      ]);
      for (let i = 1; i < items.length; i++) expect(items[i - 1].progress).toBeGreaterThanOrEqual(items[i].progress);
    });

    it.each(["recent", "likes", "progress"])(
      "pages with limit and X-Next-Cursor (sort=%s): every public goal exactly once, in order",
      async (sort) => {
        const full = (await listPublic(`?sort=${sort}`)).body.map((g) => g.id);
        expect(full).toHaveLength(publicGoals.length);
        for (const limit of [1, 2, 3, publicGoals.length, 100]) {
          const seen: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const query: string = `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
            const res = await listPublic(query);
            pages++;
            expect(res.body.length).toBeLessThanOrEqual(limit);
            expect(res.body.length).toBeGreaterThan(0);
            seen.push(...res.body.map((g) => g.id));
            cursor = res.headers.get("x-next-cursor");
            if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
            expect(pages).toBeLessThanOrEqual(publicGoals.length + 1);
          } while (cursor);
          expect(seen).toEqual(full);
          expect(new Set(seen).size).toBe(seen.length);
          expect(pages).toBe(Math.ceil(publicGoals.length / limit));
        }
      },
    );

    it("searches title and description, case-insensitively", async () => {
      const slugs = async (q: string) => (await listPublic(`?q=${encodeURIComponent(q)}`)).body.map((g) => g.slug).sort();
      expect(await slugs("ZEBRA")).toEqual(["zebra-percent", "zebra-x"]);
      expect(await slugs("zebra 50")).toEqual(["zebra-percent", "zebra-x"]);
      expect(await slugs("quokka")).toEqual(["quokka"]);
      expect(await slugs("  Quokka  ")).toEqual(["quokka"]);
      expect(await slugs("no such words")).toEqual([]);
      // Private goals never match, even on their own words.
      expect(await slugs("secret")).toEqual([]);
      expect(await slugs("private-description")).toEqual([]);
    });

    it("matches % and _ literally", async () => {
      const slugs = async (q: string) => (await listPublic(`?q=${encodeURIComponent(q)}`)).body.map((g) => g.slug).sort();
      expect(await slugs("%")).toEqual(["zebra-percent"]);
      expect(await slugs("50%")).toEqual(["zebra-percent"]);
      expect(await slugs("_")).toEqual(["snake"]);
      expect(await slugs("E_C")).toEqual(["snake"]);
      expect(await slugs("\\")).toEqual([]);
      expect(await slugs("'")).toEqual([]);
    });

    it("filters by timeframe and category", async () => {
      const daily = (await listPublic("?timeframe=daily")).body;
      expect(daily.map((g) => g.slug).sort()).toEqual(["carol-goal", "snake", "zebra-percent"]);
      expect(daily.every((g) => g.timeframe === "daily")).toBe(true);
      expect((await listPublic("?timeframe=yearly")).body.map((g) => g.slug)).toEqual(["quokka"]);
      expect((await listPublic("?timeframe=all")).body).toHaveLength(publicGoals.length);
      expect((await listPublic("?category=study")).body.map((g) => g.slug).sort()).toEqual(["snake", "snakex"]);
      expect((await listPublic("?category=study&timeframe=daily&q=habit")).body.map((g) => g.slug)).toEqual(["snake"]);
      expect((await listPublic("?category=all")).body).toHaveLength(publicGoals.length);
    });

    it.each([
      ["limit=0", "limit must be from 1 to 100"],
      ["limit=101", "limit must be from 1 to 100"],
      ["limit=-5", "limit must be from 1 to 100"],
      ["limit=2.5", "limit must be a whole number"],
      ["limit=abc", /^limit/],
      ["sort=random", "sort must be one of likes, recent, new, progress"],
      ["timeframe=hourly", "timeframe must be all, daily, weekly, monthly or yearly"],
      ["category=sports", "category: unknown category"],
      ["cursor=garbage", "cursor is invalid: start again from the first page"],
      [`q=${"x".repeat(201)}`, /^q/],
    ])("refuses %s with 400", async (query, message) => {
      expectError(await h.api.call("GET", `/api/goals/public?${query}`), 400, message);
    });

    it("treats an empty cursor as the first page", async () => {
      const first = await listPublic("?limit=2");
      const empty = await listPublic("?limit=2&cursor=");
      expect(empty.body).toEqual(first.body);
      expect(empty.headers.get("x-next-cursor")).toBe(first.headers.get("x-next-cursor"));
    });

    it("refuses a tampered cursor with 400, never a 500", async () => {
      const page = await listPublic("?sort=likes&limit=1");
      const good = JSON.parse(Buffer.from(page.headers.get("x-next-cursor")!, "base64url").toString("utf8"));
      const forged = (patch: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...good, ...patch })).toString("base64url");
      for (const patch of [
        { k: 1e20 },
        { k: 1.5 },
        { k: -1 },
        { k: "1" },
        { c: "0000-01-01T00:00:00Z" },
        { c: "yesterday" },
        { i: "not-an-id" },
        { i: undefined },
      ]) {
        for (const sort of ["likes", "progress", "recent"]) {
          const res = await h.api.call("GET", `/api/goals/public?sort=${sort}&limit=2&cursor=${forged(patch)}`);
          expectError(res, 400, "cursor is invalid: start again from the first page");
        }
      }
    });
  });

  describe("detail", () => {
    it("answers a public goal by username and slug, case-insensitively, journal newest first", async () => {
      for (const path of [`${alice.username}/zebra-percent`, `${alice.username.toUpperCase()}/Zebra-Percent`]) {
        const res = await h.api.call("GET", `/api/goals/public/${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-cache");
        expect(Object.keys(res.body).sort()).toEqual([...SUMMARY_KEYS, "first_entry_at", "journal"].sort());
        expect(res.body).toMatchObject({
          username: alice.username,
          slug: "zebra-percent",
          title: "Zebra 50% plan",
          public: true,
          progress: 60,
          updates_count: 3,
        });
        expect(res.body.journal.map((e: any) => [e.note, e.progress])).toEqual([
          ["newest z1", 60],
          ["middle", 35],
          ["older", 10],
        ]);
        for (const e of res.body.journal) expect(Object.keys(e).sort()).toEqual(["created_at", "id", "note", "progress"]);
        expect(res.body.progress).toBe(res.body.journal[0].progress);
        expect(res.text).not.toContain("user_id");
        expect(res.text).not.toContain("password_hash");
      }
    });

    it("sends first_entry_at: the oldest entry's time beyond the latest-entries window, null without entries", async () => {
      const goal = await h.api.newGoal(bob.token, { title: "Long journal", timeframe: "daily" });
      await publish(h.api, bob.token, goal.id, "long-journal");
      const none = await h.api.call("GET", `/api/goals/public/${bob.username}/long-journal`);
      expect(none.status).toBe(200);
      expect(none.body.first_entry_at).toBeNull();
      for (let i = 0; i < 6; i++) await addEntry(h.api, bob.token, goal.id, 10 + i, `day ${i}`);
      const oldest = await addEntry(h.api, bob.token, goal.id, 5, "backdated", daysAgo(40));
      const res = await h.api.call("GET", `/api/goals/public/${bob.username}/long-journal`);
      expect(res.status).toBe(200);
      expect(res.body.updates_count).toBe(7);
      expect(res.body.journal.map((e: any) => e.note)).not.toContain("backdated");
      expect(res.body.first_entry_at).toMatch(ISO_RE);
      expect(res.body.first_entry_at).toBe(oldest.created_at);
      expect(Date.parse(res.body.first_entry_at)).toBeLessThan(Date.parse(res.body.created_at));
    });

    it("finds a slug saved from mixed case", async () => {
      const res = await h.api.call("GET", `/api/goals/public/${carol.username}/CAROL-GOAL`);
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe("carol-goal");
      expect(res.body.journal).toEqual([]);
    });

    it("answers 404 Public goal not found for private, unpublished and unknown goals", async () => {
      for (const path of [
        `${alice.username}/was-public`,
        `${alice.username}/no-such-slug`,
        `nosuchuser/zebra-percent`,
        `${bob.username}/zebra-percent`,
      ]) {
        expectError(await h.api.call("GET", `/api/goals/public/${path}`), 404, "Public goal not found");
      }
      // Even the owner cannot read a private goal through the public route.
      expectError(
        await h.api.call("GET", `/api/goals/public/${alice.username}/was-public`, { token: alice.token }),
        404,
        "Public goal not found",
      );
    });
  });

  describe("likes", () => {
    let target: Goal;
    beforeAll(async () => {
      target = await publicGoal(bob, "likeable", { title: "Likeable" });
    });
    const likeAs = (u: User | undefined, like: unknown, path = `${bob.username}/likeable`) =>
      h.api.call("POST", `/api/likes/${path}`, { ...(u ? { token: u.token } : {}), body: { like } });
    const count = async () => (await h.api.call("GET", `/api/goals/public/${bob.username}/likeable`)).body.likes_count as number;

    it("like, repeat, second user, unlike: counts 1, 1, 2, 1", async () => {
      expect((await likeAs(alice, true)).body).toEqual({ likes: 1, liked: true });
      expect((await likeAs(alice, true)).body).toEqual({ likes: 1, liked: true });
      expect(await count()).toBe(1);
      expect((await likeAs(carol, true, `${bob.username.toUpperCase()}/LIKEABLE`)).body).toEqual({ likes: 2, liked: true });
      expect(await count()).toBe(2);
      expect((await likeAs(alice, false)).body).toEqual({ likes: 1, liked: false });
      expect((await likeAs(alice, false)).body).toEqual({ likes: 1, liked: false });
      expect(await count()).toBe(1);
      const item = (await listPublic()).body.find((g) => g.id === target.id);
      expect(item).toMatchObject({ likes: 1, likes_count: 1 });
      // The owner sees the same count.
      expect((await h.api.call("GET", `/api/goals/${target.id}`, { token: bob.token })).body.likes_count).toBe(1);
    });

    it("refuses an anonymous like with 401 and changes nothing", async () => {
      const before = await count();
      expectError(await likeAs(undefined, true), 401, "Missing authentication token");
      expectError(await likeAs({ token: "bogus" } as User, true), 401, "Invalid or expired token");
      expect(await count()).toBe(before);
    });

    it("answers 404 Public goal not found for private and unknown goals", async () => {
      expectError(await likeAs(carol, true, `${alice.username}/was-public`), 404, "Public goal not found");
      expectError(await likeAs(carol, true, `${alice.username}/nope`), 404, "Public goal not found");
      const rows = await h.server.deps.db.db.selectFrom("likes").select("user_id").where("goal_id", "=", unpublished.id).execute();
      expect(rows).toEqual([]);
    });

    it("needs a boolean like", async () => {
      expectError(await likeAs(carol, "yes"), 400, "like must be true or false");
      expectError(
        await h.api.call("POST", `/api/likes/${bob.username}/likeable`, { token: carol.token, body: {} }),
        400,
        "like must be true or false",
      );
    });

    it("counts 8 concurrent likes from 8 users exactly, and 8 concurrent unlikes back to 0", async () => {
      const goal = await publicGoal(carol, "crowd", { title: "Crowd" });
      const fans = await Promise.all(Array.from({ length: 8 }, () => h.api.newUser("fan")));
      const path = `/api/likes/${carol.username}/crowd`;
      const liked = await Promise.all(fans.map((f) => h.api.call("POST", path, { token: f.token, body: { like: true } })));
      expect(liked.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(liked.map((r) => r.body.likes).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const detail = await h.api.call("GET", `/api/goals/public/${carol.username}/crowd`);
      expect(detail.body.likes_count).toBe(8);
      const rows = await h.server.deps.db.db.selectFrom("likes").select("user_id").where("goal_id", "=", goal.id).execute();
      expect(rows).toHaveLength(8);

      // One user liking many times at once still counts once.
      const repeat = await Promise.all(
        Array.from({ length: 5 }, () => h.api.call("POST", path, { token: fans[0]!.token, body: { like: true } })),
      );
      expect(repeat.every((r) => r.status === 200 && r.body.likes === 8)).toBe(true);

      const unliked = await Promise.all(fans.map((f) => h.api.call("POST", path, { token: f.token, body: { like: false } })));
      expect(unliked.map((r) => r.body.likes).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect((await h.api.call("GET", `/api/goals/public/${carol.username}/crowd`)).body.likes_count).toBe(0);
      const fanId = await userIdOf(h.server, fans[0]!.username);
      expect(fanId).toBeDefined();
    });
  });
});
