/** Webhooks (issue 32): request and answer shapes, shared by the server's routes and the browser's contract. */
import { z } from "zod";
import { DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, WEBHOOK_URL_MAX } from "./webhook-limits.js";

const EVENTS_ERROR = `events must be a non-empty list of ${WEBHOOK_EVENTS.join(", ")}`;

/** POST /api/webhooks. */
export const createWebhookBody = z.strictObject({
  url: z
    .string({ error: "url must be text" })
    .trim()
    .min(1, { error: "url must be an https URL" })
    .max(WEBHOOK_URL_MAX, { error: `url must be at most ${WEBHOOK_URL_MAX} characters` }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: EVENTS_ERROR }), { error: EVENTS_ERROR })
    .min(1, { error: EVENTS_ERROR })
    .max(WEBHOOK_EVENTS.length, { error: EVENTS_ERROR })
    .transform((events) => [...new Set(events)]),
});

/** A webhook as listed: never its secret. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
});
export const webhookList = z.array(webhookSchema);

/** POST /api/webhooks: the signing secret is shown this once. */
export const webhookCreated = webhookSchema.extend({ secret: z.string() });

/** One delivery in a webhook's log. */
export const webhookDeliverySchema = z.object({
  id: z.string().describe("Also the X-ProgressVault-Delivery header: the same on every attempt"),
  event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  status: z.enum(DELIVERY_STATUSES),
  /** The receiver's answer to the latest attempt; null before the first or when none came (refused, timed out). */
  status_code: z.number().int().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  /** null before the first attempt. */
  last_attempt_at: z.string().nullable(),
  /** The next attempt, while pending. */
  next_attempt_at: z.string().nullable(),
});
export const webhookDeliveryList = z.array(webhookDeliverySchema);
