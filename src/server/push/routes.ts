import type { FastifyInstance } from "fastify";
import { pushKeyAnswer, pushTestAnswer, subscribedAnswer, subscriptionBody, unsubscribeBody } from "../../core/push-schema.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { errors, noContent, security, typed } from "../http/types.js";
import { MAX_SUBSCRIPTIONS_PER_USER, SENDS_AT_ONCE, TESTS_PER_MINUTE, testRateLimit } from "./limits.js";
import * as service from "./service.js";
import { vapidKeys } from "./vapid.js";

export function registerPushRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  const auth = authenticate(deps);
  const tags = ["push"];
  const testLimit = testRateLimit(deps);

  r.get(
    "/api/push/public-key",
    { schema: { tags, summary: "The server's VAPID public key, for PushManager.subscribe", response: { 200: pushKeyAnswer } } },
    async () => ({ key: (await vapidKeys(deps)).publicKey }),
  );

  r.post(
    "/api/push/subscriptions",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Keep this browser's push subscription (public https endpoints only)",
        description: `At most ${MAX_SUBSCRIPTIONS_PER_USER} per user: a new one beyond them replaces the user's oldest. An endpoint belongs to the user who registered it: another user posting it gets 409 and changes nothing; the same user posting it again renews its keys.`,
        security,
        body: subscriptionBody,
        response: { 201: subscribedAnswer, ...errors(400, 401, 409) },
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
      schema: {
        tags,
        summary: "Forget a push subscription of yours",
        security,
        body: unsubscribeBody,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
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
      preValidation: testLimit,
      schema: {
        tags,
        summary: "Send a test notification to each of your subscriptions",
        description: `Answers once the sends are done, ${SENDS_AT_ONCE} at a time. At most ${TESTS_PER_MINUTE} calls per user per minute: beyond, 429 with Retry-After.`,
        security,
        response: { 202: pushTestAnswer, ...errors(401, 429) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const result = await service.sendToUser(deps, user.id, {
        title: "ProgressVault",
        body: "Notifications work on this device.",
        url: "/dashboard",
      });
      return reply.code(202).send(result);
    },
  );
}
