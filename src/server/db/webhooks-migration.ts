/**
 * Migration 0026 (issue 32): webhooks and their outbox of deliveries. A delivery is a row written
 * when its event happens, so one waiting for its next attempt survives a restart, and any server
 * process may claim it (webhooks/dispatcher.ts). The signing secret is kept as it is: the server
 * must compute an HMAC with it on every delivery (decision 056).
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "./values.js";

export function webhooksMigration(engine: Engine): Migration {
  const pg = engine === "postgres";
  const id = pg ? ("uuid" as const) : ("text" as const);
  const ts = pg ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("webhooks")
        .addColumn("id", id, (c) => c.primaryKey())
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("url", "text", (c) => c.notNull())
        /** A JSON array of event names. */
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("created_at", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("webhooks_user_idx").on("webhooks").column("user_id").execute();

      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", id, (c) => c.primaryKey())
        .addColumn("webhook_id", id, (c) => c.notNull().references("webhooks.id").onDelete("cascade"))
        .addColumn("user_id", id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("event", "text", (c) => c.notNull())
        /** The exact body sent on every attempt, so its signature and content never change. */
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status_code", "integer")
        .addColumn("created_at", ts, (c) => c.notNull())
        .addColumn("next_attempt_at", ts)
        .addColumn("last_attempt_at", ts)
        /** A process's lease on a delivery it is making: others skip it until then. */
        .addColumn("claimed_until", ts)
        .execute();
      await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("webhook_deliveries_log_idx").on("webhook_deliveries").columns(["webhook_id", "created_at"]).execute();
    },
  };
}
