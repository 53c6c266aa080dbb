/**
 * Sends due reminders as Web Push notifications (issue 18; decision 026) and to every notification
 * channel of the user (issue 32; decision 061). Runs in every server process: each due (goal, local
 * date, time of day) — a reminder holds up to five times — is claimed by inserting a `reminder_sends` row, whose
 * primary key lets exactly one process — on PostgreSQL, of any number — win it; the loser's
 * insert does nothing. The claim comes before the send, so a reminder is sent at most once (a
 * process dying between the two loses that one reminder rather than risking a second).
 * A goal that already has a check-in that local day, or is paused that day (issue 17), is skipped,
 * as is every goal of a disabled account (issue 31). A check or amount goal (issue 29) is reminded
 * only on its due days, and an at-least one not once its period's target is met ("gym 3 times a
 * week" is quiet after the third); an at-most one is reminded on its due days, to log a slip.
 */
import { sql } from "kysely";
import { periodBounds } from "../../core/dates.js";
import { entryValue, roundAmount, targetMet } from "../../core/habit-rules.js";
import { parseStoredReminder, type Reminder } from "../../core/reminder.js";
import type { AppDeps } from "../deps.js";
import { pausesOfGoals } from "../db/goal-pauses.js";
import { habitColumns } from "../db/habit-columns.js";
import { dueTime, localClock, type ReminderSchedule, scheduleOfRow } from "./due.js";
import { notifyAboutGoal } from "./notify.js";
import { entriesBetween } from "./queries.js";

export async function runDueReminders(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.db.db;
  const rows = await db
    .selectFrom("goals")
    .innerJoin("users", "users.id", "goals.user_id")
    .select([
      "goals.id",
      "goals.user_id",
      "goals.title",
      "goals.reminder",
      "goals.last_entry_at",
      "goals.timeframe",
      "goals.created_at",
      "users.week_start",
      ...habitColumns,
    ])
    .where("goals.reminder", "is not", null)
    // An archived goal keeps its reminder for a restore, but sends none (issue 30).
    .where("goals.archived", "=", sql<boolean>`false`)
    // A disabled account gets no reminders until it is enabled again (issue 31).
    .where(sql<boolean>`not users.disabled`)
    // Only users it can reach: a browser subscribed to push, or a channel (issue 32).
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("push_subscriptions").select("endpoint").whereRef("push_subscriptions.user_id", "=", "goals.user_id")),
        eb.exists(eb.selectFrom("notification_channels").select("id").whereRef("notification_channels.user_id", "=", "goals.user_id")),
      ]),
    )
    .execute();
  const pauses = await pausesOfGoals(
    db,
    rows.map((r) => r.id),
  );
  let sent = 0;
  for (const row of rows) {
    const reminder = parseStoredReminder(row.reminder);
    if (!reminder) continue;
    const schedule = scheduleOfRow(row, reminder.time_zone);
    const due = dueTime(reminder, now, schedule);
    if (!due) continue;
    const { date, time } = due;
    const last = row.last_entry_at === null ? undefined : new Date(row.last_entry_at);
    if (last && localClock(last, reminder.time_zone).date === date) continue; // already checked in today
    if (pauses.get(row.id)?.some((p) => p.from <= date && date <= p.to)) continue; // paused that day
    if (await periodMet(deps, row.id, reminder, schedule, row.week_start, now)) continue;
    const claim = await db
      .insertInto("reminder_sends")
      .values({ goal_id: row.id, local_date: date, local_time: time, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["goal_id", "local_date", "local_time"]).doNothing())
      .returning("goal_id")
      .executeTakeFirst();
    if (!claim) continue; // another process (or an earlier tick) has it
    await notifyAboutGoal(deps, row.user_id, row.id, { title: row.title, body: "Time for today's check-in." });
    sent++;
  }
  return sent;
}

/**
 * Whether an at-least check or amount goal with a period longer than a day has met this period's
 * target already (a daily one is covered by "already checked in today"). Reads only this period's
 * check-ins of this one goal, and only for a goal whose reminder is due now.
 */
async function periodMet(deps: AppDeps, goalId: string, reminder: Reminder, schedule: ReminderSchedule, weekStart: string, now: Date) {
  const { rules } = schedule;
  if (rules.kind === "progress" || rules.direction !== "at_least" || rules.timeframe === "daily") return false;
  const { from, to } = periodBounds(rules.timeframe, now, reminder.time_zone, weekStart === "sunday" ? "sunday" : "monday");
  const rows = await entriesBetween(deps.db.db, goalId, from.toISOString(), to.toISOString());
  const value = rows.reduce((sum, r) => roundAmount(sum + entryValue(rules.kind, r.amount === null ? null : Number(r.amount))), 0);
  return targetMet(rules, value);
}

/**
 * Claims older than two days can never be claimed again (a reminder is due only on its own
 * local day, and every zone's day is over within two): the hourly sweep removes them.
 */
export async function deleteOldReminderSends(db: AppDeps["db"]["db"], now: Date): Promise<void> {
  await db
    .deleteFrom("reminder_sends")
    .where("sent_at", "<", new Date(now.getTime() - 2 * 86_400_000).toISOString())
    .execute();
}
