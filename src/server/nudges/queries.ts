/** A user's nudge settings and the claims of sent nudges (issue 32, migration 0031). */
import { type Kysely, sql } from "kysely";
import { NUDGE_DEFAULT_TIME } from "../../core/nudges.js";
import type { Database } from "../db/schema.js";
import { type Engine, boolParam, toBool } from "../db/values.js";

export interface NudgeSettings {
  streak_at_risk: boolean;
  behind_pace: boolean;
  time: string;
  time_zone: string;
}

export const NO_NUDGES: NudgeSettings = { streak_at_risk: false, behind_pace: false, time: NUDGE_DEFAULT_TIME, time_zone: "UTC" };

export async function nudgeSettingsOf(db: Kysely<Database>, userId: string): Promise<NudgeSettings> {
  const row = await db
    .selectFrom("user_nudges")
    .select(["streak_at_risk", "behind_pace", "time", "time_zone"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return NO_NUDGES;
  return {
    streak_at_risk: toBool(row.streak_at_risk),
    behind_pace: toBool(row.behind_pace),
    time: row.time,
    time_zone: row.time_zone ?? "UTC",
  };
}

export async function putNudgeSettings(db: Kysely<Database>, engine: Engine, userId: string, s: NudgeSettings): Promise<void> {
  const values = {
    streak_at_risk: boolParam(engine, s.streak_at_risk),
    behind_pace: boolParam(engine, s.behind_pace),
    time: s.time,
    time_zone: s.time_zone,
  };
  await db
    .insertInto("user_nudges")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

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
