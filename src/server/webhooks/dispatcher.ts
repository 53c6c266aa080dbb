/**
 * Makes webhook deliveries off the request path (issue 32, decision 056). Every server process
 * runs it; each tick claims due deliveries with a lease (`claimed_until`) — on PostgreSQL under
 * FOR UPDATE SKIP LOCKED, so two processes never claim the same row; SQLite has one process — and
 * makes them. A delivery's outcome ends its lease: delivered, retried later, or failed.
 */
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "../../core/webhook-limits.js";
import type { AppDeps } from "../deps.js";
import { sendDelivery } from "./send.js";

/** Deliveries made per tick and per user per tick: one user's backlog cannot fill a tick. */
const PER_TICK = 16;
const PER_USER_PER_TICK = 4;
/** Longer than an attempt can take (send.ts's timeout): a lease outlives it unless the process died. */
const LEASE_MS = 60_000;

/** When the attempt after `attempts` failed ones is due; undefined when none is left. */
export function nextAttemptAt(attempts: number, now: Date, scale: number): Date | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay * 1000 * scale);
}

/** Claims and makes the due deliveries; answers how many were attempted. */
export async function runDueDeliveries(deps: AppDeps): Promise<number> {
  const claimed = await claimDue(deps);
  await Promise.all(claimed.map((d) => attempt(deps, d)));
  return claimed.length;
}

async function claimDue(deps: AppDeps) {
  const nowIso = deps.now().toISOString();
  const leaseIso = new Date(deps.now().getTime() + LEASE_MS).toISOString();
  const pg = deps.db.engine === "postgres";
  return deps.db.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("webhook_deliveries")
      .select(["id", "user_id"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowIso)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(PER_TICK * 8)
      .$call((qb) => (pg ? qb.forUpdate().skipLocked() : qb))
      .execute();
    const perUser = new Map<string, number>();
    const ids: string[] = [];
    for (const d of due) {
      const n = perUser.get(d.user_id) ?? 0;
      if (n >= PER_USER_PER_TICK || ids.length >= PER_TICK) continue;
      perUser.set(d.user_id, n + 1);
      ids.push(d.id);
    }
    if (ids.length === 0) return [];
    await trx.updateTable("webhook_deliveries").set({ claimed_until: leaseIso }).where("id", "in", ids).execute();
    return trx
      .selectFrom("webhook_deliveries")
      .innerJoin("webhooks", "webhooks.id", "webhook_deliveries.webhook_id")
      .select([
        "webhook_deliveries.id as id",
        "webhook_deliveries.event as event",
        "webhook_deliveries.payload as payload",
        "webhook_deliveries.attempts as attempts",
        "webhooks.url as url",
        "webhooks.secret as secret",
      ])
      .where("webhook_deliveries.id", "in", ids)
      .execute();
  });
}

async function attempt(deps: AppDeps, d: { id: string; event: string; payload: string; attempts: number; url: string; secret: string }) {
  const status = await sendDelivery(deps, { deliveryId: d.id, event: d.event, payload: d.payload, url: d.url, secret: d.secret });
  const now = deps.now();
  const attempts = Number(d.attempts) + 1;
  const ok = status !== null && status >= 200 && status < 300;
  const next = ok ? undefined : nextAttemptAt(attempts, now, deps.config.webhooks.retryScale);
  await deps.db.db
    .updateTable("webhook_deliveries")
    .set({
      status: ok ? "delivered" : next ? "pending" : "failed",
      attempts,
      status_code: status,
      last_attempt_at: now.toISOString(),
      next_attempt_at: next ? next.toISOString() : null,
      claimed_until: null,
    })
    .where("id", "=", d.id)
    .execute();
}

/** Finished deliveries older than this are removed by the hourly sweep (the log shows the last 50). */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60 * 1000;

export async function deleteOldDeliveries(db: AppDeps["db"]["db"], now: Date): Promise<void> {
  await db
    .deleteFrom("webhook_deliveries")
    .where("status", "in", ["delivered", "failed"])
    .where("created_at", "<", new Date(now.getTime() - KEEP_FINISHED_MS).toISOString())
    .execute();
}
