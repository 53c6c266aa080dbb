/**
 * Migration 0031 (issue 32, decision 067): nudges and the weekly summary's one-click unsubscribe.
 * `user_nudges` holds a user's opt-ins (streak at risk, behind pace), the local time they fire at
 * and the zone that time is read in. `nudge_sends` is a claim table like `mail_sends`: a nudge is
 * sent by whichever process inserts its key (`<nudge>:<goal>:<local date>`) first. A
 * `mail_unsubscribes` row is one summary mail's unsubscribe link: only the SHA-256 of its token.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function nudgesMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const id = pg ? ("uuid" as const) : ("text" as const);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? ("boolean" as const) : ("integer" as const);
  const off = pg ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_nudges")
        .addColumn("user_id", id, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("streak_at_risk", bool, (c) => c.notNull().defaultTo(off))
        .addColumn("behind_pace", bool, (c) => c.notNull().defaultTo(off))
        /** HH:MM, local. */
        .addColumn("time", "text", (c) => c.notNull())
        /** The zone `time` and "today" are read in; UTC when null. */
        .addColumn("time_zone", "text")
        .execute();

      await db.schema
        .createTable("nudge_sends")
        /** e.g. `streak_at_risk:<goal id>:2026-11-30`, or `day:<user id>:2026-11-30` for a user's evening look. */
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("claimed_at", ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("mail_unsubscribes")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
    },
  };
}
