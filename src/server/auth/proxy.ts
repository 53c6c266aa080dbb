/**
 * Sign-in behind an authenticating proxy (issue 31, decision 049): with AUTH_PROXY_HEADER set
 * (e.g. Remote-User), POST /api/auth/proxy answers as a login for the user that header names,
 * but only when the request's immediate peer is a proxy TRUST_PROXY trusts; from anyone else the
 * header is ignored (401), whatever X-Forwarded-For says. The account is the one with that
 * username, created when the sign-up mode allows it. The login page calls it when GET /api/site
 * says `authProxy`, so the browser stores its token exactly as after a password login.
 */
import type { FastifyRequest } from "fastify";
import { recordSecurityEvent } from "../db/security-events.js";
import { isUniqueViolation } from "../db/errors.js";
import type { AppDeps } from "../deps.js";
import { AppError, MESSAGES, badRequest, forbidden, notFound } from "../errors.js";
import { trustsPeer } from "../http/trust-proxy.js";
import { createExternalAccount } from "./external.js";
import { findUserForLogin, touchLastSeen } from "./queries.js";
import { createSession, normalizeUsername, validateUsername } from "./service.js";

export const PROXY_MESSAGES = {
  notConfigured: "Sign-in through a proxy is not set up on this server",
  noUser: "The proxy in front of this server did not sign you in",
  badUser: "The proxy's user name cannot be a username here: use 3–30 letters, digits, - or _",
} as const;

/** The header's name, lower case; 404 when AUTH_PROXY_HEADER is not set. */
export function proxySignInConfigured(deps: AppDeps): string {
  const header = deps.config.authProxyHeader;
  if (!header) throw notFound(PROXY_MESSAGES.notConfigured);
  return header;
}

export async function signInThroughProxy(deps: AppDeps, req: FastifyRequest, invite: string | undefined) {
  const header = proxySignInConfigured(deps);
  const raw = req.headers[header];
  // Only the proxy's word counts: from any other peer the header is not read at all.
  if (!trustsPeer(deps.config.trustProxy, req.socket.remoteAddress) || typeof raw !== "string" || !raw.trim()) {
    throw new AppError("UNAUTHORIZED", PROXY_MESSAGES.noUser);
  }
  const username = normalizeUsername(raw);
  try {
    validateUsername(username);
  } catch {
    throw badRequest(PROXY_MESSAGES.badUser);
  }
  let user = await findUserForLogin(deps.db.db, username);
  if (!user) {
    try {
      const created = await createExternalAccount(deps, { exactName: username, invite, how: "proxy", clientIp: req.ip });
      user = { ...created, password_hash: "", disabled: false };
    } catch (err) {
      // Two first requests at once: the other made it.
      if (!isUniqueViolation(err)) throw err;
      user = await findUserForLogin(deps.db.db, username);
      if (!user) throw err;
    }
  }
  if (user.disabled) throw forbidden(MESSAGES.accountDisabled);
  const token = await createSession(deps, user.id, req.headers["user-agent"]);
  const now = deps.now();
  await touchLastSeen(deps.db.db, user.id, now.toISOString());
  await recordSecurityEvent(deps.db.db, deps.newId(), now, {
    kind: "sign_in",
    username: user.username,
    userId: user.id,
    clientIp: req.ip,
    detail: "proxy",
  });
  return { username: user.username, token };
}
