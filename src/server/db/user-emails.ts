/**
 * A user's e-mail address (issue 32, migration 0027), read by the mail resource, by
 * "Forgot password?" and by the export; written only by the mail resource. A confirmation token
 * arrives here only as its SHA-256 (auth/tokens.ts hashToken).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.js";
import { type Engine, boolParam, toBool } from "./values.js";

export interface UserEmail {
  address: string;
  confirmed: boolean;
  weekly_summary: boolean;
}

export async function emailOf(db: Kysely<Database>, userId: string): Promise<UserEmail | null> {
  const row = await db
    .selectFrom("user_emails")
    .select(["address", "confirmed_at", "weekly_summary"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { address: row.address, confirmed: row.confirmed_at !== null, weekly_summary: toBool(row.weekly_summary) } : null;
}

/** Turns the weekly summary on or off (and keeps the time zone given); false when the user has no address. */
export async function setWeeklySummary(
  db: Kysely<Database>,
  engine: Engine,
  userId: string,
  on: boolean,
  timeZone: string | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable("user_emails")
    .set({ weekly_summary: boolParam(engine, on), ...(timeZone ? { time_zone: timeZone } : {}) })
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who gets a weekly summary: a confirmed address, the opt-in, an enabled account. */
export async function weeklySummaryRecipients(db: Kysely<Database>) {
  return db
    .selectFrom("user_emails")
    .innerJoin("users", "users.id", "user_emails.user_id")
    .select(["users.id as userId", "users.username as username", "users.week_start as weekStart", "user_emails.address as address"])
    .select("user_emails.time_zone as timeZone")
    .where("user_emails.confirmed_at", "is not", null)
    .where(sql<boolean>`user_emails.weekly_summary`)
    .where(sql<boolean>`not users.disabled`)
    .execute();
}

/** Claims a scheduled mail by its key: true for the one process (and tick) whose insert made the row. */
export async function claimMailSend(db: Kysely<Database>, key: string, userId: string, nowIso: string): Promise<boolean> {
  const row = await db
    .insertInto("mail_sends")
    .values({ key, user_id: userId, claimed_at: nowIso })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the user's one address as pending, its confirmation token replacing any earlier one. */
export async function putPendingEmail(
  db: Kysely<Database>,
  engine: Engine,
  e: { userId: string; address: string; tokenHash: string; expiresAt: string; now: string },
) {
  // A new address starts without the weekly summary: it was asked for the old one.
  const pending = {
    address: e.address,
    confirmed_at: null,
    token_hash: e.tokenHash,
    token_expires_at: e.expiresAt,
    created_at: e.now,
    weekly_summary: boolParam(engine, false),
  };
  await db
    .insertInto("user_emails")
    .values({ user_id: e.userId, ...pending })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(pending))
    .execute();
}

/** Confirms the user's pending address if the token is its live one; false for any other token. */
export async function confirmEmail(db: Kysely<Database>, userId: string, tokenHash: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("user_emails")
    .set({ confirmed_at: nowIso, token_hash: null, token_expires_at: null })
    .where("user_id", "=", userId)
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("user_emails").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The enabled account whose confirmed address this is (what "Forgot password?" may mail). */
export async function accountByConfirmedEmail(db: Kysely<Database>, address: string) {
  return db
    .selectFrom("user_emails")
    .innerJoin("users", "users.id", "user_emails.user_id")
    .select(["users.id as id", "users.username as username"])
    .where("user_emails.address", "=", address)
    .where("user_emails.confirmed_at", "is not", null)
    .where(sql<boolean>`not users.disabled`)
    .executeTakeFirst();
}

/** Claims older than a week's summary can be asked about again: 14 days keeps every live week's. */
export async function deleteOldMailSends(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("mail_sends")
    .where("claimed_at", "<", new Date(now.getTime() - 14 * 86_400_000).toISOString())
    .execute();
}
