/**
 * GET /api/goals answers from a per-user cache checked against the list version that
 * triggers keep (goals/list-cache.ts, db/data-version.ts). These tests hold it to "never stale, never
 * someone else's": every kind of write, including ones made straight in the database as a
 * second server or an operator would, shows in the next list.
 */
import http from "node:http";
import zlib from "node:zlib";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../support/server.js";
import { listVersion } from "../../src/server/db/data-version.js";
import { addEntry, publish, useServer, userIdOf } from "./helpers.js";

/** GET with exactly the accept-encoding given (fetch would add and undo its own). */
function rawGet(url: string, token: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe.each(ENGINES)("goal list cache (%s)", (engine) => {
  const h = useServer(engine);
  let owner: { username: string; token: string };
  let other: { username: string; token: string };
  beforeAll(async () => {
    owner = await h.api.newUser("cacheown");
    other = await h.api.newUser("cacheoth");
  });

  const list = async (token = owner.token) => {
    const res = await h.api.call<any[]>("GET", "/api/goals", { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const goalIn = async (id: string, token = owner.token) => (await list(token)).find((g) => g.id === id);

  it("shows every API write in the next list: create, edit, check-in, like, entry delete, goal delete", async () => {
    expect(await list()).toEqual([]);
    const goal = await h.api.newGoal(owner.token, { title: "Cached" });
    expect((await list()).map((g) => g.id)).toEqual([goal.id]);

    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: owner.token, body: { title: "Renamed" } });
    expect((await goalIn(goal.id)).title).toBe("Renamed");

    const entry = await addEntry(h.api, owner.token, goal.id, 40, "first");
    expect((await goalIn(goal.id)).journal.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await goalIn(goal.id)).progress).toBe(40);

    // Someone else's like moves a count in the owner's list.
    await publish(h.api, owner.token, goal.id, `cached-${engine}`);
    const like = await h.api.call("POST", `/api/likes/${owner.username}/cached-${engine}`, { token: other.token, body: { like: true } });
    expect(like.status).toBe(200);
    expect((await goalIn(goal.id)).likes_count).toBe(1);

    await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: owner.token });
    expect((await goalIn(goal.id)).journal).toEqual([]);

    await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token });
    expect(await list()).toEqual([]);
  });

  it("shows writes made straight in the database, as by another server on the same database", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Before" });
    expect((await goalIn(goal.id)).title).toBe("Before");
    const db = h.server.deps.db.db;
    await db.updateTable("goals").set({ title: "Changed elsewhere" }).where("id", "=", goal.id).execute();
    expect((await goalIn(goal.id)).title).toBe("Changed elsewhere");

    const userId = (await userIdOf(h.server, owner.username))!;
    await db
      .insertInto("journal_entries")
      .values({
        id: "0190f7a2-1111-7000-8000-000000000001",
        goal_id: goal.id,
        user_id: userId,
        note: "elsewhere",
        progress: 5,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await goalIn(goal.id)).journal.map((e: { note: string }) => e.note)).toEqual(["elsewhere"]);

    await sql`delete from journal_entries where goal_id = ${goal.id}`.execute(db);
    expect((await goalIn(goal.id)).journal).toEqual([]);
  });

  it("moves the owner's list version on every write, and no one else's", async () => {
    const db = h.server.deps.db.db;
    const [ownerId, otherId] = [(await userIdOf(h.server, owner.username))!, (await userIdOf(h.server, other.username))!];
    const goal = await h.api.newGoal(owner.token);
    const otherBefore = await listVersion(db, otherId);
    const seen = new Set([await listVersion(db, ownerId)]);
    const expectNew = async () => {
      const v = await listVersion(db, ownerId);
      expect(seen.has(v)).toBe(false);
      seen.add(v);
    };
    const entry = await addEntry(h.api, owner.token, goal.id, 10);
    await expectNew();
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: owner.token, body: { motivation: "why" } });
    await expectNew();
    await h.api.call("DELETE", `/api/journal/${entry.id}`, { token: owner.token });
    await expectNew();
    await h.api.call("DELETE", `/api/goals/${goal.id}`, { token: owner.token });
    await expectNew();
    expect(await listVersion(db, otherId)).toBe(otherBefore);
  });

  it("never hands one user's list to another, whichever asks first", async () => {
    const mine = await h.api.newGoal(owner.token, { title: "Owner's own" });
    const theirs = await h.api.newGoal(other.token, { title: "Other's own" });
    for (let i = 0; i < 3; i++) {
      const [a, b] = await Promise.all([list(owner.token), list(other.token)]);
      expect(a.map((g) => g.id)).toContain(mine.id);
      expect(a.map((g) => g.id)).not.toContain(theirs.id);
      expect(b.map((g) => g.id)).toEqual([theirs.id]);
    }
  });

  it("sends the same JSON as brotli, gzip or plain, as the client accepts", async () => {
    const goal = await h.api.newGoal(owner.token, { title: "Encoded" });
    await addEntry(h.api, owner.token, goal.id, 30, "x".repeat(2000));
    const url = `${h.server.url}/api/goals`;
    const plain = await rawGet(url, owner.token);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    expect(plain.headers["cache-control"]).toBe("no-store");
    const expected = JSON.parse(plain.body.toString("utf8"));
    expect(expected.map((g: { id: string }) => g.id)).toContain(goal.id);

    const br = await rawGet(url, owner.token, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toEqual(expected);

    const gz = await rawGet(url, owner.token, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString("utf8"))).toEqual(expected);

    const refused = await rawGet(url, owner.token, "br;q=0, identity");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body.toString("utf8"))).toEqual(expected);

    // A write after the encodings were cached: every encoding shows it.
    await h.api.call("PATCH", `/api/goals/${goal.id}`, { token: owner.token, body: { title: "Encoded again" } });
    const after = await rawGet(url, owner.token, "br");
    const titles = JSON.parse(zlib.brotliDecompressSync(after.body).toString("utf8")).map((g: { title: string }) => g.title);
    expect(titles).toContain("Encoded again");
  });
});
