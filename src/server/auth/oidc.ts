/**
 * Single sign-on through an OpenID Connect provider (issue 31, decision 049): authorization
 * code with PKCE, state and nonce, every check by openid-client.
 *
 *   GET  /api/auth/oidc/start     keeps the PKCE verifier, nonce and any invitation server-side
 *                                 (oidc_logins, by the state's hash) and the state in a short
 *                                 HttpOnly cookie, then sends the browser to the provider;
 *   GET  /api/auth/oidc/callback  takes that sign-on once (state from the cookie = state sent
 *                                 back), trades the code, finds the account by (issuer, subject)
 *                                 or admits a new one, and sends the browser to /login?sso=done
 *                                 with a one-time hand-off code in a short HttpOnly cookie;
 *   POST /api/auth/oidc/exchange  trades that code for a sign-in token, answered like a login.
 *
 * No token or code of ours travels in a URL; the provider's own code does, as the protocol has it.
 */
import * as client from "openid-client";
import type { AppDeps } from "../deps.js";
import { AppError, MESSAGES, badRequest, forbidden, notFound } from "../errors.js";
import { recordSecurityEvent } from "../db/security-events.js";
import { createExternalAccount } from "./external.js";
import * as q from "./oidc-queries.js";
import { touchLastSeen } from "./queries.js";
import { createSession } from "./service.js";
import { hashToken, newToken } from "./tokens.js";

export const STATE_COOKIE = "pv_oidc_state";
export const HANDOFF_COOKIE = "pv_oidc_handoff";
/** How long a sign-on may take at the provider. */
export const SIGN_ON_SECONDS = 10 * 60;
/** How long the browser has to trade the hand-off code. */
export const HANDOFF_SECONDS = 2 * 60;
export const CALLBACK_PATH = "/api/auth/oidc/callback";

export const OIDC_MESSAGES = {
  notConfigured: "Single sign-on is not set up on this server",
  unreachable: "The identity provider cannot be reached right now. Try again in a moment.",
  staleSignOn: "This sign-in was not started here or took too long. Start it again from the login page.",
  refused: "The identity provider did not confirm this sign-in. Start it again from the login page.",
  handoffInvalid: "This sign-in has expired. Start it again from the login page.",
} as const;

type OidcSettings = NonNullable<AppDeps["config"]["oidc"]>;

/** The provider's discovery document, fetched once per process (again after a failure). */
const discovered = new WeakMap<OidcSettings, Promise<client.Configuration>>();

/** The OIDC settings; 404 when single sign-on is not set up (then no route of it sets a cookie). */
export function settings(deps: AppDeps): OidcSettings {
  const oidc = deps.config.oidc;
  if (!oidc) throw notFound(OIDC_MESSAGES.notConfigured);
  return oidc;
}

/**
 * Plain http is refused by openid-client, rightly; an issuer whose origin the operator listed in
 * OUTBOUND_ALLOWLIST (a provider on the same host or network, the tests' loopback one) may use it.
 */
function allowsHttp(deps: AppDeps, issuer: URL): boolean {
  return issuer.protocol === "http:" && deps.config.outbound.allowlist.includes(issuer.origin);
}

async function providerConfig(deps: AppDeps): Promise<client.Configuration> {
  const oidc = settings(deps);
  let config = discovered.get(oidc);
  if (!config) {
    const issuer = new URL(oidc.issuer);
    config = client.discovery(
      issuer,
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      allowsHttp(deps, issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(oidc, config);
  }
  try {
    return await config;
  } catch {
    discovered.delete(oidc);
    throw new AppError("UNAVAILABLE", OIDC_MESSAGES.unreachable, { retryAfter: 5 });
  }
}

/** Starts a sign-on: the provider's authorization URL to send the browser to, and the state for its cookie. */
export async function startSignOn(deps: AppDeps, origin: string, invite: string | undefined) {
  const config = await providerConfig(deps);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await q.insertOidcLogin(deps.db.db, {
    stateHash: hashToken(state),
    codeVerifier,
    nonce,
    invite: invite?.trim() ? invite.trim().slice(0, 200) : null,
    expiresAt: new Date(deps.now().getTime() + SIGN_ON_SECONDS * 1000).toISOString(),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    scope: "openid profile email",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state };
}

/** What the person is called: preferred_username, else their e-mail address (its local part is used). */
function nameOf(claims: Record<string, unknown> | undefined): string | undefined {
  if (typeof claims?.preferred_username === "string") return claims.preferred_username;
  return typeof claims?.email === "string" ? claims.email : undefined;
}

/**
 * Many providers put the profile only in the UserInfo answer, not in the ID token. Asked only
 * when an account is made; without it the name is "user" (made unique), never a refusal.
 */
async function userInfo(config: client.Configuration, accessToken: string, subject: string) {
  if (!accessToken) return undefined;
  try {
    return await client.fetchUserInfo(config, accessToken, subject);
  } catch {
    return undefined;
  }
}

/** What the provider's answer failed with: its refusal (4xx) or its absence (503). */
function isProviderRefusal(err: unknown): boolean {
  return (
    err instanceof client.ClientError ||
    err instanceof client.ResponseBodyError ||
    err instanceof client.AuthorizationResponseError ||
    err instanceof client.WWWAuthenticateChallengeError
  );
}

/** The provider's code for its ID token (every check openid-client's); its refusal is a 400, logged. */
async function tradeCode(
  deps: AppDeps,
  config: client.Configuration,
  c: { callbackUrl: URL; state: string; started: { codeVerifier: string; nonce: string }; clientIp: string },
) {
  try {
    const tokens = await client.authorizationCodeGrant(config, c.callbackUrl, {
      pkceCodeVerifier: c.started.codeVerifier,
      expectedState: c.state,
      expectedNonce: c.started.nonce,
      idTokenExpected: true,
    });
    return { claims: tokens.claims(), accessToken: tokens.access_token };
  } catch (err) {
    if (!isProviderRefusal(err)) throw new AppError("UNAVAILABLE", OIDC_MESSAGES.unreachable, { retryAfter: 5 });
    await recordSecurityEvent(deps.db.db, deps.newId(), deps.now(), {
      kind: "sign_in_failed",
      username: null,
      clientIp: c.clientIp,
      detail: "sso",
    });
    throw badRequest(OIDC_MESSAGES.refused);
  }
}

/**
 * The provider sent the browser back: `query` is the callback's query string, `cookieState` the
 * state cookie. Answers the one-time hand-off code for the browser's cookie.
 */
export async function finishSignOn(
  deps: AppDeps,
  req: { query: string; cookieState: string | undefined; origin: string; clientIp: string },
): Promise<{ handoff: string }> {
  settings(deps);
  const params = new URLSearchParams(req.query);
  const state = params.get("state");
  // The state sent back must be the one this browser started with, and is used once.
  if (!state || !req.cookieState || state !== req.cookieState) throw badRequest(OIDC_MESSAGES.staleSignOn);
  const started = await q.takeOidcLogin(deps.db.db, hashToken(state), deps.now().toISOString());
  if (!started) throw badRequest(OIDC_MESSAGES.staleSignOn);
  const config = await providerConfig(deps);

  const { claims, accessToken } = await tradeCode(deps, config, {
    callbackUrl: new URL(`${req.origin}${CALLBACK_PATH}?${params.toString()}`),
    state,
    started,
    clientIp: req.clientIp,
  });
  if (!claims?.sub) throw badRequest(OIDC_MESSAGES.refused);
  const issuer = claims.iss;
  const subject = claims.sub;

  let user = await q.findIdentityUser(deps.db.db, issuer, subject);
  if (!user) {
    const hint = nameOf(claims) ?? nameOf(await userInfo(config, accessToken, subject));
    const created = await createExternalAccount(deps, {
      nameHint: hint,
      invite: started.invite,
      how: "sso",
      clientIp: req.clientIp,
      link: (trx, userId) => q.insertIdentity(trx, { issuer, subject, userId, createdAt: deps.now().toISOString() }),
    });
    user = { ...created, disabled: false };
  }
  if (user.disabled) throw forbidden(MESSAGES.accountDisabled);

  const handoff = newToken();
  await q.insertHandoff(deps.db.db, {
    codeHash: hashToken(handoff),
    userId: user.id,
    expiresAt: new Date(deps.now().getTime() + HANDOFF_SECONDS * 1000).toISOString(),
  });
  return { handoff };
}

/** POST /api/auth/oidc/exchange: the hand-off cookie's code, once, for a sign-in token. */
export async function exchangeHandoff(deps: AppDeps, code: string | undefined, clientIp: string, userAgent: string | undefined) {
  settings(deps);
  if (!code) throw badRequest(OIDC_MESSAGES.handoffInvalid);
  const user = await q.takeHandoff(deps.db.db, hashToken(code), deps.now().toISOString());
  if (!user) throw badRequest(OIDC_MESSAGES.handoffInvalid);
  if (user.disabled) throw forbidden(MESSAGES.accountDisabled);
  const token = await createSession(deps, user.id, userAgent);
  const now = deps.now();
  await touchLastSeen(deps.db.db, user.id, now.toISOString());
  await recordSecurityEvent(deps.db.db, deps.newId(), now, {
    kind: "sign_in",
    username: user.username,
    userId: user.id,
    clientIp,
    detail: "sso",
  });
  return { username: user.username, token };
}
