/**
 * One list of migrations for both engines. Types that differ per engine are chosen here;
 * everything else is the same DDL. Migrations only ever append: never edit a shipped one.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import { channelsMigration } from "./channels-migration.js";
import { connectionsMigration } from "./connections-migration.js";
import { mailMigration } from "./mail-migration.js";
import { webhooksMigration } from "./webhooks-migration.js";
import { importPublishingMigration } from "./import-publishing-migration.js";
import { nudgesMigration } from "./nudges-migration.js";
import { addJournalEntryMigration, checkInStampsMigration, checkInStampsOnceMigration } from "./add-journal-entry.js";
import { dataVersionMigration } from "./data-version.js";
import { habitKindsMigration } from "./habit-kinds-migration.js";
import { historyVersionMigration } from "./history-version.js";
import type { Engine } from "./values.js";

function types(engine: Engine) {
  const pg = engine === "postgres";
  return {
    id: pg ? ("uuid" as const) : ("text" as const),
    ts: pg ? sql`timestamptz` : sql`text`,
    bool: pg ? ("boolean" as const) : ("integer" as const),
    falseValue: pg ? sql`false` : sql`0`,
    trueValue: pg ? sql`true` : sql`1`,
  };
}

function initial(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("why", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("goals")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("motivation", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("timeframe", "text", (c) => c.notNull())
        .addColumn("public", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn("slug", "text")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updates_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_entry_at", t.ts)
        .addColumn("last_entry_note", "text")
        .addColumn("likes_count", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("goals_user_slug_unique", ["user_id", "slug"])
        .execute();
      await db.schema.createIndex("goals_user_created_idx").on("goals").columns(["user_id", "created_at"]).execute();
      // Explore pages through public goals in three orders; each gets a partial index so a
      // page is an index range scan, never a sort of the whole table.
      const isPublic = sql<boolean>`public = ${t.trueValue}`;
      await db.schema
        .createIndex("goals_public_likes_idx")
        .on("goals")
        .expression(sql`likes_count desc, created_at desc, id desc`)
        .where(isPublic)
        .execute();
      await db.schema
        .createIndex("goals_public_recent_idx")
        .on("goals")
        .expression(sql`created_at desc, id desc`)
        .where(isPublic)
        .execute();
      await db.schema
        .createIndex("goals_public_progress_idx")
        .on("goals")
        .expression(sql`progress desc, created_at desc, id desc`)
        .where(isPublic)
        .execute();

      await db.schema
        .createTable("journal_entries")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("goal_id", t.id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("progress", "integer", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("journal_goal_created_idx").on("journal_entries").columns(["goal_id", "created_at", "id"]).execute();
      await db.schema.createIndex("journal_user_created_idx").on("journal_entries").columns(["user_id", "created_at"]).execute();

      await db.schema
        .createTable("likes")
        .addColumn("goal_id", t.id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("likes_pk", ["goal_id", "user_id"])
        .execute();
      await db.schema.createIndex("likes_user_idx").on("likes").column("user_id").execute();
    },
  };
}

/**
 * A user's goals and journal are listed in (created_at, id) order. Indexes that end in id hand
 * the rows over in that order, with no sort of the rows sharing a timestamp (issue 8: the
 * 20 × 90 goal list read 20 % faster on SQLite). They replace the (user_id, created_at) ones,
 * which are their prefixes, so writes maintain no more indexes than before.
 */
const listOrderIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("goals_user_created_id_idx").on("goals").columns(["user_id", "created_at", "id"]).execute();
    await db.schema.dropIndex("goals_user_created_idx").execute();
    await db.schema.createIndex("journal_user_created_id_idx").on("journal_entries").columns(["user_id", "created_at", "id"]).execute();
    await db.schema.dropIndex("journal_user_created_idx").execute();
  },
};

/**
 * Idempotency-Key records (issue 19, decision 014): one row per (user, key) for 24 hours, so a
 * repeated create answers the first result instead of writing again, in every server process.
 */
function idempotencyKeys(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("idempotency_keys")
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("claim", "text", (c) => c.notNull())
        .addColumn("resource_id", "text", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("response", "text")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("locked_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
        .execute();
      await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
    },
  };
}

/**
 * Tombstones (decision 017): a deleted item's row, kept for a short while under its owner, so
 * an Undo (`POST …/restore`) brings it back exactly — same id, date and content.
 */
function tombstones(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tombstones")
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("item_id", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("deleted_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("tombstones_pk", ["user_id", "kind", "item_id"])
        .execute();
      await db.schema.createIndex("tombstones_user_deleted_idx").on("tombstones").columns(["user_id", "deleted_at"]).execute();
    },
  };
}

/** Goal pauses (issue 17): calendar-day ranges, owned through their goal. */
function goalPauses(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("goal_pauses")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("goal_id", t.id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("from_day", "text", (c) => c.notNull())
        .addColumn("to_day", "text", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("goal_pauses_goal_idx").on("goal_pauses").columns(["goal_id", "from_day"]).execute();
    },
  };
}

/**
 * GET /api/goals computes each goal's facts over its whole journal (decision 020): it reads every
 * entry's goal, time and progress. With them in the index, that read is an index-only scan instead
 * of one table lookup per entry (issue 16: 21,900 lookups for three years of 20 daily goals). The
 * index replaces (user_id, created_at, id), its prefix, so writes maintain no more indexes.
 */
const journalFactsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("journal_user_facts_idx")
      .on("journal_entries")
      .columns(["user_id", "created_at", "id", "goal_id", "progress"])
      .execute();
    await db.schema.dropIndex("journal_user_created_id_idx").execute();
  },
};

/**
 * GET /api/goals derives again only the goals written since the last list (decision 030): it reads
 * one goal's entry times and progress by goal. With progress in the index, that read is an
 * index-only scan of the goal's range (SQLite, three years: 4.3 → 2.8 ms a rebuild after a write,
 * best of 30). The index replaces (goal_id, created_at, id), its prefix, so writes maintain no
 * more indexes.
 */
const journalGoalFactsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("journal_goal_facts_idx")
      .on("journal_entries")
      .columns(["goal_id", "created_at", "id", "progress"])
      .execute();
    await db.schema.dropIndex("journal_goal_created_idx").execute();
  },
};

/**
 * 0033 (issue 33 item 3, decision 075): the journal's two indexes without the columns added
 * for index-only reads (0007, 0017). Since 0021 every read of entry times also reads `amount`,
 * which neither index holds, so those reads go to the table anyway; what the extra columns
 * still covered (a check-in link's latest progress, the weekly mail's counts) reads one row,
 * or one week's, from the table instead. The plans of every journal query, on both engines and
 * with each index set, are in BENCHMARKS.md: every other query keeps its plan.
 */
const narrowJournalIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    // Each old index goes first, so its freed pages hold the new one and an SQLite file does not
    // grow. Kysely runs SQLite's DDL without a transaction: every step may find itself already
    // done by a run cut short before.
    await db.schema.dropIndex("journal_goal_facts_idx").ifExists().execute();
    await db.schema
      .createIndex("journal_goal_created_id_idx")
      .ifNotExists()
      .on("journal_entries")
      .columns(["goal_id", "created_at", "id"])
      .execute();
    await db.schema.dropIndex("journal_user_facts_idx").ifExists().execute();
    await db.schema
      .createIndex("journal_user_created_id_idx")
      .ifNotExists()
      .on("journal_entries")
      .columns(["user_id", "created_at", "id"])
      .execute();
  },
};

/**
 * Reminders (issue 18): a goal's reminder as JSON on the goal row, so setting one restamps the
 * goal (db/data-version.ts) and the cached goal list shows it; and each user's calendar feed
 * token, stored as its SHA-256 like session tokens. One row per user: a new token replaces
 * (revokes) the old one.
 */
function reminders(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("goals").addColumn("reminder", "text").execute();
      await db.schema
        .createTable("calendar_tokens")
        .addColumn("user_id", t.id, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * Web Push (issue 18): each browser's subscription (its endpoint is unique: a browser that
 * signs in to another account moves to it), and the server's own VAPID key pair.
 */
function pushSubscriptions(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("endpoint", "text", (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull()) // keys.p256dh
        .addColumn("auth_secret", "text", (c) => c.notNull()) // keys.auth
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("push_subscriptions_user_idx").on("push_subscriptions").column("user_id").execute();
      await db.schema
        .createTable("server_keys")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * Reminder claims (issue 18): one row per goal and local date, inserted by the process that
 * sends it; the primary key makes every other process's insert do nothing.
 */
function reminderSends(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("reminder_sends")
        .addColumn("goal_id", t.id, (c) => c.notNull().references("goals.id").onDelete("cascade"))
        .addColumn("local_date", "text", (c) => c.notNull())
        .addColumn("sent_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("reminder_sends_pk", ["goal_id", "local_date"])
        .execute();
      await db.schema.createIndex("reminder_sends_sent_idx").on("reminder_sends").column("sent_at").execute();
    },
  };
}

/**
 * Import staging (issue 26, decision 043): an import writes its goals and entries here in short
 * transactions, then one short transaction copies them into goals and journal_entries. A run's
 * heartbeat moves with every chunk; runs of a process that died are swept (export/import-staging.ts).
 * Staged rows go with their run (cascade) and with their user.
 */
function importStaging(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("import_runs")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("started_at", t.ts, (c) => c.notNull())
        .addColumn("heartbeat_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("import_runs_heartbeat_idx").on("import_runs").column("heartbeat_at").execute();
      await db.schema.createIndex("import_runs_user_idx").on("import_runs").column("user_id").execute();
      await db.schema
        .createTable("import_goals")
        .addColumn("import_id", t.id, (c) => c.notNull().references("import_runs.id").onDelete("cascade"))
        .addColumn("id", t.id, (c) => c.notNull())
        .addColumn("user_id", t.id, (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("motivation", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("timeframe", "text", (c) => c.notNull())
        .addColumn("public", t.bool, (c) => c.notNull())
        .addColumn("slug", "text")
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("updated_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("import_goals_pk", ["import_id", "id"])
        .execute();
      await db.schema
        .createTable("import_entries")
        .addColumn("import_id", t.id, (c) => c.notNull().references("import_runs.id").onDelete("cascade"))
        .addColumn("id", t.id, (c) => c.notNull())
        .addColumn("goal_id", t.id, (c) => c.notNull())
        .addColumn("user_id", t.id, (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("progress", "integer", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("import_entries_pk", ["import_id", "id"])
        .execute();
    },
  };
}

/**
 * Accounts on a self-hosted server (issue 31, decision 045): each user's role and whether the
 * account is disabled, when it last signed in, the admin's invitations and the one-time
 * password-set links. Invitation codes and reset tokens are stored only as their SHA-256, like
 * session tokens. An existing server's oldest account becomes its admin, as the first account
 * of a new server does.
 */
function accountsAdmin(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("role", "text", (c) => c.notNull().defaultTo("member"))
        .execute();
      await db.schema
        .alterTable("users")
        .addColumn("disabled", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await db.schema.alterTable("users").addColumn("last_seen_at", t.ts).execute();
      await sql`update users set role = 'admin' where id = (select id from users order by created_at, id limit 1)`.execute(db);

      await db.schema
        .createTable("invites")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("code_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_by", t.id, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .addColumn("used_at", t.ts)
        .addColumn("used_by", t.id, (c) => c.references("users.id").onDelete("set null"))
        .execute();

      await db.schema
        .createTable("reset_tokens")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("reset_tokens_user_idx").on("reset_tokens").column("user_id").execute();
    },
  };
}

/**
 * Groups, manual order and archive (issue 30, decision 047): a user's named groups in their own
 * order (a name is unique per user whatever its case: `name_key` is its lowercase), and on each
 * goal its group (null: ungrouped; a deleted group ungroups its goals), its place in the owner's
 * manual order (existing goals numbered oldest first, as a new goal goes last) and whether it is
 * archived.
 */
function groupsOrderArchive(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("goal_groups")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addUniqueConstraint("goal_groups_user_name_unique", ["user_id", "name_key"])
        .execute();
      await db.schema
        .alterTable("goals")
        .addColumn("group_id", t.id, (c) => c.references("goal_groups.id").onDelete("set null"))
        .execute();
      await db.schema
        .alterTable("goals")
        .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("goals")
        .addColumn("archived", t.bool, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await db.schema.createIndex("goals_group_idx").on("goals").column("group_id").execute();
      // An import stages the same three (export/import-staging.ts); null: the goal's own stays.
      await db.schema.alterTable("import_goals").addColumn("group_id", t.id).execute();
      await db.schema.alterTable("import_goals").addColumn("position", "integer").execute();
      await db.schema.alterTable("import_goals").addColumn("archived", t.bool).execute();
      await sql`update goals set position = (
        select count(*) from goals g where g.user_id = goals.user_id
          and (g.created_at < goals.created_at or (g.created_at = goals.created_at and g.id < goals.id)))`.execute(db);
    },
  };
}

/**
 * Each sign-in as a device the user can see and end (issue 31, Settings → signed-in devices): an
 * id to name it by (never its token's hash), when it was last used and the browser that made it.
 * Sessions of an upgraded server get an id here; their agent stays unknown.
 */
function sessionDevices(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").addColumn("id", t.id).execute();
      await db.schema.alterTable("sessions").addColumn("last_used_at", t.ts).execute();
      await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
      const rows = await sql<{ token_hash: string }>`select token_hash from sessions`.execute(db);
      for (const { token_hash } of rows.rows) {
        await sql`update sessions set id = ${randomUUID()}, last_used_at = created_at where token_hash = ${token_hash}`.execute(db);
      }
      if (engine === "postgres") await sql`alter table sessions alter column id set not null`.execute(db);
      await db.schema.createIndex("sessions_id_idx").unique().on("sessions").column("id").execute();
    },
  };
}

/**
 * Single sign-on and the security log (issue 31, decision 049). `oidc_identities`: the account an
 * identity provider's (issuer, subject) signs in as. `oidc_logins`: a sign-in under way at the
 * provider, by its state's SHA-256 (PKCE verifier, nonce, an invitation it may redeem), used
 * once and gone after 10 minutes. `sign_in_handoffs`: the one-time code, by its SHA-256, that
 * the browser trades for a token after the provider sent it back. `security_events`: sign-ins,
 * failed ones, resets, account changes and invitations, kept 90 days.
 */
function singleSignOn(engine: Engine): Migration {
  const t = types(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("oidc_identities")
        .addColumn("issuer", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", t.ts, (c) => c.notNull())
        .addPrimaryKeyConstraint("oidc_identities_pk", ["issuer", "subject"])
        .execute();
      await db.schema.createIndex("oidc_identities_user_idx").on("oidc_identities").column("user_id").execute();
      await db.schema
        .createTable("oidc_logins")
        .addColumn("state_hash", "text", (c) => c.primaryKey())
        .addColumn("code_verifier", "text", (c) => c.notNull())
        .addColumn("nonce", "text", (c) => c.notNull())
        .addColumn("invite", "text")
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sign_in_handoffs")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", t.id, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", t.ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("security_events")
        .addColumn("id", t.id, (c) => c.primaryKey())
        .addColumn("at", t.ts, (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("username", "text")
        .addColumn("user_id", t.id, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("actor", "text")
        .addColumn("client_ip", "text")
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("security_events_at_idx").on("security_events").columns(["at", "id"]).execute();
      await db.schema.createIndex("security_events_user_idx").on("security_events").columns(["user_id", "at"]).execute();
    },
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      return {
        "0001_initial": initial(engine),
        "0002_list_order_indexes": listOrderIndexes,
        "0003_goal_list_version": dataVersionMigration(engine),
        "0004_add_journal_entry_function": addJournalEntryMigration(engine),
        "0005_check_in_stamps_goal_once": checkInStampsOnceMigration(engine),
        "0006_idempotency_keys": idempotencyKeys(engine),
        "0007_journal_facts_index": journalFactsIndex,
        "0010_tombstones": tombstones(engine),
        "0013_reminders": reminders(engine),
        "0014_push_subscriptions": pushSubscriptions(engine),
        "0015_reminder_sends": reminderSends(engine),
        "0016_goal_pauses": goalPauses(engine),
        "0017_journal_goal_facts_index": journalGoalFactsIndex,
        "0018_goal_history_version": historyVersionMigration(engine),
        "0019_import_staging": importStaging(engine),
        "0020_accounts_admin": accountsAdmin(engine),
        "0021_habit_kinds": habitKindsMigration(engine),
        "0022_groups_order_archive": groupsOrderArchive(engine),
        "0023_session_devices": sessionDevices(engine),
        "0024_single_sign_on": singleSignOn(engine),
        "0025_api_tokens_checkin_links": connectionsMigration(engine),
        "0026_webhooks": webhooksMigration(engine),
        "0027_mail": mailMigration(engine),
        "0028_channels": channelsMigration(engine),
        "0030_import_publishing": importPublishingMigration(engine),
        "0031_nudges": nudgesMigration(engine),
        "0032_check_in_answers_stamps": checkInStampsMigration(engine),
        "0033_narrow_journal_indexes": narrowJournalIndexes,
      };
    },
  };
}
