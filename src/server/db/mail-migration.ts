/**
 * Migration 0027 (issue 32): e-mail. `user_emails` holds a user's one address, pending until its
 * confirmation link is used; the link's token is kept only as its SHA-256 (auth/tokens.ts), with
 * its expiry. A confirmed address is one account's only: forgot-password finds the account by it.
 * `weekly_summary` is the user's opt-in, with the time zone its morning is read in.
 * `mail_sends` is a claim table: a scheduled mail (the weekly summary) is sent by whichever
 * process inserts its row first, so several server processes send it once (decision 060).
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function mailMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const id = pg ? ("uuid" as const) : ("text" as const);
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bool = pg ? ("boolean" as const) : ("integer" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_emails")
        .addColumn("user_id", id, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        /** Lower case, as entered otherwise. */
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("confirmed_at", ts)
        /** The pending confirmation link's token hash; null once confirmed. */
        .addColumn("token_hash", "text")
        .addColumn("token_expires_at", ts)
        .addColumn("created_at", ts, (c) => c.notNull())
        /** The weekly summary, opt-in; sent on the week's first morning in `time_zone` (UTC when null). */
        .addColumn("weekly_summary", bool, (c) => c.notNull().defaultTo(pg ? sql`false` : sql`0`))
        .addColumn("time_zone", "text")
        .execute();
      await db.schema
        .createIndex("user_emails_confirmed_address_idx")
        .on("user_emails")
        .column("address")
        .unique()
        .where(sql.ref("confirmed_at"), "is not", null)
        .execute();
      await db.schema.createIndex("user_emails_token_idx").on("user_emails").column("token_hash").execute();

      await db.schema
        .createTable("mail_sends")
        /** What was sent to whom for which period, e.g. `weekly:<user id>:2026-11-23`. */
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("claimed_at", ts, (c) => c.notNull())
        .execute();
    },
  };
}
