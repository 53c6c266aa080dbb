/**
 * PostgreSQL's add_journal_entry (db/add-journal-entry.ts), called straight from many
 * connections at once on one goal, with ids in random order and one shared timestamp: the
 * goal must end up showing the entry that is latest by (created_at, id), and its count must
 * match. Without the goal's row lock taken first, a transaction reads "latest" before an
 * earlier one commits and the goal keeps the wrong entry.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open.js";
import { createPostgresDatabase } from "../support/server.js";

describe.skipIf(!process.env.TEST_DATABASE_URL)("add_journal_entry on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  const userId = randomUUID();
  const goalId = randomUUID();
  const strangerId = randomUUID();

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const db = openDatabase({ dataDir: "", databaseUrl: database.url, poolSize: 1 });
    await db.migrate();
    await db.close();
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
    // pool.end() resolves before its clients' connections have closed, and afterAll then drops
    // the database with force: a backend terminated that way reports an error on a closing
    // client, which an unhandled pool "error" event would turn into a test-run failure.
    pool.on("error", () => undefined);
    const now = new Date().toISOString();
    for (const [id, name] of [
      [userId, "owner"],
      [strangerId, "stranger"],
    ]) {
      await pool.query("insert into users (id, username, password_hash, created_at) values ($1, $2, 'x', $3)", [id, name, now]);
    }
    await pool.query(
      "insert into goals (id, user_id, title, category, timeframe, created_at, updated_at) values ($1, $2, 'Tie', 'general', 'daily', $3, $3)",
      [goalId, userId, now],
    );
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const add = (user: string, progress: number, at: string) =>
    pool.query<{ ok: boolean }>("select add_journal_entry($1, $2, $3, $4, $5, $6) is not null as ok", [
      randomUUID(),
      goalId,
      user,
      `p${progress}`,
      progress,
      at,
    ]);

  it("leaves the goal on the latest entry by (created_at, id), however the calls interleave", async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => add(userId, i, at)));
      expect(results.every((r) => r.rows[0]!.ok)).toBe(true);
      const goal = (await pool.query("select progress, updates_count, last_entry_note from goals where id = $1", [goalId])).rows[0];
      const latest = (
        await pool.query("select progress, note from journal_entries where goal_id = $1 order by created_at desc, id desc limit 1", [
          goalId,
        ])
      ).rows[0];
      const count = Number((await pool.query("select count(*) as n from journal_entries where goal_id = $1", [goalId])).rows[0].n);
      expect({ progress: goal.progress, note: goal.last_entry_note, count: goal.updates_count }).toEqual({
        progress: latest.progress,
        note: latest.note,
        count,
      });
    }
  });

  it("reads the latest entry only after an unfinished check-in to the same goal commits", async () => {
    const goal = randomUUID();
    const now = new Date().toISOString();
    await pool.query(
      "insert into goals (id, user_id, title, category, timeframe, created_at, updated_at) values ($1, $2, 'Race', 'general', 'daily', $3, $3)",
      [goal, userId, now],
    );
    const call = "select add_journal_entry($1, $2, $3, $4, $5, $6) is not null as ok";
    // The list-version triggers also touch the goal row (and so wait for its lock); without them
    // the goal's row lock is the only thing that orders the two calls.
    const triggers = (on: boolean) =>
      Promise.all(["goals", "journal_entries"].map((t) => pool.query(`alter table ${t} ${on ? "enable" : "disable"} trigger user`)));
    await triggers(false);
    // Same instant: the id decides, and the first writer's id is the larger one.
    const first = await pool.connect();
    try {
      await first.query("begin");
      await first.query(call, ["ffffffff-ffff-4fff-bfff-ffffffffffff", goal, userId, "first", 70, now]);
      const second = pool.query(call, ["00000000-0000-4000-8000-000000000001", goal, userId, "second", 30, now]);
      await new Promise((r) => setTimeout(r, 300)); // the second call is now waiting on the goal
      await first.query("commit");
      expect((await second).rows[0].ok).toBe(true);
    } finally {
      first.release();
      await triggers(true);
    }
    const row = (await pool.query("select progress, last_entry_note, updates_count from goals where id = $1", [goal])).rows[0];
    expect(row).toEqual({ progress: 70, last_entry_note: "first", updates_count: 2 });
  });

  it("writes nothing for someone else's goal", async () => {
    const before = Number((await pool.query("select count(*) as n from journal_entries")).rows[0].n);
    const res = await add(strangerId, 50, new Date().toISOString());
    expect(res.rows[0]!.ok).toBe(false);
    expect(Number((await pool.query("select count(*) as n from journal_entries")).rows[0].n)).toBe(before);
  });

  it("answers the goal's stamps before and after the insert (migration 0032), null for someone else's goal", async () => {
    const stamps = async () => {
      const row = (await pool.query("select list_version, history_version from goals where id = $1", [goalId])).rows[0];
      return [String(row.list_version), String(row.history_version)];
    };
    const call = "select add_journal_entry($1, $2, $3, 'stamped', 10, $4) as stamps";
    for (const at of [new Date(), new Date(Date.now() - 200 * 86_400_000)]) {
      const before = await stamps();
      const res = await pool.query<{ stamps: string[] }>(call, [randomUUID(), goalId, userId, at.toISOString()]);
      const after = await stamps();
      expect(res.rows[0]!.stamps.map(String)).toEqual([...before, ...after]);
      expect(after[0]).not.toBe(before[0]);
      // A back-dated entry (before the kept horizon) moves the history stamp, which is answered too.
      if (at.getTime() < Date.now() - 100 * 86_400_000) expect(after[1]).not.toBe(before[1]);
      else expect(after[1]).toBe(before[1]);
    }
    expect((await pool.query(call, [randomUUID(), goalId, strangerId, new Date().toISOString()])).rows[0].stamps).toBeNull();
  });

  describe("list version (migration 0005)", () => {
    const stampOf = async (client: pg.PoolClient) =>
      String((await client.query("select list_version from goals where id = $1", [goalId])).rows[0].list_version);
    const goalUpdates = async (client: pg.PoolClient) =>
      Number((await client.query("select n_tup_upd from pg_stat_xact_user_tables where relname = 'goals'")).rows[0].n_tup_upd);

    it("stamps the goal once per check-in: its own update, not the journal trigger's as well", async () => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const before = await stampOf(client);
        const updatesBefore = await goalUpdates(client);
        await client.query("select add_journal_entry($1, $2, $3, 'once', 40, now())", [randomUUID(), goalId, userId]);
        expect(await goalUpdates(client)).toBe(updatesBefore + 1);
        expect(await stampOf(client)).not.toBe(before);
        await client.query("commit");
      } finally {
        client.release();
      }
    });

    it("leaves the journal trigger on for every later write in the same transaction", async () => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("select add_journal_entry($1, $2, $3, 'function', 40, now())", [randomUUID(), goalId, userId]);
        const afterCall = await stampOf(client);
        await client.query(
          "insert into journal_entries (id, goal_id, user_id, note, progress, created_at) values ($1, $2, $3, 'by hand', 41, now())",
          [randomUUID(), goalId, userId],
        );
        expect(await stampOf(client)).not.toBe(afterCall);
        await client.query("commit");
      } finally {
        client.release();
      }
    });
  });
});
