/**
 * Migration 0028 (issue 32) on a database that already holds reminder claims, on both engines:
 * each claim is kept under its goal's single time, so a reminder sent before the upgrade is not
 * sent again that day; a second time of the same goal is claimable; the key holds the time.
 */
import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../support/migration-database.js";
import { ENGINES } from "../support/server.js";

const U = "00000000-0000-4000-8000-000000000001";
const G = "00000000-0000-4000-8000-000000000101";
const AT = "2026-03-11T06:30:00.000Z";

describe.each(ENGINES)("migration 0028 (%s)", (engine) => {
  it("keeps today's reminder claims under the goal's time, and claims per time after it", async () => {
    const { db, migrator, close } = await migrationDatabase(engine);
    try {
      expect((await migrator.migrateTo("0026_webhooks")).error).toBeUndefined();
      await db.insertInto("users").values({ id: U, username: "u001", password_hash: "x", created_at: AT }).execute();
      const reminder = JSON.stringify({ time: "07:30", days: [3], time_zone: "Europe/Paris" });
      await db
        .insertInto("goals")
        .values({ id: G, user_id: U, title: "G", category: "health", timeframe: "daily", created_at: AT, updated_at: AT, reminder })
        .execute();
      await db.insertInto("reminder_sends").values({ goal_id: G, local_date: "2026-03-11", sent_at: AT }).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const claims = await db.selectFrom("reminder_sends").select(["goal_id", "local_date", "local_time"]).execute();
      expect(claims).toEqual([{ goal_id: G, local_date: "2026-03-11", local_time: "07:30" }]);
      const claim = (time: string) =>
        db
          .insertInto("reminder_sends")
          .values({ goal_id: G, local_date: "2026-03-11", local_time: time, sent_at: AT })
          .onConflict((oc) => oc.columns(["goal_id", "local_date", "local_time"]).doNothing())
          .returning("goal_id")
          .executeTakeFirst();
      expect(await claim("07:30")).toBeUndefined(); // sent before the upgrade: not again
      expect(await claim("21:00")).toEqual({ goal_id: G });
    } finally {
      await close();
    }
  });
});
