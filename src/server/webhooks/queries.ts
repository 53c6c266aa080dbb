import type { Kysely } from "kysely";
import { DELIVERY_LOG_SIZE, type DeliveryStatus, type WebhookEvent } from "../../core/webhook-limits.js";
import type { Database } from "../db/schema.js";
import { toIso, toIsoRequired } from "../db/values.js";

export async function countWebhooks(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("webhooks")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhook(
  db: Kysely<Database>,
  w: { id: string; userId: string; url: string; events: WebhookEvent[]; secret: string; createdAt: string },
) {
  await db
    .insertInto("webhooks")
    .values({ id: w.id, user_id: w.userId, url: w.url, events: JSON.stringify(w.events), secret: w.secret, created_at: w.createdAt })
    .execute();
}

const toWebhook = (r: { id: string; url: string; events: string; created_at: Date | string }) => ({
  id: r.id,
  url: r.url,
  events: JSON.parse(r.events) as WebhookEvent[],
  created_at: toIsoRequired(r.created_at),
});

/** The user's webhooks, newest first: never the secret. */
export async function webhooksOf(db: Kysely<Database>, userId: string) {
  const rows = await db.selectFrom("webhooks").select(["id", "url", "events", "created_at"]).where("user_id", "=", userId).execute();
  return rows.map(toWebhook).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The user's webhook with this id (never anyone else's). */
export async function findOwnWebhook(db: Kysely<Database>, userId: string, id: string) {
  const row = await db
    .selectFrom("webhooks")
    .select(["id", "url", "events", "created_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && toWebhook(row);
}

export async function deleteOwnWebhook(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom("webhooks").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

const deliveryColumns = ["id", "event", "status", "status_code", "attempts", "created_at", "last_attempt_at", "next_attempt_at"] as const;

type DeliveryRow = {
  id: string;
  event: string;
  status: string;
  status_code: number | null;
  attempts: number;
  created_at: Date | string;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string | null;
};

export function toDelivery(r: DeliveryRow) {
  return {
    id: r.id,
    event: r.event as WebhookEvent,
    status: r.status as DeliveryStatus,
    status_code: r.status_code === null ? null : Number(r.status_code),
    attempts: Number(r.attempts),
    created_at: toIsoRequired(r.created_at),
    last_attempt_at: toIso(r.last_attempt_at),
    next_attempt_at: r.status === "pending" ? toIso(r.next_attempt_at) : null,
  };
}

/** The webhook's latest deliveries, newest first. */
export async function deliveriesOf(db: Kysely<Database>, webhookId: string) {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .select(deliveryColumns)
    .where("webhook_id", "=", webhookId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DELIVERY_LOG_SIZE)
    .execute();
  return rows.map(toDelivery);
}

export async function findDelivery(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom("webhook_deliveries").select(deliveryColumns).where("id", "=", id).executeTakeFirst();
  return row && toDelivery(row);
}
