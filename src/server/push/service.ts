/**
 * Web Push subscriptions and sending (issue 18). Authorization first, then rules. Every send
 * goes through the guarded outbound client (issue 26): checked destination, pinned address.
 */
import type { AppDeps, CurrentUser } from "../deps.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { concurrencyLimit } from "../outbound/concurrency.js";
import { checkDestination, guardedRequest } from "../outbound/guarded-client.js";
import { MAX_SUBSCRIPTIONS_PER_USER, PUSH_TEXT, SENDS_AT_ONCE } from "./limits.js";
import { keepNewestSubscriptions, subscriptionsOf, upsertOwnSubscription } from "./queries.js";
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

/**
 * Keeps a subscription for the user. An endpoint is its registering user's: another user posting
 * it gets a 409 and changes nothing. Beyond MAX_SUBSCRIPTIONS_PER_USER, the oldest is replaced.
 */
export async function subscribe(deps: AppDeps, user: CurrentUser, input: SubscriptionInput): Promise<void> {
  const checked = await checkDestination(deps, input.endpoint);
  if ("problem" in checked) throw badRequest(checked.problem);
  const db = deps.db.db;
  const row = {
    endpoint: input.endpoint,
    user_id: user.id,
    public_key: input.keys.p256dh,
    auth_secret: input.keys.auth,
    created_at: deps.now().toISOString(),
  };
  if (!(await upsertOwnSubscription(db, row))) throw conflict(PUSH_TEXT.endpointTaken);
  await keepNewestSubscriptions(db, user.id, MAX_SUBSCRIPTIONS_PER_USER);
}

export async function unsubscribe(deps: AppDeps, user: CurrentUser, endpoint: string): Promise<void> {
  const res = await deps.db.db
    .deleteFrom("push_subscriptions")
    .where("endpoint", "=", endpoint)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound("Subscription not found");
}

/**
 * Sends to each of the user's subscriptions, SENDS_AT_ONCE at a time; answers how many were
 * delivered and removed. Rows beyond the cap (kept from before it) are not sent to.
 */
export async function sendToUser(deps: AppDeps, userId: string, payload: PushPayload): Promise<{ sent: number; removed: number }> {
  const subs = await subscriptionsOf(deps.db.db, userId, MAX_SUBSCRIPTIONS_PER_USER);
  const slot = concurrencyLimit(SENDS_AT_ONCE);
  const results = await Promise.all(subs.map((s) => slot(() => sendOne(deps, s, payload))));
  return { sent: results.filter((r) => r === "sent").length, removed: results.filter((r) => r === "removed").length };
}

async function sendOne(deps: AppDeps, sub: { endpoint: string; public_key: string; auth_secret: string }, payload: PushPayload) {
  const keys = await vapidKeys(deps);
  try {
    const { default: webpush } = await import("web-push");
    // Checked again at send time (a name may point elsewhere than when it was subscribed), and
    // the connection goes to the addresses of this check only.
    const outcome = await guardedRequest(deps, sub.endpoint, (agent) =>
      webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.public_key, auth: sub.auth_secret } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: deps.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          timeout: 10_000,
          agent,
        },
      ),
    );
    if ("problem" in outcome) return "refused" as const;
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
