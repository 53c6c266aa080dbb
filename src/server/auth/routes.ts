import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { oidcStartQuery } from "../../core/route-schemas.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { route } from "../http/contract-route.js";
import { escapeHtml } from "../site/head-html.js";
import { siteOrigin } from "../site/origin.js";
import { readCookie, setShortCookie } from "./cookies.js";
import * as oidc from "./oidc.js";
import { proxySignInConfigured, signInThroughProxy } from "./proxy.js";
import * as service from "./service.js";
import { authenticate, signedInUser } from "./session.js";

/**
 * A refused single sign-on, for the browser the provider sent back: its status and message as a
 * small page with the way back to /login (a JSON body for any other client).
 */
function refuseSignOn(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError) || !(req.headers.accept ?? "").includes("text/html")) throw err;
  if (err.retryAfter !== undefined) void reply.header("retry-after", String(err.retryAfter));
  return reply
    .code(err.status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Sign-in failed · ProgressVault</title></head><body><main><h1>Sign-in failed</h1><p role="alert">${escapeHtml(err.message)}</p>` +
        `<p><a href="/login">Back to the login page</a></p></main></body></html>`,
    );
}

/** Single sign-on's two browser redirects (not JSON: outside the API contract, documented here). */
function registerSignOnRedirects(app: FastifyInstance, deps: AppDeps) {
  app.get(
    "/api/auth/oidc/start",
    {
      schema: {
        tags: ["auth"],
        summary: "Start single sign-on: redirects to the identity provider (OIDC_ISSUER)",
        description:
          "`invite`: an invitation code, redeemed if the sign-on creates the account. Sets a 10-minute HttpOnly state cookie. " +
          "404 when single sign-on is not set up.",
        querystring: oidcStartQuery,
      },
    },
    async (req: FastifyRequest<{ Querystring: { invite?: string } }>, reply) => {
      try {
        const { url, state } = await oidc.startSignOn(deps, siteOrigin(deps.config, req), req.query.invite);
        setShortCookie(req, reply, oidc.STATE_COOKIE, state, oidc.SIGN_ON_SECONDS);
        return reply.header("cache-control", "no-store").redirect(url, 303);
      } catch (err) {
        return refuseSignOn(req, reply, err);
      }
    },
  );

  app.get(
    oidc.CALLBACK_PATH,
    {
      schema: {
        tags: ["auth"],
        summary: "Where the identity provider sends the browser back (register this path on PUBLIC_URL as the redirect URI)",
        description:
          "Checks state (against the cookie), PKCE and nonce, finds or creates the account, then redirects to /login?sso=done " +
          "with a 2-minute HttpOnly hand-off cookie (see POST /api/auth/oidc/exchange). A wrong or replayed state: 400.",
      },
    },
    async (req, reply) => {
      const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : "";
      try {
        oidc.settings(deps);
        // The state cookie has done its work, whatever comes next.
        setShortCookie(req, reply, oidc.STATE_COOKIE, "", 0);
        const { handoff } = await oidc.finishSignOn(deps, {
          query,
          cookieState: readCookie(req, oidc.STATE_COOKIE),
          origin: siteOrigin(deps.config, req),
          clientIp: req.ip,
        });
        setShortCookie(req, reply, oidc.HANDOFF_COOKIE, handoff, oidc.HANDOFF_SECONDS);
        return reply.header("cache-control", "no-store").redirect("/login?sso=done", 303);
      } catch (err) {
        return refuseSignOn(req, reply, err);
      }
    },
  );
}

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /auth/signup", { handler: async (req) => service.signup(deps, req.body, req.ip, req.headers["user-agent"]) });

  route(app, "POST /auth/login", { handler: async (req) => service.login(deps, req.body, req.ip, req.headers["user-agent"]) });

  registerSignOnRedirects(app, deps);

  route(app, "POST /auth/oidc/exchange", {
    handler: async (req, reply) => {
      oidc.settings(deps);
      const code = readCookie(req, oidc.HANDOFF_COOKIE);
      setShortCookie(req, reply, oidc.HANDOFF_COOKIE, "", 0);
      return oidc.exchangeHandoff(deps, code, req.ip, req.headers["user-agent"]);
    },
  });

  route(app, "POST /auth/proxy", {
    // Not set up: 404 before the body is read, for everyone.
    onRequest: async () => proxySignInConfigured(deps),
    handler: async (req) => signInThroughProxy(deps, req, req.body.invite),
  });

  route(app, "GET /auth/sign-ins", { onRequest: auth, handler: async (req) => service.recentSignIns(deps, signedInUser(req)) });

  route(app, "POST /auth/reset", {
    handler: async (req) => {
      await service.resetPassword(deps, req.body, req.ip);
      return null;
    },
  });

  route(app, "POST /auth/logout", {
    onRequest: auth,
    handler: async (req) => {
      await service.logout(deps, signedInUser(req));
      return null;
    },
  });

  route(app, "GET /auth/sessions", { onRequest: auth, handler: async (req) => service.listSessions(deps, signedInUser(req)) });

  route(app, "DELETE /auth/sessions/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.endSession(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  route(app, "GET /auth/me", { onRequest: auth, handler: async (req) => service.me(deps, signedInUser(req)) });
}
