/**
 * db/pg-prepared.ts on a real PostgreSQL: the server's parameterised queries become named
 * statements on the connection (so PostgreSQL plans them once), while queries without
 * parameters, which may hold several statements, still run as before, and a statement that
 * failed to prepare is prepared again next time. The whole API suite also runs on PostgreSQL
 * through these named statements.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSessionUser } from "../../src/server/auth/queries.js";
import { type Db, openDatabase } from "../../src/server/db/open.js";
import type { Database } from "../../src/server/db/schema.js";
import { createPostgresDatabase } from "../support/server.js";

describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared statements on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;
  const userId = randomUUID();

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // One connection, so every query below runs on the session whose statements are listed.
    db = openDatabase({ dataDir: "", databaseUrl: database.url, poolSize: 1 });
    await db.migrate();
    const now = new Date().toISOString();
    await db.db.insertInto("users").values({ id: userId, username: "prepared", password_hash: "x", why: "", created_at: now }).execute();
    await db.db
      .insertInto("sessions")
      .values({
        id: "0190a000-0000-7000-8000-0000000000b0",
        token_hash: "a".repeat(64),
        user_id: userId,
        created_at: now,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db.db)).rows;

  it("runs the session lookup as a named statement, prepared once per connection", async () => {
    const now = new Date().toISOString();
    expect(await findSessionUser(db.db, "a".repeat(64), now)).toMatchObject({ id: userId, username: "prepared" });
    expect(await findSessionUser(db.db, "b".repeat(64), now)).toBeUndefined();
    const lookups = (await prepared()).filter((p) => p.statement.includes(`from "sessions"`));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.name).toMatch(/^pv_\d+$/);
  });

  it("still runs a query without parameters that holds several statements", async () => {
    await sql.raw("create temporary table scratch (n int); insert into scratch values (1), (2)").execute(db.db);
    const rows = (await sql<{ n: number }>`select count(*)::int as n from scratch where n > ${0}`.execute(db.db)).rows;
    expect(rows[0]!.n).toBe(2);
  });

  it("prepares a statement again after it failed to prepare inside an aborted transaction", async () => {
    const answer = (q: Kysely<Database>) => sql<{ answer: number }>`select ${2}::int + 40 as answer`.execute(q);
    await expect(
      db.db.transaction().execute(async (trx) => {
        await sql`select 1 / ${0}::int`.execute(trx).catch(() => undefined);
        // The transaction is aborted: this never-seen statement fails at its parse.
        await answer(trx);
      }),
    ).rejects.toThrow(/aborted/);
    // Same text, same name: it must be parsed now rather than taken as prepared.
    expect((await answer(db.db)).rows[0]!.answer).toBe(42);
    expect((await prepared()).filter((p) => p.statement.includes("+ 40 as answer"))).toHaveLength(1);
  });
});
