/**
 * Registers an API route from its entry in the contract (core/api-contract.ts): method, path,
 * schemas, statuses and OpenAPI text come from the entry; the routes file adds only what runs
 * (hooks, limits, the handler). `route(app, "POST /journal", { onRequest: auth, handler })`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { type ApiContract, type Endpoint, type EndpointSchemas, apiContract } from "../../core/api-contract.js";
import { errors } from "./types.js";

type Part<E extends Endpoint, K extends string> = ApiContract[E] extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request as the entry's schemas validated it. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Part<E, "params">;
  Querystring: Part<E, "query">;
  Body: Part<E, "body">;
}>;

export interface ContractRouteOptions<E extends Endpoint> extends Omit<RouteShorthandOptions, "schema"> {
  /**
   * Answers the entry's answer, sent with the entry's success status (null for a 204), or the
   * reply when it sent the answer itself (other headers and types, idempotent writes, bytes, the
   * entry's `represented` or `accepted` answer with its status).
   */
  handler: (req: ContractRequest<E>, reply: FastifyReply) => Promise<z.output<ApiContract[E]["answer"]> | FastifyReply>;
}

const bearer = [{ bearerAuth: [] as string[] }];

/** The entry as Fastify's route schema: validation, serialisation and the OpenAPI document. */
function routeSchema(entry: EndpointSchemas): FastifySchema {
  const status = entry.status ?? 200;
  const success = entry.answerAlso
    ? {
        ...(entry.answer.description ? { description: entry.answer.description } : {}),
        content: Object.fromEntries(
          Object.entries({ "application/json": entry.answer, ...entry.answerAlso }).map(([type, schema]) => [type, { schema }]),
        ),
      }
    : entry.answer;
  return {
    tags: [entry.tag],
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.signedIn ? { security: bearer } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response: {
      [status]: success,
      ...(entry.represented ? { [entry.represented.status]: entry.represented.answer } : {}),
      ...(entry.accepted ? { [entry.accepted.status]: entry.accepted.answer } : {}),
      ...errors(...entry.errors),
    },
  };
}

/** `/api/goals/:id` for "GET /goals/{id}". */
function urlOf(endpoint: Endpoint): { method: string; url: string } {
  const [method = "", path = ""] = endpoint.split(" ");
  return { method, url: `/api${path.replace(/\{(\w+)\}/g, ":$1")}` };
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, { handler, ...options }: ContractRouteOptions<E>) {
  const entry: EndpointSchemas = apiContract[endpoint];
  // The document promises a bearer token: a route that forgot to check it must not start.
  if (entry.signedIn && !options.onRequest) throw new Error(`${endpoint} is signedIn in the contract but has no onRequest sign-in`);
  const status = entry.status ?? 200;
  app.route({
    ...options,
    ...urlOf(endpoint),
    schema: routeSchema(entry),
    handler: async (req, reply) => {
      const answer = await handler(req as ContractRequest<E>, reply);
      // A handler that sent its answer returns the reply, which `await` unwraps (a Reply is
      // thenable) to undefined: sending again only logged "Reply was already sent", url and all.
      if (answer === reply || reply.sent) return reply;
      return reply.code(status).send(answer ?? null);
    },
  });
}
