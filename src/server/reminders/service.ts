/** Reminders per goal and the calendar feed (issue 18). Authorization first, then rules. */
import { type Reminder, parseStoredReminder } from "../../core/reminder.js";
import { hashToken, newToken } from "../auth/tokens.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { requireGoalAccess } from "../access.js";
import { MESSAGES, notFound } from "../errors.js";
import { scheduleOfRow } from "./due.js";
import { calendarFeed } from "./ics.js";
import * as q from "./queries.js";

export async function setReminder(deps: AppDeps, user: CurrentUser, goalId: string, reminder: Reminder | null): Promise<Reminder | null> {
  await requireGoalAccess(deps, user, goalId);
  const updated = await q.setOwnReminder(deps.db.db, user.id, goalId, reminder ? JSON.stringify(reminder) : null);
  if (!updated) throw notFound(MESSAGES.goalNotFound);
  return reminder;
}

/** A new secret feed address; the old one stops working at once. */
export async function newCalendarUrl(deps: AppDeps, user: CurrentUser, origin: string): Promise<string> {
  const token = newToken();
  await q.replaceCalendarToken(deps.db.db, user.id, hashToken(token), deps.now().toISOString());
  return `${origin}/api/calendar/${token}.ics`;
}

/** The feed of the token's user, or undefined for an unknown or revoked token. */
export async function calendarOf(deps: AppDeps, token: string, origin: string): Promise<string | undefined> {
  const userId = await q.userOfCalendarToken(deps.db.db, hashToken(token));
  if (!userId) return undefined;
  const rows = await q.remindersOfUser(deps.db.db, userId);
  const events = rows.flatMap((r) => {
    const reminder = parseStoredReminder(r.reminder);
    if (!reminder) return [];
    const url = `${origin}/journal?goal_id=${encodeURIComponent(r.id)}`;
    return [{ goalId: r.id, title: r.title, reminder, url, schedule: scheduleOfRow(r, reminder.time_zone) }];
  });
  return calendarFeed(events, deps.now());
}
