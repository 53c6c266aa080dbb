import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { unsubscribeQuery } from "../../core/mail-schema.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { errors, typed } from "../http/types.js";
import { escapeHtml } from "../site/head-html.js";
import { plainPage } from "../site/plain-page.js";
import { mailCounters } from "./limits.js";
import * as service from "./service.js";
import { requireMail } from "./transport.js";

/** A browser's form asks for a page back; a mail client's one-click POST gets JSON. */
const wantsPage = (req: FastifyRequest) => (req.headers.accept ?? "").includes("text/html");

const UNSUBSCRIBE_FORM_PAGE = plainPage(
  "Unsubscribe",
  `<h1>Stop the weekly summary?</h1>
<p>This turns off the weekly summary e-mail of your ProgressVault account.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><p><button type="submit">Unsubscribe</button></p></form>`,
);

export function registerMailRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);
  const counters = mailCounters(deps);

  route(app, "GET /account/email", { onRequest: auth, handler: async (req) => service.getEmail(deps, signedInUser(req)) });

  route(app, "PUT /account/email", {
    onRequest: auth,
    handler: async (req) => service.setEmail(deps, signedInUser(req), counters, req.body.address),
  });

  route(app, "PATCH /account/email", {
    onRequest: auth,
    handler: async (req) => service.setWeeklySummary(deps, signedInUser(req), req.body),
  });

  route(app, "DELETE /account/email", {
    onRequest: auth,
    handler: async (req) => {
      await service.removeEmail(deps, signedInUser(req));
      return null;
    },
  });

  route(app, "POST /account/email/confirm", {
    onRequest: auth,
    handler: async (req) => service.confirmEmail(deps, signedInUser(req), req.body.token),
  });

  route(app, "POST /auth/forgot", {
    // Not set up: 404 before the body is read, for everyone.
    onRequest: async () => void requireMail(deps.config),
    handler: async (req, reply) => {
      const { answer, after } = await service.forgotPassword(deps, counters, req.body.email, req.ip);
      // Sent once the answer is out: a failure is the server's to log, never the asker's to see.
      reply.raw.once("finish", () => void after().catch((err: unknown) => req.log.error({ err }, "forgot-password mail failed")));
      return answer;
    },
  });

  // A summary's unsubscribe link, in a scope of its own: only here are form bodies accepted (and ignored).
  void app.register(async (scope) => {
    const ignoreBody = (_req: unknown, _body: unknown, done: (err: null, body: undefined) => void) => done(null, undefined);
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, ignoreBody);
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string" }, ignoreBody);

    // Not in the API contract: a page. It reads and never writes (mail scanners open every link).
    typed(scope).get(
      "/api/mail/unsubscribe",
      {
        schema: {
          tags: ["account"],
          summary: "A summary's unsubscribe link as a page: one button that POSTs to the same url; never changes anything by itself",
          querystring: unsubscribeQuery,
          response: { 200: z.string(), ...errors(400, 404, 429) },
        },
      },
      async (req, reply) => {
        await service.unsubscribe(deps, counters, req.query.token, req.ip, false);
        return reply
          .header("cache-control", "no-store")
          .header("x-robots-tag", "noindex")
          .header("referrer-policy", "no-referrer")
          .type("text/html; charset=utf-8")
          .send(UNSUBSCRIBE_FORM_PAGE);
      },
    );

    route(scope, "POST /mail/unsubscribe", {
      handler: async (req, reply) => {
        const answer = await service.unsubscribe(deps, counters, req.query.token, req.ip, true);
        void reply.header("cache-control", "no-store");
        if (!wantsPage(req)) return answer;
        return reply
          .type("text/html; charset=utf-8")
          .send(plainPage("Unsubscribed", `<h1>Unsubscribed</h1>\n<p role="status">${escapeHtml(answer.message)}</p>`));
      },
    });
  });
}
