import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { mailCounters } from "./limits.js";
import * as service from "./service.js";
import { requireMail } from "./transport.js";

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
}
