import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, noContent, security, typed } from "../http/types.js";
import * as service from "./service.js";
import { vapidKeys } from "./vapid.js";

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be base64url text` })
    .min(min, { error: `${what} is too short` })
    .max(max, { error: `${what} is too long` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${what} must be base64url text` });

const endpoint = z.string({ error: "endpoint must be a URL" }).min(1).max(2000, { error: "endpoint is too long" });
/** The browser's PushSubscription.toJSON(): P-256 public key (65 bytes) and a 16-byte secret. */
const subscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url("keys.p256dh", 86, 90), auth: base64url("keys.auth", 22, 24) }),
});

export function registerPushRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["push"];

  r.get(
    "/api/push/public-key",
    { schema: { tags, summary: "The server's VAPID public key, for PushManager.subscribe", response: { 200: z.object({ key: z.string() }) } } },
    async () => ({ key: (await vapidKeys(deps)).publicKey }),
  );

  r.post(
    "/api/push/subscriptions",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Keep this browser's push subscription (public https endpoints only)",
        security,
        body: subscriptionBody,
        response: { 201: z.object({ endpoint: z.string() }), ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      await service.subscribe(deps, signedInUser(req), req.body);
      return reply.code(201).send({ endpoint: req.body.endpoint });
    },
  );

  r.delete(
    "/api/push/subscriptions",
    {
      onRequest: auth,
      schema: { tags, summary: "Forget a push subscription of yours", security, body: z.object({ endpoint }), response: { 204: noContent, ...errors(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.unsubscribe(deps, signedInUser(req), req.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/push/test",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Send a test notification to each of your subscriptions",
        security,
        response: { 202: z.object({ sent: z.number(), removed: z.number() }), ...errors(401) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const result = await service.sendToUser(deps, user.id, { title: "ProgressVault", body: "Notifications work on this device.", url: "/dashboard" });
      return reply.code(202).send(result);
    },
  );
}
