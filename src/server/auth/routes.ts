import type { FastifyInstance } from "fastify";
import { meAnswer, tokenAnswer } from "../../core/route-schemas.js";
import { credentialsBody, signupBody } from "../../core/schemas.js";
import type { AppDeps } from "../deps.js";
import { errors, noContent, security, typed } from "../http/types.js";
import * as service from "./service.js";
import { authenticate, signedInUser } from "./session.js";

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);

  r.post(
    "/api/auth/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account",
        body: signupBody,
        response: { 201: tokenAnswer, ...errors(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const result = await service.signup(deps, req.body, req.ip);
      return reply.code(201).send(result);
    },
  );

  r.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in and get a bearer token",
        body: credentialsBody,
        response: { 200: tokenAnswer, ...errors(400, 401, 429) },
      },
    },
    async (req) => service.login(deps, req.body, req.ip),
  );

  r.post(
    "/api/auth/logout",
    {
      onRequest: auth,
      schema: { tags: ["auth"], summary: "Revoke this token", security, response: { 204: noContent, ...errors(401) } },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await service.logout(deps, user);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/auth/me",
    {
      onRequest: auth,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        security,
        response: {
          200: meAnswer,
          ...errors(401),
        },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return service.me(deps, user);
    },
  );
}
