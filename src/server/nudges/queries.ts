/** Who may get a nudge, and the claims of sent nudges (issue 32, migration 0031); the settings rows are db/user-nudges.ts. */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { toBool } from "../db/values.js";

/**
 * Who may get a nudge: one of them on, an enabled account, and a way to reach them (a browser
 * subscribed to push, or a channel), as the reminders ask.
 */
export async function nudgeRecipients(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("user_nudges")
    .innerJoin("users", "users.id", "user_nudges.user_id")
    .select(["user_nudges.user_id as userId", "user_nudges.streak_at_risk", "user_nudges.behind_pace", "user_nudges.time"])
    .select("user_nudges.time_zone as timeZone")
    .where(sql<boolean>`(user_nudges.streak_at_risk or user_nudges.behind_pace)`)
    .where(sql<boolean>`not users.disabled`)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom("push_subscriptions").select("endpoint").whereRef("push_subscriptions.user_id", "=", "user_nudges.user_id"),
        ),
        eb.exists(
          eb.selectFrom("notification_channels").select("id").whereRef("notification_channels.user_id", "=", "user_nudges.user_id"),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    streakAtRisk: toBool(r.streak_at_risk),
    behindPace: toBool(r.behind_pace),
    time: r.time,
    timeZone: r.timeZone ?? "UTC",
  }));
}

/** Claims a nudge (or a user's evening look) by its key: true for the one process whose insert made the row. */
export async function claimNudge(db: Kysely<Database>, key: string, userId: string, nowIso: string): Promise<boolean> {
  const row = await db
    .insertInto("nudge_sends")
    .values({ key, user_id: userId, claimed_at: nowIso })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims older than two days can never be claimed again (a key names its local day): the hourly sweep removes them. */
export async function deleteOldNudgeSends(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("nudge_sends")
    .where("claimed_at", "<", new Date(now.getTime() - 2 * 86_400_000).toISOString())
    .execute();
}
