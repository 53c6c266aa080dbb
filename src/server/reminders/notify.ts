/**
 * The one way a scheduled notification about a goal reaches its user (issue 32): every channel of
 * the user in the background (channels/deliver.ts), then Web Push to each subscribed browser.
 * Reminders (scheduler.ts) and nudges (nudges/scheduler.ts) both send through it.
 */
import { queueChannelSends } from "../channels/deliver.js";
import type { AppDeps } from "../deps.js";
import { sendToUser } from "../push/service.js";

export interface GoalNotice {
  title: string;
  body: string;
}

export async function notifyAboutGoal(deps: AppDeps, userId: string, goalId: string, notice: GoalNotice): Promise<void> {
  const url = `/journal?goal_id=${encodeURIComponent(goalId)}`;
  // Channels first and in the background: a slow receiver never holds up the caller's loop (deliver.ts).
  queueChannelSends(deps, userId, { ...notice, url: `${deps.config.publicUrl ?? ""}${url}` });
  await sendToUser(deps, userId, { ...notice, url, goal_id: goalId });
}
