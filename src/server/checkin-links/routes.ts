import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CHECKINS_PER_LINK_PER_MINUTE } from "../../core/connections-limits.js";
import { checkinSecretParams } from "../../core/connections-schema.js";
import { type Counter, memoryCounter } from "../auth/rate-limit.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { route } from "../http/contract-route.js";
import { errors, typed } from "../http/types.js";
import { IDEMPOTENCY_HEADER, sendIdempotent } from "../idempotency/idempotent.js";
import { siteOrigin } from "../site/origin.js";
import { FORM_KEY_FIELD, checkedInPage, checkinFormPage } from "./page.js";
import * as service from "./service.js";

export const TOO_MANY_CHECKINS = "Too many check-ins with this link. Try again in a minute.";

declare module "../deps.js" {
  interface AppDeps {
    /** Per-link minute counter of check-ins, shared by every server (Redis); in-process when absent. */
    checkinLinkCounter?: Counter;
  }
}

const FORM = "application/x-www-form-urlencoded";
const isForm = (req: FastifyRequest) => (req.headers["content-type"] ?? "").toLowerCase().startsWith(FORM);

/** A reply that drops what is sent to it: the write's answer when a page is answered instead. */
function answerDropped(): FastifyReply {
  const dropped = { code: () => dropped, send: () => dropped };
  return dropped as unknown as FastifyReply;
}

export function registerCheckinLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);
  const perLink = deps.checkinLinkCounter ?? memoryCounter(60_000, () => deps.now().getTime());

  route(app, "POST /goals/{id}/checkin-links", {
    onRequest: auth,
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return service.createLink(deps, signedInUser(req), req.params.id, req.body?.name, siteOrigin(deps.config, req));
    },
  });

  route(app, "GET /goals/{id}/checkin-links", {
    onRequest: auth,
    handler: async (req) => service.listLinks(deps, signedInUser(req), req.params.id),
  });

  route(app, "DELETE /checkin-links/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.revokeLink(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  // The link's own url, in a scope of its own: only here is a browser's form body accepted.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: "string" }, (req, text, done) => {
      const form = new URLSearchParams(text.toString());
      // A form cannot send headers: the page's key comes as a field and is read as the header.
      const key = form.get(FORM_KEY_FIELD);
      if (key && req.headers[IDEMPOTENCY_HEADER] === undefined) req.headers[IDEMPOTENCY_HEADER] = key;
      const amount = form.get("amount");
      done(null, amount === null || amount.trim() === "" ? undefined : { amount: Number(amount) });
    });

    // Not in the API contract: a page. It reads and never writes (no check-in, no "last used").
    typed(scope).get(
      "/api/checkin/:secret",
      {
        schema: {
          tags: ["checkin-links"],
          summary: "The check-in link's page: the goal and one button (a form POST to the same url); never logs by itself",
          params: checkinSecretParams,
          response: { 200: z.string(), ...errors(404) },
        },
      },
      async (req, reply) => {
        // An unknown or revoked link: 404 as JSON, like every other /api error.
        const link = await service.requireLink(deps, req.params.secret);
        return reply
          .header("cache-control", "no-store")
          .header("x-robots-tag", "noindex")
          .type("text/html; charset=utf-8")
          .send(checkinFormPage({ title: link.title, kind: link.habit.kind, unit: link.habit.unit }));
      },
    );

    route(scope, "POST /checkin/{secret}", {
      handler: async (req, reply) => {
        const link = await service.requireLink(deps, req.params.secret);
        // Counted before it is read: racing requests can only be refused too early.
        await perLink.increment(link.id);
        const { count, resetInMs } = await perLink.get(link.id);
        if (count > CHECKINS_PER_LINK_PER_MINUTE) {
          throw new AppError("RATE_LIMITED", TOO_MANY_CHECKINS, { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
        }
        void reply.header("cache-control", "no-store");
        const write = {
          status: 201,
          run: (id: string) => service.checkIn(deps, link, req.body?.amount, id),
          recover: (id: string) => service.findCheckIn(deps, link, id),
        };
        if (!isForm(req)) return sendIdempotent(deps, req, reply, link.user, write);
        // The page's button: the same write, answered with a page instead of the entry.
        await sendIdempotent(deps, req, answerDropped(), link.user, write);
        return reply.code(201).type("text/html; charset=utf-8").send(checkedInPage(link.title));
      },
    });
  });
}
