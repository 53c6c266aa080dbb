/**
 * The weekly summary by e-mail (issue 32, decision 060): for each user who turned it on and has a
 * confirmed address, once a week on the first day of their week (Monday or Sunday, their
 * `week_start`) from 08:00 in their time zone. Runs in every server process; each week's mail is
 * claimed first by inserting `weekly:<user>:<local date>` into `mail_sends`, whose primary key
 * lets exactly one process (and one tick) win it. The claim comes before the send: a process dying
 * between the two loses that week's summary rather than risking a second one.
 * Each mail carries its own one-click unsubscribe link (RFC 8058): a fresh 256-bit token, kept only
 * as its SHA-256 in `mail_unsubscribes`; POST on it turns the summary off, GET only shows a button.
 */
import { hashToken, newToken } from "../auth/tokens.js";
import { addUnsubscribeLink, claimMailSend, weeklySummaryRecipients } from "../db/user-emails.js";
import type { AppDeps } from "../deps.js";
import { localClock } from "../reminders/due.js";
import { userGoalsWithFacts } from "../reminders/goal-facts.js";
import { weeklySummaryMail } from "./messages.js";
import { weekOfGoals } from "./queries.js";
import { sendMail } from "./transport.js";

/** Where a summary's one-click unsubscribe link points (mail/routes.ts). */
export const UNSUBSCRIBE_PATH = "/api/mail/unsubscribe";

/** The local hour from which the week's summary is due. */
export const SUMMARY_HOUR = 8;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function runWeeklySummaries(deps: AppDeps, now: Date): Promise<number> {
  const mail = deps.config.mail;
  if (!mail) return 0;
  const db = deps.db.db;
  let sent = 0;
  for (const r of await weeklySummaryRecipients(db)) {
    const clock = localClock(now, r.timeZone ?? "UTC");
    const firstDay = r.weekStart === "sunday" ? 7 : 1;
    if (clock.weekday !== firstDay || clock.minutes < SUMMARY_HOUR * 60) continue;
    if (!(await claimMailSend(db, `weekly:${r.userId}:${clock.date}`, r.userId, now.toISOString()))) continue;
    const { goals: withFacts } = await userGoalsWithFacts(deps, r.userId, now, r.timeZone ?? "UTC");
    // The streak as it stands this morning: a run not yet extended today still counts (at risk, not lost).
    const streaks = new Map(
      withFacts.map((g) => [g.id, { streak: Math.max(g.facts.streak, g.facts.atRisk ?? 0), unit: g.facts.habit.streak_unit }]),
    );
    const goals = await weekOfGoals(db, r.userId, new Date(now.getTime() - WEEK_MS).toISOString(), streaks);
    const token = newToken();
    await addUnsubscribeLink(db, hashToken(token), r.userId, now.toISOString());
    const unsubscribeUrl = `${mail.linkOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    await sendMail(deps, weeklySummaryMail(r.address, r.username, goals, mail.linkOrigin, unsubscribeUrl));
    sent++;
  }
  return sent;
}
