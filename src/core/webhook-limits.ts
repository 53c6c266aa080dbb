/**
 * Webhooks (issue 32): the events a webhook may subscribe to and the limits, without zod, so the
 * browser (Settings → Connections) reads them as the server's schemas do (webhook-schema.ts).
 */
export const WEBHOOK_EVENTS = [
  "checkin.created",
  "checkin.updated",
  "checkin.deleted",
  "goal.created",
  "goal.updated",
  "goal.deleted",
  "goal.completed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of a delivery made by POST /api/webhooks/{id}/test: never subscribed to, always sent. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Webhooks one account may keep. */
export const MAX_WEBHOOKS_PER_USER = 10;
/** Deliveries one webhook may have waiting; events beyond it are dropped (a receiver down for days cannot fill the database). */
export const MAX_PENDING_PER_WEBHOOK = 100;
/** The log GET /api/webhooks/{id}/deliveries answers. */
export const DELIVERY_LOG_SIZE = 50;
export const WEBHOOK_URL_MAX = 2000;

/** Seconds to wait before each retry: about 1 min, 5 min, 30 min, 2 h and 12 h; then failed. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;
/** The first attempt and each retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
