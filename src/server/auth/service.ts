import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from "../../core/constants.js";
import { newPasswordProblem } from "../../core/password-rules.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError, MESSAGES, badRequest, conflict, forbidden, notFound } from "../errors.js";
import {
  consumeResetToken,
  deleteResetTokensOf,
  deleteSessionsOf,
  findInvite,
  findResetToken,
  hasAnyUser,
  signupModeInForce,
  insertUser,
  redeemInvite,
  setPasswordHash,
} from "../db/accounts.js";
import { isUniqueViolation } from "../db/errors.js";
import { recordSecurityEvent, signInsOf } from "../db/security-events.js";
import { claimAttempt, waitFor } from "./attempts.js";
import { dummyHash, hashPassword, verifyPassword } from "./password.js";
import { sleep, slowDownFor } from "./slow-down.js";
import * as q from "./queries.js";
import { hashToken, newToken } from "./tokens.js";

const reserved = new Set<string>(RESERVED_USERNAMES);

/** Usernames are case-insensitive: stored and compared in lower case. */
export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

export function validateUsername(username: string): void {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(username)) {
    throw badRequest(MESSAGES.usernameInvalid);
  }
  if (reserved.has(username)) throw badRequest(MESSAGES.usernameReserved);
}

export function validateNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw badRequest(problem);
}

/** The browser a sign-in came from, as Settings lists it: its User-Agent, cut to a sane length. */
const USER_AGENT_MAX = 300;

export async function createSession(deps: AppDeps, userId: string, userAgent?: string | undefined): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await q.insertSession(deps.db.db, {
    id: deps.newId(),
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + deps.config.tokenTtlMs).toISOString(),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return token;
}

/**
 * Creates an account. The server's first account is its admin and is allowed whatever
 * SIGNUP_MODE says; after it, closed refuses and invite needs a valid code, used up by this
 * account in the same transaction (a failed sign-up leaves it usable). Open is the spec's sign-up.
 */
export async function signup(
  deps: AppDeps,
  input: { username?: string | undefined; password?: string | undefined; why?: string | undefined; invite?: string | undefined },
  clientIp: string,
  userAgent?: string | undefined,
) {
  // Said before anything is checked or hashed: nothing typed can change the answer.
  const mode = await signupModeInForce(deps.db.db, deps.config.signupMode);
  const gated = mode !== "open";
  if (gated && mode === "closed") throw forbidden(MESSAGES.signupsClosed);
  const inviteHash = gated && input.invite ? hashToken(input.invite) : undefined;
  if (gated && (!inviteHash || !(await findInvite(deps.db.db, inviteHash, deps.now().toISOString())))) {
    throw forbidden(MESSAGES.inviteNeeded);
  }

  if (!input.username?.trim() || !input.password) throw badRequest(MESSAGES.signupMissing);
  const username = normalizeUsername(input.username);
  validateUsername(username);
  validateNewPassword(input.password);

  const ipKey = `signup:${clientIp}`;
  const claim = claimAttempt(deps.counters.signupsByIp, ipKey);
  try {
    const counted = await deps.counters.signupsByIp.get(ipKey);
    const waitMs = waitFor(counted, claim.pending, deps.config.limits.signupsPerIpPerHour, 60 * 60 * 1000);
    if (waitMs > 0) {
      throw new AppError("RATE_LIMITED", MESSAGES.tooManySignups, { retryAfter: Math.ceil(waitMs / 1000) });
    }

    const passwordHash = await hashPassword(input.password);
    const id = deps.newId();
    const nowIso = deps.now().toISOString();
    try {
      await deps.db.db.transaction().execute(async (trx) => {
        const first = !(await hasAnyUser(trx));
        await insertUser(trx, {
          id,
          username,
          passwordHash,
          why: input.why ?? "",
          createdAt: nowIso,
          lastSeenAt: nowIso,
          role: first ? "admin" : "member",
        });
        // Used by this account or not at all: a second sign-up with the code finds it used.
        if (inviteHash && !(await redeemInvite(trx, inviteHash, id, nowIso))) throw forbidden(MESSAGES.inviteNeeded);
        await recordSecurityEvent(trx, deps.newId(), new Date(nowIso), {
          kind: "sign_up",
          username,
          userId: id,
          clientIp,
          detail: "password",
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MESSAGES.usernameTaken);
      throw err;
    }
    await deps.counters.signupsByIp.increment(ipKey);
    const token = await createSession(deps, id, userAgent);
    return { username, token };
  } finally {
    claim.release();
  }
}

/**
 * Signs in. Failed logins are limited per source, never per account alone, so nobody can lock
 * an owner out by guessing wrong with their username:
 *   - per username and client address (LOGIN_MAX_FAILURES_PER_USER): that source gets 429;
 *   - per client address over all usernames (LOGIN_MAX_FAILURES_PER_IP): that address gets 429;
 *   - per username over all addresses (same limit): every attempt waits first (slow-down.ts),
 *     the right password still signs in.
 */
export async function login(
  deps: AppDeps,
  input: { username?: string | undefined; password?: string | undefined },
  clientIp: string,
  userAgent?: string | undefined,
) {
  if (!input.username?.trim() || !input.password) throw badRequest(MESSAGES.loginMissing);
  const username = normalizeUsername(input.username);
  const { limits } = deps.config;
  // One counter holds both the username's total and its per-address counts (distinct keys).
  const { loginFailuresByUser: byUserCounter, loginFailuresByIp: byIpCounter } = deps.counters;
  const userKey = `login:user:${username}`;
  const sourceKey = `login:user-ip:${username}:${clientIp}`;
  const ipKey = `login:ip:${clientIp}`;
  // Claimed before the first await, so parallel guesses count each other (see attempts.ts).
  const userClaim = claimAttempt(byUserCounter, userKey);
  const sourceClaim = claimAttempt(byUserCounter, sourceKey);
  const ipClaim = claimAttempt(byIpCounter, ipKey);
  try {
    const [byUser, bySource, byIp] = await Promise.all([byUserCounter.get(userKey), byUserCounter.get(sourceKey), byIpCounter.get(ipKey)]);
    const waitMs = Math.max(
      waitFor(bySource, sourceClaim.pending, limits.loginFailuresPerUser, limits.loginWindowMs),
      waitFor(byIp, ipClaim.pending, limits.loginFailuresPerIp, limits.loginWindowMs),
    );
    if (waitMs > 0) {
      throw new AppError("RATE_LIMITED", MESSAGES.tooManyLogins(Math.max(1, Math.ceil(waitMs / 60_000))), {
        retryAfter: Math.ceil(waitMs / 1000),
      });
    }
    // Before the check, whatever the password: the wait says nothing about it.
    const delayMs = slowDownFor(byUser.count + userClaim.pending, limits.loginFailuresPerUser);
    if (delayMs > 0) await sleep(delayMs);

    const user = await q.findUserForLogin(deps.db.db, username);
    // Verify against a dummy hash for unknown names so both cases take the same time.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) {
      await Promise.all([
        byUserCounter.increment(userKey),
        byUserCounter.increment(sourceKey),
        byIpCounter.increment(ipKey),
        // The name as typed (normalised), whether or not an account has it.
        recordSecurityEvent(deps.db.db, deps.newId(), deps.now(), {
          kind: "sign_in_failed",
          username: username.slice(0, 100),
          userId: user?.id ?? null,
          clientIp,
          detail: "password",
        }),
      ]);
      throw new AppError("UNAUTHORIZED", MESSAGES.loginInvalid);
    }
    await Promise.all([byUserCounter.reset(userKey), byUserCounter.reset(sourceKey)]);
    // Only once the password is right: a wrong one says nothing about the account's state.
    if (user.disabled) throw forbidden(MESSAGES.accountDisabled);
    const token = await createSession(deps, user.id, userAgent);
    const now = deps.now();
    await q.touchLastSeen(deps.db.db, user.id, now.toISOString());
    await recordSecurityEvent(deps.db.db, deps.newId(), now, {
      kind: "sign_in",
      username: user.username,
      userId: user.id,
      clientIp,
      detail: "password",
    });
    return { username: user.username, token };
  } finally {
    userClaim.release();
    sourceClaim.release();
    ipClaim.release();
  }
}

export async function logout(deps: AppDeps, user: CurrentUser & { tokenHash: string }) {
  await q.deleteSession(deps.db.db, user.tokenHash);
}

/** GET /api/auth/sessions: the signed-in user's own sessions, this one marked `current`. */
export async function listSessions(deps: AppDeps, user: CurrentUser & { tokenHash: string }) {
  return q.sessionsOf(deps.db.db, user.id, user.tokenHash, deps.now().toISOString());
}

/** DELETE /api/auth/sessions/{id}: only the user's own; another user's id is not found. */
export async function endSession(deps: AppDeps, user: CurrentUser, id: string) {
  if (!(await q.deleteOwnSession(deps.db.db, user.id, id))) throw notFound(MESSAGES.sessionNotFound);
}

/** How many of their own sign-ins Settings shows. */
const SIGN_INS_SHOWN = 20;

/** GET /api/auth/sign-ins: the user's own recent sign-ins and failed ones, from the security log. */
export async function recentSignIns(deps: AppDeps, user: CurrentUser) {
  return signInsOf(deps.db.db, user.id, SIGN_INS_SHOWN);
}

export async function me(deps: AppDeps, user: CurrentUser) {
  const profile = await q.findProfile(deps.db.db, user.id);
  if (!profile) throw new AppError("UNAUTHORIZED", MESSAGES.invalidToken);
  return profile;
}

/**
 * Sets a new password with a one-time link's token (admin's reset link or `npm run user -- add`).
 * The token is checked before the password is hashed, so a wrong one costs no scrypt; it works
 * once, a disabled account's link does nothing, and every session of the account ends.
 */
export async function resetPassword(
  deps: AppDeps,
  body: { token?: string | undefined; newPassword?: string | undefined },
  clientIp?: string | undefined,
) {
  if (!body.token) throw badRequest(MESSAGES.resetLinkInvalid);
  if (!body.newPassword) throw badRequest(MESSAGES.resetFieldsMissing);
  validateNewPassword(body.newPassword);
  const tokenHash = hashToken(body.token);
  const found = await findResetToken(deps.db.db, tokenHash, deps.now().toISOString());
  if (!found) throw badRequest(MESSAGES.resetLinkInvalid);
  if (found.disabled) throw forbidden(MESSAGES.accountDisabled);
  const hash = await hashPassword(body.newPassword);
  await deps.db.db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, tokenHash, deps.now().toISOString()))) throw badRequest(MESSAGES.resetLinkInvalid);
    await setPasswordHash(trx, found.userId, hash);
    await deleteResetTokensOf(trx, found.userId);
    await deleteSessionsOf(trx, found.userId);
    await recordSecurityEvent(trx, deps.newId(), deps.now(), {
      kind: "password_reset",
      username: found.username,
      userId: found.userId,
      clientIp,
    });
  });
}
