/** Web Push subscriptions and sending (issue 18). Authorization first, then rules. */
import type { AppDeps, CurrentUser } from "../deps.js";
import { badRequest, notFound } from "../errors.js";
import { endpointProblem } from "./endpoint-check.js";
import { vapidKeys } from "./vapid.js";

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens (the goal's journal). */
  url: string;
  /** A goal the notification's "Log +10%" action checks in on. */
  goal_id?: string;
}

const TTL_SECONDS = 4 * 60 * 60; // a reminder is worth nothing the next day

export async function subscribe(deps: AppDeps, user: CurrentUser, input: SubscriptionInput): Promise<void> {
  const problem = await endpointProblem(input.endpoint, deps.config.push.endpointAllowlist);
  if (problem) throw badRequest(problem);
  const now = deps.now().toISOString();
  const row = { endpoint: input.endpoint, user_id: user.id, public_key: input.keys.p256dh, auth_secret: input.keys.auth, created_at: now };
  await deps.db.db
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({ user_id: user.id, public_key: row.public_key, auth_secret: row.auth_secret, created_at: now }),
    )
    .execute();
}

export async function unsubscribe(deps: AppDeps, user: CurrentUser, endpoint: string): Promise<void> {
  const res = await deps.db.db
    .deleteFrom("push_subscriptions")
    .where("endpoint", "=", endpoint)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound("Subscription not found");
}

/** Sends to each of the user's subscriptions; answers how many were delivered and removed. */
export async function sendToUser(deps: AppDeps, userId: string, payload: PushPayload): Promise<{ sent: number; removed: number }> {
  const subs = await deps.db.db
    .selectFrom("push_subscriptions")
    .select(["endpoint", "public_key", "auth_secret"])
    .where("user_id", "=", userId)
    .execute();
  const results = await Promise.all(subs.map((s) => sendOne(deps, s, payload)));
  return { sent: results.filter((r) => r === "sent").length, removed: results.filter((r) => r === "removed").length };
}

async function sendOne(deps: AppDeps, sub: { endpoint: string; public_key: string; auth_secret: string }, payload: PushPayload) {
  // Again at send time: the endpoint's name may point elsewhere than when it was checked.
  if (await endpointProblem(sub.endpoint, deps.config.push.endpointAllowlist)) return "refused" as const;
  const keys = await vapidKeys(deps);
  try {
    const { default: webpush } = await import("web-push");
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.public_key, auth: sub.auth_secret } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: deps.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        timeout: 10_000,
      },
    );
    return "sent" as const;
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    // 404/410: the push service says this subscription is gone for good.
    if (status === 404 || status === 410) {
      await deps.db.db.deleteFrom("push_subscriptions").where("endpoint", "=", sub.endpoint).execute();
      return "removed" as const;
    }
    return "failed" as const;
  }
}
