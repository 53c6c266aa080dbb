/**
 * A user's nudge settings (issue 32, migration 0031), read by the nudges resource and the export;
 * written only by the nudges resource. No row: both nudges off, 20:00 UTC.
 */
import type { Kysely } from "kysely";
import { NUDGE_DEFAULT_TIME } from "../../core/nudges.js";
import type { Database } from "./schema.js";
import { type Engine, boolParam, toBool } from "./values.js";

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
