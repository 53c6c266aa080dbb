/**
 * The security log (issue 31, decision 049): sign-ins, failed sign-ins, resets, role and account
 * changes and invitations, with their time, username and client address. Written by auth and
 * admin alike, read by the admin (GET /api/admin/events) and by each user for their own sign-ins
 * (GET /api/auth/sign-ins). Kept 90 days: pruned by the hourly sweep (main.ts), in bounded
 * batches, never on a request.
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";
import { toIsoRequired } from "./values.js";

export const SECURITY_EVENT_KINDS = [
  "sign_in",
  "sign_in_failed",
  "sign_up",
  "password_reset",
  "reset_link_created",
  "role_changed",
  "account_disabled",
  "account_enabled",
  "account_deleted",
  "invite_created",
  "invite_revoked",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How long a line is kept. */
export const SECURITY_LOG_DAYS = 90;
/** Lines one prune statement deletes at most: a big backlog goes over several sweeps. */
const PRUNE_BATCH = 5000;

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account the line is about (for a failed sign-in: the name typed). */
  username: string | null;
  userId?: string | null;
  /** Who did it when not the account itself (an admin's username). */
  actor?: string | null;
  clientIp?: string | null;
  /** How (password, sso, proxy), or what changed (the new role). */
  detail?: string | null;
}

export async function recordSecurityEvent(db: Kysely<Database>, id: string, at: Date, e: SecurityEvent) {
  await db
    .insertInto("security_events")
    .values({
      id,
      at: at.toISOString(),
      kind: e.kind,
      username: e.username,
      user_id: e.userId ?? null,
      actor: e.actor ?? null,
      client_ip: e.clientIp ?? null,
      detail: e.detail ?? null,
    })
    .execute();
}

function eventAnswer(r: {
  id: string;
  at: Date | string;
  kind: string;
  username: string | null;
  actor: string | null;
  client_ip: string | null;
  detail: string | null;
}) {
  return {
    id: r.id,
    at: toIsoRequired(r.at),
    kind: r.kind,
    username: r.username,
    actor: r.actor,
    client_ip: r.client_ip,
    detail: r.detail,
  };
}

/** Newest first; `before`: only lines older than that line's (at, id), for the next page. */
export async function listSecurityEvents(db: Kysely<Database>, opts: { limit: number; before?: { at: string; id: string } | undefined }) {
  let q = db.selectFrom("security_events").select(["id", "at", "kind", "username", "actor", "client_ip", "detail"]);
  const before = opts.before;
  if (before) q = q.where((eb) => eb.or([eb("at", "<", before.at), eb.and([eb("at", "=", before.at), eb("id", "<", before.id)])]));
  const rows = await q.orderBy("at", "desc").orderBy("id", "desc").limit(opts.limit).execute();
  return rows.map(eventAnswer);
}

/** The (at, id) of one line, for `before=`; undefined when it is gone. */
export async function securityEventCursor(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom("security_events").select(["at", "id"]).where("id", "=", id).executeTakeFirst();
  return row && { at: toIsoRequired(row.at), id: row.id };
}

/** The user's own recent sign-ins (successful and failed), newest first. */
export async function signInsOf(db: Kysely<Database>, userId: string, limit: number) {
  const rows = await db
    .selectFrom("security_events")
    .select(["id", "at", "kind", "username", "actor", "client_ip", "detail"])
    .where("user_id", "=", userId)
    .where("kind", "in", ["sign_in", "sign_in_failed"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(eventAnswer);
}

/** Deletes up to PRUNE_BATCH lines older than 90 days; answers how many went. */
export async function pruneSecurityEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SECURITY_LOG_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const res = await db
    .deleteFrom("security_events")
    .where("id", "in", db.selectFrom("security_events").select("id").where("at", "<", cutoff).limit(PRUNE_BATCH))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
