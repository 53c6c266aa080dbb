import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";

/** What the public pages need from the server's configuration (nothing secret). */
export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "GET /site", {
    handler: async (_req, reply) => {
      void reply.header("cache-control", "public, max-age=300");
      return {
        contactEmail: deps.config.contactEmail,
        signupMode: deps.config.signupMode,
        sso: deps.config.oidc?.label ?? null,
        authProxy: Boolean(deps.config.authProxyHeader),
      };
    },
  });
}
