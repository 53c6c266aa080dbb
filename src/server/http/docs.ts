import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the same zod schemas that validate requests. */
export async function installApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "ProgressVault API",
        description: 'Goals, journal check-ins, public goals and likes. Errors are JSON {"error": "..."}.',
        version: "1.0.0",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
