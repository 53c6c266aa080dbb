/**
 * Table types as the query layer sees them. Column value types are the union of what the two
 * engines hand back (SQLite: text timestamps and 0/1 booleans; PostgreSQL: Date and boolean);
 * rows are mapped to API shapes in each resource's queries.ts through ./values.ts.
 */
import type { ColumnType, Generated } from "kysely";

export type Timestamp = ColumnType<Date | string, string, string>;
export type Bool = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  why: string;
  created_at: Timestamp;
  /** "admin" or "member" (migration 0020). */
  role: Generated<string>;
  disabled: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** The latest sign-in (sign-up, login or password reset). */
  last_seen_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The first day of a habit goal's week, "monday" or "sunday" (migration 0021). */
  week_start: Generated<string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** What the user names this sign-in by (issue 31); set for every session since migration 0023. */
  id: string;
  last_used_at: Timestamp | null;
  user_agent: string | null;
}

export interface GoalsTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
  public: Bool;
  slug: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Denormalised from the journal in the same transaction as every entry write (see journal/queries.ts). */
  progress: Generated<number>;
  updates_count: Generated<number>;
  last_entry_at: Timestamp | null;
  last_entry_note: string | null;
  likes_count: Generated<number>;
  /** A random stamp that triggers set on every write to the goal or its journal (db/data-version.ts). */
  list_version: ColumnType<number | string, never, never>;
  /** A random stamp that triggers set on every write to an entry of the goal older than ~100 days (db/history-version.ts). */
  history_version: ColumnType<number | string, never, never>;
  /** The goal's reminder as JSON (core/reminder.ts), or null (migration 0013). */
  reminder: ColumnType<string | null, string | null | undefined, string | null>;
  /** Habit kind and its rules (issue 29, migration 0021): "progress" and nulls for the spec's goals. */
  kind: Generated<string>;
  target: number | null;
  unit: string | null;
  direction: Generated<string>;
  /** ISO weekdays as JSON ("[1,2,3,4,5]"), or null. */
  weekdays: string | null;
  every_days: number | null;
  /** The goal's group, or null (migration 0022; a deleted group ungroups its goals). */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its place in the owner's manual order (migration 0022). */
  position: ColumnType<number, number | undefined, number>;
  archived: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

/** A user's named group of goals, in the user's order of groups (issue 30, migration 0022). */
export interface GoalGroupsTable {
  id: string;
  user_id: string;
  name: string;
  /** The name in lowercase: unique per user, so names differ by more than case. */
  name_key: string;
  position: number;
  created_at: Timestamp;
}

export interface JournalEntriesTable {
  id: string;
  goal_id: string;
  user_id: string;
  note: string;
  progress: number;
  created_at: Timestamp;
  /** An amount goal's check-in amount (migration 0021); null for other kinds. */
  amount: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A goal paused from one calendar day to another, both inclusive ("YYYY-MM-DD"; issue 17). */
export interface GoalPausesTable {
  id: string;
  goal_id: string;
  from_day: string;
  to_day: string;
  created_at: Timestamp;
}

export interface LikesTable {
  goal_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** A create's Idempotency-Key (idempotency/): claimed while the write runs, then its answer. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** SHA-256 of the request's method, route, parameters and body. */
  fingerprint: string;
  /** Random per claim: a take-over updates the row only if nobody else took it first. */
  claim: string;
  /** The id the write gives its new row, fixed at the first claim so a resumed write reuses it. */
  resource_id: string;
  /** null while the write runs; the answer's status once it is stored. */
  status: number | null;
  response: string | null;
  created_at: Timestamp;
  locked_at: Timestamp;
}

/** A deleted item kept for its owner's Undo (tombstones/, decision 017). */
export interface TombstonesTable {
  user_id: string;
  /** What was deleted: "journal_entry" (a goal later: issue 17). */
  kind: string;
  item_id: string;
  /** The deleted row(s) as JSON, exactly as they were. */
  payload: string;
  deleted_at: Timestamp;
}

/** A user's secret calendar feed address, kept as a hash like session tokens (migration 0013). */
export interface CalendarTokensTable {
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
}

/** A browser's Web Push subscription (migration 0014). One row per endpoint. */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  /** keys.p256dh (names without digits: ops/sql-file-reader.ts reads [a-z_] names). */
  public_key: string;
  /** keys.auth */
  auth_secret: string;
  created_at: Timestamp;
}

/** Keys the server makes for itself (the VAPID pair), kept across restarts (migration 0014). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A reminder claimed for one local day by one server process (migration 0015). */
export interface ReminderSendsTable {
  goal_id: string;
  local_date: string;
  /** The reminder's time of day (HH:MM) this claim is for (migration 0028: up to five a day). */
  local_time: string;
  sent_at: Timestamp;
}

/** An import being written in chunks (migration 0019, export/import-staging.ts). */
export interface ImportRunsTable {
  id: string;
  user_id: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  /** Set when its goals are published and its entries are being (migration 0030): finished, never dropped. */
  publishing: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A goal of an import in flight, not yet visible (the goal columns an import writes). */
export interface ImportGoalsTable {
  import_id: string;
  id: string;
  user_id: string;
  title: string;
  description: string;
  motivation: string;
  category: string;
  timeframe: string;
  public: Bool;
  slug: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Habit kind and its rules (issue 29, migration 0021): "progress" and nulls for the spec's goals. */
  kind: ColumnType<string, string | undefined, string>;
  target: number | null;
  unit: string | null;
  direction: ColumnType<string, string | undefined, string>;
  /** ISO weekdays as JSON ("[1,2,3,4,5]"), or null. */
  weekdays: string | null;
  every_days: number | null;
  /** Issue 30 (migration 0022): written for every staged goal, from the file or the goal's own. */
  group_id: string | null;
  position: number | null;
  archived: ColumnType<boolean | number | null, boolean | number | null, boolean | number | null>;
}

/** An entry of an import in flight, not yet visible. */
export interface ImportEntriesTable {
  import_id: string;
  id: string;
  goal_id: string;
  user_id: string;
  note: string;
  progress: number;
  created_at: Timestamp;
  amount: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An admin's invitation (migration 0020): one use, stored only as the code's SHA-256. */
export interface InvitesTable {
  id: string;
  code_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  used_by: string | null;
}

/** A one-time password-set link (migration 0020), stored only as its token's SHA-256. */
export interface ResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The account an identity provider's (issuer, subject) signs in as (migration 0024). */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: Timestamp;
}

/** A single sign-on under way at the provider, by its state's SHA-256 (migration 0024). */
export interface OidcLoginsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  invite: string | null;
  expires_at: Timestamp;
}

/** The one-time code the browser trades for a token after single sign-on, by its SHA-256 (migration 0024). */
export interface SignInHandoffsTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
}

/** One line of the security log (migration 0024), kept 90 days. */
export interface SecurityEventsTable {
  id: string;
  at: Timestamp;
  kind: string;
  username: string | null;
  user_id: string | null;
  actor: string | null;
  client_ip: string | null;
  detail: string | null;
}

/** A personal API token (issue 32, migration 0025), stored only as its SHA-256. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  name: string;
  /** "read" or "write". */
  scope: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A goal's check-in link (issue 32, migration 0025): its url's secret stored only as its SHA-256. */
export interface CheckinLinksTable {
  id: string;
  user_id: string;
  goal_id: string;
  secret_hash: string;
  name: string | null;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A user's webhook (issue 32, migration 0026); its secret kept as is, to sign deliveries. */
export interface WebhooksTable {
  id: string;
  user_id: string;
  url: string;
  /** A JSON array of event names. */
  events: string;
  secret: string;
  created_at: Timestamp;
}

/** A webhook's delivery (migration 0026): the outbox row of one event for one webhook. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  user_id: string;
  event: string;
  payload: string;
  /** "pending", "delivered" or "failed". */
  status: string;
  attempts: Generated<number>;
  status_code: number | null;
  created_at: Timestamp;
  next_attempt_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_attempt_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  claimed_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A user's e-mail address (issue 32, migration 0027): pending until confirmed by its link. */
export interface UserEmailsTable {
  user_id: string;
  address: string;
  confirmed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  token_hash: string | null;
  token_expires_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  weekly_summary: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  time_zone: string | null;
}

/** A scheduled mail claimed by the process that sends it (migration 0027). */
export interface MailSendsTable {
  key: string;
  user_id: string;
  claimed_at: Timestamp;
}

/** A user's notification channel (issue 32, migration 0028); its token kept as is, to send with. */
export interface NotificationChannelsTable {
  id: string;
  user_id: string;
  /** "ntfy", "apprise" or "webhook". */
  type: string;
  target: string;
  token: string | null;
  created_at: Timestamp;
}

/** A user's nudges (issue 32, migration 0031): opt-ins, their local time and its zone. */
export interface UserNudgesTable {
  user_id: string;
  streak_at_risk: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  behind_pace: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  time: string;
  time_zone: string | null;
}

/** A nudge (or a user's evening look for nudges) claimed by the process that sends it (migration 0031). */
export interface NudgeSendsTable {
  key: string;
  user_id: string;
  claimed_at: Timestamp;
}

/** One weekly summary's unsubscribe link (migration 0031): only its token's SHA-256. */
export interface MailUnsubscribesTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  goal_groups: GoalGroupsTable;
  goals: GoalsTable;
  journal_entries: JournalEntriesTable;
  likes: LikesTable;
  goal_pauses: GoalPausesTable;
  idempotency_keys: IdempotencyKeysTable;
  tombstones: TombstonesTable;
  calendar_tokens: CalendarTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  reminder_sends: ReminderSendsTable;
  invites: InvitesTable;
  reset_tokens: ResetTokensTable;
  import_runs: ImportRunsTable;
  import_goals: ImportGoalsTable;
  import_entries: ImportEntriesTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_logins: OidcLoginsTable;
  sign_in_handoffs: SignInHandoffsTable;
  security_events: SecurityEventsTable;
  api_tokens: ApiTokensTable;
  checkin_links: CheckinLinksTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  user_emails: UserEmailsTable;
  mail_sends: MailSendsTable;
  notification_channels: NotificationChannelsTable;
  user_nudges: UserNudgesTable;
  nudge_sends: NudgeSendsTable;
  mail_unsubscribes: MailUnsubscribesTable;
}
