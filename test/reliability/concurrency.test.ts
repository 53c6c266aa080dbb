/**
 * Issue 9 §5 — concurrency on each engine: many requests at the same moment on the same rows.
 * Likes from many users count exactly; quick increments never store an entry over 100; two
 * goals published under one slug at once give one success and one 409; check-ins that share a
 * timestamp leave the goal showing the one that is latest by the journal's own order. After
 * each, the tables are consistent (support/consistency.ts).
 */
import { describe, expect, it } from "vitest";
import { quickIncrement } from "../../src/core/progress.js";
import { ENGINES } from "../support/server.js";
import { consistencyProblems } from "./support/consistency.js";
import { type User, rand, useRig } from "./support/world.js";

const SLUG_TAKEN = "You already have a goal at this URL. Choose another custom URL.";

describe.each(ENGINES)("concurrency (%s)", (engine) => {
  const rig = useRig(engine);
  const db = () => rig.server.deps.db.db;

  async function users(n: number, prefix: string): Promise<User[]> {
    // A few at a time: signups hash passwords, which is the slow part.
    const out: User[] = [];
    for (let i = 0; i < n; i += 8)
      out.push(...(await Promise.all(Array.from({ length: Math.min(8, n - i) }, () => rig.api.newUser(prefix)))));
    return out;
  }

  async function publicGoal(owner: User) {
    const goal = await rig.api.newGoal(owner.token, { title: "Popular" });
    const slug = `popular-${rand()}`;
    expect((await rig.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: owner.token, body: { public: true, slug } })).status).toBe(
      200,
    );
    return { id: goal.id, slug, path: `/api/likes/${owner.username}/${slug}` };
  }

  const likesOf = async (goalId: string) => {
    const [row, likes] = await Promise.all([
      db().selectFrom("goals").select("likes_count").where("id", "=", goalId).executeTakeFirstOrThrow(),
      db().selectFrom("likes").select("user_id").where("goal_id", "=", goalId).execute(),
    ]);
    return { count: row.likes_count, rows: likes.length };
  };

  it("counts concurrent likes from many users exactly, and repeats and unlikes too", async () => {
    const [owner] = await users(1, "owner");
    const fans = await users(30, "fan");
    const goal = await publicGoal(owner as User);

    const liked = await Promise.all(fans.map((f) => rig.api.call("POST", goal.path, { token: f.token, body: { like: true } })));
    expect(liked.map((r) => r.status)).toEqual(fans.map(() => 200));
    expect(await likesOf(goal.id)).toEqual({ count: 30, rows: 30 });

    // Everyone likes again, ten unlike, one fan hammers like/unlike: all at once.
    const hammer = fans[0] as User;
    const mixed = await Promise.all([
      ...fans.map((f) => rig.api.call("POST", goal.path, { token: f.token, body: { like: true } })),
      ...fans.slice(20).map((f) => rig.api.call("POST", goal.path, { token: f.token, body: { like: false } })),
      ...Array.from({ length: 10 }, () => rig.api.call("POST", goal.path, { token: hammer.token, body: { like: true } })),
    ]);
    expect(mixed.every((r) => r.status === 200)).toBe(true);
    const after = await likesOf(goal.id);
    // Each user's like row decides; the count always equals the rows.
    expect(after.count).toBe(after.rows);
    expect(after.rows).toBeGreaterThanOrEqual(20);
    expect(after.rows).toBeLessThanOrEqual(30);
    const answered = await rig.api.call("GET", `/api/goals/public/${(owner as User).username}/${goal.slug}`);
    expect(answered.body.likes_count).toBe(after.rows);
    expect(await consistencyProblems(db())).toEqual([]);
  });

  it("never stores an entry over 100, however many quick increments race", async () => {
    const [user] = (await users(1, "incr")) as [User];
    const goal = await rig.api.newGoal(user.token, { title: "Almost there" });
    await rig.api.call("POST", "/api/journal", { token: user.token, body: { goal_id: goal.id, note: "start", progress: 85 } });

    // Thirty tabs each read the goal and press +10 at once, as the web app does; a few
    // broken clients send the sum unclamped.
    const sends = Array.from({ length: 30 }, async (_, i) => {
      const current = (await rig.api.call("GET", `/api/goals/${goal.id}`, { token: user.token })).body.progress as number;
      const progress = i % 6 === 5 ? current + 10 + i : quickIncrement(current);
      return rig.api.call("POST", "/api/journal", { token: user.token, body: { goal_id: goal.id, note: `+10 #${i}`, progress } });
    });
    const results = await Promise.all(sends);
    for (const r of results) {
      if (r.status === 201) expect(r.body.progress).toBeLessThanOrEqual(100);
      else expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: { error: "progress must be a number from 0 to 100" } });
    }
    const entries = await db().selectFrom("journal_entries").select("progress").where("goal_id", "=", goal.id).execute();
    expect(entries.length).toBe(1 + results.filter((r) => r.status === 201).length);
    expect(Math.max(...entries.map((e) => e.progress))).toBeLessThanOrEqual(100);
    const stored = await rig.api.call("GET", `/api/goals/${goal.id}`, { token: user.token });
    expect(stored.body.progress).toBeGreaterThanOrEqual(95);
    expect(stored.body.progress).toBeLessThanOrEqual(100);
    expect(await consistencyProblems(db())).toEqual([]);
  });

  it("publishing two goals under one slug at the same moment: one 200, one clear 409", async () => {
    const [user, other] = (await users(2, "slug")) as [User, User];
    for (let round = 0; round < 4; round++) {
      const a = await rig.api.newGoal(user.token, { title: `A${round}` });
      const b = await rig.api.newGoal(user.token, { title: `B${round}` });
      const slug = `same-${rand()}`;
      // Through both routes that publish: the visibility switch and the general update.
      const answers = await Promise.all([
        rig.api.call("PATCH", `/api/goals/${a.id}/public`, { token: user.token, body: { public: true, slug } }),
        round % 2 === 0
          ? rig.api.call("PATCH", `/api/goals/${b.id}/public`, { token: user.token, body: { public: true, slug } })
          : rig.api.call("PATCH", `/api/goals/${b.id}`, { token: user.token, body: { public: true, slug } }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.status === 409);
      expect(loser?.body).toEqual({ error: SLUG_TAKEN });
      // Exactly one goal holds the slug, and the loser was left as it was: private, no slug.
      const rows = await db().selectFrom("goals").select(["id", "slug", "public"]).where("id", "in", [a.id, b.id]).execute();
      expect(rows.filter((r) => r.slug === slug)).toHaveLength(1);
      expect(rows.filter((r) => r.slug === null && !r.public)).toHaveLength(1);
      // Another user may use the same slug: slugs are per user.
      const theirs = await rig.api.newGoal(other.token);
      expect(
        (await rig.api.call("PATCH", `/api/goals/${theirs.id}/public`, { token: other.token, body: { public: true, slug } })).status,
      ).toBe(200);
    }
  });

  it("check-ins sharing one timestamp leave the goal showing the latest by (time, id)", async () => {
    const [user] = (await users(1, "tie")) as [User];
    const goals = await Promise.all(Array.from({ length: 3 }, (_, i) => rig.api.newGoal(user.token, { title: `Tie ${i}` })));
    const at = new Date(Date.now() - 3_600_000).toISOString();
    // Back-dated to one shared instant, so only the id can order them.
    await Promise.all(
      goals.flatMap((g) =>
        Array.from({ length: 12 }, (_, i) =>
          rig.api.call("POST", "/api/journal", {
            token: user.token,
            body: { goal_id: g.id, note: `tie ${i}`, progress: 10 + i, created_at: at },
          }),
        ),
      ),
    );
    expect(await consistencyProblems(db())).toEqual([]);
    for (const g of goals) {
      const detail = (await rig.api.call("GET", `/api/goals/${g.id}`, { token: user.token })).body;
      expect(detail.journal).toHaveLength(12);
      expect(detail.progress).toBe(detail.journal.at(-1).progress);
    }
  });
});
