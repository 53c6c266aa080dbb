/**
 * Sends nudges (issue 32, decision 067): from each user's chosen local time, once a local day, the
 * nudges they turned on (core/nudges.ts) for their goals that are not archived, not paused today,
 * through the reminders' path (reminders/notify.ts: Web Push and every channel). Runs in every
 * server process at the reminders' pace. Two claims, each a row whose primary key lets exactly one
 * process (on PostgreSQL, of any number) win it:
 * - `look:<nudge>:<user>:<local date>`: the one evening look at a user's goals for that nudge, so
 *   the facts of their goals are derived once a day, not at every tick until midnight;
 * - `<nudge>:<goal>:<local date>`: each nudge itself, so a goal never gets one twice a day.
 * Claims come before sends: a process dying in between loses a nudge rather than sending two.
 * Nothing a user logs after the look can make a goal at risk or behind, so one look is enough.
 */
import { behindPaceNudge, type Nudge, type NudgeMessage, streakAtRiskNudge } from "../../core/nudges.js";
import type { AppDeps } from "../deps.js";
import { localClock } from "../reminders/due.js";
import { userGoalsWithFacts } from "../reminders/goal-facts.js";
import { notifyAboutGoal } from "../reminders/notify.js";
import { claimNudge, nudgeRecipients } from "./queries.js";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export async function runDueNudges(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.db.db;
  const nowIso = now.toISOString();
  let sent = 0;
  for (const r of await nudgeRecipients(db)) {
    const clock = localClock(now, r.timeZone);
    if (clock.minutes < minutesOf(r.time)) continue;
    const wanted: Nudge[] = [];
    if (r.streakAtRisk && (await claimNudge(db, `look:streak_at_risk:${r.userId}:${clock.date}`, r.userId, nowIso)))
      wanted.push("streak_at_risk");
    if (r.behindPace && (await claimNudge(db, `look:behind_pace:${r.userId}:${clock.date}`, r.userId, nowIso))) wanted.push("behind_pace");
    if (wanted.length === 0) continue;
    const { weekStart, goals } = await userGoalsWithFacts(deps, r.userId, now, r.timeZone);
    for (const g of goals) {
      if (g.pauses.some((p) => p.from <= clock.date && clock.date <= p.to)) continue; // paused today
      const goal = { ...g.habit, timeframe: g.timeframe, title: g.title, pauses: g.pauses };
      const messages: (NudgeMessage | null)[] = [
        wanted.includes("streak_at_risk") ? streakAtRiskNudge(goal, g.facts) : null,
        wanted.includes("behind_pace") ? behindPaceNudge(goal, g.facts, weekStart) : null,
      ];
      for (const m of messages) {
        if (!m) continue;
        if (!(await claimNudge(db, `${m.nudge}:${g.id}:${clock.date}`, r.userId, nowIso))) continue;
        await notifyAboutGoal(deps, r.userId, g.id, { title: m.title, body: m.body });
        sent++;
      }
    }
  }
  return sent;
}
