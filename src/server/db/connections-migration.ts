/**
 * Migration 0025 (issue 32): personal API tokens and check-in links. Each secret is kept only as
 * its SHA-256 (auth/tokens.ts): the database never holds a usable credential.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function connectionsMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const id = pg ? ("uuid" as const) : ("text" as const);
  const ts = pg ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("api_tokens")
        .addColumn("id", id, (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("scope", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("expires_at", ts)
        .addColumn("last_used_at", ts)
        .execute();
      await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();

      await db.schema
        .createTable("checkin_links")
        .addColumn("id", id, (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("goal_id", id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("secret_hash", "text", (c) => c.notNull().unique())
        .addColumn("name", "text")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("last_used_at", ts)
        .execute();
      await db.schema.createIndex("checkin_links_goal_idx").on("checkin_links").column("goal_id").execute();
      await db.schema.createIndex("checkin_links_user_idx").on("checkin_links").column("user_id").execute();
    },
  };
}
