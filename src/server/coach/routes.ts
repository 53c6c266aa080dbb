import type { FastifyInstance, FastifyRequest } from "fastify";
import { COACH_TEXT } from "../../core/coach/constants.js";
import { coachAnswerSchema, coachChatBody } from "../../core/coach/contract.js";
import { memoryCounter } from "../auth/rate-limit.js";
import { authenticate, signedInUser } from "../auth/session.js";
import type { AppDeps } from "../deps.js";
import { AppError } from "../errors.js";
import { perUserConcurrency } from "../http/per-user-concurrency.js";
import { errors, security, typed } from "../http/types.js";
import { requestsPerMinute } from "./options.js";
import { coachChat } from "./service.js";

const MINUTE_MS = 60_000;
/** 40 messages and 6 memory replies of 4000 characters each fit, with room for JSON escapes. */
const COACH_BODY_LIMIT_BYTES = 512 * 1024;

export function registerCoachRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
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

  r.post(
    "/api/coach/chat",
    {
      onRequest: auth,
      ...perUserConcurrency("coach"),
      preValidation: rateLimit,
      bodyLimit: COACH_BODY_LIMIT_BYTES,
      schema: {
        tags: ["coach"],
        summary: "Ask the goals coach; the reply may carry a goal draft or a goal selector",
        description:
          "Uses the AI service of COACH_API_URL when set (3 attempts, 13 s each), else or after failures the built-in coach. The service key never leaves the server.",
        security,
        body: coachChatBody,
        response: { 200: coachAnswerSchema, ...errors(400, 401, 429) },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      void reply.header("cache-control", "no-store");
      return coachChat(deps, user, req.body, req.log);
    },
  );
}
