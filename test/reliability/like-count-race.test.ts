/**
 * Issue 19 §7 — a goal's likes_count never differs from the like rows it counts, even when an
 * account is deleted while the same user likes and unlikes from another session. Many rounds,
 * because the window is a few milliseconds wide; after them every goal's count equals its rows
 * and none is negative.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { type User, login, rand, useRig } from "./support/world.js";

const ROUNDS = 30;
const GOALS = 8;

describe.each(ENGINES)("like counts under account deletion (%s)", (engine) => {
  const rig = useRig(engine);

  it("keeps every goal's likes_count equal to its like rows while the liker deletes the account", async () => {
    const owner: User = await rig.api.newUser("owner");
    const paths: string[] = [];
    for (let i = 0; i < GOALS; i++) {
      const goal = await rig.api.newGoal(owner.token, { title: `Goal ${i}` });
      const slug = `g${i}-${rand()}`;
      const res = await rig.api.call("PATCH", `/api/goals/${goal.id}/public`, { token: owner.token, body: { public: true, slug } });
      expect(res.status).toBe(200);
      paths.push(`/api/likes/${owner.username}/${slug}`);
    }
    // Fans who stay: the counts have something to be wrong against.
    for (let i = 0; i < 3; i++) {
      const fan = await rig.api.newUser("fan");
      for (const p of paths) expect((await rig.api.call("POST", p, { token: fan.token, body: { like: true } })).status).toBe(200);
    }

    const deletions: number[] = [];
    const clickStatuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const liker = await rig.api.newUser("liker");
      const other = await login(rig.api, liker.username, liker.password);
      // Every other round, half the goals are liked beforehand: the deletion releases them while
      // the other session unlikes them. The clicks are spread over a few milliseconds, so some
      // land in every part of the deletion's transaction.
      const before = round % 2 === 0 ? paths.slice(0, GOALS / 2) : [];
      for (const p of before) await rig.api.call("POST", p, { token: liker.token, body: { like: true } });
      const click = async (p: string, like: boolean, delayMs: number) => {
        await new Promise((r) => setTimeout(r, delayMs));
        return rig.api.call("POST", p, { token: other, body: { like } });
      };
      const clicks = paths.flatMap((p, i) => [click(p, !before.includes(p), i), click(p, true, (i * 7) % 12)]);
      const [deleted, ...liked] = await Promise.all([rig.api.call("DELETE", "/api/settings", { token: liker.token }), ...clicks]);
      deletions.push(deleted.status);
      for (const r of liked) clickStatuses.add(r.status);
    }

    const db = rig.server.deps.db.db;
    const rows = await db
      .selectFrom("goals")
      .select(["id", "likes_count", sql<number>`(select count(*) from likes where likes.goal_id = goals.id)`.as("rows")])
      .execute();
    const drift = rows.filter((r) => Number(r.likes_count) !== Number(r.rows) || Number(r.likes_count) < 0);
    expect(drift.map((r) => ({ count: Number(r.likes_count), rows: Number(r.rows) }))).toEqual([]);
    expect(rows.length).toBe(GOALS);
    // Each goal keeps exactly the three fans who never left.
    expect(rows.map((r) => Number(r.rows))).toEqual(rows.map(() => 3));
    // Every deletion succeeded (no deadlock between the two sessions); a click answers 200 before
    // the deletion and 401 after it (the session is gone), never a 5xx.
    expect(deletions).toEqual(deletions.map(() => 204));
    expect([...clickStatuses].filter((s) => s !== 200 && s !== 401)).toEqual([]);
  }, 180_000);
});
