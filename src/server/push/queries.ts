/** SQL of push subscriptions; the service authorizes and applies the rules. */
import type { AppDeps } from "../deps.js";

type Db = AppDeps["db"]["db"];

export interface SubscriptionRow {
  endpoint: string;
  user_id: string;
  public_key: string;
  auth_secret: string;
  created_at: string;
}

/**
 * Inserts the subscription, or renews its keys when this user already has it. An endpoint of
 * another user is left alone: answers false then.
 */
export async function upsertOwnSubscription(db: Db, row: SubscriptionRow): Promise<boolean> {
  const kept = await db
    .insertInto("push_subscriptions")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("endpoint")
        .doUpdateSet({ public_key: row.public_key, auth_secret: row.auth_secret, created_at: row.created_at })
        .where("push_subscriptions.user_id", "=", row.user_id),
    )
    .returning("endpoint")
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * Deletes all but the user's `keep` newest subscriptions (ties in time broken by endpoint). One
 * statement: concurrent subscribes that each run it end at `keep`, whatever their order.
 */
export async function keepNewestSubscriptions(db: Db, userId: string, keep: number): Promise<void> {
  await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where(
      "endpoint",
      "not in",
      db
        .selectFrom("push_subscriptions")
        .select("endpoint")
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("endpoint", "desc")
        .limit(keep),
    )
    .execute();
}

/** The user's newest `limit` subscriptions. */
export async function subscriptionsOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("push_subscriptions")
    .select(["endpoint", "public_key", "auth_secret"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("endpoint", "desc")
    .limit(limit)
    .execute();
}
