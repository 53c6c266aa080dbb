import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import * as service from "./service.js";

export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /webhooks", {
    onRequest: auth,
    handler: async (req, reply) => {
      void reply.header("cache-control", "no-store");
      return service.createWebhook(deps, signedInUser(req), req.body);
    },
  });

  route(app, "GET /webhooks", { onRequest: auth, handler: async (req) => service.listWebhooks(deps, signedInUser(req)) });

  route(app, "DELETE /webhooks/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteWebhook(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  route(app, "POST /webhooks/{id}/test", {
    onRequest: auth,
    handler: async (req) => service.testWebhook(deps, signedInUser(req), req.params.id),
  });

  route(app, "GET /webhooks/{id}/deliveries", {
    onRequest: auth,
    handler: async (req) => service.listDeliveries(deps, signedInUser(req), req.params.id),
  });
}
