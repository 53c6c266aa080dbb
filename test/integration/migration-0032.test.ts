/**
 * Migration 0032 (issue 33 item 2) on a PostgreSQL database that already holds goals and
 * check-ins made through the earlier add_journal_entry: the function is replaced by one that
 * answers the goal's stamps, check-ins go on from where the goal was, and someone else's goal
 * still gets nothing (null). SQLite has no such function: the migration does nothing there.
 */
import { randomUUID } from "node:crypto";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationProvider } from "../../src/server/db/migrations.js";
import { createPostgresDatabase } from "../support/server.js";

const U = "00000000-0000-4000-8000-000000000001";
const S = "00000000-0000-4000-8000-000000000002";
const G = "00000000-0000-4000-8000-000000000101";
const AT = "2026-03-11T06:30:00.000Z";

describe.skipIf(!process.env.TEST_DATABASE_URL)("migration 0032 (postgres)", () => {
  it("replaces add_journal_entry with one answering stamps, on a database with check-ins", async () => {
    const pgDb = await createPostgresDatabase();
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgDb.url, max: 1 }) }) });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider("postgres") });
      expect((await migrator.migrateTo("0030_import_publishing")).error).toBeUndefined();
      for (const [id, name] of [
        [U, "u001"],
        [S, "s001"],
      ]) {
        await db.insertInto("users").values({ id, username: name, password_hash: "x", created_at: AT }).execute();
      }
      await db
        .insertInto("goals")
        .values({ id: G, user_id: U, title: "G", category: "health", timeframe: "daily", created_at: AT, updated_at: AT })
        .execute();
      const add = (user: string, progress: number) =>
        sql<{
          r: unknown;
        }>`select add_journal_entry(${randomUUID()}::uuid, ${G}::uuid, ${user}::uuid, 'n', ${progress}::integer, now()) as r`
          .execute(db)
          .then((res) => res.rows[0]!.r);
      expect(await add(U, 30)).toBe(true); // the earlier function

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const before = await db.selectFrom("goals").select(["list_version", "history_version"]).where("id", "=", G).executeTakeFirstOrThrow();
      const stamps = (await add(U, 60)) as string[];
      const goal = await db
        .selectFrom("goals")
        .select(["list_version", "history_version", "progress", "updates_count"])
        .where("id", "=", G)
        .executeTakeFirstOrThrow();
      expect(stamps.map(String)).toEqual(
        [before.list_version, before.history_version, goal.list_version, goal.history_version].map(String),
      );
      expect({ progress: goal.progress, count: goal.updates_count }).toEqual({ progress: 60, count: 2 });
      expect(await add(S, 90)).toBeNull();
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_proc where proname = 'add_journal_entry'`.execute(db);
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await db.destroy();
      await pgDb.drop();
    }
  });
});
