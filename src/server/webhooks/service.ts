/**
 * Webhooks (issue 32): create (the signing secret shown once), list (no secrets), delete, send a
 * test delivery, read the delivery log. Authorization first: a webhook is its creator's alone,
 * and anyone else's id answers 404 as an unknown one does.
 */
import crypto from "node:crypto";
import type { z } from "zod";
import { MAX_PENDING_PER_WEBHOOK, MAX_WEBHOOKS_PER_USER, WEBHOOK_TEST_EVENT } from "../../core/webhook-limits.js";
import type { createWebhookBody, webhookCreated } from "../../core/webhook-schema.js";
import { lockUser } from "../db/user-lock.js";
import { insertDelivery } from "../db/webhook-outbox.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { checkDestination } from "../outbound/guarded-client.js";
import * as q from "./queries.js";

export const WEBHOOK_TEXT = {
  notFound: "Webhook not found",
  tooMany: `At most ${MAX_WEBHOOKS_PER_USER} webhooks per account: delete one first`,
  queueFull: `This webhook already has ${MAX_PENDING_PER_WEBHOOK} deliveries waiting: try again once its receiver answers`,
} as const;

/** The prefix of every signing secret: it is told from an API token at a glance. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export async function createWebhook(
  deps: AppDeps,
  user: CurrentUser,
  body: z.output<typeof createWebhookBody>,
): Promise<z.output<typeof webhookCreated>> {
  // Authorization: the signed-in user makes a webhook of their own (sign-in hook).
  // The guarded client's own check (https, public addresses, OUTBOUND_ALLOWLIST); it runs again
  // at every delivery, where the checked address is the one connected to.
  const checked = await checkDestination(deps, body.url);
  if ("problem" in checked) throw badRequest(checked.problem.replace(/^endpoint/, "url"));
  const secret = `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
  const created = { id: deps.newId(), url: checked.url.toString(), events: body.events, created_at: deps.now().toISOString() };
  await deps.db.db.transaction().execute(async (trx) => {
    // One user's creates in turn, so two at once cannot both pass the cap.
    await lockUser(trx, deps.db.engine, user.id);
    if ((await q.countWebhooks(trx, user.id)) >= MAX_WEBHOOKS_PER_USER) throw conflict(WEBHOOK_TEXT.tooMany);
    await q.insertWebhook(trx, { ...created, userId: user.id, secret, createdAt: created.created_at });
  });
  return { ...created, secret };
}

export async function listWebhooks(deps: AppDeps, user: CurrentUser) {
  return q.webhooksOf(deps.db.db, user.id);
}

export async function deleteWebhook(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.deleteOwnWebhook(deps.db.db, user.id, id))) throw notFound(WEBHOOK_TEXT.notFound);
}

/** Queues a `webhook.test` delivery, made by the dispatcher like any other; answers it as logged. */
export async function testWebhook(deps: AppDeps, user: CurrentUser, id: string) {
  const hook = await q.findOwnWebhook(deps.db.db, user.id, id);
  if (!hook) throw notFound(WEBHOOK_TEXT.notFound);
  const deliveryId = await insertDelivery(deps.db.db, deps, {
    webhookId: hook.id,
    userId: user.id,
    event: WEBHOOK_TEST_EVENT,
    data: { webhook: { id: hook.id, url: hook.url, events: hook.events } },
    now: deps.now(),
  });
  if (!deliveryId) throw conflict(WEBHOOK_TEXT.queueFull);
  const delivery = await q.findDelivery(deps.db.db, deliveryId);
  if (!delivery) throw notFound(WEBHOOK_TEXT.notFound); // deleted in between
  return delivery;
}

export async function listDeliveries(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.findOwnWebhook(deps.db.db, user.id, id))) throw notFound(WEBHOOK_TEXT.notFound);
  return q.deliveriesOf(deps.db.db, id);
}
