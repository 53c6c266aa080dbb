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

/** Keeps one summary mail's unsubscribe link: the SHA-256 of its token (auth/tokens.ts hashToken). */
export async function addUnsubscribeLink(db: Kysely<Database>, tokenHash: string, userId: string, nowIso: string): Promise<void> {
  await db.insertInto("mail_unsubscribes").values({ token_hash: tokenHash, user_id: userId, created_at: nowIso }).execute();
}

/** Whether an unsubscribe link with this token hash exists (and is younger than the sweep's age). */
export async function unsubscribeLinkExists(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const row = await db.selectFrom("mail_unsubscribes").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row !== undefined;
}

/** Turns the weekly summary off for the user of this unsubscribe link; false when no link has the hash. */
export async function unsubscribeByLink(db: Kysely<Database>, engine: Engine, tokenHash: string): Promise<boolean> {
  const row = await db.selectFrom("mail_unsubscribes").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable("user_emails")
    .set({ weekly_summary: boolParam(engine, false) })
    .where("user_id", "=", row.user_id)
    .execute();
  return true;
}

/** Unsubscribe links live this long: a mail is seldom acted on later than a few months after it came. */
export const UNSUBSCRIBE_LINK_DAYS = 180;

export async function deleteOldUnsubscribeLinks(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("mail_unsubscribes")
    .where("created_at", "<", new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * 86_400_000).toISOString())
    .execute();
}
