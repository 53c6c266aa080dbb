import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { siteOrigin } from "../site/origin.js";
import * as service from "./service.js";

export function registerChannelRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);

  route(app, "POST /notifications/channels", {
    onRequest: auth,
    handler: async (req) => service.createChannel(deps, signedInUser(req), req.body),
  });

  route(app, "GET /notifications/channels", { onRequest: auth, handler: async (req) => service.listChannels(deps, signedInUser(req)) });

  route(app, "DELETE /notifications/channels/{id}", {
    onRequest: auth,
    handler: async (req) => {
      await service.deleteChannel(deps, signedInUser(req), req.params.id);
      return null;
    },
  });

  route(app, "POST /notifications/channels/{id}/test", {
    onRequest: auth,
    handler: async (req) => service.testChannel(deps, signedInUser(req), req.params.id, siteOrigin(deps.config, req)),
  });
}
