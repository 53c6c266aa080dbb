/**
 * Nudge settings (issue 32): the signed-in user's own row only. A PATCH changes the fields given
 * and keeps the rest; the first one stores the defaults for the fields left out.
 */
import type { AppDeps, CurrentUser } from "../deps.js";
import { type NudgeSettings, nudgeSettingsOf, putNudgeSettings } from "../db/user-nudges.js";

export async function getNudges(deps: AppDeps, user: CurrentUser): Promise<NudgeSettings> {
  return nudgeSettingsOf(deps.db.db, user.id);
}

export async function changeNudges(
  deps: AppDeps,
  user: CurrentUser,
  body: {
    streak_at_risk?: boolean | undefined;
    behind_pace?: boolean | undefined;
    time?: string | undefined;
    time_zone?: string | undefined;
  },
): Promise<NudgeSettings> {
  const current = await nudgeSettingsOf(deps.db.db, user.id);
  const next: NudgeSettings = {
    streak_at_risk: body.streak_at_risk ?? current.streak_at_risk,
    behind_pace: body.behind_pace ?? current.behind_pace,
    time: body.time ?? current.time,
    time_zone: body.time_zone ?? current.time_zone,
  };
  await putNudgeSettings(deps.db.db, deps.db.engine, user.id, next);
  return next;
}
