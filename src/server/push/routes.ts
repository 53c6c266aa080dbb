import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { testRateLimit } from "./limits.js";
import * as service from "./service.js";
import { vapidKeys } from "./vapid.js";

export function registerPushRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);
  const testLimit = testRateLimit(deps);

  route(app, "GET /push/public-key", { handler: async () => ({ key: (await vapidKeys(deps)).publicKey }) });

  route(app, "POST /push/subscriptions", {
    onRequest: auth,
    handler: async (req) => {
      await service.subscribe(deps, signedInUser(req), req.body);
      return { endpoint: req.body.endpoint };
    },
  });

  route(app, "DELETE /push/subscriptions", {
    onRequest: auth,
    handler: async (req) => {
      await service.unsubscribe(deps, signedInUser(req), req.body.endpoint);
      return null;
    },
  });

  route(app, "POST /push/test", {
    onRequest: auth,
    preValidation: testLimit,
    handler: async (req) => {
      const user = signedInUser(req);
      return service.sendToUser(deps, user.id, {
        title: "ProgressVault",
        body: "Notifications work on this device.",
        url: "/dashboard",
      });
    },
  });
}
