/**
 * The webhook outbox (issue 32, decision 056): an event becomes one delivery row per webhook of
 * the user that subscribed to it, written with the change where the change has a transaction
 * (goals), else right after it (the journal's check-in is one statement on PostgreSQL). The
 * dispatcher (webhooks/dispatcher.ts) makes the deliveries. Shared by the goal and journal
 * services, so it lives with the shared rows (decision 042).
 */
import type { Kysely } from "kysely";
import { PROGRESS_MAX } from "../../core/constants.js";
import type { WEBHOOK_TEST_EVENT } from "../../core/webhook-limits.js";
import { MAX_PENDING_PER_WEBHOOK, type WebhookEvent } from "../../core/webhook-limits.js";
import type { Database } from "./schema.js";
import { toBool, toIsoRequired } from "./values.js";

export interface OutboxClock {
  now: () => Date;
  newId: () => string;
}

/** The webhooks of the user, with the events each listens to. */
async function webhooksOf(db: Kysely<Database>, userId: string) {
  const rows = await db.selectFrom("webhooks").select(["id", "events"]).where("user_id", "=", userId).execute();
  return rows.map((r) => ({ id: r.id, events: JSON.parse(r.events) as string[] }));
}

/** The events any of the user's webhooks listens to: empty (the usual case) means nothing to write. */
export async function subscribedEvents(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  return new Set((await webhooksOf(db, userId)).flatMap((w) => w.events));
}

/** The body of a delivery, as sent on every attempt. */
export function deliveryPayload(event: string, occurredAt: Date, data: unknown): string {
  return JSON.stringify({ event, occurred_at: occurredAt.toISOString(), data });
}

/**
 * Writes a delivery of `event` for each of the user's webhooks that listens to it; answers how
 * many. A webhook with MAX_PENDING_PER_WEBHOOK deliveries waiting gets none: one user's dead
 * receiver cannot grow the outbox (or the dispatcher's work) without bound.
 */
export async function enqueueEvent(
  db: Kysely<Database>,
  clock: OutboxClock,
  userId: string,
  event: WebhookEvent,
  /** Read only when a webhook listens: an account without webhooks pays one read per write. */
  dataOf: () => unknown,
) {
  const hooks = (await webhooksOf(db, userId)).filter((w) => w.events.includes(event));
  if (hooks.length === 0) return 0;
  const now = clock.now();
  const data = await dataOf();
  let written = 0;
  for (const hook of hooks) written += (await insertDelivery(db, clock, { webhookId: hook.id, userId, event, data, now })) ? 1 : 0;
  return written;
}

/** One delivery for one webhook (the test delivery too); undefined when its queue is full. */
export async function insertDelivery(
  db: Kysely<Database>,
  clock: OutboxClock,
  d: { webhookId: string; userId: string; event: WebhookEvent | typeof WEBHOOK_TEST_EVENT; data: unknown; now: Date },
): Promise<string | undefined> {
  const pending = await db
    .selectFrom("webhook_deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("webhook_id", "=", d.webhookId)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING_PER_WEBHOOK) return undefined;
  const id = clock.newId();
  const at = d.now.toISOString();
  await db
    .insertInto("webhook_deliveries")
    .values({
      id,
      webhook_id: d.webhookId,
      user_id: d.userId,
      event: d.event,
      payload: deliveryPayload(d.event, d.now, d.data),
      status: "pending",
      created_at: at,
      next_attempt_at: at,
    })
    .execute();
  return id;
}

/** What a goal event carries: the goal's identity and state, read in the writer's transaction. */
export async function goalEventData(db: Kysely<Database>, goalId: string) {
  const row = await db
    .selectFrom("goals")
    .select(["id", "title", "category", "timeframe", "kind", "progress", "public", "archived", "created_at", "updated_at"])
    .where("id", "=", goalId)
    .executeTakeFirst();
  if (!row) return { goal: { id: goalId } };
  return {
    goal: {
      id: row.id,
      title: row.title,
      category: row.category,
      timeframe: row.timeframe,
      kind: row.kind,
      progress: row.progress,
      public: toBool(row.public),
      archived: toBool(row.archived),
      created_at: toIsoRequired(row.created_at),
      updated_at: toIsoRequired(row.updated_at),
    },
  };
}

/** A goal's progress now (to tell when it reaches 100: goal.completed). */
export async function goalProgress(db: Kysely<Database>, goalId: string): Promise<number | undefined> {
  const row = await db.selectFrom("goals").select("progress").where("id", "=", goalId).executeTakeFirst();
  return row ? Number(row.progress) : undefined;
}

/**
 * Around a journal write (after its commit: a check-in is one statement on PostgreSQL): answers
 * a function that writes the write's event, and goal.completed when the goal's progress crossed
 * to 100 with it. Costs one read of the user's webhooks when they have none, and none when the
 * caller read with the goal that they have none (`hasWebhooks`; access.ts). A failure here is
 * swallowed: the check-in is stored and must be answered as stored (issue 26 item 5); the event
 * is lost, as decision 056 says.
 */
export async function watchJournalWrite(db: Kysely<Database>, clock: OutboxClock, userId: string, goalId: string, hasWebhooks = true) {
  const events = hasWebhooks ? await subscribedEvents(db, userId).catch(() => new Set<string>()) : new Set<string>();
  if (events.size === 0) return async (_event: WebhookEvent, _data: unknown) => undefined;
  const before = events.has("goal.completed") ? await goalProgress(db, goalId) : undefined;
  return async (event: WebhookEvent, data: unknown) => {
    try {
      if (events.has(event)) await enqueueEvent(db, clock, userId, event, () => data);
      if (before !== undefined && before < PROGRESS_MAX) {
        const after = await goalProgress(db, goalId);
        if (after !== undefined && after >= PROGRESS_MAX)
          await enqueueEvent(db, clock, userId, "goal.completed", () => goalEventData(db, goalId));
      }
    } catch {
      // See above: the write stands; only its notification is lost.
    }
  };
}
