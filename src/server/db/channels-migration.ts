/**
 * Migration 0028 (issue 32): notification channels, and reminder claims per time of day.
 *
 * A channel's access token (ntfy) is kept as it is, like a webhook's secret: the server must send
 * it on every notification; no answer ever carries it.
 *
 * A reminder may fire at up to five times a day, so its once-only claim is (goal, local date,
 * time). SQLite cannot change a primary key in place: the claims table is made anew and today's
 * claims copied, each under its goal's then single time, so no reminder already sent is sent again.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function channelsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const id = pg ? ("uuid" as const) : ("text" as const);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const storedTime = pg ? sql`(goals.reminder::jsonb ->> 'time')` : sql`json_extract(goals.reminder, '$.time')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notification_channels")
        .addColumn("id", id, (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        /** "ntfy", "apprise" or "webhook". */
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("token", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("notification_channels_user_idx").on("notification_channels").column("user_id").execute();

      await db.schema
        .createTable("reminder_time_sends")
        .addColumn("goal_id", id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("local_date", "text", (c) => c.notNull())
        .addColumn("local_time", "text", (c) => c.notNull())
        .addColumn("sent_at", ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("reminder_time_sends_pk", ["goal_id", "local_date", "local_time"])
        .execute();
      await sql`insert into reminder_time_sends (goal_id, local_date, local_time, sent_at)
        select reminder_sends.goal_id, reminder_sends.local_date, coalesce(${storedTime}, '00:00'), reminder_sends.sent_at
        from reminder_sends join goals on goals.id = reminder_sends.goal_id`.execute(db);
      await db.schema.dropTable("reminder_sends").execute();
      await db.schema.alterTable("reminder_time_sends").renameTo("reminder_sends").execute();
      await db.schema.createIndex("reminder_sends_by_time_sent_idx").on("reminder_sends").column("sent_at").execute();
    },
  };
}
