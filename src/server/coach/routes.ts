import type { FastifyInstance, FastifyRequest } from "fastify";
import { COACH_TEXT } from "../../core/coach/constants.js";
import { memoryCounter } from "../auth/rate-limit.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { route } from "../http/contract-route.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { requestsPerMinute } from "./options.js";
import { coachChat } from "./service.js";

const MINUTE_MS = 60_000;
/** 40 messages and 6 memory replies of 4000 characters each fit, with room for JSON escapes. */
const COACH_BODY_LIMIT_BYTES = 512 * 1024;

export function registerCoachRoutes(app: FastifyInstance, deps: AppDeps) {
  const auth = authenticate(deps);
  const perUser = deps.coach?.perUserCounter ?? memoryCounter(MINUTE_MS, () => deps.now().getTime());
  const limit = requestsPerMinute(deps.coach);

  // Counted after sign-in and before the body is read, so malformed calls count too.
  async function rateLimit(req: FastifyRequest) {
    const user = signedInUser(req);
    const { count, resetInMs } = await perUser.get(user.id);
    if (count >= limit) {
      throw new AppError("RATE_LIMITED", COACH_TEXT.rateLimited, { retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) });
    }
    await perUser.increment(user.id);
  }

  route(app, "POST /coach/chat", {
    onRequest: auth,
    ...perUserConcurrency("coach"),
    preValidation: rateLimit,
    bodyLimit: COACH_BODY_LIMIT_BYTES,
    handler: async (req, reply) => {
      const user = signedInUser(req);
      void reply.header("cache-control", "no-store");
      return coachChat(deps, user, req.body, req.log);
    },
  });
}
