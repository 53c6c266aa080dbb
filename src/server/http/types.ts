import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody } from "../../core/schemas.js";

export type App = ReturnType<FastifyInstance["withTypeProvider"]> & FastifyInstance;
export type ZApp = ReturnType<typeof typed>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Error answers every route can give, for the OpenAPI document. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));
