/**
 * Migration 0022 (issue 30) on a database that already holds goals, on both engines: each
 * user's existing goals get places oldest first (ties by id), none is grouped or archived.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../support/migration-database.js";
import { ENGINES } from "../support/server.js";

const U1 = "00000000-0000-4000-8000-000000000001";
const U2 = "00000000-0000-4000-8000-000000000002";
const gid = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;

describe.each(ENGINES)("migration 0022 (%s)", (engine) => {
  it("numbers existing goals oldest first per user, ungrouped and not archived", async () => {
    const { db, migrator, close } = await migrationDatabase(engine);
    try {
      expect((await migrator.migrateTo("0020_accounts_admin")).error).toBeUndefined();
      const at = "2026-01-01T00:00:00.000Z";
      for (const id of [U1, U2])
        await db
          .insertInto("users")
          .values({ id, username: id.slice(-4), password_hash: "x", created_at: at })
          .execute();
      const goal = (n: number, user: string, created: string) => ({
        id: gid(n),
        user_id: user,
        title: `G${n}`,
        category: "health",
        timeframe: "daily",
        created_at: created,
        updated_at: created,
      });
      await db
        .insertInto("goals")
        .values([
          goal(1, U1, "2026-03-01T00:00:00.000Z"),
          goal(2, U1, "2026-01-01T00:00:00.000Z"),
          goal(4, U1, "2026-02-01T00:00:00.000Z"),
          goal(3, U1, "2026-02-01T00:00:00.000Z"),
          goal(5, U2, "2026-05-01T00:00:00.000Z"),
        ])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db
        .selectFrom("goals")
        .select(["title", "position", "group_id", sql<boolean>`archived = false`.as("not_archived")])
        .orderBy("user_id")
        .orderBy("position")
        .execute();
      expect(rows.map((r) => [r.title, Number(r.position), r.group_id, Boolean(r.not_archived)])).toEqual([
        ["G2", 0, null, true],
        ["G3", 1, null, true],
        ["G4", 2, null, true],
        ["G1", 3, null, true],
        ["G5", 0, null, true],
      ]);
    } finally {
      await close();
    }
  });
});
