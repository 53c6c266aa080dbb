import type { FastifyInstance } from "fastify";
import { siteAnswer } from "../../core/route-schemas.js";
import type { AppDeps } from "../deps.js";
import { typed } from "../http/types.js";

/** What the public pages need from the server's configuration (nothing secret). */
export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  typed(app).get(
    "/api/site",
    {
      schema: {
        tags: ["site"],
        summary: "Public site settings: the contact address shown on the landing and privacy pages",
        response: { 200: siteAnswer },
      },
    },
    async (_req, reply) => {
      void reply.header("cache-control", "public, max-age=300");
      return { contactEmail: deps.config.contactEmail };
    },
  );
}
