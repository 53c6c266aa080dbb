/**
 * E-mail (issue 32, decision 060): a user's address, confirmed by a link mailed to it, and
 * "Forgot password?", which mails the existing one-time reset link (auth/reset-link.ts) to the
 * account with that confirmed address. Every function needs mail set up (404 otherwise); the
 * account ones act on the signed-in user's own row only.
 */
import { EMAIL_CONFIRM_HOURS, FORGOT_ANSWER, UNSUBSCRIBED_TEXT } from "../../core/mail-limits.js";
import { newResetLink } from "../auth/reset-link.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { isUniqueViolation } from "../db/errors.js";
import { recordSecurityEvent } from "../db/security-events.js";
import {
  accountByConfirmedEmail,
  confirmEmail as confirmRow,
  deleteEmail,
  emailOf,
  putPendingEmail,
  setWeeklySummary as setSummaryRow,
  unsubscribeByLink,
  unsubscribeLinkExists,
} from "../db/user-emails.js";
import type { AppDeps, CurrentUser } from "../deps.js";
import { AppError, badRequest, conflict, notFound } from "../errors.js";
import { type MailCounters, limitConfirmations, limitForgot, limitUnsubscribes } from "./limits.js";
import { confirmationMail, resetMail } from "./messages.js";
import { requireMail, sendMail } from "./transport.js";

export const EMAIL_TEXT = {
  linkInvalid: "This confirmation link is invalid or has expired: add the address again for a new one",
  addressTaken: "This address is confirmed for another account",
  notSent: "The e-mail could not be sent. Try again later.",
  noAddress: "Add an e-mail address first",
  unsubscribeInvalid: "This unsubscribe link is invalid or has expired: turn the weekly summary off in Settings",
} as const;

/** The page a confirmation link opens; the token rides in the fragment, which no request carries. */
export const CONFIRM_PATH = "/confirm-email";

export async function getEmail(deps: AppDeps, user: CurrentUser) {
  requireMail(deps.config);
  return { email: await emailOf(deps.db.db, user.id) };
}

export async function setEmail(deps: AppDeps, user: CurrentUser, counters: MailCounters, address: string) {
  const { linkOrigin } = requireMail(deps.config);
  await limitConfirmations(counters, user.id);
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CONFIRM_HOURS * 60 * 60 * 1000).toISOString();
  await putPendingEmail(deps.db.db, deps.db.engine, {
    userId: user.id,
    address,
    tokenHash: hashToken(token),
    expiresAt,
    now: now.toISOString(),
  });
  const url = `${linkOrigin}${CONFIRM_PATH}#token=${encodeURIComponent(token)}`;
  try {
    await sendMail(deps, confirmationMail(address, user.username, url));
  } catch {
    throw new AppError("UNAVAILABLE", EMAIL_TEXT.notSent);
  }
  return { email: { address, confirmed: false, weekly_summary: false } };
}

/** The weekly summary on or off; 404 when the user has no address to send it to. */
export async function setWeeklySummary(
  deps: AppDeps,
  user: CurrentUser,
  body: { weekly_summary: boolean; time_zone?: string | undefined },
) {
  requireMail(deps.config);
  if (!(await setSummaryRow(deps.db.db, deps.db.engine, user.id, body.weekly_summary, body.time_zone)))
    throw notFound(EMAIL_TEXT.noAddress);
  return { email: await emailOf(deps.db.db, user.id) };
}

export async function removeEmail(deps: AppDeps, user: CurrentUser) {
  requireMail(deps.config);
  await deleteEmail(deps.db.db, user.id);
}

export async function confirmEmail(deps: AppDeps, user: CurrentUser, token: string) {
  requireMail(deps.config);
  try {
    if (!(await confirmRow(deps.db.db, user.id, hashToken(token), deps.now().toISOString()))) throw badRequest(EMAIL_TEXT.linkInvalid);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TEXT.addressTaken);
    throw err;
  }
  return { email: await emailOf(deps.db.db, user.id) };
}

/**
 * POST /api/auth/forgot: counts the request, then answers the same for any address. The lookup
 * and the mail happen in `after`, once the answer is sent, so neither the answer nor its timing
 * says whether an account has the address.
 */
export async function forgotPassword(deps: AppDeps, counters: MailCounters, address: string, clientIp: string) {
  const { linkOrigin } = requireMail(deps.config);
  await limitForgot(counters, clientIp, address);
  const after = async () => {
    const account = await accountByConfirmedEmail(deps.db.db, address);
    if (!account) return;
    const now = deps.now();
    const link = await newResetLink(deps.db.db, account.id, now, linkOrigin);
    const line = { kind: "reset_link_created", username: account.username, userId: account.id, clientIp, detail: "mail" } as const;
    await recordSecurityEvent(deps.db.db, deps.newId(), now, line);
    await sendMail(deps, resetMail(address, account.username, link.url));
  };
  return { answer: { message: FORGOT_ANSWER }, after };
}

/**
 * A summary's unsubscribe link (RFC 8058): the link is the credential, so no sign-in. Counted per
 * client address first; `turnOff` false (GET: a page, a link scanner, a prefetch) only checks the
 * link and changes nothing; true (POST) turns the weekly summary off. 404 for an unknown token.
 */
export async function unsubscribe(deps: AppDeps, counters: MailCounters, token: string, clientIp: string, turnOff: boolean) {
  requireMail(deps.config);
  if (counters.unsubscribesByIp) await limitUnsubscribes(counters.unsubscribesByIp, clientIp);
  const hash = hashToken(token);
  const found = turnOff ? await unsubscribeByLink(deps.db.db, deps.db.engine, hash) : await unsubscribeLinkExists(deps.db.db, hash);
  if (!found) throw notFound(EMAIL_TEXT.unsubscribeInvalid);
  return { message: UNSUBSCRIBED_TEXT };
}
