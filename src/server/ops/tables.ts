/**
 * Every table of the schema, in foreign-key order, with the columns whose values differ
 * between the engines. Backups, restores and the move to PostgreSQL all copy through this
 * list: a table added by a migration must be added here too (the ops tests compare every
 * table of the database against it, so a missing one fails them).
 */
import type { Kysely } from "kysely";
import { GOAL_COLUMNS, GOAL_DERIVED_COLUMNS } from "../db/goal-columns.js";
import type { Database } from "../db/schema.js";
import type { Engine } from "../db/values.js";

export interface TableSpec {
  name: keyof Database & string;
  columns: readonly string[];
  primaryKey: readonly string[];
  booleans: readonly string[];
  timestamps: readonly string[];
  /** Columns each database maintains itself (by triggers): never copied, so never compared. */
  derived?: readonly string[];
}

export const TABLES: readonly TableSpec[] = [
  {
    name: "users",
    columns: ["id", "username", "password_hash", "why", "created_at", "role", "disabled", "last_seen_at", "week_start"],
    primaryKey: ["id"],
    booleans: ["disabled"],
    timestamps: ["created_at", "last_seen_at"],
  },
  {
    name: "sessions",
    columns: ["token_hash", "user_id", "created_at", "expires_at", "id", "last_used_at", "user_agent"],
    primaryKey: ["token_hash"],
    booleans: [],
    timestamps: ["created_at", "expires_at", "last_used_at"],
  },
  {
    name: "goal_groups",
    columns: ["id", "user_id", "name", "name_key", "position", "created_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "goals",
    columns: GOAL_COLUMNS,
    primaryKey: ["id"],
    booleans: ["public", "archived"],
    timestamps: ["created_at", "updated_at", "last_entry_at"],
    derived: GOAL_DERIVED_COLUMNS,
  },
  {
    name: "journal_entries",
    columns: ["id", "goal_id", "user_id", "note", "progress", "created_at", "amount"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "likes",
    columns: ["goal_id", "user_id", "created_at"],
    primaryKey: ["goal_id", "user_id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "goal_pauses",
    columns: ["id", "goal_id", "from_day", "to_day", "created_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "calendar_tokens",
    columns: ["user_id", "token_hash", "created_at"],
    primaryKey: ["user_id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "push_subscriptions",
    columns: ["endpoint", "user_id", "public_key", "auth_secret", "created_at"],
    primaryKey: ["endpoint"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    // The VAPID pair: restored with the subscriptions made with it, which it must keep signing.
    name: "server_keys",
    columns: ["name", "value", "created_at"],
    primaryKey: ["name"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    // An admin's pending and used invitations: a restored server keeps the ones it handed out.
    name: "invites",
    columns: ["id", "code_hash", "created_by", "created_at", "expires_at", "used_at", "used_by"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at", "expires_at", "used_at"],
  },
  {
    name: "reset_tokens",
    columns: ["token_hash", "user_id", "created_at", "expires_at"],
    primaryKey: ["token_hash"],
    booleans: [],
    timestamps: ["created_at", "expires_at"],
  },
  {
    // Who signs in through the identity provider as which account (issue 31, decision 049).
    name: "oidc_identities",
    columns: ["issuer", "subject", "user_id", "created_at"],
    primaryKey: ["issuer", "subject"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    // The security log: 90 days of sign-ins and account changes go with the accounts.
    name: "security_events",
    columns: ["id", "at", "kind", "username", "user_id", "actor", "client_ip", "detail"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["at"],
  },
  {
    // Issue 32: a restored server keeps the tokens and check-in links its users handed out.
    name: "api_tokens",
    columns: ["id", "user_id", "token_hash", "name", "scope", "created_at", "expires_at", "last_used_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at", "expires_at", "last_used_at"],
  },
  {
    name: "checkin_links",
    columns: ["id", "user_id", "goal_id", "secret_hash", "name", "created_at", "last_used_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at", "last_used_at"],
  },
  {
    name: "webhooks",
    columns: ["id", "user_id", "url", "events", "secret", "created_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    name: "webhook_deliveries",
    columns: [
      "id",
      "webhook_id",
      "user_id",
      "event",
      "payload",
      "status",
      "attempts",
      "status_code",
      "created_at",
      "next_attempt_at",
      "last_attempt_at",
      "claimed_until",
    ],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at", "next_attempt_at", "last_attempt_at", "claimed_until"],
  },
  {
    // Migration 0027: a restored user keeps their address, confirmed or pending.
    name: "user_emails",
    columns: ["user_id", "address", "confirmed_at", "token_hash", "token_expires_at", "created_at", "weekly_summary", "time_zone"],
    primaryKey: ["user_id"],
    booleans: ["weekly_summary"],
    timestamps: ["confirmed_at", "token_expires_at", "created_at"],
  },
  {
    // Issue 32: a restored server still reminds its users where they asked to be reached.
    name: "notification_channels",
    columns: ["id", "user_id", "type", "target", "token", "created_at"],
    primaryKey: ["id"],
    booleans: [],
    timestamps: ["created_at"],
  },
  {
    // Migration 0031: a restored user keeps the nudges they asked for.
    name: "user_nudges",
    columns: ["user_id", "streak_at_risk", "behind_pace", "time", "time_zone"],
    primaryKey: ["user_id"],
    booleans: ["streak_at_risk", "behind_pace"],
    timestamps: [],
  },
  {
    // Migration 0031: the unsubscribe links of summaries already mailed keep working after a restore.
    name: "mail_unsubscribes",
    columns: ["token_hash", "user_id", "created_at"],
    primaryKey: ["token_hash"],
    booleans: [],
    timestamps: ["created_at"],
  },
];

/**
 * Tables whose rows a PostgreSQL backup leaves out and a restore empties when they exist:
 * replayable answers to Idempotency-Key requests (a day's worth, meaningless once the data
 * they answered for is replaced), tombstones kept minutes for an Undo (decision 017), and
 * reminder claims (which local day a reminder was sent on: restored data would at worst get
 * one more reminder), and imports in flight (decision 043: staged rows no one sees yet). Not in
 * TABLES, so never copied.
 */
export const EPHEMERAL_TABLES: readonly string[] = [
  "idempotency_keys",
  "tombstones",
  "reminder_sends",
  // Claims of scheduled mails, as reminder_sends: restored data would at worst get one more summary.
  "mail_sends",
  // Claims of nudges (migration 0031), as reminder_sends: at worst one more nudge after a restore.
  "nudge_sends",
  "import_entries",
  "import_goals",
  "import_runs",
  // Single sign-ons under way and their one-time hand-off codes: minutes long (decision 049).
  "oidc_logins",
  "sign_in_handoffs",
];

/** Tables that Kysely's migrator owns: never copied, each database migrates itself. */
export const MIGRATOR_TABLES = ["kysely_migration", "kysely_migration_lock"];

export type Value = string | number | boolean | null;
export type PlainRow = Record<string, Value>;

/** A row as both engines agree on it: booleans as booleans, timestamps as ISO strings. */
export function plainRow(spec: TableSpec, row: Record<string, unknown>): PlainRow {
  const out: PlainRow = {};
  for (const c of spec.columns) {
    const v = row[c];
    if (v === null || v === undefined) out[c] = null;
    else if (v instanceof Date) out[c] = v.toISOString();
    else if (spec.booleans.includes(c)) out[c] = v === true || v === 1 || v === "1";
    else if (typeof v === "bigint") out[c] = Number(v);
    else out[c] = v as Value;
  }
  return out;
}

/** The same row as the target engine stores it. */
export function engineRow(spec: TableSpec, row: PlainRow, engine: Engine): Record<string, Value> {
  if (engine === "postgres") return row;
  const out: Record<string, Value> = { ...row };
  for (const c of spec.booleans) if (typeof out[c] === "boolean") out[c] = out[c] ? 1 : 0;
  return out;
}

/**
 * Reads a table in primary-key order, a page at a time (keyset paging, so it scales and
 * stays correct inside one snapshot).
 */
export async function* readTable(db: Kysely<Database>, spec: TableSpec, pageSize = 1000): AsyncGenerator<PlainRow[]> {
  let after: PlainRow | undefined;
  const anyDb = db as unknown as Kysely<Record<string, Record<string, Value>>>;
  for (;;) {
    let query = anyDb.selectFrom(spec.name).select(spec.columns as string[]);
    if (after) {
      const last = after;
      const [a, b] = spec.primaryKey;
      query =
        b === undefined ? query.where(a!, ">", last[a!]!) : query.where((eb) => eb(eb.refTuple(a!, b), ">", eb.tuple(last[a!]!, last[b]!)));
    }
    for (const k of spec.primaryKey) query = query.orderBy(k);
    const rows = (await query.limit(pageSize).execute()).map((r) => plainRow(spec, r));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1);
  }
}

export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const row = await anyDb
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every row of every table, for comparing two databases. */
export async function allRows(db: Kysely<Database>): Promise<Record<string, PlainRow[]>> {
  const out: Record<string, PlainRow[]> = {};
  for (const spec of TABLES) {
    const rows: PlainRow[] = [];
    for await (const page of readTable(db, spec)) rows.push(...page);
    out[spec.name] = rows;
  }
  return out;
}
