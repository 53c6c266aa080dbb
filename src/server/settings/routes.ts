import type { FastifyInstance } from "fastify";
import { passwordChangeBody } from "../../core/schemas.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, noContent, security, typed } from "../http/types.js";
import * as service from "./service.js";

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["settings"];

  r.put(
    "/api/settings/password",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Change your password (needs the current one); signs out every other session",
        security,
        body: passwordChangeBody,
        response: { 204: noContent, ...errors(400, 401, 429) },
      },
    },
    async (req, reply) => {
      await service.changePassword(deps, signedInUser(req), req.body);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    "/api/settings",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Delete your account and all its goals and journals",
        security,
        response: { 204: noContent, ...errors(401) },
      },
    },
    async (req, reply) => {
      await service.deleteAccount(deps, signedInUser(req));
      return reply.code(204).send(null);
    },
  );
}
