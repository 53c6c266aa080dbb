/**
 * The admin's side of a self-hosted server (issue 31, decision 045): accounts, invitations and
 * password-set links. Every function that an admin calls checks the role first (requireAdmin);
 * createAccountFromShell is the shell's (`npm run user -- add NAME`), which needs no account.
 */
import { randomBytes } from "node:crypto";
import type { Role } from "../../core/admin-schema.js";
import { INVITE_DAYS_DEFAULT } from "../../core/constants.js";
import { SECURITY_EVENTS_PAGE } from "../../core/route-schemas.js";
import { hashPassword } from "../auth/password.js";
import { normalizeUsername, validateUsername } from "../auth/service.js";
import { newResetLink } from "../auth/reset-link.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { deleteAccountData, deleteSessionsOf, hasAnyUser, insertUser } from "../db/accounts.js";
import { isUniqueViolation } from "../db/errors.js";
import { listSecurityEvents, recordSecurityEvent, securityEventCursor } from "../db/security-events.js";
import { boolParam } from "../db/values.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { MESSAGES, conflict, notFound } from "../errors.js";
import * as q from "./queries.js";
import { requireAdmin } from "./require-admin.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listUsers(deps: AppDeps, admin: CurrentUser) {
  await requireAdmin(deps, admin);
  return q.listAccounts(deps.db.db);
}

async function accountOf(deps: Pick<AppDeps, "db">, username: string) {
  const account = await q.findAccount(deps.db.db, normalizeUsername(username));
  if (!account) throw notFound(MESSAGES.userNotFound);
  return account;
}

/**
 * Changes the role or the disabled flag. After the change at least one enabled admin must be
 * left, checked inside the transaction with the admin rows locked (queries.lockAdmins), else
 * nothing changes (409). Disabling ends the account's sessions in the same transaction.
 */
export async function updateUser(
  deps: AppDeps,
  admin: CurrentUser,
  username: string,
  change: { role?: Role | undefined; disabled?: boolean | undefined },
  clientIp?: string,
) {
  await requireAdmin(deps, admin);
  const account = await accountOf(deps, username);
  const { db, engine } = deps.db;
  await db.transaction().execute(async (trx) => {
    await q.lockAdmins(trx, engine);
    await q.updateAccount(trx, account.id, {
      role: change.role,
      disabled: change.disabled === undefined ? undefined : boolParam(engine, change.disabled),
    });
    if ((await q.countEnabledAdmins(trx)) === 0) throw conflict(MESSAGES.lastAdmin);
    if (change.disabled) await deleteSessionsOf(trx, account.id);
    const line = { username: account.username, userId: account.id, actor: admin.username, clientIp };
    if (change.role !== undefined && change.role !== account.role) {
      await recordSecurityEvent(trx, deps.newId(), deps.now(), { ...line, kind: "role_changed", detail: change.role });
    }
    if (change.disabled !== undefined && change.disabled !== account.disabled) {
      await recordSecurityEvent(trx, deps.newId(), deps.now(), { ...line, kind: change.disabled ? "account_disabled" : "account_enabled" });
    }
  });
  const { id: _id, ...changed } = await accountOf(deps, account.username);
  return changed;
}

/** Deletes the account and everything of it, as its own deletion does; never the last admin. */
export async function deleteUser(deps: AppDeps, admin: CurrentUser, username: string, clientIp?: string) {
  await requireAdmin(deps, admin);
  const account = await accountOf(deps, username);
  const { db, engine } = deps.db;
  await db.transaction().execute(async (trx) => {
    await q.lockAdmins(trx, engine);
    await deleteAccountData(trx, engine, account.id);
    if ((await q.countEnabledAdmins(trx)) === 0) throw conflict(MESSAGES.lastAdmin);
    await recordSecurityEvent(trx, deps.newId(), deps.now(), {
      kind: "account_deleted",
      username: account.username,
      actor: admin.username,
      clientIp,
    });
  });
}

export async function createResetLink(deps: AppDeps, admin: CurrentUser, username: string, origin: string, clientIp?: string) {
  await requireAdmin(deps, admin);
  const account = await accountOf(deps, username);
  return recordedResetLink(deps, account, origin, { actor: admin.username, clientIp });
}

/** A reset link for the account, made and put in the security log in one transaction. */
function recordedResetLink(
  deps: Pick<AppDeps, "db" | "now" | "newId">,
  account: { id: string; username: string },
  origin: string,
  by: { actor?: string; clientIp?: string | undefined },
) {
  return deps.db.db.transaction().execute(async (trx) => {
    const link = await newResetLink(trx, account.id, deps.now(), origin);
    await recordSecurityEvent(trx, deps.newId(), deps.now(), {
      kind: "reset_link_created",
      username: account.username,
      userId: account.id,
      ...by,
    });
    return link;
  });
}

export async function createInvite(
  deps: AppDeps,
  admin: CurrentUser,
  body: { expires_in_days?: number | undefined },
  origin: string,
  clientIp?: string,
) {
  await requireAdmin(deps, admin);
  const code = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + (body.expires_in_days ?? INVITE_DAYS_DEFAULT) * DAY_MS).toISOString();
  const id = deps.newId();
  await deps.db.db.transaction().execute(async (trx) => {
    await q.insertInvite(trx, { id, codeHash: hashToken(code), createdBy: admin.id, createdAt: now.toISOString(), expiresAt });
    await recordSecurityEvent(trx, deps.newId(), now, {
      kind: "invite_created",
      username: null,
      actor: admin.username,
      clientIp,
      detail: id,
    });
  });
  return { code, url: `${origin}/signup?invite=${encodeURIComponent(code)}`, expires_at: expiresAt };
}

export async function listInvites(deps: AppDeps, admin: CurrentUser) {
  await requireAdmin(deps, admin);
  return q.listPendingInvites(deps.db.db, deps.now().toISOString());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Revokes an invitation named by its code (as created) or its id (as listed: the code is not kept). */
export async function revokeInvite(deps: AppDeps, admin: CurrentUser, code: string, clientIp?: string) {
  await requireAdmin(deps, admin);
  await deps.db.db.transaction().execute(async (trx) => {
    const deleted = await q.deleteInvite(trx, { codeHash: hashToken(code), id: UUID.test(code) ? code.toLowerCase() : undefined });
    if (!deleted) throw notFound(MESSAGES.inviteNotFound);
    await recordSecurityEvent(trx, deps.newId(), deps.now(), { kind: "invite_revoked", username: null, actor: admin.username, clientIp });
  });
}

/**
 * GET /api/admin/events: a page of the security log, newest first. `before` is the id of the
 * last line of the previous page (its `next_before`); a line pruned meanwhile starts over.
 */
export async function listEvents(deps: AppDeps, admin: CurrentUser, query: { limit?: number | undefined; before?: string | undefined }) {
  await requireAdmin(deps, admin);
  const limit = query.limit ?? SECURITY_EVENTS_PAGE;
  const before = query.before ? await securityEventCursor(deps.db.db, query.before) : undefined;
  const events = await listSecurityEvents(deps.db.db, { limit: limit + 1, before });
  const page = events.slice(0, limit);
  return { events: page, next_before: events.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * `npm run user -- add NAME`: an account with a random password nobody knows, and the one-time
 * link that sets it. The first account of a server is its admin, as with a sign-up.
 */
export async function createAccountFromShell(deps: Pick<AppDeps, "db" | "now" | "newId">, rawUsername: string, origin: string) {
  const username = normalizeUsername(rawUsername);
  validateUsername(username);
  const id = deps.newId();
  const now = deps.now();
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  let role: Role = "member";
  try {
    await deps.db.db.transaction().execute(async (trx) => {
      role = (await hasAnyUser(trx)) ? "member" : "admin";
      await insertUser(trx, { id, username, passwordHash, why: "", createdAt: now.toISOString(), lastSeenAt: null, role });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.usernameTaken);
    throw err;
  }
  const link = await newResetLink(deps.db.db, id, now, origin);
  return { username, role, ...link };
}

/**
 * The shell's reset link (`npm run user -- reset NAME`): for an admin who forgot their own
 * password on a server that sends no e-mail, where no other admin can make one. Recorded as the
 * admin page's links are, with no actor (the shell has no account).
 */
export async function resetLinkFromShell(deps: Pick<AppDeps, "db" | "now" | "newId">, rawUsername: string, origin: string) {
  const account = await accountOf(deps, rawUsername);
  return { username: account.username, ...(await recordedResetLink(deps, account, origin, {})) };
}
