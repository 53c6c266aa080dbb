/** SQL of reminders and calendar tokens (issue 18). */
import { type Kysely, sql } from "kysely";
import { habitColumns } from "../db/habit-columns.js";
import type { Database } from "../db/schema.js";

/** Sets or clears the reminder of the user's goal; false when the user has no such goal. */
export async function setOwnReminder(db: Kysely<Database>, userId: string, goalId: string, reminder: string | null): Promise<boolean> {
  const res = await db.updateTable("goals").set({ reminder }).where("id", "=", goalId).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The user's goals that have a reminder and are not archived (issue 30), for the calendar feed. */
export async function remindersOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("goals")
    .select(["goals.id", "goals.title", "goals.reminder", "goals.timeframe", "goals.created_at", ...habitColumns])
    .where("user_id", "=", userId)
    .where("reminder", "is not", null)
    .where("archived", "=", sql<boolean>`false`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** A new feed token for the user, replacing (revoking) the old one. */
export async function replaceCalendarToken(db: Kysely<Database>, userId: string, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto("calendar_tokens")
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

/** The feed's owner; undefined when no feed has this token or its account is disabled (issue 31). */
export async function userOfCalendarToken(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("calendar_tokens")
    .innerJoin("users", "users.id", "calendar_tokens.user_id")
    .select("calendar_tokens.user_id")
    .where("calendar_tokens.token_hash", "=", tokenHash)
    .where(sql<boolean>`not users.disabled`)
    .executeTakeFirst();
  return row?.user_id;
}

/** One goal's check-ins in a window of stored times (a reminder's period test: few rows). */
export async function entriesBetween(db: Kysely<Database>, goalId: string, fromIso: string, toIso: string) {
  return db
    .selectFrom("journal_entries")
    .select(["created_at", "amount"])
    .where("goal_id", "=", goalId)
    .where("created_at", ">=", fromIso)
    .where("created_at", "<", toIso)
    .execute();
}
