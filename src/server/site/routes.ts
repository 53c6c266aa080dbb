import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.js";
import { route } from "../http/contract-route.js";
import { siteInfo } from "./service.js";

export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, "GET /site", {
    handler: async (_req, reply) => {
      const site = await siteInfo(deps);
      // Until the first account exists the mode in force is "open": that answer must not be kept.
      const configuredAnswer = site.signupMode === deps.config.signupMode;
      void reply.header("cache-control", configuredAnswer ? "public, max-age=300" : "no-store");
      return site;
    },
  });
}
